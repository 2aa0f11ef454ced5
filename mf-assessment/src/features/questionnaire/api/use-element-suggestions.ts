import { useQuery } from '@apollo/client/react';
import { ElementSuggestionsDocument } from '@gap/schema/graphql';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** How long typing must pause before the text is read for suggestions. */
export const suggestionDelayMs = 400;

/**
 * The rubric elements the text being written seems to cover or deny (the gateway's text reading, only ever a
 * suggestion). Asked once typing pauses, never for blank text; the last answer stays shown while the next loads.
 */
export function useElementSuggestions(questionId: string, text: string) {
  const settled = useDebouncedValue(text.trim(), suggestionDelayMs);
  const { data, previousData } = useQuery(ElementSuggestionsDocument, { variables: { questionId, text: settled }, skip: !settled });
  return settled ? ((data ?? previousData)?.elementSuggestions ?? []) : [];
}
