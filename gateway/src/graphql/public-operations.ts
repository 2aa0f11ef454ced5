import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import { graphqlLimits } from './limits/index.js';

/**
 * Root fields an anonymous caller may select; everything else needs a valid token and is refused (401)
 * before the document is validated or run. A module adding a public field lists it here.
 */
export const publicRootFields: Record<'query' | 'mutation', ReadonlySet<string>> = {
  query: new Set(['__typename', 'creditPackages', 'paymentConfig', 'trialOffer']),
  mutation: new Set(['__typename', 'login', 'register']),
};

/**
 * True when the (small: anonymous bodies are capped) document parses and selects public root fields only.
 * A document that does not parse answers false; the caller then answers 401, as for any private operation.
 */
export function isPublicDocument(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: graphqlLimits.maxTokens });
  } catch {
    return false;
  }
  const fragments = new Map<string, SelectionSetNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d.selectionSet);
  return document.definitions.every((d) => {
    if (d.kind === Kind.FRAGMENT_DEFINITION) return true;
    if (d.kind !== Kind.OPERATION_DEFINITION || d.operation === 'subscription') return false;
    return selectsOnly(d.selectionSet, publicRootFields[d.operation], fragments, 0);
  });
}

function selectsOnly(set: SelectionSetNode, allowed: ReadonlySet<string>, fragments: Map<string, SelectionSetNode>, depth: number): boolean {
  if (depth > 5) return false; // fragments nested this deep on the root type are not a public operation
  return set.selections.every((s) => {
    if (s.kind === Kind.FIELD) return allowed.has(s.name.value);
    const inner = s.kind === Kind.INLINE_FRAGMENT ? s.selectionSet : fragments.get(s.name.value);
    return inner !== undefined && selectsOnly(inner, allowed, fragments, depth + 1);
  });
}
