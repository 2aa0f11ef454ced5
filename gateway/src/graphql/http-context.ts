import type { Request } from 'express';
import type { Services } from '../app/services.js';
import type { Em } from '../db/orm.js';
import { pageOrigin } from '../http/page-origin.js';
import { bearerToken } from '../http/request-context.js';
import type { Logger } from '../lib/logger.js';
import type { ApiTokenGrant } from '../modules/api-tokens/api-token.service.js';
import type { Credential } from '../modules/auth/credentials.js';
import type { UserProfile } from '../modules/users/user-profile.js';
import type { User } from '../modules/users/user.entity.js';
import type { Context } from './context.type.js';

/**
 * The context of a GraphQL request over HTTP. What most resolvers never read (the user entity, the token, the
 * address, the child logger) is worked out when first read, by getters on the class: Apollo copies a context
 * for each operation with Object.assign, which would call getters defined on the object itself and build the
 * user entity on every request (docs/decisions/request-prototype-getters.md).
 */
export class HttpContext implements Context {
  readonly em: Em;
  readonly profile?: UserProfile;
  readonly apiToken?: ApiTokenGrant;
  readonly credential?: Credential;
  readonly requestId: string;

  constructor(
    private readonly req: Request,
    readonly services: Services,
  ) {
    this.em = req.em;
    this.profile = req.profile;
    this.apiToken = req.apiToken;
    this.credential = req.credential;
    this.requestId = req.id;
  }

  get user(): User | undefined {
    return this.req.user;
  }

  /** The bearer token the user was authenticated with (sign-out revokes it). */
  get token(): string | undefined {
    return bearerToken(this.req.get('authorization'));
  }

  get ip(): string {
    return this.req.ip ?? 'unknown';
  }

  get origin(): string | undefined {
    return pageOrigin(this.req);
  }

  get log(): Logger {
    return this.req.log;
  }
}
