import type { Project, ProjectDocument } from '@/types/api';

let nextId = 1;

export function buildProject(overrides: Partial<Project> = {}): Project {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Project ${id}`,
    description: 'Readiness review',
    scope: 'Head office IT',
    targetDate: '2026-12-31',
    status: 'not_started',
    progress: 0,
    testType: null,
    documentCount: 0,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function buildDocument(overrides: Partial<ProjectDocument> = {}): ProjectDocument {
  const id = overrides.id ?? nextId++;
  return {
    id,
    projectId: 1,
    name: `policy-${id}.pdf`,
    type: 'application/pdf',
    size: 2048,
    pageCount: 2,
    textStatus: 'extracted',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
