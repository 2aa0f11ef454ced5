import { findPhrase, stem, stems } from './terms.js';

test('inflections and British/American spellings stem alike', () => {
  expect(stems('Access rights are reviewed quarterly')).toEqual(stems('access right review quarterly'));
  expect(stem('policies')).toBe(stem('policy'));
  expect(stem('authorised')).toBe(stem('authorized'));
  expect(stem('organisation')).toBe(stem('organization'));
  expect(stems('multi-factor')).toEqual(['multi', 'factor']);
});

test('phrases match consecutive stems only', () => {
  const words = stems('Access rights are reviewed at least annually by the owner.');
  expect(findPhrase(words, stems('reviewed at least annually'))).toBeGreaterThan(0);
  expect(findPhrase(words, stems('annually reviewed'))).toBe(-1);
  expect(findPhrase(words, [])).toBe(-1);
});
