import { randomUUID, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

const issuer = 'iso27001-gap-assessment';
const audience = 'gap-assessment-api';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

/** A verified token: its claims, its id (required: what a sign-out revokes) and its expiry. */
export interface VerifiedToken extends TokenClaims {
  jti: string;
  expiresAt: Date;
}

/** How many verified tokens are remembered (a few MB at most); the oldest is forgotten first. */
const verifiedCacheSize = 10_000;

/** HS256 bearer tokens carrying the user's token version, so bumping the version revokes older tokens. */
export class TokenService {
  /**
   * Tokens whose signature and claims were verified, by their exact text: a token's signature cannot change, so
   * a repeat only needs its expiry checked again (the HMAC was a measurable share of a small API call).
   * Revocation is not decided here: the caller checks the session against the database on every request.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  /** The secret imported once as an HMAC key: jose would import raw bytes again on every sign and verify. */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {
    this.key = webcrypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    this.key.catch(() => undefined); // reported by the first sign or verify
  }

  async issue({ userId, tokenVersion }: TokenClaims): Promise<string> {
    return new SignJWT({ ver: tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key);
  }

  /** Answers the claims of a valid token, or undefined for anything else (tampered, expired, wrong alg). */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt.getTime() > Date.now()) return known;
      this.verified.delete(token);
      return undefined;
    }
    const claims = await this.verifySignature(token);
    if (claims) {
      if (this.verified.size >= verifiedCacheSize) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, Object.freeze(claims));
    }
    return claims;
  }

  private async verifySignature(token: string): Promise<VerifiedToken | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'], issuer, audience });
      const userId = Number(payload.sub);
      const tokenVersion = payload.ver;
      if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number' || typeof payload.exp !== 'number') return undefined;
      // Without an id a token could not be revoked alone (signing out would leave it working): refused.
      if (typeof payload.jti !== 'string' || payload.jti.length === 0) return undefined;
      return { userId, tokenVersion, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
