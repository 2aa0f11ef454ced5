// The sentence encoder's share in the offline engine's affinity rank (`npm run bench -- analysis --fusion`):
// each question's candidate evidence is computed once per project, then re-ranked with the shipped encoder
// (gateway's LocalEncoder) at each weight of the grid and decided with the default tuning. Prints the
// precision/recall curve per weight on the per-document projects (pooled, and per organisation) and on the
// whole-set projects, and the encoder's cost (texts embedded, CPU seconds of the process).
import { count, emptyTally, scores } from './metrics.mjs';
import { load } from './product.mjs';

const weights = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1];

export async function fusion(product, questions, docProjects, setProjects) {
  const { planQuestion } = await load('modules/analysis/engine/question-plan.js');
  const { retrieveCandidates } = await load('modules/analysis/engine/evidence-retrieval.js');
  const { scoreEvidence, decide, candidateWeight, defaultTuning: t } = await load('modules/analysis/engine/evidence-scoring.js');
  const { createEncoderAffinity } = await load('modules/analysis/engine/encoder-affinity.js');
  const { LocalEncoder } = await load('modules/knowledge/embeddings/local-encoder.js');
  const local = new LocalEncoder();
  let embedded = 0;
  const rerank = createEncoderAffinity({ embed: (texts) => ((embedded += texts.length), local.embed(texts)) });
  const eligible = (c) => candidateWeight(c, t) > 0;
  const cases = [];
  const projects = [...docProjects.map((p) => ({ ...p, kind: 'per-doc' })), ...setProjects.map((p) => ({ ...p, kind: 'whole-set' }))];
  for (const { kind, set, projectId, labels } of projects) {
    for (const question of questions) {
      const plan = planQuestion(question);
      const hits = await retrieveCandidates(product.em(), projectId, plan, t.chunksPerElement);
      cases.push({ kind, set, question, evidence: scoreEvidence(question, plan, hits), supported: labels.has(question.controlRef) });
    }
  }
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  const figures = (tally) => {
    const s = scores(tally);
    return `P ${pct(s.precision)} R ${pct(s.recall)} F1 ${pct(s.f1)} (${tally.tp}/${tally.fp}/${tally.fn})`;
  };
  const sets = setProjects.map((p) => p.set);
  console.log(`\nencoder weight curve (default tuning otherwise; TP/FP/FN)`);
  for (const weight of weights) {
    const cpu = process.cpuUsage();
    const tallies = {};
    for (const c of cases) {
      const candidates = c.evidence.notApplicable ? c.evidence.candidates : await rerank(c.question.id, c.evidence.candidates, eligible, weight);
      const outcome = { supported: c.supported, answered: decide({ ...c.evidence, candidates }, t) !== null };
      for (const key of [c.kind, `${c.kind} ${c.set}`]) count((tallies[key] ??= emptyTally()), outcome);
    }
    const used = process.cpuUsage(cpu);
    console.log(`w ${String(weight).padEnd(4)} per-doc ${figures(tallies['per-doc'])} | whole-set ${figures(tallies['whole-set'])}  (${embedded} texts embedded so far, ${((used.user + used.system) / 1e6).toFixed(1)} s cpu)`);
    console.log(`       per-doc ${sets.map((s) => `${s.slice(0, 10)} ${figures(tallies[`per-doc ${s}`])}`).join(' | ')}`);
  }
  await local.close();
}
