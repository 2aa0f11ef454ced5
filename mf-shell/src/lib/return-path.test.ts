import { expect, test } from '@jest/globals';
import { returnPathOf } from './return-path';

test('an in-app path comes back with its query and fragment', () => {
  expect(returnPathOf({ from: '/project-assessment/7?tab=manual#q-A.5.1' })).toBe('/project-assessment/7?tab=manual#q-A.5.1');
});

test.each([
  ['no state', undefined],
  ['another origin', { from: '//evil.example/phish' }],
  ['a backslash origin', { from: '/\\evil.example' }],
  ['an absolute URL', { from: 'https://evil.example/' }],
  ['the sign-in page again', { from: '/login?x=1' }],
  ['the registration page', { from: '/register' }],
  ['not a string', { from: 42 }],
])('%s gives nothing (the dashboard then)', (_label, state) => {
  expect(returnPathOf(state)).toBeUndefined();
});
