import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { limits, messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { ConflictError, UnauthenticatedError, ValidationError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import type { UserProfile } from '../users/user-profile.js';
import { User } from '../users/user.entity.js';
import { registerInput, type ChangePasswordInput, type LoginInput, type RegisterInput } from './auth.inputs.js';
import { deleteApiTokensOf, liveSessionUser, lockRegistrations, revokeSessionToken, userIdByLookalike, userIdByUsername, type SessionUser } from './auth.repository.js';
import type { Credential, Credentials } from './credentials.js';
import type { LoginThrottle, RegistrationThrottle } from './login-throttle.js';
import type { PasswordHasher } from './password.js';
import type { TokenService } from './token.service.js';
import { usernameKey } from './username.js';

/** Serialises first-user registration so exactly one account becomes the administrator. */
const registrationLock = 27_001;

/** What a new account receives besides itself (the trial): written in the registration's transaction, told once committed. */
export interface AccountWelcome {
  welcome(tx: Em, userId: number): Promise<void>;
  welcomed(userId: number): void;
}

export class AuthService {
  constructor(
    private readonly tokens: TokenService,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly registrations: RegistrationThrottle,
    /** Told of every revocation, so open streams of the user end at once. */
    private readonly credentials?: Credentials,
    private readonly newAccounts?: AccountWelcome,
  ) {}

  /**
   * Answers 409 naming a taken username or e-mail, as the product spec asks: that tells whether an
   * e-mail has an account, a trade-off accepted for clear sign-up errors; the per-IP registration
   * throttle keeps it from being used to enumerate addresses in bulk.
   */
  async register(em: Em, input: RegisterInput, ip: string): Promise<{ token: string; user: User }> {
    await this.registrations.take(em, ip);
    await this.assertAvailable(em, input.username, input.email);
    const passwordHash = await this.passwords.hash(input.password);
    try {
      const user = await em.transactional(async (tx) => {
        await lockRegistrations(tx, registrationLock);
        const isAdmin = (await tx.count(User, {})) === 0;
        const { username, email, firstName, lastName } = input;
        const created = tx.create(User, { username, email, firstName, lastName, passwordHash, isAdmin });
        await tx.flush();
        await this.newAccounts?.welcome(tx, created.id);
        return created;
      });
      this.newAccounts?.welcomed(user.id);
      return { token: await this.issueToken(user), user };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw this.conflictFor(error);
      throw error;
    }
  }

  async login(em: Em, input: LoginInput, ip: string): Promise<{ token: string; user: User }> {
    await this.throttle.assertAllowed(em, ip);
    const user = await this.findByUsername(em, input.username, true);
    // Keyed by the account, so no spelling of its username (case, width) starts a fresh count.
    const throttleKey = user ? `user:${user.id}` : usernameKey(input.username);
    const signedIn = await this.throttle.oneAtATime(ip, throttleKey, async () => {
      await this.throttle.assertAllowed(em, ip, throttleKey);
      const valid = user
        ? await this.passwords.verify(user.passwordHash, input.password)
        : await this.passwords.verifyAgainstNothing(input.password);
      if (!user || !valid) {
        await this.throttle.recordFailure(em, ip, throttleKey);
        throw new UnauthenticatedError(messages.invalidCredentials);
      }
      await this.throttle.recordSuccess(em, ip, throttleKey);
      return user;
    });
    if (this.passwords.needsRehash(signedIn.passwordHash)) {
      await em.nativeUpdate(User, { id: signedIn.id }, { passwordHash: await this.passwords.hash(input.password) });
    }
    return { token: await this.issueToken(signedIn), user: signedIn };
  }

  /** The user a bearer token belongs to, or undefined when it is invalid, expired or revoked. */
  async authenticate(em: Em, token: string | undefined): Promise<User | undefined> {
    return (await this.authenticateSession(em, token))?.user;
  }

  /**
   * The user of a sign-in token (its profile at once, the entity when first read) and the credential it stands
   * for (open streams watch it).
   */
  async authenticateSession(em: Em, token: string | undefined): Promise<AuthenticatedSession | undefined> {
    if (!token) return undefined;
    const claims = await this.tokens.verify(token);
    if (!claims) return undefined;
    const session = await liveSessionUser(em, claims);
    if (!session) return undefined;
    return new AuthenticatedSession(session, { kind: 'session', userId: session.profile.id, tokenVersion: claims.tokenVersion, jti: claims.jti, expiresAt: claims.expiresAt });
  }

  /** Revokes the presented token only (the user's other sessions stay), on every process until it expires. */
  async signOut(em: Em, token: string | undefined): Promise<void> {
    const claims = token ? await this.tokens.verify(token) : undefined;
    if (!claims?.jti) return;
    await revokeSessionToken(em, claims.jti, claims.expiresAt);
    this.credentials?.revoked(claims.userId);
  }

  /**
   * Revokes every sign-in token of the user, this one included, and with `revokeApiTokens` every personal API
   * token too. Answers how many API tokens were revoked (0 when they were kept).
   */
  async signOutEverywhere(em: Em, user: User, revokeApiTokens = false): Promise<{ apiTokensRevoked: number }> {
    const apiTokensRevoked = await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: user.id }, { tokenVersion: user.tokenVersion + 1 });
      return revokeApiTokens ? deleteApiTokensOf(tx, user.id) : 0;
    });
    this.credentials?.revoked(user.id);
    return { apiTokensRevoked };
  }

  /**
   * Checks the signed-in user's password before a sensitive change (a new password, a powerful API token).
   * Wrong answers count towards the same per-account and per-address backoff as sign-in, so the check cannot
   * be used to guess a password faster than the sign-in form allows. Answers false for a wrong password.
   */
  async confirmPassword(em: Em, userId: number, password: string, ip: string): Promise<boolean> {
    const throttleKey = `user:${userId}`;
    return this.throttle.oneAtATime(ip, throttleKey, async () => {
      await this.throttle.assertAllowed(em, ip, throttleKey);
      const user = await em.findOne(User, { id: userId }, { populate: ['passwordHash'] });
      const valid = user !== null && password.length <= limits.passwordMax * 4 && (await this.passwords.verify(user.passwordHash, password));
      if (!valid) {
        await this.throttle.recordFailure(em, ip, throttleKey);
        return false;
      }
      await this.throttle.recordSuccess(em, ip, throttleKey);
      return true;
    });
  }

  /**
   * Changes the signed-in user's password after checking the current one, then signs the user out everywhere
   * (a changed password usually follows a suspicion) and answers a fresh token for this browser. API tokens
   * are kept: "sign out everywhere" revokes them when asked.
   */
  async changePassword(em: Em, user: User, input: ChangePasswordInput, ip: string): Promise<{ token: string }> {
    if (!(await this.confirmPassword(em, user.id, input.currentPassword, ip))) {
      throw new ValidationError(messages.currentPasswordWrong, { currentPassword: messages.currentPasswordWrong });
    }
    if (input.newPassword === input.currentPassword) {
      throw new ValidationError(messages.newPasswordSame, { newPassword: messages.newPasswordSame });
    }
    const passwordHash = await this.passwords.hash(input.newPassword);
    const tokenVersion = user.tokenVersion + 1;
    await em.nativeUpdate(User, { id: user.id }, { passwordHash, tokenVersion });
    this.credentials?.revoked(user.id);
    return { token: await this.tokens.issue({ userId: user.id, tokenVersion }) };
  }

  /**
   * Operator command: sets a new password and revokes the user's sign-in tokens and personal API tokens (a
   * reset usually follows a suspected compromise, and a thief may have minted API tokens). Answers false
   * for an unknown user.
   */
  async resetPassword(em: Em, username: string, newPassword: string): Promise<boolean> {
    const { password } = parseInput(registerInput.pick({ password: true }), { password: newPassword });
    const user = await this.findByUsername(em, username);
    if (!user) return false;
    user.passwordHash = await this.passwords.hash(password);
    user.tokenVersion += 1;
    await em.transactional(async (tx) => {
      await tx.flush();
      await deleteApiTokensOf(tx, user.id);
    });
    this.credentials?.revoked(user.id);
    return true;
  }

  private issueToken(user: User): Promise<string> {
    return this.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
  }

  private async findByUsername(em: Em, username: string, withHash = false): Promise<User | null> {
    const id = await userIdByUsername(em, username);
    if (id === undefined) return null;
    return em.findOne(User, { id }, withHash ? { populate: ['passwordHash'] } : {});
  }

  private async assertAvailable(em: Em, username: string, email: string): Promise<void> {
    if ((await userIdByLookalike(em, username)) !== undefined) throw new ConflictError(messages.usernameTaken);
    if (await em.count(User, { email })) throw new ConflictError(messages.emailTaken);
  }

  private conflictFor(error: UniqueConstraintViolationException): ConflictError {
    return new ConflictError(error.message.includes('email') ? messages.emailTaken : messages.usernameTaken);
  }
}

/** A live sign-in session and the credential it stands for (a class for its `user` getter: see LiveSessionUser). */
export class AuthenticatedSession implements SessionUser {
  readonly profile: UserProfile;

  constructor(
    private readonly session: SessionUser,
    readonly credential: Credential,
  ) {
    this.profile = session.profile;
  }

  get user(): User {
    return this.session.user;
  }
}
