import type { AnswerStatus, ElementState } from '@gap/schema';
import { questionBank } from '../../questions/bank/index.js';
import type { BankQuestion } from '../../questions/bank/types.js';
import { riskLevel } from './risk-matrix.js';
import { scoreAnswer, type ScorableAnswer } from './score-answer.js';

const question = (id: string): BankQuestion => questionBank.find((q) => q.id === id)!;
const every = (id: string, state: ElementState) => question(id).rubric.map((e) => ({ rubricKey: e.key, state }));
const answer = (status: AnswerStatus | null, elements: ScorableAnswer['elements'] = [], source: 'manual' | 'ai' = 'manual'): ScorableAnswer => ({
  status,
  elements,
  source,
  evidence: [],
});

describe('scoring follows the person: status and element states, never the text', () => {
  test('clause 4.2 with every element ticked in place is compliant, low risk, nothing missing', () => {
    const score = scoreAnswer(question('c-4-2'), answer('implemented', every('c-4-2', 'in_place')));
    expect(score).toMatchObject({ complianceLevel: 1, compliant: true, riskLevel: 'low', missing: [] });
    expect(score.finding).toMatch(/^In place: interested parties relevant to the ISMS are identified; .*Every expected element is in place\.$/);
  });

  test('every Annex A control answered "implemented" with its elements ticked is compliant (the 25-answer repro)', () => {
    const annexA = questionBank.filter((q) => q.controlRef.startsWith('A.')).slice(0, 25);
    const levels = annexA.map((q) => scoreAnswer(q, answer('implemented', every(q.id, 'in_place'))));
    expect(levels.every((s) => s.compliant && s.riskLevel === 'low' && s.complianceLevel === 1)).toBe(true);
  });

  test('"implemented" with nothing recorded is medium risk (not high) and says which evidence is not recorded', () => {
    const score = scoreAnswer(question('a-5-1'), answer('implemented'));
    expect(score).toMatchObject({ complianceLevel: 0.5, compliant: false, riskLevel: 'medium' });
    expect(score.finding).toMatch(/^Stated as implemented; evidence not recorded for: a top-level information security policy/);
    expect(score.missing.map((m) => m.rubricKey)).toEqual(['policy-set-defined', 'management-approval', 'communicated-acknowledged', 'periodic-review']);
  });

  test('"not implemented" is 0 %, high risk, every element missing', () => {
    const score = scoreAnswer(question('a-8-13'), answer('not_implemented', every('a-8-13', 'missing')));
    expect(score).toMatchObject({ complianceLevel: 0, compliant: false, riskLevel: 'high' });
    expect(score.finding).toMatch(/^Stated as not implemented\. None of the 5 expected elements is marked in place\. Missing: backup requirements/);
  });

  test("a finding's missing list is exactly the elements marked missing or not recorded", () => {
    const elements = [
      { rubricKey: 'request-approval', state: 'in_place' as const },
      { rubricKey: 'periodic-review', state: 'missing' as const },
      { rubricKey: 'records-kept', state: 'in_place' as const },
    ];
    const score = scoreAnswer(question('a-5-18'), answer(null, elements));
    expect(score.missing.map((m) => m.rubricKey)).toEqual(['changes-on-move', 'periodic-review', 'timely-removal']);
    expect(score.evidenced).toEqual(['request-approval', 'records-kept']);
    expect(score.finding).toBe(
      'In place: access is granted only after a request approved by the appropriate owner; a record of access granted to each identity is maintained. ' +
        'Missing: access rights are reviewed by owners at planned intervals. Not recorded: access is adjusted when people change role; access rights are removed promptly on termination or when no longer needed.',
    );
  });

  test('an AI answer scores the elements its quotes evidence, and cites the documents of those only', () => {
    const quote = (rubricKey: string, documentName: string) => ({ documentId: 1, documentName, page: 2, section: null, quote: 'x'.repeat(30), rubricKey });
    const ai = { ...answer(null, [{ rubricKey: 'policy', state: 'in_place' as const }, { rubricKey: 'restore-tested', state: 'in_place' as const }], 'ai') };
    const score = scoreAnswer(question('a-8-13'), { ...ai, evidence: [quote('policy', 'Backup Policy.pdf'), quote('monitored', 'Other.pdf')] });
    expect(score.complianceLevel).toBe(0.57);
    expect(score.finding).toContain('In place (evidenced in Backup Policy.pdf): ');
    expect(score.finding).not.toContain('Other.pdf');
  });
});

// a-8-13: policy (must, 2), frequency-retention (1), protected-copies (1), restore-tested (must, 2), monitored (1): total 7.
describe('the element-level rule, case by case (a-8-13, high criticality)', () => {
  const musts = [{ rubricKey: 'policy', state: 'in_place' as const }, { rubricKey: 'restore-tested', state: 'in_place' as const }];
  test.each<[string, AnswerStatus | null, ScorableAnswer['elements'], number, boolean, string]>([
    ['no status, nothing recorded', null, [], 0, false, 'high'],
    ['no status, all in place', null, every('a-8-13', 'in_place'), 1, true, 'low'],
    ['no status, must-haves only (4 of 7)', null, musts, 0.57, false, 'medium'],
    ['implemented, must-haves in place, others not recorded (4 + 1.5 of 7)', 'implemented', musts, 0.79, true, 'low'],
    ['implemented, must-haves not recorded, others in place (3 + 2 of 7)', 'implemented', every('a-8-13', 'in_place').filter((e) => !['policy', 'restore-tested'].includes(e.rubricKey)), 0.71, false, 'medium'],
    ['implemented, a must-have marked missing', 'implemented', [...every('a-8-13', 'in_place').filter((e) => e.rubricKey !== 'restore-tested'), { rubricKey: 'restore-tested', state: 'missing' as const }], 0.71, false, 'medium'],
    ['partially implemented caps at 60 %', 'partially_implemented', every('a-8-13', 'in_place'), 0.6, false, 'medium'],
    ['planned caps at 30 % (a major gap)', 'planned', every('a-8-13', 'in_place'), 0.3, false, 'high'],
    ['not implemented is 0 % whatever is ticked', 'not_implemented', every('a-8-13', 'in_place'), 0, false, 'high'],
    ['missing counts nothing even when implemented', 'implemented', every('a-8-13', 'missing'), 0, false, 'high'],
  ])('%s', (_label, status, elements, level, compliant, risk) => {
    const score = scoreAnswer(question('a-8-13'), answer(status, elements));
    expect({ level: score.complianceLevel, compliant: score.compliant, risk: score.riskLevel }).toEqual({ level, compliant, risk });
  });

  test('the text plays no part: the same states score the same whatever the answer says', () => {
    const q = question('a-8-13');
    const a = scoreAnswer(q, { ...answer('implemented', musts) });
    const b = scoreAnswer(q, { ...answer('implemented', musts), ...{ answer: 'We have never tested a restore.' } });
    expect(b).toEqual(a);
  });

  test('elements of another question are ignored', () => {
    const score = scoreAnswer(question('a-8-13'), answer(null, [{ rubricKey: 'bogus', state: 'in_place' }]));
    expect(score.complianceLevel).toBe(0);
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
