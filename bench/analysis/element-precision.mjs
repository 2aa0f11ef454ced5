// Element precision (`npm run bench -- analysis`): of the (quote, rubric key) credits the engine makes on the
// questions with element labels, the share the labels confirm. Counting rules: bench/labels/README.md.
import { judgeCredit } from './element-labels.mjs';

export function emptyElementTally() {
  return { confirmed: 0, rejected: 0, unlabelled: 0, byQuestionLabels: 0 };
}

/**
 * Judges every evidence item of one answer on question `ref` and adds it to `tally`. `fileOf` maps a cited
 * document name to its corpus file; `list` collects the rejected and unlabelled credits (for --element-list).
 */
export function countCredits(tally, { elementLabels, questionLabels, ref, evidence, fileOf, where, list }) {
  for (const item of evidence) {
    const file = fileOf(item.documentName);
    const verdict = judgeCredit(elementLabels, questionLabels, { file, ref, quote: item.quote, key: item.rubricKey });
    if (!verdict) continue;
    tally[verdict]++;
    if (verdict === 'rejected' && !questionLabels.get(file)?.has(ref)) tally.byQuestionLabels++;
    if (verdict !== 'confirmed') list?.push(`${verdict.padEnd(10)} ${ref.padEnd(7)} [${item.rubricKey}] ${where} ${file}\n           "${item.quote}"`);
  }
}

export function addElementTally(into, tally) {
  for (const key of Object.keys(into)) into[key] += tally[key];
  return into;
}

/** Confirmed / (confirmed + rejected); 1 when nothing was credited. */
export function elementPrecision(t) {
  return t.confirmed + t.rejected ? t.confirmed / (t.confirmed + t.rejected) : 1;
}

const pct = (x) => `${(x * 100).toFixed(1)}%`.padStart(7);

export const elementHeader = `${'element precision'.padEnd(52)} ${'P'.padStart(7)} ${'P (unl.=rej.)'.padStart(14)} ${'confirmed/rejected/unlabelled'.padStart(30)} ${'rejected: question labels'.padStart(26)}`;

export function elementRow(label, t) {
  const lowerBound = t.confirmed + t.rejected + t.unlabelled ? t.confirmed / (t.confirmed + t.rejected + t.unlabelled) : 1;
  return `${label.padEnd(52)} ${pct(elementPrecision(t))} ${pct(lowerBound).padStart(14)} ${`${t.confirmed}/${t.rejected}/${t.unlabelled}`.padStart(30)} ${String(t.byQuestionLabels).padStart(26)}`;
}
