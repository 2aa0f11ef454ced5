import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { Credential } from '../auth/credentials.js';

const issuer = 'iso27001-gap-assessment';
// Its own audience: a stream token is no bearer token, and a bearer token opens no stream.
const audience = 'analysis-run-stream';

export interface StreamGrant {
  userId: number;
  runId: number;
  /** The credential the token was issued to: the stream ends when it is revoked or expires. */
  credential: Credential;
}

/** The credential as a compact claim (`k` kind, `v` token version, `j` JWT id, `i` API token id, `e` expiry in s). */
type CredentialClaim = { k: 's'; v: number; j?: string; e: number } | { k: 'a'; i: number; e: number | null };

function toClaim(c: Credential): CredentialClaim {
  if (c.kind === 'session') return { k: 's', v: c.tokenVersion, ...(c.jti ? { j: c.jti } : {}), e: Math.floor(c.expiresAt.getTime() / 1000) };
  return { k: 'a', i: c.tokenId, e: c.expiresAt ? Math.floor(c.expiresAt.getTime() / 1000) : null };
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function fromClaim(userId: number, raw: unknown): Credential | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const c = raw as Record<string, unknown>;
  if (c.k === 's' && isInt(c.v) && isInt(c.e) && (c.j === undefined || typeof c.j === 'string')) {
    return { kind: 'session', userId, tokenVersion: c.v, jti: c.j as string | undefined, expiresAt: new Date(c.e * 1000) };
  }
  if (c.k === 'a' && isInt(c.i) && (c.e === null || isInt(c.e))) {
    return { kind: 'api', userId, tokenId: c.i, expiresAt: c.e === null ? null : new Date((c.e as number) * 1000) };
  }
  return undefined;
}

/**
 * Short-lived tokens for GET /api/runs/{runId}/stream (EventSource cannot send an authorization header,
 * so the token travels in the URL): bound to one run, one user and the credential that asked for it; checked
 * when the stream opens, and the credential is watched while it is open.
 */
export class StreamTokens {
  constructor(
    private readonly secret: Uint8Array,
    readonly ttlSeconds = 300,
  ) {}

  issue({ userId, runId, credential }: StreamGrant): Promise<string> {
    return new SignJWT({ run: runId, cred: toClaim(credential) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /** The grant of a valid token; undefined when tampered, expired or not a stream token. */
  async verify(token: unknown): Promise<StreamGrant | undefined> {
    if (typeof token !== 'string' || !token || token.length > 2000) return undefined;
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], issuer, audience });
      const userId = Number(payload.sub);
      const runId = payload.run;
      if (!Number.isSafeInteger(userId) || typeof runId !== 'number' || !Number.isSafeInteger(runId)) return undefined;
      const credential = fromClaim(userId, payload.cred);
      return credential ? { userId, runId, credential } : undefined;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
