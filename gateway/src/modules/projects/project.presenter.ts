import type { Project } from './project.entity.js';
import type { ProjectType } from './project.types.js';

/** The public shape of a project, for REST and GraphQL alike: never the owner. */
export function presentProject(project: Project): ProjectType {
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
    example: project.example,
    examplePreparing: project.examplePreparing,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
  };
}
