/** An Activity as the gateway answers it: 'answer.saved' by priya a minute ago unless overridden. */
export function buildActivity(overrides: Partial<{ id: string; at: string; actor: { id: string; username: string } | null; kind: string; projectId: string | null; subject: string; before: string | null; after: string | null }> = {}) {
  const actor = overrides.actor === undefined ? { id: '2', username: 'priya' } : overrides.actor;
  return {
    __typename: 'Activity' as const,
    id: '1',
    at: new Date(Date.now() - 60_000).toISOString(),
    kind: 'answer.saved',
    projectId: '7',
    subject: 'A.5.15',
    before: null,
    after: null,
    ...overrides,
    actor: actor && { __typename: 'ActivityActor' as const, ...actor },
  };
}

/** A page of activity (`projectActivity` or `workspaceActivity`). */
export function buildActivityPage(nodes: ReturnType<typeof buildActivity>[], { totalCount = nodes.length, endCursor = null as string | null, hasNextPage = false } = {}) {
  return { __typename: 'ActivityConnection' as const, nodes, totalCount, pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor } };
}
