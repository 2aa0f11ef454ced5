import type { EvidenceHit } from '../../evidence/evidence.repository.js';
import { questionBank } from '../../questions/bank/index.js';
import { decide, defaultTuning } from './decision.js';
import { createEncoderAffinity } from './encoder-affinity.js';
import type { ElementEvidence } from './evidence-scoring.js';
import { affinityModel } from './question-affinity.js';

const { affinityTo } = affinityModel(questionBank);

const question = (controlRef: string) => questionBank.find((q) => q.controlRef === controlRef)!;
const hit = { chunkId: 1, documentId: 1, documentName: 'Policy.docx', pageNumber: null, sectionLabel: null, text: '', rank: 1 } satisfies EvidenceHit;
const reviews = question('A.5.18');
// Worded like a training commitment, so the words alone give it to another control.
const sentence = 'Workforce members are provided training and awareness on the review of the access rights they hold.';

/** An encoder that places every sentence on one question's vector (and each question on its own axis); it records what it was asked. */
function fakeEncoder(about: string) {
  const calls: string[][] = [];
  const axis = (i: number) => questionBank.map((_, j) => (i === j ? 1 : 0));
  const questionIndex = (text: string) => questionBank.findIndex((q) => text.startsWith(`${q.title}. `));
  return {
    calls,
    async embed(texts: string[]) {
      calls.push(texts);
      return texts.map((t) => axis(questionIndex(t) >= 0 ? questionIndex(t) : questionBank.findIndex((q) => q.id === about)));
    },
  };
}

const candidate = (quote: string, score: number): ElementEvidence => ({ key: reviews.rubric[0]!.key, requirement: reviews.rubric[0]!.requirement, hit, quote, score, addresses: true, commitment: true, ...affinityTo(reviews.id, quote) });

test('a sentence the words give to another control counts once the encoder says it is about this one', async () => {
  const lexical = candidate(sentence, 1.7);
  expect(lexical.rank).toBeGreaterThan(1);
  expect(lexical.similarity).toBeLessThan(defaultTuning.nearBest * lexical.best);
  const sole = { ...defaultTuning, soleScore: 1.3, soleSimilarity: 0 };
  expect(decide({ candidates: [lexical], notApplicable: false, setAside: new Map() }, sole).evidenced).toBeNull();
  const rerank = createEncoderAffinity(fakeEncoder(reviews.id), questionBank);
  const [fused] = await rerank(reviews.id, [lexical], () => true, 0.5);
  expect(fused!.rank).toBe(1);
  expect(decide({ candidates: [fused!], notApplicable: false, setAside: new Map() }, sole).evidenced).toHaveLength(1);
  // An encoder that places the sentence elsewhere leaves it where the words put it.
  const [elsewhere] = await createEncoderAffinity(fakeEncoder(question('A.8.13').id), questionBank)(reviews.id, [lexical], () => true, 0.5);
  expect(elsewhere!.rank).toBeGreaterThan(1);
});

test('embeds the bank once and only the eligible sentences, each once, and leaves the rest alone', async () => {
  const encoder = fakeEncoder(reviews.id);
  const rerank = createEncoderAffinity(encoder, questionBank);
  const kept = candidate(sentence, 1.7);
  const weak = candidate('Access lists are printed.', 0);
  const eligible = (c: ElementEvidence) => c.score > 0;
  const first = await rerank(reviews.id, [kept, weak], eligible, 0.2);
  await rerank(reviews.id, [kept, weak], eligible, 0.5);
  expect(encoder.calls).toEqual([questionBank.map((q) => `${q.title}. ${q.rubric.map((e) => e.requirement).join('. ')}`), [sentence]]);
  expect(first[1]).toBe(weak);
  // Weight 0 is the lexical rank: nothing is embedded.
  const idle = fakeEncoder(reviews.id);
  expect(await createEncoderAffinity(idle, questionBank)(reviews.id, [kept], eligible, 0)).toEqual([kept]);
  expect(idle.calls).toHaveLength(0);
});
