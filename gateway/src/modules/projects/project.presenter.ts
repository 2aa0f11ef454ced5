import type { Project, ProjectStatus } from './project.entity.js';

/** The public shape of a project: never the owner. */
export interface ProjectView {
  id: number;
  name: string;
  description: string;
  scope: string;
  /** YYYY-MM-DD or null. */
  targetDate: string | null;
  status: ProjectStatus;
  progress: number;
  testType: string | null;
  documentCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export function presentProject(project: Project): ProjectView {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    scope: project.scope,
    targetDate: project.targetDate ?? null,
    status: project.status,
    progress: project.progress,
    testType: project.testType ?? null,
    documentCount: project.documentCount ?? 0,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
  };
}
