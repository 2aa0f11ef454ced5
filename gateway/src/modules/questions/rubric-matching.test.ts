import { addressesElement, saysNothingDone } from '../analysis/engine/element-address.js';
import { matchingPhrases, plannerFor } from '../analysis/engine/question-plan.js';
import { detectElements, suggestElementStates } from '../answers/element-suggestions.js';
import { questionBank } from './bank/index.js';
import { elementEvidence, phrasesStated, readSentence, stems, type EvidenceState } from './rubric-matching.js';

const question = (id: string) => questionBank.find((q) => q.id === id)!;
const planQuestion = plannerFor(questionBank);

/**
 * The engine's view of one sentence and one element: credited (the check every quote the engines credit passes),
 * or set aside although a phrase of the element occurs (saysNothingDone), with the matcher's reason.
 */
function engineView(questionId: string, key: string, sentence: string): EvidenceState | null {
  const plan = planQuestion(question(questionId));
  const element = plan.elements.find((e) => e.key === key)!;
  if (addressesElement(plan, element, sentence)) return 'in_place';
  if (!matchingPhrases(element, stems(sentence)).length) return null;
  expect(saysNothingDone(sentence, phrasesStated(readSentence(sentence), element.phrases))).toBe(true);
  return elementEvidence(sentence, element.phrases)!.state;
}

/** The element suggestions' view of the same sentence and element. */
const suggestionView = (questionId: string, key: string, sentence: string) => detectElements(sentence, question(questionId).rubric).find((d) => d.key === key)!.state;

// Sentences written for this test: a must-have stated, denied, planned and pointed to, in both spellings, and by synonym.
const table: [string, string, string, EvidenceState | null][] = [
  ['a-8-13', 'restore-tested', 'Backup restoration is tested quarterly.', 'in_place'],
  ['a-8-13', 'restore-tested', 'A restore test of the finance database is run every quarter.', 'in_place'],
  ['a-8-13', 'restore-tested', 'We do not yet test restores.', 'negated'],
  ['a-8-13', 'restore-tested', 'Restore tests are not performed.', 'negated'],
  ['a-8-13', 'policy', 'There is no backup policy.', 'negated'],
  ['a-8-13', 'restore-tested', 'Quarterly restore tests will be implemented next year.', 'planned'],
  ['a-8-13', 'restore-tested', 'We plan to introduce a restore test for every system.', 'planned'],
  ['a-8-13', 'protected-copies', 'Backups are copied off-site every night, but restore tests are not performed.', 'in_place'],
  ['a-8-13', 'restore-tested', 'Backups are copied off-site every night, but restore tests are not performed.', 'negated'],
  ['a-8-13', 'restore-tested', 'For restore tests, see the Backup Policy.', 'cross_reference'],
  ['a-8-13', 'restore-tested', 'Restore testing is described in the Backup Policy.', 'cross_reference'],
  ['a-8-13', 'restore-tested', 'The office canteen opens at eight.', null],
  ['a-5-18', 'request-approval', 'There is no access review, but every access request is approved by the manager.', 'in_place'],
  ['a-5-18', 'periodic-review', 'There is no access review, but every access request is approved by the manager.', 'negated'],
  ['a-5-18', 'request-approval', 'Access requests need manager authorization.', 'in_place'],
  ['a-5-18', 'request-approval', 'Access requests need manager authorisation.', 'in_place'],
  ['a-5-18', 'periodic-review', 'Access is reviewed every year by the system owner.', 'in_place'],
  // A synonym of a bank phrase ("strong authentication" for "multi-factor authentication"), read alike by both.
  ['a-8-5', 'mfa', 'Strong authentication is required for every remote login to production systems.', 'in_place'],
  ['a-8-5', 'mfa', 'Strong authentication is not yet required for remote logins.', 'negated'],
];

describe('the engine and the element suggestions read a sentence alike (one rubric matcher)', () => {
  test('the must-have of the backup question is the one the table tests', () => {
    expect(question('a-8-13').rubric.find((e) => e.key === 'restore-tested')?.mustHave).toBe(true);
    expect(question('a-5-18').rubric.find((e) => e.key === 'request-approval')).toBeDefined();
  });

  test.each(table)('%s %s: %j reads as %s', (questionId, key, sentence, expected) => {
    expect(engineView(questionId, key, sentence)).toBe(expected);
    expect(suggestionView(questionId, key, sentence)).toBe(expected);
  });

  test('a suggestion says in place or missing, and nothing for a pointer to another document', () => {
    const suggested = (sentence: string) => suggestElementStates(sentence, question('a-8-13').rubric).find((s) => s.rubricKey === 'restore-tested')?.state;
    expect(suggested('Backup restoration is tested quarterly.')).toBe('in_place');
    expect(suggested('We do not yet test restores.')).toBe('missing');
    expect(suggested('Quarterly restore tests will be implemented next year.')).toBe('missing');
    expect(suggested('For restore tests, see the Backup Policy.')).toBeUndefined();
  });
});

describe('the matcher', () => {
  test('British and American spellings and frequency wordings read alike', () => {
    expect(stems('The organisation authorises access yearly')).toEqual(stems('the organization authorizes access annually'));
    expect(stems('reviewed every quarter')).toEqual(stems('reviewed quarterly'));
    expect(stems('a half-yearly review')).not.toEqual(stems('a half-annually review'));
  });

  test('a negation or plan reaches to the end of its clause only', () => {
    const reading = readSentence('Restores are not tested, but backups are encrypted; restore tests are planned for next year.');
    const clauseOf = (word: string) => reading.clauses[reading.words.indexOf(word)];
    expect(clauseOf('restor')).toBe('negated');
    expect(clauseOf('encrypt')).toBeNull();
    expect(reading.clauses.at(-1)).toBe('planned');
  });

  test('prohibitions, lists "not limited to" and rules worded in the future are neither negations nor plans', () => {
    expect(readSentence('Users must not share passwords.').clauses.every((c) => c === null)).toBe(true);
    expect(readSentence('New accounts will be created with a temporary password.').clauses.every((c) => c === null)).toBe(true);
    expect(readSentence('The training covers, but is not limited to, phishing and passwords.').clauses.every((c) => c === null)).toBe(true);
    expect(readSentence('Passwords are not transmitted in clear text.').clauses.some((c) => c === 'negated')).toBe(true);
    expect(elementEvidence('Passwords are not transmitted in clear text.', [{ text: 'not transmitted in clear text', stems: stems('not transmitted in clear text') }])?.state).toBe('in_place');
  });

  test('a state stated anywhere in the text wins over a denial elsewhere; the first phrase showing it is named', () => {
    const phrases = ['restore test', 'recovery test'].map((text) => ({ text, stems: stems(text) }));
    expect(elementEvidence('Recovery tests are not performed. A restore test runs monthly.', phrases)).toEqual({ state: 'in_place', phrase: 'restore test' });
    expect(elementEvidence('Recovery tests are not performed.', phrases)).toEqual({ state: 'negated', phrase: 'recovery test' });
    expect(elementEvidence('Nothing of the kind.', phrases)).toBeNull();
  });
});
