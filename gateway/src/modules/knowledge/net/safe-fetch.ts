import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { checkTarget, systemResolver, type GuardPolicy, type ResolvedAddress, type Resolver } from './ssrf-guard.js';

export const crawlerUserAgent = 'GapAssessmentKnowledgeBot/1.0 (+knowledge-base crawler of an ISO 27001 gap assessment tool)';

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export interface FetchedPage {
  /** The URL that answered, after redirects. */
  url: URL;
  status: number;
  contentType: string;
  body: Buffer;
}

/** Why a fetch did not produce a page; `kind` lets the crawler report skips by cause. */
export class FetchRefused extends Error {
  constructor(
    readonly kind: 'blocked' | 'too_large' | 'timeout' | 'redirects' | 'network' | 'off_site',
    message: string,
  ) {
    super(message);
  }
}

export interface SafeFetchOptions {
  policy: GuardPolicy;
  limits: FetchLimits;
  resolver?: Resolver;
  /** Vets each redirect target beyond the SSRF decision (same site); answers a reason to refuse. */
  vetRedirect?: (url: URL) => string | undefined;
  /** Ends the exchange at once (the crawl stops: its gateway is shutting down). */
  signal?: AbortSignal;
}

/**
 * GET with the SSRF guard on the first request and on every redirect hop (redirects are followed here,
 * never by the HTTP library), the socket pinned to the checked address so a second DNS answer cannot
 * send it elsewhere, and size and time caps on the whole exchange.
 */
export async function safeFetch(target: string | URL, options: SafeFetchOptions): Promise<FetchedPage> {
  const deadline = Date.now() + options.limits.timeoutMs;
  let current = typeof target === 'string' ? target : target.href;
  for (let hop = 0; hop <= options.limits.maxRedirects; hop += 1) {
    const decision = await checkTarget(current, options.policy, options.resolver ?? systemResolver);
    if (!decision.ok) throw new FetchRefused('blocked', decision.reason);
    if (hop > 0) {
      const offSite = options.vetRedirect?.(decision.url);
      if (offSite) throw new FetchRefused('off_site', offSite);
    }
    if (options.signal?.aborted) throw new FetchRefused('network', 'aborted');
    const response = await requestOnce(decision.url, decision.pinned, deadline - Date.now(), options.signal);
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.resume();
      current = new URL(location, decision.url).href;
      continue;
    }
    const body = await readCapped(response, options.limits.maxBytes, deadline);
    return { url: decision.url, status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), body };
  }
  throw new FetchRefused('redirects', `more than ${options.limits.maxRedirects} redirects`);
}

function requestOnce(url: URL, pinned: ResolvedAddress, remainingMs: number, signal?: AbortSignal): Promise<IncomingMessage> {
  if (remainingMs <= 0) return Promise.reject(new FetchRefused('timeout', 'timed out'));
  // Whatever name the library asks about, it gets the address the guard checked.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup,
      agent: false,
      headers: { 'user-agent': crawlerUserAgent, accept: 'text/html,application/xhtml+xml,application/pdf;q=0.9,text/plain;q=0.8', 'accept-encoding': 'gzip, deflate, br' },
      timeout: remainingMs,
      signal,
    });
    request.on('response', resolve);
    request.on('timeout', () => request.destroy(new FetchRefused('timeout', 'timed out')));
    request.on('error', (error) => reject(error instanceof FetchRefused ? error : new FetchRefused('network', error.message)));
  });
}

/** Reads the (decoded) body, stopping at the first byte past maxBytes: compressed bodies cannot bomb it. */
async function readCapped(response: IncomingMessage, maxBytes: number, deadline: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw new FetchRefused('too_large', `larger than ${maxBytes} bytes`);
  }
  const stream = decoded(response, response.headers);
  const timer = setTimeout(() => stream.destroy(new FetchRefused('timeout', 'timed out')), Math.max(0, deadline - Date.now()));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new FetchRefused('too_large', `larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    throw error instanceof FetchRefused ? error : new FetchRefused('network', (error as Error).message);
  } finally {
    clearTimeout(timer);
    response.destroy();
  }
  return Buffer.concat(chunks);
}

function decoded(response: IncomingMessage, headers: IncomingHttpHeaders): Readable {
  const encoding = String(headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder = encoding === 'gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : undefined;
  return decoder ? response.pipe(decoder) : response;
}
