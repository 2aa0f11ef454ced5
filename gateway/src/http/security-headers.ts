import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config/env.js';

const stripeScript = 'https://js.stripe.com';
const stripeOrigins = { connect: ['https://api.stripe.com', 'https://m.stripe.network'], frames: [stripeScript, 'https://hooks.stripe.com'] };

/** The origins of remotes deployed elsewhere (from the REMOTE_*_URL overrides that /remotes.json lists). */
function remoteOrigins(config: Config): string[] {
  const origins = Object.values(config.remoteOverrides).flatMap((url) => (url ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}

/**
 * helmet on every answer: a CSP that lets the shell load the remotes listed in /remotes.json and, only when
 * Stripe is the payment provider, Stripe.js and its frames; no framing by anyone; nosniff; a referrer policy;
 * HSTS and upgrade-insecure-requests in production (unless PUBLIC_HTTP_ONLY=true). antd writes its styles at run
 * time, hence 'unsafe-inline' for styles (not scripts).
 */
export function securityHeaders(config: Config) {
  return precomputed(helmetFor(config));
}

function helmetFor(config: Config) {
  const remotes = remoteOrigins(config);
  const stripe = config.payments.provider === 'stripe';
  // Production is https unless the operator chose plain http explicitly (PUBLIC_HTTP_ONLY=true).
  const https = config.isProduction && !config.publicHttpOnly;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...(stripe ? [stripeScript] : [])],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', ...remotes],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes, ...(stripe ? stripeOrigins.connect : [])],
        frameSrc: stripe ? stripeOrigins.frames : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Remote chunks are loaded by a shell that may live on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
}

/** API answers (/api, /graphql) are per user: never kept by browsers or shared caches. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

/**
 * helmet's headers depend on the configuration only (no nonces, nothing taken from the request), so they are
 * worked out once, by running helmet against a recording response, and each answer just sets them: helmet's
 * dozen middlewares per request were a measurable share of a small API call's CPU time.
 */
function precomputed(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void) {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let failure: unknown;
  let called = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    called = true;
    failure = error;
  });
  if (!called || failure) throw new Error(`security headers could not be precomputed: ${String(failure ?? 'helmet did not finish synchronously')}`);
  return (_req: Request, res: Response, next: NextFunction): void => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
