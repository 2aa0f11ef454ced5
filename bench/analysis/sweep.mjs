// Threshold grid for the offline engine, measured on the per-document projects: each question's candidate
// evidence is computed once, then every tuning of the grid is decided on it. Prints the best tunings by F1
// overall and among those reaching the precision target, and the current defaults for comparison.
import { count, emptyTally, scores } from './metrics.mjs';
import { load } from './product.mjs';

const grid = {
  elementThreshold: [0.6, 0.9, 1.2],
  questionThreshold: [0.6, 1.2, 1.8],
  maxRank: [1, 2, 3],
  minSimilarity: [0.15, 0.25, 0.35, 0.45],
  similarityOnly: [0.45, 0.55, 2],
  minSupport: [1, 2, 3],
  strongScore: [1.5, 1.7, 99],
};

export async function sweep(product, questions, projects) {
  const { planQuestion } = await load('modules/analysis/engine/question-plan.js');
  const { retrieveCandidates } = await load('modules/analysis/engine/evidence-retrieval.js');
  const { scoreEvidence, decide, defaultTuning } = await load('modules/analysis/engine/evidence-scoring.js');
  const cases = [];
  for (const { projectId, labels } of projects) {
    for (const question of questions) {
      const plan = planQuestion(question);
      const hits = await retrieveCandidates(product.em(), projectId, plan, defaultTuning.chunksPerElement);
      cases.push({ evidence: scoreEvidence(question, plan, hits), supported: labels.has(question.controlRef) });
    }
  }
  const results = [];
  const measure = (tuning) => {
    const tally = emptyTally();
    for (const c of cases) count(tally, { supported: c.supported, answered: decide(c.evidence, tuning) !== null });
    return { tuning, tally, ...scores(tally) };
  };
  for (const elementThreshold of grid.elementThreshold)
    for (const questionThreshold of grid.questionThreshold)
      for (const maxRank of grid.maxRank)
        for (const minSimilarity of grid.minSimilarity)
          for (const similarityOnly of grid.similarityOnly)
            for (const minSupport of grid.minSupport)
              for (const strongScore of grid.strongScore)
                results.push(measure({ ...defaultTuning, elementThreshold, questionThreshold, maxRank, minSimilarity, similarityOnly, minSupport, strongScore }));
  const show = (r) => {
    const t = r.tuning;
    const knobs = `element ${t.elementThreshold} question ${t.questionThreshold} rank ${t.maxRank} sim ${t.minSimilarity} simOnly ${t.similarityOnly} support ${t.minSupport} strong ${t.strongScore}`;
    return `${knobs.padEnd(82)} P ${(r.precision * 100).toFixed(1)}%  R ${(r.recall * 100).toFixed(1)}%  F1 ${(r.f1 * 100).toFixed(1)}%  (TP ${r.tally.tp}, FP ${r.tally.fp}, FN ${r.tally.fn})`;
  };
  console.log(`\nthreshold sweep over ${cases.length} per-document cases, ${results.length} tunings`);
  console.log(`defaults: ${show(measure(defaultTuning))}`);
  console.log('best F1 overall:');
  for (const r of [...results].sort((a, b) => b.f1 - a.f1).slice(0, 8)) console.log(`  ${show(r)}`);
  console.log('best F1 with precision >= 90%:');
  for (const r of results.filter((r) => r.precision >= 0.9).sort((a, b) => b.f1 - a.f1).slice(0, 5)) console.log(`  ${show(r)}`);
  console.log('best F1 with precision >= 80%:');
  for (const r of results.filter((r) => r.precision >= 0.8).sort((a, b) => b.f1 - a.f1).slice(0, 5)) console.log(`  ${show(r)}`);
}
