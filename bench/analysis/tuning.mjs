// Tuning the offline engine's decision on labelled cases, and the leave-one-organisation-out check printed by
// `npm run bench -- analysis`. The engine's own tuning was chosen on both organisations' labels, so its figures are
// in sample. Out of sample, the same procedure (tune) chooses the decision's numbers on one organisation's
// per-document labels alone, and they are measured on the other organisation's documents, both ways: figures the
// tuning cannot have been fitted to. Only the decision is re-tuned (the rules themselves, the phrases and the
// retrieval were written looking at both organisations, which no re-tuning undoes).
import { addElementTally, elementHeader, elementRow, emptyElementTally } from './element-precision.mjs';
import { add, emptyTally, scores, tableHeader, tableRow } from './metrics.mjs';

/** The decision's numbers tried, per gate (one sentence at a time) and conclusion (the question as a whole). */
export const gateGrid = { elementThreshold: [0.6, 0.9, 1.2], maxRank: [1, 2], nearBest: [0.9, 0.97], minSimilarity: [0.15, 0.25, 0.35], similarityOnly: [0.45, 0.55, 0.65] };
export const conclusionGrid = { questionThreshold: [1.2, 1.5, 1.8], minSupport: [1, 2], soleScore: [1.1, 1.3, 1.5], soleSimilarity: [0.3, 0.4, 0.5], soleSimilarityOnly: [0.6, 0.65, 0.75] };
/** The decision's optional rules (EngineTuning booleans) and the numbers that mean something only with the rule on. */
export const ruleKnobs = { nearTie: ['nearBest'], affinityAlone: ['similarityOnly'], soleSentence: ['soleScore', 'soleSimilarity'], soleRestatement: ['soleSimilarityOnly'] };
/** The precision the product aims at: a tuning is chosen for its F1 among those reaching it. */
export const targetPrecision = 0.9;

/** Every combination of the grid's values on top of `base`, leaving out the numbers of the rules `base` switches off. */
function combinations(base, grid) {
  const idle = new Set(Object.entries(ruleKnobs).flatMap(([rule, knobs]) => (base[rule] ? [] : knobs)));
  let all = [{}];
  for (const [knob, values] of Object.entries(grid)) if (!idle.has(knob)) all = all.flatMap((t) => values.map((v) => ({ ...t, [knob]: v })));
  return all;
}

/**
 * The tuning this procedure chooses on `cases` (each { run, supported }): among the grid's tunings on top of
 * `base`, the best F1 of those reaching the target precision (none reaching it: the most precise), ties to the
 * more precise, then to the first in grid order. Each gate tuning weighs every case once (api.weigh); every
 * conclusion is then drawn from that (api.conclude): the engine's own decision, in its two stages.
 */
export function tune(api, cases, base) {
  let best = null;
  const better = (a, b) => {
    const reach = (s) => s.precision >= targetPrecision;
    if (reach(a) !== reach(b)) return reach(a);
    if (!reach(a)) return a.precision > b.precision || (a.precision === b.precision && a.f1 > b.f1);
    return a.f1 > b.f1 || (a.f1 === b.f1 && a.precision > b.precision);
  };
  const supported = cases.filter((c) => c.supported).length;
  for (const gate of combinations(base, gateGrid)) {
    const gateTuning = { ...base, ...gate };
    // Cases without a counting sentence abstain under every conclusion.
    const live = cases.map((c) => ({ weighed: api.weigh(c.run.evidence, gateTuning), supported: c.supported })).filter((c) => c.weighed.sentences.size);
    for (const conclusion of combinations(base, conclusionGrid)) {
      const tuning = { ...gateTuning, ...conclusion };
      let tp = 0;
      let fp = 0;
      for (const c of live) {
        if (api.conclude(c.weighed, tuning).evidenced === null) continue;
        if (c.supported) tp++;
        else fp++;
      }
      const s = scores({ tp, fp, fn: supported - tp, tn: 0, citations: 0, validCitations: 0 });
      if (!best || better(s, best.scores)) best = { tuning, scores: s };
    }
  }
  return best.tuning;
}

/** The per-document cases of one organisation, as tune() takes them. */
export const casesOf = (perDocumentProjects, set) =>
  perDocumentProjects.filter((p) => p.set === set).flatMap((p) => p.cases.map((c) => ({ run: c.run, supported: c.labelled !== null })));

/**
 * Leave one organisation out with the rules of `base`: per organisation, the tuning chosen on the other one's
 * per-document labels, and that tuning's figures on this organisation (its whole set and its documents).
 * `judge(cases, tuning)` gives the figures of one project's cases under a tuning.
 */
export function outOfSample(api, perDocumentProjects, setProjects, judge, base) {
  const sets = setProjects.map((p) => p.set);
  const result = { sets: [], pooled: emptyTally(), elementsPooled: emptyElementTally() };
  for (const set of sets) {
    const [other] = sets.filter((s) => s !== set);
    const tuning = tune(api, casesOf(perDocumentProjects, other), base);
    const whole = judge(setProjects.find((p) => p.set === set).cases, tuning);
    const documents = { tally: emptyTally(), elements: emptyElementTally() };
    for (const project of perDocumentProjects.filter((p) => p.set === set)) {
      const judged = judge(project.cases, tuning);
      add(documents.tally, judged.tally);
      addElementTally(documents.elements, judged.elements);
    }
    add(result.pooled, documents.tally);
    addElementTally(result.elementsPooled, documents.elements);
    result.sets.push({ set, other, tuning, whole, documents });
  }
  return result;
}

/** The decision's numbers of a tuning, as one line. */
export const showTuning = (t) =>
  [...Object.keys(gateGrid), ...Object.keys(conclusionGrid), ...Object.keys(ruleKnobs)].filter((k) => k in t).map((k) => `${k} ${t[k]}`).join(' ');

/** Prints the out-of-sample tables beside the in-sample ones (`npm run bench -- analysis`). */
export function leaveOneOrganisationOut(api, perDocumentProjects, setProjects, judge) {
  const result = outOfSample(api, perDocumentProjects, setProjects, judge, api.defaultTuning);
  const rows = [];
  const elementRows = [];
  for (const { set, whole, documents } of result.sets) {
    rows.push(tableRow(`${set} (whole set)`, whole.tally));
    rows.push(tableRow(`${set} (per document, pooled)`, documents.tally));
    elementRows.push(elementRow(`${set} (whole set)`, whole.elements));
    elementRows.push(elementRow(`${set} (per document, pooled)`, documents.elements));
  }
  rows.push(tableRow('all documents (per document, pooled)', result.pooled));
  elementRows.push(elementRow('all documents (per document, pooled)', result.elementsPooled));
  console.log(`\nout of sample: leave one organisation out (the decision tuned on the other organisation's per-document labels, bench/analysis/tuning.mjs)\n${tableHeader}`);
  for (const row of rows) console.log(row);
  console.log(`\n${elementHeader}`);
  for (const row of elementRows) console.log(row);
  for (const { other, tuning } of result.sets) console.log(`tuned on ${other}: ${showTuning(tuning)}`);
  return result;
}
