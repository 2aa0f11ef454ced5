// The decision's tuning study (`npm run bench -- analysis --sweep`), on the per-document cases the evaluation kept
// (one pipeline run per question, every candidate re-ranked by the encoder as the product does): the tunings the
// procedure of bench/analysis/tuning.mjs chooses on each organisation and on both, and what each of the decision's
// optional rules adds out of sample: the leave-one-organisation-out figures with the rule switched off (its numbers
// left out of the grid) beside those with every rule on. A rule whose removal costs nothing out of sample goes.
import { addElementTally, elementPrecision, emptyElementTally } from './element-precision.mjs';
import { add, emptyTally, scores } from './metrics.mjs';
import { casesOf, outOfSample, ruleKnobs, showTuning, tune } from './tuning.mjs';

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const figures = (t) => {
  const s = scores(t);
  return `P ${pct(s.precision)} R ${pct(s.recall)} F1 ${pct(s.f1)} (${t.tp}/${t.fp}/${t.fn})`;
};

export function sweep(api, perDocumentProjects, setProjects, judge) {
  const sets = setProjects.map((p) => p.set);
  console.log(`\ntunings chosen (best F1 at >= 90% precision on the per-document labels; the engine's: ${showTuning(api.defaultTuning)})`);
  for (const set of sets) console.log(`  on ${set}: ${showTuning(tune(api, casesOf(perDocumentProjects, set), api.defaultTuning))}`);
  const both = sets.flatMap((set) => casesOf(perDocumentProjects, set));
  console.log(`  on both: ${showTuning(tune(api, both, api.defaultTuning))}`);

  const inSample = (tuning) => {
    const tally = emptyTally();
    const elements = emptyElementTally();
    for (const p of perDocumentProjects) {
      const judged = judge(p.cases, tuning);
      add(tally, judged.tally);
      addElementTally(elements, judged.elements);
    }
    return { tally, elements };
  };
  console.log('\neach optional rule of the decision switched off: per document, pooled; in sample (the engine\'s numbers) | out of sample (leave one organisation out)');
  for (const rule of [null, ...Object.keys(ruleKnobs)]) {
    const base = rule ? { ...api.defaultTuning, [rule]: false } : api.defaultTuning;
    const own = inSample(base);
    const out = outOfSample(api, perDocumentProjects, setProjects, judge, base);
    const wholeSets = emptyTally();
    for (const s of out.sets) add(wholeSets, s.whole.tally);
    console.log(`${(rule ? `without ${rule}` : 'every rule on').padEnd(24)} in ${figures(own.tally)} el ${pct(elementPrecision(own.elements))}`);
    console.log(`${''.padEnd(24)} out ${figures(out.pooled)} el ${pct(elementPrecision(out.elementsPooled))} | whole sets ${figures(wholeSets)}`);
  }
}
