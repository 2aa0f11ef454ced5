import type { Config } from '../config/env.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { LoginThrottle, type ThrottleLimits } from '../modules/auth/login-throttle.js';
import { PasswordHasher } from '../modules/auth/password.js';
import { TokenService } from '../modules/auth/token.service.js';

/** The composition root: every service built once, shared by the REST facade and the GraphQL resolvers. */
export interface Services {
  auth: AuthService;
  tokens: TokenService;
}

export interface ServiceOptions {
  throttleLimits?: ThrottleLimits;
}

export function createServices(config: Config, options: ServiceOptions = {}): Services {
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  const auth = new AuthService(tokens, new PasswordHasher(), new LoginThrottle(options.throttleLimits));
  return { auth, tokens };
}
