// Why the offline engine abstains where the labels say a document supports an item
// (`npm run bench -- analysis --explain`): each false negative of the per-document evaluation is put in the
// first category that explains it, following the labelled sentence through the engine's stages:
//   not-citable   the labelled sentence is in no citable unit (split, cut by the quote length, or filtered
//                 as heading / boilerplate / lead-in)
//   not-retrieved no chunk holding the labelled unit was retrieved for the question
//   negated       the unit reads as a negation or a not-applicable statement
//   affinity      the unit suits other questions better (rank) or this one too little (similarity)
//   vocabulary    no rubric phrase matches the unit and its affinity is below the similarity-only bar
//   weak          a phrase matches but the score is below the element threshold
//   decision      the unit qualifies; the question as a whole stays below its threshold or support
//   pruned        the unit qualifies but was not among the candidates kept per element
// Prints the counts per set and category, and with --explain-list every false negative.
import { load } from './product.mjs';

export async function explain(product, questions, projects, encoder) {
  const { matchingPhrases, planQuestion } = await load('modules/analysis/engine/question-plan.js');
  const { retrieveCandidates } = await load('modules/analysis/engine/evidence-retrieval.js');
  const { scoreEvidence, decide, candidateWeight, defaultTuning: t } = await load('modules/analysis/engine/evidence-scoring.js');
  const { createEncoderAffinity } = await load('modules/analysis/engine/encoder-affinity.js');
  const rerank = createEncoderAffinity(encoder);
  const { citableUnits } = await load('modules/analysis/engine/passages.js');
  const { isNegated, isNotApplicable } = await load('modules/analysis/engine/statement-signals.js');
  const { affinityText, affinityTo } = await load('modules/analysis/engine/question-affinity.js');
  const { stems } = await load('modules/analysis/engine/terms.js');
  const { collapseWhitespace } = await load('modules/analysis/engine/quote.js');
  const counts = new Map();
  const lines = [];
  for (const { set, file, projectId, labels } of projects) {
    const chunks = await product.chunks(projectId);
    for (const question of questions) {
      const quote = labels.get(question.controlRef);
      if (quote === undefined) continue;
      const plan = planQuestion(question);
      const hits = await retrieveCandidates(product.em(), projectId, plan, t.chunksPerElement);
      // As the product's engine does: the encoder's similarity fused into each eligible sentence's rank.
      const evidence = scoreEvidence(question, plan, hits);
      if (!evidence.notApplicable) evidence.candidates = await rerank(question.id, evidence.candidates, (c) => candidateWeight(c, t) > 0, t.encoderWeight);
      if (decide(evidence, t)) continue;
      const wanted = collapseWhitespace(quote);
      // The citable unit that holds the labelled sentence (or lies inside it), and the chunks that have it.
      const holding = [];
      for (const c of chunks) for (const u of citableUnits(c.text, c.section_label)) if (u.includes(wanted) || (wanted.includes(u) && u.length >= 40)) holding.push({ chunk: c, unit: u });
      let category;
      let detail = '';
      if (!holding.length) category = 'not-citable';
      else {
        const retrieved = new Set(hits.map((h) => h.text));
        const found = holding.filter((h) => retrieved.has(h.chunk.text));
        if (!found.length) category = 'not-retrieved';
        else {
          const { unit, chunk } = found[0];
          const words = stems(unit);
          const best = Math.max(0, ...plan.elements.flatMap((e) => matchingPhrases(e, words).map((p) => p.weight)));
          const candidate = evidence.candidates.filter((c) => c.quote === unit).sort((a, b) => b.score - a.score)[0];
          const affinity = candidate ?? affinityTo(question.id, affinityText(unit, chunk.section_label));
          detail = `phrase ${best.toFixed(2)} score ${candidate?.score.toFixed(2) ?? '-'} sim ${affinity.similarity.toFixed(2)} rank ${affinity.rank}`;
          if (isNegated(unit) || isNotApplicable(unit)) category = 'negated';
          else if ((affinity.rank > t.maxRank && affinity.similarity < t.nearBest * affinity.best) || affinity.similarity < t.minSimilarity) category = 'affinity';
          else if (!best && affinity.similarity < t.similarityOnly) category = 'vocabulary';
          else if (best && (candidate?.score ?? 0) < t.elementThreshold && affinity.similarity < t.similarityOnly) category = 'weak';
          else if (!candidate) category = 'pruned';
          else category = 'decision';
        }
      }
      const key = `${set}\t${category}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      lines.push(`${category.padEnd(14)} ${question.controlRef.padEnd(7)} ${set.slice(0, 10)}/${file}  ${detail}\n${''.padEnd(15)}"${wanted.slice(0, 140)}"`);
    }
  }
  const categories = ['not-citable', 'not-retrieved', 'negated', 'affinity', 'vocabulary', 'weak', 'decision', 'pruned'];
  const sets = [...new Set(projects.map((p) => p.set))];
  console.log(`\nfalse negatives by category (per document)`);
  console.log(`${'category'.padEnd(16)}${sets.map((s) => s.slice(0, 12).padStart(14)).join('')}${'all'.padStart(8)}`);
  for (const c of categories) {
    const per = sets.map((s) => counts.get(`${s}\t${c}`) ?? 0);
    console.log(`${c.padEnd(16)}${per.map((n) => String(n).padStart(14)).join('')}${String(per.reduce((a, b) => a + b, 0)).padStart(8)}`);
  }
  if (process.argv.includes('--explain-list')) for (const l of lines.sort()) console.log(l);
}
