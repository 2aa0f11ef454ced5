import { createRequire } from 'node:module';
import { crawlerUserAgent, FetchRefused, safeFetch, type SafeFetchOptions } from '../net/safe-fetch.js';

/** robots-parser is CommonJS with a default-export declaration that NodeNext cannot call: required instead. */
const robotsParser = createRequire(import.meta.url)('robots-parser') as typeof import('robots-parser').default;

export interface RobotsRules {
  isAllowed(url: URL): boolean;
  /** Seconds between requests the site asks for, if any. */
  crawlDelay: number | undefined;
}

const robotsMaxBytes = 500 * 1024;
const userAgentToken = crawlerUserAgent.split('/')[0]!;

/**
 * robots.txt of the start URL's origin, fetched through the same guard. As RFC 9309 says: a missing file
 * (4xx) allows everything; a server error or an unreachable file means everything is disallowed.
 */
export async function loadRobots(origin: URL, options: SafeFetchOptions): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin);
  let text: string;
  try {
    const page = await safeFetch(robotsUrl, { ...options, limits: { ...options.limits, maxBytes: robotsMaxBytes } });
    if (page.status >= 400 && page.status < 500) return allowAll;
    if (page.status >= 500 || page.status < 200) return disallowAll;
    text = page.body.toString('utf8');
  } catch (error) {
    if (error instanceof FetchRefused && error.kind === 'too_large') return allowAll;
    return disallowAll;
  }
  const robots = robotsParser(robotsUrl.href, text);
  return {
    isAllowed: (url) => robots.isAllowed(url.href, userAgentToken) !== false,
    crawlDelay: robots.getCrawlDelay(userAgentToken),
  };
}

const allowAll: RobotsRules = { isAllowed: () => true, crawlDelay: undefined };
const disallowAll: RobotsRules = { isAllowed: () => false, crawlDelay: undefined };
