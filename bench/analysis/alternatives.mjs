// Two looser decision rules measured against the offline engine's own (`npm run bench -- analysis --alternatives`),
// on the per-document projects, each on top of the engine's decision (it only ever adds answers):
//   question-centric  the question's most similar candidate sentence answers it on its own when the question
//                     ranks within the first r for that sentence (the engine asks for first), with at least
//                     the given affinity and phrase score, worded as a commitment or not;
//   document topic    a question the document as a whole is about (its rank among the bank's questions for
//                     the document's text, or for its headings, is within the first d) lets sentences that
//                     rank it within the first r count (the engine: first).
// Both aim at the engine's largest loss (`--explain`: a labelled sentence that suits another question better).
// Prints the engine's figures, then each rule's grid (TP/FP/FN, pooled and per organisation).
import { count, emptyTally, scores } from './metrics.mjs';
import { load } from './product.mjs';

export async function alternatives(product, questions, projects, encoder) {
  const { planQuestion } = await load('modules/analysis/engine/question-plan.js');
  const { retrieveCandidates } = await load('modules/analysis/engine/evidence-retrieval.js');
  const { scoreEvidence, decide, candidateWeight, defaultTuning: t } = await load('modules/analysis/engine/evidence-scoring.js');
  const { createEncoderAffinity } = await load('modules/analysis/engine/encoder-affinity.js');
  const { affinityTo } = await load('modules/analysis/engine/question-affinity.js');
  const { isCommitment } = await load('modules/analysis/engine/statement-signals.js');
  const rerank = createEncoderAffinity(encoder);
  const eligible = (c) => candidateWeight(c, t) > 0;
  const cases = [];
  for (const { set, projectId, labels } of projects) {
    const chunks = await product.chunks(projectId);
    const text = chunks.map((c) => c.text).join(' ');
    const headings = chunks.map((c) => c.section_label ?? '').filter(Boolean).join('. ') || text;
    const topicRank = { text: new Map(), headings: new Map() };
    for (const q of questions) {
      topicRank.text.set(q.id, affinityTo(q.id, text).rank);
      topicRank.headings.set(q.id, affinityTo(q.id, headings).rank);
    }
    for (const question of questions) {
      const plan = planQuestion(question);
      const hits = await retrieveCandidates(product.em(), projectId, plan, t.chunksPerElement);
      const evidence = scoreEvidence(question, plan, hits);
      // As the product's engine does: the encoder's similarity fused into each eligible sentence's rank.
      if (!evidence.notApplicable) evidence.candidates = await rerank(question.id, evidence.candidates, eligible, t.encoderWeight);
      const top = evidence.notApplicable ? undefined : [...evidence.candidates].sort((a, b) => b.similarity - a.similarity)[0];
      cases.push({
        set,
        evidence,
        answered: decide(evidence, t) !== null,
        top: top && { ...top, weight: candidateWeight(top, t), commitment: isCommitment(top.quote) },
        topic: { text: topicRank.text.get(question.id), headings: topicRank.headings.get(question.id) },
        supported: labels.has(question.controlRef),
      });
    }
  }
  const sets = [...new Set(cases.map((c) => c.set))];
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  const figures = (tally) => {
    const s = scores(tally);
    return `P ${pct(s.precision)} R ${pct(s.recall)} (${tally.tp}/${tally.fp}/${tally.fn})`;
  };
  const measure = (label, answers) => {
    const tallies = {};
    for (const c of cases) for (const key of ['all', c.set]) count((tallies[key] ??= emptyTally()), { supported: c.supported, answered: c.answered || answers(c) });
    console.log(`  ${label.padEnd(40)} ${figures(tallies.all)} | ${sets.map((s) => `${s.slice(0, 10)} ${figures(tallies[s])}`).join(' | ')}`);
  };
  console.log(`\nlooser decision rules on top of the engine's (per document, pooled | per organisation; TP/FP/FN)`);
  measure('the engine alone', () => false);
  console.log('question-centric: the most similar sentence answers');
  for (const rank of [2, 3])
    for (const similarity of [0.35, 0.4, 0.45])
      for (const score of [0, 0.9, 1.3])
        for (const commitment of [true, false]) {
          const label = `rank<=${rank} sim>=${similarity} score>=${score}${commitment ? ' commitment' : ''}`;
          measure(label, ({ top }) => !!top && top.rank <= rank && top.weight > 0 && top.similarity >= similarity && top.score >= score && (!commitment || top.commitment));
        }
  console.log("document topic: the document's own questions take sentences ranking them lower");
  for (const by of ['text', 'headings'])
    for (const topicRank of [1, 3, 5])
      for (const rank of [2, 3]) measure(`topic by ${by} <=${topicRank}, rank<=${rank}`, (c) => c.topic[by] <= topicRank && decide(c.evidence, { ...t, maxRank: rank }) !== null);
}
