// Passage suggestions where the engine abstains (`npm run bench -- analysis --suggestions`): on the per-document
// projects, for each labelled item the offline engine leaves to the person, whether the labelled sentence is
// among the first 1, 3 and 5 suggestions the questionnaire offers; and how many of the items the documents do
// not support get suggestions all the same (a suggestion asserts nothing, but noise costs the reader time).
import { load } from './product.mjs';

export async function suggestions(product, questions, projects, encoder) {
  const { suggestPassages, suggestionLimit } = await load('modules/analysis/engine/passage-suggestions.js');
  const { createOfflineEngine } = await load('modules/analysis/engine/offline-engine.js');
  const { createEncoderAffinity } = await load('modules/analysis/engine/encoder-affinity.js');
  const { collapseWhitespace } = await load('modules/analysis/engine/quote.js');
  const engine = createOfflineEngine(encoder);
  const rerank = createEncoderAffinity(encoder);
  const ks = [1, 3, suggestionLimit];
  const found = Object.fromEntries(ks.map((k) => [k, 0]));
  let left = 0;
  let answered = 0;
  let unsupported = 0;
  let unsupportedOffered = 0;
  let offeredTotal = 0;
  let calls = 0;
  let seconds = 0;
  for (const { projectId, labels } of projects) {
    for (const question of questions) {
      const quote = labels.get(question.controlRef);
      if (await engine.answer(product.em(), projectId, question)) {
        if (quote !== undefined) answered++;
        continue;
      }
      const started = performance.now();
      const offered = await suggestPassages(product.em(), projectId, question, rerank);
      seconds += (performance.now() - started) / 1000;
      calls++;
      offeredTotal += offered.length;
      if (quote === undefined) {
        unsupported++;
        if (offered.length) unsupportedOffered++;
        continue;
      }
      left++;
      const wanted = collapseWhitespace(quote);
      const at = offered.findIndex((s) => s.quote.includes(wanted) || (wanted.includes(s.quote) && s.quote.length >= 40));
      for (const k of ks) if (at >= 0 && at < k) found[k]++;
    }
  }
  const labelled = answered + left;
  console.log(`\npassage suggestions where the offline engine abstains (per document): ${left} labelled items left to the person`);
  console.log(`labelled sentence among the first ${ks.map((k) => `${k}: ${found[k]} (${((found[k] / left) * 100).toFixed(1)}%)`).join(', ')}`);
  console.log(`labelled items answered or found in the first ${suggestionLimit} suggestions: ${answered + found[suggestionLimit]}/${labelled} (${(((answered + found[suggestionLimit]) / labelled) * 100).toFixed(1)}%)`);
  console.log(`unsupported items with suggestions: ${unsupportedOffered}/${unsupported}; ${(offeredTotal / calls).toFixed(1)} suggestions and ${((seconds / calls) * 1000).toFixed(0)} ms per question`);
}
