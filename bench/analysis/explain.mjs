// Why the offline engine abstains where the labels say a document supports an item
// (`npm run bench -- analysis --explain`): each false negative of the per-document evaluation is put in the
// first category that explains it, following the labelled sentence through the pipeline's stages (its kept run):
//   not-citable        the labelled sentence is in no citable unit (split, cut by the quote length, or filtered
//                      as heading / boilerplate / lead-in)
//   not-retrieved      no chunk holding the labelled unit was retrieved for the question
//   set aside          scoring set the unit aside (its reason: not-applicable, says-nothing-done)
//   pruned             the unit was not among the candidates kept per element
//   gate               a gate stopped the unit (the decision's Gate: off-question, too-dissimilar, no-phrase, weak)
//   decision           the unit counts; the decision's reason for abstaining (below-threshold, too-little-support, ...)
// The gates and the reasons are the decision's own (api.gateOf, api.decide), not re-derived here.
// Prints the counts per set and category, and with --explain-list every false negative.

export async function explain(product, api, projects) {
  const t = api.defaultTuning;
  const counts = new Map();
  const lines = [];
  for (const { set, file, projectId, labels, cases } of projects) {
    const chunks = await product.chunks(projectId);
    const units = chunks.flatMap((chunk) => api.citableUnits(chunk.text, chunk.section_label).map((unit) => ({ chunk, unit })));
    for (const { question, run, answer } of cases) {
      const quote = labels.get(question.controlRef);
      if (quote === undefined || answer) continue;
      const decision = api.decide(run.evidence, t);
      const wanted = api.collapseWhitespace(quote);
      // The citable units that hold the labelled sentence (or lie inside it).
      const holding = units.filter(({ unit }) => unit.includes(wanted) || (wanted.includes(unit) && unit.length >= 40));
      const retrieved = new Set(run.hits.map((h) => h.text));
      const found = holding.filter((h) => retrieved.has(h.chunk.text));
      let category;
      let detail = '';
      if (!holding.length) category = 'not-citable';
      else if (!found.length) category = 'not-retrieved';
      else {
        const { unit } = found[0];
        const setAside = run.evidence.setAside.get(unit);
        const candidates = run.evidence.candidates.filter((c) => c.quote === unit).sort((a, b) => b.score - a.score);
        const counting = candidates.find((c) => api.gateOf(c, t) === 'counts');
        const candidate = counting ?? candidates[0];
        if (candidate) detail = `score ${candidate.score.toFixed(2)} sim ${candidate.similarity.toFixed(2)} rank ${candidate.rank}`;
        if (setAside) category = `set aside: ${setAside}`;
        else if (!candidate) category = 'pruned';
        else if (!counting) category = `gate: ${api.gateOf(candidate, t)}`;
        else category = `decision: ${decision.reason}`;
      }
      const key = `${set}\t${category}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      lines.push(`${category.padEnd(30)} ${question.controlRef.padEnd(7)} ${set.slice(0, 10)}/${file}  ${detail}\n${''.padEnd(31)}"${wanted.slice(0, 140)}"`);
    }
  }
  const sets = [...new Set(projects.map((p) => p.set))];
  const categories = [...new Set([...counts.keys()].map((k) => k.split('\t')[1]))].sort();
  console.log(`\nfalse negatives by category (per document)`);
  console.log(`${'category'.padEnd(32)}${sets.map((s) => s.slice(0, 12).padStart(14)).join('')}${'all'.padStart(8)}`);
  for (const c of categories) {
    const per = sets.map((s) => counts.get(`${s}\t${c}`) ?? 0);
    console.log(`${c.padEnd(32)}${per.map((n) => String(n).padStart(14)).join('')}${String(per.reduce((a, b) => a + b, 0)).padStart(8)}`);
  }
  if (process.argv.includes('--explain-list')) for (const l of lines.sort()) console.log(l);
}
