// Reads the element labels (bench/labels/elements-<set>.md, rules in bench/labels/README.md) and judges the
// engine's element credits against them.
import { existsSync, readFileSync } from 'node:fs';

/**
 * @returns {Map<string, Map<string, {quote: string, keys: Set<string>}[]>>} document file name -> controlRef ->
 * labelled quotes, each with every rubric key it supports (empty: none); an empty map when the file is missing.
 */
export function readElementLabels(file, questionBank) {
  const labels = new Map();
  if (!existsSync(file)) return labels;
  const rubric = new Map(questionBank.map((q) => [q.controlRef, new Set(q.rubric.map((e) => e.key))]));
  let document = null;
  let block = null; // { ref, quotes } of the current ### block
  for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    const where = `${file}:${i + 1}`;
    const heading = /^## (.+\.md)\s*$/.exec(line);
    if (heading) {
      labels.set(heading[1], (document = new Map()));
      block = null;
    }
    const question = /^### (\S+)\s*$/.exec(line);
    if (question) {
      if (!document) throw new Error(`${where}: question block outside a document section`);
      if (!rubric.has(question[1])) throw new Error(`${where}: ${question[1]} is not a question of the bank`);
      if (document.has(question[1])) throw new Error(`${where}: ${question[1]} has two blocks in one document`);
      block = { ref: question[1], quotes: [] };
      document.set(block.ref, block.quotes);
    }
    const item = /^- ([^|]+?) \| (.+)$/.exec(line);
    if (!item) continue;
    if (!block) throw new Error(`${where}: labelled quote outside a question block`);
    const keys = item[1].trim() === 'none' ? [] : item[1].split(',').map((k) => k.trim());
    const unknown = keys.filter((k) => !rubric.get(block.ref).has(k));
    if (unknown.length) throw new Error(`${where}: ${unknown.join(', ')} not a rubric key of ${block.ref}`);
    block.quotes.push({ quote: collapse(item[2]), keys: new Set(keys) });
  }
  return labels;
}

const collapse = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * The verdict on one credit (the engine's quote for `key` of question `ref`, cited from `file`): 'confirmed' or
 * 'rejected' by a labelled quote of that question in that document that holds the credited quote or lies
 * inside it; 'rejected' as well when the question labels say the document does not support the question
 * (then none of its elements); 'unlabelled' otherwise; null when the question has no element labels in the set.
 * `questionLabels`: document -> controlRef -> quote (bench/analysis/labels.mjs).
 */
export function judgeCredit(elementLabels, questionLabels, { file, ref, quote, key }) {
  if (![...elementLabels.values()].some((blocks) => blocks.has(ref))) return null;
  const wanted = collapse(quote);
  const labelled = elementLabels.get(file)?.get(ref) ?? [];
  const match = labelled.find((l) => l.quote === wanted) ?? labelled.find((l) => wanted.includes(l.quote) || l.quote.includes(wanted));
  if (match) return match.keys.has(key) ? 'confirmed' : 'rejected';
  return questionLabels.get(file)?.has(ref) ? 'unlabelled' : 'rejected';
}

/** Blocks that credit an element in a document the question labels say does not support the question. */
export function inconsistentBlocks(elementLabels, questionLabels) {
  const found = [];
  for (const [file, blocks] of elementLabels) {
    for (const [ref, quotes] of blocks) if (!questionLabels.get(file)?.has(ref) && quotes.some((q) => q.keys.size)) found.push(`${file} ${ref}`);
  }
  return found;
}
