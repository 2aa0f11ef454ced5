import { getDomain } from 'tldts';

/** Query parameters that only track the visitor: dropped so one page is fetched once. */
const trackingParams = /^(utm_[a-z]+|gclid|fbclid|mc_cid|mc_eid|ref|_ga)$/i;

/**
 * The canonical form of a page address: no fragment, no tracking parameters, sorted query, no default
 * port (the URL parser drops it), lowercase host. Answers undefined for anything but http(s).
 */
export function canonicalUrl(raw: string, base?: URL): URL | undefined {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  const kept = [...url.searchParams].filter(([key]) => !trackingParams.test(key)).sort(([a], [b]) => a.localeCompare(b));
  url.search = new URLSearchParams(kept).toString();
  return url;
}

/**
 * "Same site" = the same registrable domain (example.co.uk covers www.example.co.uk and docs.example.co.uk,
 * per the public suffix list). A site addressed by IP address or a bare name is only itself.
 */
export class SiteScope {
  private readonly site: string;

  constructor(start: URL) {
    this.site = siteOf(start);
  }

  includes(url: URL): boolean {
    return siteOf(url) === this.site;
  }
}

function siteOf(url: URL): string {
  const host = url.hostname.toLowerCase();
  return getDomain(host, { allowPrivateDomains: false }) ?? host;
}
