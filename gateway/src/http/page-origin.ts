import type { Request } from 'express';

/**
 * The origin the page was asked for at, for its examples: the scheme Express settles (X-Forwarded-Proto only
 * behind a trusted proxy) and the Host header when it is a plain host name or address with an optional port;
 * anything else (the header is the caller's to choose) answers undefined, so nothing it holds reaches a page or a link.
 */
export function pageOrigin(req: Pick<Request, 'protocol'> & { get(name: 'host'): string | undefined }): string | undefined {
  const host = req.get('host') ?? '';
  const safeHost = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
  if (!safeHost.test(host) || (req.protocol !== 'http' && req.protocol !== 'https')) return undefined;
  return `${req.protocol}://${host}`;
}
