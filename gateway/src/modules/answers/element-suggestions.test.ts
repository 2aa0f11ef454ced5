import { questionBank } from '../questions/bank/index.js';
import { statusStatedIn } from './answer-merge.js';
import { suggestElementStates } from './element-suggestions.js';

const rubric = (id: string) => questionBank.find((q) => q.id === id)!.rubric;
const suggested = (id: string, text: string) => suggestElementStates(text, rubric(id)).map((s) => `${s.rubricKey}:${s.state}`);

describe('suggested element states while writing (never used to score)', () => {
  test.each([
    ['We do not yet have an access review.', ['periodic-review:missing']],
    ['User access reviews are not performed.', ['periodic-review:missing']],
    ['There is no access review, but every access request is approved by the manager.', ['request-approval:in_place', 'periodic-review:missing']],
    ['We plan to introduce an access review next year.', ['periodic-review:missing']],
    ['Access reviews happen quarterly.', ['periodic-review:in_place']],
    ['Access rights are reviewed quarterly; no exceptions are granted.', ['periodic-review:in_place']],
    ['Access requests need manager authorisation.', ['request-approval:in_place']],
    ['Nothing relevant here.', []],
  ])('a-5-18: %s', (text, expected) => {
    expect(suggested('a-5-18', text)).toEqual(expected);
  });

  test('each suggestion names the phrase and the requirement', () => {
    const first = suggestElementStates('A restore test is run every quarter.', rubric('a-8-13')).find((s) => s.rubricKey === 'restore-tested');
    expect(first).toMatchObject({ rubricKey: 'restore-tested', state: 'in_place', requirement: 'Restores are tested regularly' });
    expect(first!.phrase.length).toBeGreaterThan(3);
  });
});

describe('a status stated plainly by the text (SPEC text-only saves and the migration)', () => {
  test.each([
    ['Implemented. A documented and approved policy defines this control.', 'implemented'],
    ['  not implemented yet', 'not_implemented'],
    ['Partially implemented: the head office only.', 'partially_implemented'],
    ['Planned for Q3.', 'planned'],
    ['Fully implemented since 2024.', 'implemented'],
    ['We have implemented most of it.', null],
    ['Implementedness is a word we made up.', null],
    ['', null],
  ])('%j states %s', (text, status) => {
    expect(statusStatedIn(text)).toBe(status);
  });
});
