import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

interface CachedConnection {
  nodes?: Reference[];
  edges?: { cursor: string; node: Reference }[];
  [field: string]: unknown;
}

/**
 * A cursor connection read a page at a time (`first`, `after`): a page asked for with `after` is appended to the
 * pages already cached, so a "Load more" shows the list so far; the first page (no `after`: a refetch, a poll, an
 * eviction's re-read) replaces them. Total and pageInfo are the latest page's. `keyArgs` names the arguments that
 * make another list (a project id), never `first` or `after`.
 */
export function connectionPages(keyArgs: string[] | false = false): FieldPolicy<CachedConnection> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      const merged: CachedConnection = { ...incoming };
      if (incoming.nodes) merged.nodes = [...(existing.nodes ?? []), ...incoming.nodes];
      if (incoming.edges) merged.edges = [...(existing.edges ?? []), ...incoming.edges];
      return merged;
    },
  };
}

/**
 * How the one cache identifies what the screens read, so a mutation's answer updates every view of the same
 * object. A type with an `id` is keyed by it; a type the schema has once per user is a singleton (`keyFields: []`)
 * so partial selections of it merge. Add your type here when it has another key or none.
 */
export const typePolicies: TypePolicies = {
  Project: { keyFields: ['id'] },
  Document: { keyFields: ['id'] },
  Question: { keyFields: ['id'] },
  AssessmentAnswer: { keyFields: ['id'] },
  CreditPurchase: { keyFields: ['id'] },
  User: { keyFields: ['id'] },
  // One per signed-in user: the dashboard reads part of them, the credits screen all.
  Credits: { keyFields: [] },
  DashboardStats: { keyFields: [] },
  // One per paid gap assessment (its findings are GapFinding objects keyed by id).
  GapAssessmentSummary: { keyFields: ['assessmentId'] },
  // Keyed by the question: the questionnaire's items are replaced as a list, never merged by position.
  QuestionnaireItem: { keyFields: false },
  Query: {
    fields: {
      projectsConnection: connectionPages(),
      // Another filter is another list; the workspace's is "the current one" when workspaceId is absent.
      projectActivity: connectionPages(['projectId', 'kinds', 'actorId']),
      workspaceActivity: connectionPages(['workspaceId', 'kinds', 'actorId']),
      // Each query text is its own list of results.
      searchKnowledgeConnection: connectionPages(['query']),
    },
  },
};
