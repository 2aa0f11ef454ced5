// Reads the evaluation labels (bench/labels/<set>.md): document -> supported controlRef -> quote.
import { readFileSync } from 'node:fs';

/** @returns {Map<string, Map<string, string>>} document file name -> controlRef -> quote */
export function readLabels(file) {
  const labels = new Map();
  let current = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const heading = /^## (.+\.md)\s*$/.exec(line);
    if (heading) labels.set(heading[1], (current = new Map()));
    const item = /^- (\S+) \| (.+)$/.exec(line);
    if (item && current) {
      if (current.has(item[1])) throw new Error(`${file}: ${item[1]} labelled twice for one document`);
      current.set(item[1], item[2].trim());
    }
  }
  return labels;
}
