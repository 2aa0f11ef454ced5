import type { WorkspaceRole } from '@gap/schema';
import type { AuthenticatedRequest } from '../../http/require-user.js';
import type { ProjectService } from './project.service.js';

/**
 * A REST loader for `validate`: the project named by the path's :id when the caller's role in its workspace is at
 * least `needed` (404 for a non-member, 403 for a weaker role), before the body is read.
 */
export const projectLoader = (projects: ProjectService, needed: WorkspaceRole) => (req: AuthenticatedRequest) =>
  projects.requireProject(req.em, req.user, req.params.id, needed);
