import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

const issuer = 'iso27001-gap-assessment';
const audience = 'gap-assessment-api';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

/** A verified token: its claims, its id (tokens issued before ids existed have none) and its expiry. */
export interface VerifiedToken extends TokenClaims {
  jti?: string;
  expiresAt: Date;
}

/** HS256 bearer tokens carrying the user's token version, so bumping the version revokes older tokens. */
export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  async issue({ userId, tokenVersion }: TokenClaims): Promise<string> {
    return new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /** Answers the claims of a valid token, or undefined for anything else (tampered, expired, wrong alg). */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], issuer, audience });
      const userId = Number(payload.sub);
      const tokenVersion = payload.ver;
      if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number' || typeof payload.exp !== 'number') return undefined;
      return { userId, tokenVersion, jti: typeof payload.jti === 'string' ? payload.jti : undefined, expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
