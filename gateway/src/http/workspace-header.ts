import type { Request } from 'express';

/**
 * The workspace a REST call names with `X-Workspace-Id` (DESIGN section 6); undefined when it names none, so the
 * caller's current workspace is used. The value is checked by WorkspaceService.resolve (not-found unless a member).
 */
export const requestedWorkspace = (req: Request): string | undefined => req.get('x-workspace-id') || undefined;
