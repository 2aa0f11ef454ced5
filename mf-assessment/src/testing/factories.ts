import type { DocumentsQuery, ProjectQuery, ProjectsQuery } from '@gap/schema/graphql';

let nextId = 1;

type Project = ProjectQuery['project'] & ProjectsQuery['projects'][number];
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
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

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
