import { setTimeout as sleep } from 'node:timers/promises';
import { contentHash, type SourceSection } from '../chunking.js';
import type { SkippedPage } from '../crawl-job.entity.js';
import { FetchRefused, safeFetch, type FetchedPage, type SafeFetchOptions } from '../net/safe-fetch.js';
import type { GuardPolicy, Resolver } from '../net/ssrf-guard.js';
import { loadRobots, type RobotsRules } from './robots.js';
import { canonicalUrl, SiteScope } from './site-scope.js';

export interface CrawlLimits {
  maxPages: number;
  /** Link hops from the start page (1: the start page and the pages it links to). */
  maxDepth: number;
  concurrency: number;
  /** Pause of each worker between two requests (raised to the site's Crawl-delay, up to 10 s). */
  delayMs: number;
  pageMaxBytes: number;
  pageTimeoutMs: number;
  /** The whole crawl stops after this long or this many bytes. */
  totalMs: number;
  totalBytes: number;
}

export const defaultCrawlLimits: Omit<CrawlLimits, 'maxPages' | 'maxDepth' | 'delayMs'> = {
  concurrency: 2,
  pageMaxBytes: 5 * 1024 * 1024,
  pageTimeoutMs: 15_000,
  totalMs: 10 * 60_000,
  totalBytes: 100 * 1024 * 1024,
};

export interface CrawlCounters {
  pagesFetched: number;
  pagesQueued: number;
  pagesSkipped: number;
  pagesProcessed: number;
  chunksCreated: number;
  skipped: SkippedPage[];
}

export interface CrawledPage {
  url: string;
  title: string;
  sections: SourceSection[];
}

export interface CrawlOptions {
  limits: CrawlLimits;
  policy: GuardPolicy;
  resolver?: Resolver;
  extractPdf(bytes: Uint8Array): Promise<SourceSection[]>;
  /** Indexes one page; answers the number of new chunks. */
  onPage(page: CrawledPage): Promise<number>;
  onProgress(counters: CrawlCounters): void;
  /** Stops the crawl: no further page is started, fetches under way are cut off. */
  signal?: AbortSignal;
}

const skippedListMax = 200;
const maxRedirects = 5;
const maxCrawlDelayMs = 10_000;

/** Breadth-first crawl of one site, politely, through the SSRF guard. */
export async function crawlSite(start: URL, options: CrawlOptions): Promise<CrawlCounters> {
  const { limits } = options;
  const scope = new SiteScope(start);
  const counters: CrawlCounters = { pagesFetched: 0, pagesQueued: 1, pagesSkipped: 0, pagesProcessed: 0, chunksCreated: 0, skipped: [] };
  const fetchOptions: SafeFetchOptions = {
    policy: options.policy,
    resolver: options.resolver,
    limits: { maxBytes: limits.pageMaxBytes, timeoutMs: limits.pageTimeoutMs, maxRedirects },
    vetRedirect: (url) => (scope.includes(url) ? undefined : `redirects off the site to ${url.hostname}`),
    signal: options.signal,
  };
  const pause = (ms: number) => sleep(ms, undefined, { signal: options.signal }).catch(() => undefined);
  const robots: RobotsRules = await loadRobots(start, fetchOptions);
  const delayMs = Math.max(limits.delayMs, Math.min((robots.crawlDelay ?? 0) * 1000, maxCrawlDelayMs));
  const deadline = Date.now() + limits.totalMs;
  const seen = new Set<string>([start.href]);
  const seenContent = new Set<string>();
  const queue: { url: URL; depth: number }[] = [{ url: start, depth: 0 }];
  let bytes = 0;
  let active = 0;
  let started = 0;

  const skip = (url: string, reason: string) => {
    counters.pagesSkipped += 1;
    if (counters.skipped.length < skippedListMax) counters.skipped.push({ url, reason });
  };
  const enqueue = (href: string, depth: number, from: URL) => {
    const url = canonicalUrl(href, from);
    if (!url || !scope.includes(url) || seen.has(url.href) || depth > limits.maxDepth) return;
    seen.add(url.href);
    if (!robots.isAllowed(url)) return skip(url.href, 'disallowed by robots.txt');
    queue.push({ url, depth });
    counters.pagesQueued += 1;
  };

  const visit = async ({ url, depth }: { url: URL; depth: number }) => {
    let page: FetchedPage;
    try {
      page = await safeFetch(url, fetchOptions);
    } catch (error) {
      return skip(url.href, error instanceof FetchRefused ? refusalReason(error) : 'could not be fetched');
    } finally {
      counters.pagesFetched += 1;
    }
    bytes += page.body.length;
    if (page.status < 200 || page.status >= 300) return skip(url.href, `HTTP ${page.status}`);
    const finalUrl = canonicalUrl(page.url.href) ?? url;
    if (finalUrl.href !== url.href) {
      if (seen.has(finalUrl.href) && depth > 0) return skip(url.href, 'duplicate (redirects to a page already crawled)');
      seen.add(finalUrl.href);
    }
    const parsed = await readPage(page, finalUrl, options);
    if ('skip' in parsed) return skip(url.href, parsed.skip);
    if (parsed.links && depth < limits.maxDepth) parsed.links.forEach((link) => enqueue(link, depth + 1, finalUrl));
    if (parsed.noindex) return skip(url.href, 'the page asks not to be indexed (noindex)');
    const hash = contentHash(parsed.sections.map((s) => s.text).join('\n'));
    if (seenContent.has(hash)) return skip(url.href, 'duplicate content');
    seenContent.add(hash);
    if (parsed.sections.length === 0) return skip(url.href, 'no text');
    // Awaited first: `+= await` would read the counter before the wait and lose the other worker's update.
    const created = await options.onPage({ url: parsed.url, title: parsed.title, sections: parsed.sections });
    counters.chunksCreated += created;
    counters.pagesProcessed += 1;
  };

  const worker = async () => {
    for (;;) {
      if (options.signal?.aborted || Date.now() > deadline || bytes > limits.totalBytes || started >= limits.maxPages) return;
      const next = queue.shift();
      if (!next) {
        if (active === 0) return;
        await pause(25);
        continue;
      }
      active += 1;
      started += 1;
      try {
        await visit(next);
      } finally {
        active -= 1;
        options.onProgress({ ...counters, pagesQueued: queue.length, skipped: [...counters.skipped] });
      }
      if (delayMs > 0) await pause(delayMs);
    }
  };
  if (!robots.isAllowed(start)) skip(start.href, 'disallowed by robots.txt');
  else await Promise.all(Array.from({ length: limits.concurrency }, worker));
  counters.pagesQueued = queue.length;
  return counters;
}

type ReadPage = { skip: string } | { url: string; title: string; sections: SourceSection[]; links?: string[]; noindex: boolean };

async function readPage(page: FetchedPage, url: URL, options: CrawlOptions): Promise<ReadPage> {
  const type = page.contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf' || page.body.subarray(0, 5).toString('latin1') === '%PDF-') {
    try {
      return { url: url.href, title: decodeURIComponent(url.pathname.split('/').pop() || url.hostname), sections: await options.extractPdf(page.body), noindex: false };
    } catch {
      return { skip: 'unreadable PDF' };
    }
  }
  if (type === 'text/html' || type === 'application/xhtml+xml' || type === '') {
    // The HTML parser (linkedom) is loaded by the first crawl, not at every start.
    const { extractHtml } = await import('./html-text.js');
    const html = extractHtml(page.body.toString('utf8'), url);
    const canonical = html.canonical ? canonicalUrl(html.canonical) : undefined;
    const pageUrl = canonical && new SiteScope(url).includes(canonical) ? canonical.href : url.href;
    const sections = html.sections.map((s) => ({ heading: s.heading, text: s.text }));
    return { url: pageUrl, title: html.title, sections, links: html.nofollow ? [] : html.links, noindex: html.noindex };
  }
  if (type === 'text/plain') return { url: url.href, title: url.pathname.split('/').pop() || url.hostname, sections: [{ heading: null, text: page.body.toString('utf8') }], noindex: false };
  return { skip: `unsupported content type ${type}` };
}

function refusalReason(error: FetchRefused): string {
  switch (error.kind) {
    case 'blocked':
      return `blocked: ${error.message}`;
    case 'too_large':
      return 'larger than 5 MB';
    case 'timeout':
      return 'took longer than 15 s';
    case 'redirects':
      return 'too many redirects';
    case 'off_site':
      return error.message;
    default:
      return `could not be fetched (${error.message})`;
  }
}
