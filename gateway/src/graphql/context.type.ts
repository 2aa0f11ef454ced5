import type { Services } from '../app/services.js';
import type { Em } from '../db/orm.js';
import type { Logger } from '../lib/logger.js';
import type { User } from '../modules/users/user.entity.js';

/** What every resolver receives: a fresh EntityManager, the signed-in user if any, and the shared services. */
export interface Context {
  em: Em;
  user?: User;
  requestId: string;
  ip: string;
  log: Logger;
  services: Services;
}

export type AuthenticatedContext = Context & { user: User };
