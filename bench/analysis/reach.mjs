// What the OpenAI-compatible engine's model gets to read (`npm run bench -- analysis --reach`), measured without a
// model: for each labelled item, whether its labelled sentence is in the passages the engine would send (the
// product's retrieval and passage selection within OPENAI_TOKEN_BUDGET). A model can only quote what it is given,
// so this share is the ceiling of that engine's recall, whatever the model. Printed per set and pooled, for the
// per-document projects and the whole sets, at the product's retrieval depth and at deeper ones.
/** Retrieval depths (chunks per rubric element) compared with the product's own. */
const depths = [8, 16, 32];

export async function reach(product, api, pipeline, perDocumentProjects, setProjects) {
  const { estimateTokens, outputTokensFor, passagesWithinBudget, collapseWhitespace, defaultTuning } = api;
  // The budget the product would use with these settings (OPENAI_TOKEN_BUDGET, or its default).
  const { tokenBudget } = product.configWith({ OPENAI_API_KEY: 'unused', ...(process.env.OPENAI_TOKEN_BUDGET ? { OPENAI_TOKEN_BUDGET: process.env.OPENAI_TOKEN_BUDGET } : {}) }).ai;
  const outputTokens = outputTokensFor(tokenBudget);
  const byQuestion = new Map(pipeline.bank.map((q) => [q.controlRef, q]));

  // The passages the model would read, as whitespace-collapsed text, for one question of one project: the
  // pipeline run up to retrieval, as the OpenAI-compatible engine runs it.
  const modelReads = async (projectId, question, depth) => {
    const { hits } = await pipeline.run(product.em(), projectId, question, { depth, upTo: 'retrieval' });
    const passages = passagesWithinBudget('model', question, hits, tokenBudget);
    return { text: passages.map((p) => collapseWhitespace(p.hit.text)), tokens: passages.reduce((sum, p) => sum + estimateTokens(p.hit.text) + 30, 0) };
  };
  // Labelled items: per document its own labels; per whole set every labelled quote of the set's documents.
  const items = [];
  for (const { set, projectId, labels } of perDocumentProjects) for (const [ref, quote] of labels) items.push({ view: 'per document', set, projectId, ref, quotes: [quote] });
  for (const { set, projectId } of setProjects) {
    const quotes = new Map();
    for (const doc of perDocumentProjects.filter((d) => d.set === set)) for (const [ref, quote] of doc.labels) (quotes.get(ref) ?? quotes.set(ref, []).get(ref)).push(quote);
    for (const [ref, list] of quotes) items.push({ view: 'whole set', set, projectId, ref, quotes: list });
  }

  console.log(`\nwhat the model reads (OPENAI_TOKEN_BUDGET ${tokenBudget}, ${outputTokens} for its answer): labelled items whose sentence is in the passages sent`);
  console.log(`${'view'.padEnd(60)} ${depths.map((d) => `depth ${d}`.padStart(18)).join('')}   (product: depth ${defaultTuning.chunksPerElement})`);
  const groups = [...new Set(items.map((i) => `${i.view}\t${i.set}`)), 'per document\tall', 'whole set\tall'];
  const tallies = new Map(groups.map((g) => [g, depths.map(() => ({ reached: 0, total: 0, tokens: 0 }))]));
  for (const item of items) {
    const question = byQuestion.get(item.ref);
    if (!question) continue;
    for (const [i, depth] of depths.entries()) {
      const read = await modelReads(item.projectId, question, depth);
      const reached = item.quotes.some((quote) => read.text.some((text) => text.includes(collapseWhitespace(quote))));
      for (const group of [`${item.view}\t${item.set}`, `${item.view}\tall`]) {
        const t = tallies.get(group)[i];
        t.total++;
        t.tokens += read.tokens;
        if (reached) t.reached++;
      }
    }
  }
  for (const group of groups) {
    const [view, set] = group.split('\t');
    const cells = tallies.get(group).map((t) => `${t.reached}/${t.total} ${((t.reached / t.total) * 100).toFixed(1)}%`.padStart(18));
    const tokens = tallies.get(group).map((t) => Math.round(t.tokens / t.total)).join(' / ');
    console.log(`${`${set} (${view})`.padEnd(60)} ${cells.join('')}   prompt tokens per question ${tokens}`);
  }
}
