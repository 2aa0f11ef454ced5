import type { EvidenceHit } from '../../evidence/evidence.repository.js';
import { questionBank } from '../../questions/bank/index.js';
import { candidateWeight, decide, defaultTuning, gateOf } from './decision.js';
import { createEncoderAffinity } from './encoder-affinity.js';
import { scoreEvidence, type ElementEvidence, type QuestionEvidence } from './evidence-scoring.js';
import { affinityModel } from './question-affinity.js';
import { plannerFor } from './question-plan.js';

const hit = { chunkId: 1, documentId: 1, documentName: 'Policy.docx', pageNumber: null, sectionLabel: null, text: '', rank: 1 } satisfies EvidenceHit;
const candidate = (quote: string, over: Partial<ElementEvidence> = {}): ElementEvidence => ({
  key: 'review',
  requirement: 'review',
  hit,
  quote,
  score: 1.4,
  addresses: true,
  similarity: 0.4,
  rank: 1,
  best: 0.4,
  commitment: false,
  ...over,
});
const evidence = (candidates: ElementEvidence[], notApplicable = false): QuestionEvidence => ({ candidates, notApplicable, setAside: new Map() });
const noSole = { ...defaultTuning, soleSentence: false, soleRestatement: false };

test('each gate names what stops a sentence', () => {
  expect(gateOf(candidate('A'), defaultTuning)).toBe('counts');
  expect(gateOf(candidate('A', { rank: 3, best: 0.8 }), defaultTuning)).toBe('off-question');
  expect(gateOf(candidate('A', { rank: 2, best: 0.41 }), defaultTuning)).toBe('counts');
  expect(gateOf(candidate('A', { rank: 2, best: 0.41 }), { ...defaultTuning, nearTie: false })).toBe('off-question');
  expect(gateOf(candidate('A', { similarity: 0.1, best: 0.1 }), defaultTuning)).toBe('too-dissimilar');
  expect(gateOf(candidate('A', { score: 0 }), defaultTuning)).toBe('no-phrase');
  expect(gateOf(candidate('A', { score: 0.5 }), defaultTuning)).toBe('weak');
  expect(gateOf(candidate('A', { score: 0, similarity: 0.6, best: 0.6 }), defaultTuning)).toBe('counts');
  expect(gateOf(candidate('A', { score: 0, similarity: 0.6, best: 0.6 }), { ...defaultTuning, affinityAlone: false })).toBe('no-phrase');
});

test('the decision gives its reason', () => {
  expect(decide(evidence([candidate('Access is reviewed.')], true), defaultTuning).reason).toBe('not-applicable');
  expect(decide(evidence([candidate('Access is reviewed.', { score: 0.5 })]), defaultTuning).reason).toBe('nothing-counts');
  expect(decide(evidence([candidate('Access is reviewed.', { score: 1 })]), noSole).reason).toBe('below-threshold');
  expect(decide(evidence([candidate('Access is reviewed.', { score: 1.6 })]), noSole).reason).toBe('too-little-support');
  const two = [candidate('Access is reviewed.'), candidate('Rights are revoked.', { key: 'revoke' })];
  expect(decide(evidence(two.map((c) => ({ ...c, addresses: false }))), noSole).reason).toBe('nothing-addressed');
  const answered = decide(evidence(two), noSole);
  expect(answered.reason).toBe('answered');
  expect(answered.evidenced?.map((c) => c.key)).toEqual(['review', 'revoke']);
  const alone = candidate('Access rights must be reviewed quarterly.', { score: 1.6, commitment: true });
  expect(decide(evidence([alone]), defaultTuning).reason).toBe('answered');
  expect(decide(evidence([alone]), { ...defaultTuning, soleSentence: false }).reason).toBe('too-little-support');
});

test('re-ranking every candidate decides as re-ranking only those that can count', async () => {
  const question = questionBank.find((q) => q.controlRef === 'A.5.18')!;
  const text = [
    'Access rights are reviewed every quarter by the asset owner.',
    'Workforce members are provided training and awareness on the review of the access rights they hold.',
    'Access requests must be approved by the manager before access is granted.',
    'Access lists are printed.',
  ].join('\n\n');
  const scored = scoreEvidence(question, plannerFor(questionBank)(question), [{ ...hit, text }], affinityModel(questionBank));
  // An encoder that puts every sentence on one question's axis, and each question on its own.
  const target = questionBank.indexOf(question);
  const encoder = {
    async embed(texts: string[]) {
      return texts.map((t) => {
        const own = questionBank.findIndex((q) => t.startsWith(`${q.title}. `));
        return questionBank.map((_, j) => (j === (own >= 0 ? own : target) ? 1 : 0));
      });
    },
  };
  const rerank = createEncoderAffinity(encoder, questionBank);
  const countable = await rerank(question.id, scored.candidates, (c) => candidateWeight(c, defaultTuning) > 0, defaultTuning.encoderWeight);
  const all = await rerank(question.id, scored.candidates, () => true, defaultTuning.encoderWeight);
  expect(all.filter((c, i) => c.rank !== countable[i]!.rank).length).toBeGreaterThan(0);
  for (const tuning of [defaultTuning, noSole, { ...defaultTuning, minSupport: 1 }]) {
    const a = decide(evidence(countable), tuning);
    expect(decide(evidence(all), tuning)).toEqual(a);
  }
});
