import { questionBank } from '../../questions/bank/index.js';
import type { BankQuestion } from '../../questions/bank/types.js';
import { detectElements } from './element-detector.js';
import { handWrittenAnswers } from './hand-written-answers.js';
import { riskLevel } from './risk-matrix.js';
import { scoreAnswer } from './score-answer.js';

const question = (id: string): BankQuestion => questionBank.find((q) => q.id === id)!;
const manual = (answer: string) => ({ answer, source: 'manual' as const, evidence: [] });

describe('scoring hand-written answers', () => {
  test.each(handWrittenAnswers.map((a) => [a.label, a] as const))('%s', (_label, sample) => {
    const score = scoreAnswer(question(sample.questionId), manual(sample.answer));
    expect({ level: score.complianceLevel, compliant: score.compliant, risk: score.riskLevel }).toEqual({
      level: sample.computed,
      compliant: sample.compliant,
      risk: sample.risk,
    });
    // Never generic: every missing element's requirement is named in the finding.
    for (const missing of score.missing) expect(score.finding).toContain(missing.requirement.slice(1, 40));
  });

  test('a complete answer says every element is evidenced and lists none missing', () => {
    const score = scoreAnswer(question('c-5-2'), manual(handWrittenAnswers[0]!.answer));
    expect(score.missing).toEqual([]);
    expect(score.finding).toMatch(/^In place: a top-level information security policy is documented/);
    expect(score.finding).toMatch(/Every expected element is evidenced\.$/);
  });

  test('a negated element is reported as stated not in place', () => {
    const score = scoreAnswer(question('c-5-2'), manual(handWrittenAnswers[1]!.answer));
    expect(score.evidenced).toEqual(['policy-documented']);
    expect(score.finding).toContain('Stated as not in place: the policy is communicated within the organisation');
    expect(score.missing.map((m) => m.rubricKey)).toEqual(['objectives-framework', 'commitment-requirements', 'commitment-improvement', 'policy-communicated']);
  });

  test('above the threshold but without a must-have element is not compliant', () => {
    const q = question('a-5-18');
    // Every element except the must-have periodic review: weights 2+1+1+1 of 7 = 0.71.
    const score = scoreAnswer(q, manual('Each access request is approved by the asset owner; on a role change access is adjusted; access is revoked on the last day; access records are kept.'));
    expect(score.complianceLevel).toBe(0.71);
    expect(score.compliant).toBe(false);
    expect(score.missing).toEqual([expect.objectContaining({ rubricKey: 'periodic-review', mustHave: true })]);
    expect(score.riskLevel).toBe('medium');
  });

  test('an AI answer counts exactly the rubric keys its evidence names, ignoring unknown keys', () => {
    const q = question('a-8-13');
    const quote = (rubricKey: string) => ({ documentId: 1, documentName: 'Backup Policy.pdf', page: 2, section: null, quote: 'x'.repeat(30), rubricKey });
    const score = scoreAnswer(q, { answer: 'Backups are restored quarterly.', source: 'ai', evidence: [quote('policy'), quote('restore-tested'), quote('bogus')] });
    expect(score.evidenced).toEqual(['policy', 'restore-tested']);
    expect(score.complianceLevel).toBe(0.57);
    expect(score.finding).toContain('(evidenced in Backup Policy.pdf)');
  });
});

describe('element detector', () => {
  const rubric = question('a-5-18').rubric;
  const found = (text: string) => detectElements(text, rubric).filter((d) => d.matchedPhrase).map((d) => d.key);

  test.each([
    ['We do not yet have an access review.', []],
    ['User access reviews are not performed.', []],
    ['There is no access review, but every access request is approved by the manager.', ['request-approval']],
    ['We plan to introduce an access review next year.', []],
    ['Access reviews happen quarterly.', ['periodic-review']],
    ['Access rights are reviewed quarterly; no exceptions are granted.', ['periodic-review']],
    ['Access requests need manager authorisation.', ['request-approval']],
  ])('%s', (text, keys) => {
    expect(found(text)).toEqual(keys);
  });
});

describe('risk matrix (criticality × gap)', () => {
  test.each([
    ['high', 'none', 'low'],
    ['high', 'partial', 'medium'],
    ['high', 'major', 'high'],
    ['medium', 'partial', 'medium'],
    ['medium', 'major', 'high'],
    ['low', 'partial', 'low'],
    ['low', 'major', 'medium'],
  ] as const)('%s criticality with a %s gap is %s risk', (criticality, band, risk) => {
    expect(riskLevel(criticality, band)).toBe(risk);
  });
});
