// Counting and printing the evaluation: per question, answered or abstained against the labels.

export function emptyTally() {
  return { tp: 0, fp: 0, fn: 0, tn: 0, citations: 0, validCitations: 0, agreeing: 0, seconds: 0 };
}

/** Adds one question's outcome. `agrees`: the answer cites a document the labels name for it (null: not checked). */
export function count(tally, { supported, answered, citations = 0, validCitations = 0, agrees = null }) {
  if (answered && supported) tally.tp++;
  else if (answered) tally.fp++;
  else if (supported) tally.fn++;
  else tally.tn++;
  tally.citations += citations;
  tally.validCitations += validCitations;
  if (agrees) tally.agreeing++;
}

export function add(into, tally) {
  for (const key of Object.keys(into)) into[key] += tally[key];
  return into;
}

export function scores(t) {
  const precision = t.tp + t.fp ? t.tp / (t.tp + t.fp) : 1;
  const recall = t.tp + t.fn ? t.tp / (t.tp + t.fn) : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const abstention = t.tn + t.fp ? t.tn / (t.tn + t.fp) : 1;
  const citationValidity = t.citations ? t.validCitations / t.citations : 1;
  return { precision, recall, f1, abstention, citationValidity };
}

const pct = (x) => `${(x * 100).toFixed(1)}%`.padStart(7);

export const tableHeader = `${'evaluation'.padEnd(52)} ${'P'.padStart(7)} ${'R'.padStart(7)} ${'F1'.padStart(7)} ${'abstain'.padStart(7)} ${'cites ok'.padStart(8)} ${'TP/FP/FN/TN'.padStart(16)} ${'seconds'.padStart(8)}`;

export function tableRow(label, t) {
  const s = scores(t);
  const counts = `${t.tp}/${t.fp}/${t.fn}/${t.tn}`;
  return `${label.padEnd(52)} ${pct(s.precision)} ${pct(s.recall)} ${pct(s.f1)} ${pct(s.abstention)} ${pct(s.citationValidity).padStart(8)} ${counts.padStart(16)} ${t.seconds.toFixed(1).padStart(8)}`;
}
