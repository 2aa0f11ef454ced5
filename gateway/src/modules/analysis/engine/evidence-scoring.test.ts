import type { EvidenceHit } from '../../evidence/evidence.repository.js';
import { questionBank } from '../../questions/bank/index.js';
import { decide as decideFully, defaultTuning, type EngineTuning } from './decision.js';
import { scoreEvidence, type ElementEvidence, type QuestionEvidence } from './evidence-scoring.js';
import { affinityModel } from './question-affinity.js';
import { plannerFor } from './question-plan.js';
import { isCommitment } from './statement-signals.js';

const planQuestion = plannerFor(questionBank);
/** The elements credited, or null on an abstention. */
const decide = (evidence: Omit<QuestionEvidence, 'setAside'>, tuning: EngineTuning) => decideFully({ ...evidence, setAside: new Map() }, tuning).evidenced;

const hit = { chunkId: 1, documentId: 1, documentName: 'Policy.docx', pageNumber: null, sectionLabel: null, text: '', rank: 1 } satisfies EvidenceHit;
const candidate = (quote: string, key: string, affinity: { similarity: number; rank: number; best: number }): ElementEvidence => ({ key, requirement: key, hit, quote, score: 1.4, addresses: true, commitment: isCommitment(quote), ...affinity });
// The sole-sentence rule off: these cases are about which sentences count, not about one answering alone.
const tuning = { ...defaultTuning, nearBest: 0.95, soleSentence: false };

test('a sentence counts for a question it suits nearly as well as its best one, not for one it suits clearly less', () => {
  const nearTie = [candidate('Staff are trained in security every year.', 'training', { similarity: 0.4, rank: 2, best: 0.41 }), candidate('Training records are kept for each person.', 'records', { similarity: 0.4, rank: 1, best: 0.4 })];
  expect(decide({ candidates: nearTie, notApplicable: false }, tuning)).toHaveLength(2);
  const clearlyOther = nearTie.map((c) => ({ ...c, rank: 2, best: 0.6 }));
  expect(decide({ candidates: clearlyOther, notApplicable: false }, tuning)).toBeNull();
  expect(decide({ candidates: nearTie, notApplicable: false }, { ...tuning, nearTie: false })).toBeNull();
});

test('one sentence answers alone only when it is a commitment that suits the question best, with enough affinity', () => {
  const sole = (quote: string, affinity: { similarity: number; rank: number; best: number }) => ({ candidates: [{ ...candidate(quote, 'sanctions', affinity), score: 1.7 }], notApplicable: false });
  const commitment = 'Anyone who breaches this policy will be subject to disciplinary action.';
  expect(decide(sole(commitment, { similarity: 0.45, rank: 1, best: 0.45 }), defaultTuning)).toHaveLength(1);
  // A mention (no commitment wording), a sentence that suits another question better, or weak affinity: abstain.
  expect(decide(sole('Disciplinary action and the appeal process.', { similarity: 0.45, rank: 1, best: 0.45 }), defaultTuning)).toBeNull();
  // A practice described as in place is worded as a commitment too.
  expect(decide(sole('Virus scanning software is run on all production systems.', { similarity: 0.45, rank: 1, best: 0.45 }), defaultTuning)).toHaveLength(1);
  expect(decide(sole(commitment, { similarity: 0.45, rank: 2, best: 0.5 }), defaultTuning)).toBeNull();
  expect(decide(sole(commitment, { similarity: 0.3, rank: 1, best: 0.3 }), defaultTuning)).toBeNull();
  expect(decide(sole(commitment, { similarity: 0.45, rank: 1, best: 0.45 }), { ...defaultTuning, soleSentence: false })).toBeNull();
});

test('one sentence that all but restates the control answers alone without a phrase score, if it is a commitment that suits the question best', () => {
  const restated = (quote: string, affinity: { similarity: number; rank: number; best: number }) => ({ candidates: [{ ...candidate(quote, 'monitored', affinity), score: 0 }], notApplicable: false });
  const commitment = 'The supplier service delivery must be regularly monitored, reviewed, and audited.';
  const noSoleScore = { ...defaultTuning, soleSentence: false };
  expect(decide(restated(commitment, { similarity: 0.78, rank: 1, best: 0.78 }), noSoleScore)).toHaveLength(1);
  expect(decide(restated(commitment, { similarity: 0.6, rank: 1, best: 0.6 }), noSoleScore)).toBeNull();
  expect(decide(restated(commitment, { similarity: 0.78, rank: 2, best: 0.8 }), noSoleScore)).toBeNull();
  expect(decide(restated('Supplier service delivery monitoring, review and audit.', { similarity: 0.78, rank: 1, best: 0.78 }), noSoleScore)).toBeNull();
});

test('a sentence that fills two rubric elements counts once towards the question total', () => {
  const affinity = { similarity: 0.3, rank: 1, best: 0.3 };
  const both = 'Access rights are granted by the owner and reviewed by the manager.';
  const weaker = { ...candidate('Access requests go to the service desk.', 'granted', affinity), score: 0.9 };
  const oneSentence = [candidate(both, 'granted', affinity), candidate(both, 'reviewed', affinity), weaker];
  expect(decide({ candidates: oneSentence, notApplicable: false }, defaultTuning)).toBeNull();
  const twoSentences = [candidate(both, 'granted', affinity), candidate('Access rights are reviewed every quarter.', 'reviewed', affinity), weaker];
  expect(decide({ candidates: twoSentences, notApplicable: false }, defaultTuning)).toHaveLength(2);
});

test('a role named as the actor of something else does not evidence the role; a sentence that assigns it does', () => {
  const privacy = questionBank.find((q) => q.controlRef === 'A.5.34')!;
  const roleScore = (text: string) => {
    const { candidates } = scoreEvidence(privacy, planQuestion(privacy), [{ ...hit, text }], affinityModel(questionBank));
    return Math.max(0, ...candidates.filter((c) => c.key === 'roles').map((c) => c.score));
  };
  expect(roleScore('A request for an audit must be approved by the Privacy Officer before it proceeds.')).toBe(0);
  expect(roleScore('The Privacy Officer is responsible for compliance with data protection law.')).toBeGreaterThan(0);
});

test('an answer credits each element only with a sentence that addresses it, and abstains when none does', () => {
  const affinity = { similarity: 0.4, rank: 1, best: 0.4 };
  const mention = { ...candidate('Passwords are stored encrypted.', 'quality-rules', affinity), score: 1.6, addresses: false };
  const evidence = { ...candidate('Passwords are at least 14 characters long.', 'quality-rules', affinity), score: 1.2 };
  const storage = candidate('Passwords are stored encrypted.', 'secure-storage', affinity);
  const credited = decide({ candidates: [mention, evidence, storage], notApplicable: false }, tuning);
  expect(credited?.map((c) => [c.key, c.quote])).toEqual([
    ['quality-rules', 'Passwords are at least 14 characters long.'],
    ['secure-storage', 'Passwords are stored encrypted.'],
  ]);
  const onlyMentions = [mention, { ...storage, addresses: false }, { ...evidence, addresses: false }];
  expect(decide({ candidates: onlyMentions, notApplicable: false }, tuning)).toBeNull();
});
