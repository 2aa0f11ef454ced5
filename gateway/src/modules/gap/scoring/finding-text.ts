import { answerStatusLabels, type AnswerStatus } from '@gap/schema';
import type { EvidenceItem } from '../../answers/evidence-item.js';
import type { RubricElement } from '../../questions/bank/types.js';
import type { ResolvedElement } from './element-states.js';

interface FindingFacts {
  status: AnswerStatus | null;
  resolved: readonly ResolvedElement[];
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

const sentence = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}.`;

/**
 * Sentences naming what the person marked in place, missing and not recorded, in the rubric's own
 * requirements, after the status they stated: the finding says exactly what the answer says, nothing more.
 */
export function describeFinding(facts: FindingFacts): string {
  const of = (state: ResolvedElement['state']) => facts.resolved.filter((r) => r.state === state).map((r) => r.element);
  const [inPlace, missing, unknown] = [of('in_place'), of('missing'), of('unknown')];
  const cited = citedDocuments(facts.evidence.filter((e) => inPlace.some((el) => el.key === e.rubricKey)));
  const parts: string[] = [];
  if (facts.status === 'implemented' && unknown.length) parts.push(`Stated as implemented; evidence not recorded for: ${list(unknown)}.`);
  else if (facts.status && facts.status !== 'implemented') parts.push(`Stated as ${answerStatusLabels[facts.status].toLowerCase()}.`);
  if (inPlace.length) parts.push(`In place${cited}: ${list(inPlace)}.`);
  else if (!(facts.status === 'implemented' && unknown.length)) parts.push(`None of the ${facts.resolved.length} expected elements is marked in place.`);
  if (missing.length) parts.push(sentence(`missing: ${list(missing)}`));
  if (unknown.length && facts.status !== 'implemented') parts.push(sentence(`not recorded: ${list(unknown)}`));
  if (!missing.length && !unknown.length) parts.push('Every expected element is in place.');
  return parts.join(' ');
}
