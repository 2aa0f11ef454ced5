import type { EvidenceItem } from '../../answers/evidence-item.js';
import type { RubricElement } from '../../questions/bank/types.js';

interface FindingFacts {
  present: readonly RubricElement[];
  missing: readonly RubricElement[];
  /** Keys of missing elements the answer states are not in place. */
  negated: ReadonlySet<string>;
  source: 'manual' | 'ai';
  evidence: readonly EvidenceItem[];
}

/** "Access rights are reviewed" -> "access rights are reviewed", keeping acronyms ("ISMS scope ...") as written. */
function inSentence(requirement: string): string {
  const trimmed = requirement.trim().replace(/\.$/, '');
  return /^[A-Z](?:[a-z]|\s)/.test(trimmed) ? trimmed[0]!.toLowerCase() + trimmed.slice(1) : trimmed;
}

function list(elements: readonly RubricElement[]): string {
  return elements.map((e) => inSentence(e.requirement)).join('; ');
}

function citedDocuments(evidence: readonly EvidenceItem[]): string {
  const names = [...new Set(evidence.map((e) => e.documentName))];
  if (names.length === 0) return '';
  const shown = names.slice(0, 2).join(', ');
  return ` (evidenced in ${shown}${names.length > 2 ? ` and ${names.length - 2} more` : ''})`;
}

/**
 * One or two sentences naming what is in place and what is missing, in the rubric's own requirements,
 * so the reader sees exactly why the control scored as it did.
 */
export function describeFinding(facts: FindingFacts): string {
  const cited = facts.source === 'ai' ? citedDocuments(facts.evidence) : '';
  const stated = facts.missing.filter((e) => facts.negated.has(e.key));
  const notStated = facts.missing.filter((e) => !facts.negated.has(e.key));
  if (facts.missing.length === 0) {
    return `In place${cited}: ${list(facts.present)}. Every expected element is evidenced.`;
  }
  const first = facts.present.length
    ? `In place${cited}: ${list(facts.present)}.`
    : `The answer evidences none of the ${facts.missing.length} expected elements.`;
  const parts: string[] = [];
  if (stated.length) parts.push(`stated as not in place: ${list(stated)}`);
  if (notStated.length) parts.push(`${stated.length ? 'not evidenced' : 'Missing'}: ${list(notStated)}`);
  const second = parts.join('; ');
  return `${first} ${second[0]!.toUpperCase()}${second.slice(1)}.`;
}
