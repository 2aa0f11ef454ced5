import type { DocumentsQuery, ProjectQuery, ProjectsQuery, WorkspaceRole } from '@gap/schema/graphql';

let nextId = 1;

type Project = ProjectQuery['project'] & ProjectsQuery['projectsConnection']['nodes'][number];
type ProjectDocument = DocumentsQuery['documents'][number];

/** A project as the screens' queries select it (every field any of them reads). */
export function buildProject(overrides: Partial<Project> = {}): Project & { __typename: 'Project' } {
  const id = overrides.id ?? String(nextId++);
  return {
    __typename: 'Project',
    id,
    name: `Project ${id}`,
    description: 'Readiness review',
    scope: 'Head office IT',
    targetDate: '2026-12-31',
    status: 'not_started',
    progress: 0,
    testType: null,
    example: false,
    examplePreparing: false,
    // The default user owns their personal workspace, where their projects are.
    workspaceId: 'w1',
    myRole: 'OWNER',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** The projects grid's answer: one page of `projects`, by default the last (nothing follows). */
export function buildProjectsPage(projects: Project[], { totalCount = projects.length, endCursor = null as string | null, hasNextPage = false } = {}) {
  return {
    projectsConnection: {
      __typename: 'ProjectConnection',
      totalCount,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: endCursor ?? (projects.length ? `cursor-${projects.at(-1)!.id}` : null) },
      nodes: projects,
    },
  };
}

/** The ProjectsWorkspace answer: the caller's current workspace, where they have `role`. */
export const buildCurrentWorkspace = (role: WorkspaceRole = 'OWNER') => ({
  workspaces: [{ __typename: 'Workspace', id: 'w1', myRole: role, current: true }],
});

export function buildDocument(overrides: Partial<ProjectDocument> = {}): ProjectDocument & { __typename: 'Document' } {
  const id = overrides.id ?? String(nextId++);
  return {
    __typename: 'Document',
    id,
    name: `policy-${id}.pdf`,
    type: 'application/pdf',
    size: 2048,
    pageCount: 2,
    textStatus: 'extracted',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
