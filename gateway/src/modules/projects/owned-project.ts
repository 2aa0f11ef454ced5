import type { AuthenticatedRequest } from '../../http/require-user.js';
import type { ProjectService } from './project.service.js';

/** A REST loader for `validate`: the caller's project named by the path's :id (404 for any other, before the body is read). */
export const ownedProject = (projects: ProjectService) => (req: AuthenticatedRequest) => projects.requireOwned(req.em, req.user, req.params.id);
