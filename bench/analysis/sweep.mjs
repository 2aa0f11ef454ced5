// Threshold grid for the offline engine, measured on the per-document projects: each question's candidate
// evidence is computed once, then every tuning of the grid is decided on it. Prints the current defaults,
// the best tunings by pooled F1 (overall and among those keeping the defaults' precision), and the
// cross-organisation check: the best tuning found on one set, measured on the other.
import { count, emptyTally, scores } from './metrics.mjs';
import { load } from './product.mjs';

const grid = {
  elementThreshold: [0.6, 0.9, 1.2],
  questionThreshold: [1.2, 1.5, 1.8],
  maxRank: [1, 2],
  nearBest: [0.7, 0.8, 0.9, 2],
  minSimilarity: [0.15, 0.25, 0.35],
  similarityOnly: [0.45, 0.55, 2],
  minSupport: [1, 2],
  strongScore: [1.4, 1.7, 99],
  soleScore: [1.3, 99],
  soleSimilarityOnly: [0.65, 2],
};

/** Every combination of the grid's values, on top of `base`. */
function tunings(base) {
  let all = [base];
  for (const [knob, values] of Object.entries(grid)) all = all.flatMap((t) => values.map((v) => ({ ...t, [knob]: v })));
  return all;
}

export async function sweep(product, questions, projects) {
  const { planQuestion } = await load('modules/analysis/engine/question-plan.js');
  const { retrieveCandidates } = await load('modules/analysis/engine/evidence-retrieval.js');
  const { scoreEvidence, decide, defaultTuning } = await load('modules/analysis/engine/evidence-scoring.js');
  const cases = [];
  for (const { set, projectId, labels } of projects) {
    for (const question of questions) {
      const plan = planQuestion(question);
      const hits = await retrieveCandidates(product.em(), projectId, plan, defaultTuning.chunksPerElement);
      cases.push({ set, evidence: scoreEvidence(question, plan, hits), supported: labels.has(question.controlRef) });
    }
  }
  const sets = [...new Set(cases.map((c) => c.set))];
  const measure = (tuning) => {
    const tallies = Object.fromEntries(['all', ...sets].map((s) => [s, emptyTally()]));
    for (const c of cases) {
      const outcome = { supported: c.supported, answered: c.evidence.candidates.length > 0 && decide(c.evidence, tuning) !== null };
      count(tallies.all, outcome);
      count(tallies[c.set], outcome);
    }
    return { tuning, tallies, by: Object.fromEntries(Object.entries(tallies).map(([s, t]) => [s, scores(t)])) };
  };
  const results = tunings(defaultTuning).map(measure);
  const defaults = measure(defaultTuning);
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  const figures = (r, s) => `${s.slice(0, 10)} P ${pct(r.by[s].precision)} R ${pct(r.by[s].recall)} F1 ${pct(r.by[s].f1)} (${r.tallies[s].tp}/${r.tallies[s].fp}/${r.tallies[s].fn})`;
  const show = (r) => {
    const t = r.tuning;
    const knobs = Object.keys(grid).map((k) => `${k} ${t[k]}`).join(' ');
    return `${knobs}\n      ${['all', ...sets].map((s) => figures(r, s)).join(' | ')}`;
  };
  const best = (list, by) => [...list].sort((a, b) => b.by[by].f1 - a.by[by].f1 || b.by[by].precision - a.by[by].precision);
  console.log(`\nthreshold sweep over ${cases.length} per-document cases, ${results.length} tunings`);
  console.log(`defaults: ${show(defaults)}`);
  console.log('best pooled F1 overall:');
  for (const r of best(results, 'all').slice(0, 5)) console.log(`  ${show(r)}`);
  console.log(`best pooled F1 keeping the defaults' pooled precision (${pct(defaults.by.all.precision)}):`);
  for (const r of best(results.filter((r) => r.by.all.precision >= defaults.by.all.precision), 'all').slice(0, 5)) console.log(`  ${show(r)}`);
  for (const tuneOn of sets) {
    const [checkOn] = sets.filter((s) => s !== tuneOn);
    const chosen = best(results.filter((r) => r.by[tuneOn].precision >= defaults.by[tuneOn].precision), tuneOn)[0];
    const verdict = chosen.by[checkOn].f1 > defaults.by[checkOn].f1 ? 'improves' : 'does not improve';
    console.log(`tuned on ${tuneOn}, checked on ${checkOn} (${verdict} it):\n  ${show(chosen)}`);
  }
}
