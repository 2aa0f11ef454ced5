import type { Em } from '../../db/orm.js';
import type { FindingSource } from './gap-finding.entity.js';

/** What a knowledge search needs to know of the question a finding is about. */
export interface SourceQuery {
  id: string;
  controlRef: string;
  title: string;
  text: string;
}

/**
 * Where findings' `sources` come from: the knowledge base's matching content (title, url, section), for all of an
 * assessment's findings in one call (answers in the questions' order). Injected into GapAssessmentService in
 * app/services.ts; the default cites nothing. `requestId`: the request that ran the assessment, named in the log
 * of a failed lookup.
 */
export type FindingSourceLookup = (em: Em, questions: readonly SourceQuery[], requestId?: string) => Promise<readonly (readonly FindingSource[])[]>;

export const noFindingSources: FindingSourceLookup = async (_em, questions) => questions.map(() => []);

/** At most this many sources per finding. */
export const sourcesPerFinding = 3;

/** Keeps well-formed http(s) sources only, trimmed to the column sizes a reader needs. */
export function cleanSources(sources: readonly FindingSource[]): FindingSource[] {
  return sources
    .filter((s) => typeof s.title === 'string' && typeof s.url === 'string' && /^https?:\/\//i.test(s.url))
    .slice(0, sourcesPerFinding)
    .map((s) => ({ title: s.title.slice(0, 300), url: s.url.slice(0, 2000), section: s.section ? String(s.section).slice(0, 300) : null }));
}
