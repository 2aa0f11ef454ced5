import { CombinedGraphQLErrors } from '@apollo/client';

/** The answer stored by someone else, as a CONFLICT's `extensions.current` carries it (the fields shown here). */
export interface TheirAnswer {
  answer: string;
  version: number;
  updatedAt: string | null;
  updatedByName: string | null;
}

/** A refused save: the stored answer is newer than the one the edit started from (theirs null: none is stored now). */
export interface AnswerConflict {
  theirs: TheirAnswer | null;
}

const textOr = (value: unknown, fallback: string | null) => (typeof value === 'string' ? value : fallback);

/** The conflict a save failed with, or undefined for any other failure. */
export function answerConflictOf(error: unknown): AnswerConflict | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const refusal = error.errors.find((e) => e.extensions?.code === 'CONFLICT');
  if (!refusal) return undefined;
  const current = refusal.extensions?.current as Record<string, unknown> | null | undefined;
  if (!current || typeof current !== 'object') return { theirs: null };
  return {
    theirs: {
      answer: textOr(current.answer, '') ?? '',
      version: typeof current.version === 'number' ? current.version : 0,
      updatedAt: textOr(current.updatedAt, null),
      updatedByName: textOr(current.updatedByName, null),
    },
  };
}

/** Both texts in one, for merging by hand: theirs first (the stored one), then the person's. */
export const mergedText = (theirs: string, mine: string) => (theirs.trim() ? `${theirs.trimEnd()}\n\n${mine}` : mine);
