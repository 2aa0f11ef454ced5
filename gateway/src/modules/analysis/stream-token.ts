import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

const issuer = 'iso27001-gap-assessment';
// Its own audience: a stream token is no bearer token, and a bearer token opens no stream.
const audience = 'analysis-run-stream';

export interface StreamGrant {
  userId: number;
  runId: number;
}

/**
 * Short-lived tokens for GET /api/runs/{runId}/stream (EventSource cannot send an authorization header,
 * so the token travels in the URL): bound to one run and one user, checked when the stream opens.
 */
export class StreamTokens {
  constructor(
    private readonly secret: Uint8Array,
    readonly ttlSeconds = 300,
  ) {}

  issue({ userId, runId }: StreamGrant): Promise<string> {
    return new SignJWT({ run: runId })
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
      return { userId, runId };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
