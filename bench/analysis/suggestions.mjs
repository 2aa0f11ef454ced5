// Passage suggestions where the engine abstains (`npm run bench -- analysis --suggestions`): on the per-document
// projects, for each labelled item the offline engine leaves to the person, whether the labelled sentence is
// among the first 1, 3 and 5 suggestions the questionnaire offers; and how many of the items the documents do
// not support get suggestions all the same (a suggestion asserts nothing, but noise costs the reader time).
// The suggestions are the product's (api.suggestPassages, on the same pipeline), timed per question.

export async function suggestions(product, api, pipeline, projects) {
  const ks = [1, 3, api.suggestionLimit];
  const found = Object.fromEntries(ks.map((k) => [k, 0]));
  let left = 0;
  let answered = 0;
  let unsupported = 0;
  let unsupportedOffered = 0;
  let offeredTotal = 0;
  let calls = 0;
  let seconds = 0;
  for (const { projectId, labels, cases } of projects) {
    for (const { question, answer } of cases) {
      const quote = labels.get(question.controlRef);
      if (answer) {
        if (quote !== undefined) answered++;
        continue;
      }
      const started = performance.now();
      const offered = await api.suggestPassages(pipeline, product.em(), projectId, question);
      seconds += (performance.now() - started) / 1000;
      calls++;
      offeredTotal += offered.length;
      if (quote === undefined) {
        unsupported++;
        if (offered.length) unsupportedOffered++;
        continue;
      }
      left++;
      const wanted = api.collapseWhitespace(quote);
      const at = offered.findIndex((s) => s.quote.includes(wanted) || (wanted.includes(s.quote) && s.quote.length >= 40));
      for (const k of ks) if (at >= 0 && at < k) found[k]++;
    }
  }
  const labelled = answered + left;
  const limit = api.suggestionLimit;
  console.log(`\npassage suggestions where the offline engine abstains (per document): ${left} labelled items left to the person`);
  console.log(`labelled sentence among the first ${ks.map((k) => `${k}: ${found[k]} (${((found[k] / left) * 100).toFixed(1)}%)`).join(', ')}`);
  console.log(`labelled items answered or found in the first ${limit} suggestions: ${answered + found[limit]}/${labelled} (${(((answered + found[limit]) / labelled) * 100).toFixed(1)}%)`);
  console.log(`unsupported items with suggestions: ${unsupportedOffered}/${unsupported}; ${(offeredTotal / calls).toFixed(1)} suggestions and ${((seconds / calls) * 1000).toFixed(0)} ms per question`);
}
