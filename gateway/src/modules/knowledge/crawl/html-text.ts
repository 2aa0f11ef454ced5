import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

export interface TextSection {
  /** The nearest heading above the text, if any. */
  heading: string | null;
  text: string;
}

export interface HtmlPage {
  title: string;
  sections: TextSection[];
  /** Absolute link targets, in document order (not yet filtered to the site). */
  links: string[];
  /** The page's <link rel="canonical">, absolute, if present. */
  canonical?: string;
  /** <meta name="robots"> asked not to index (noindex) or not to follow links (nofollow). */
  noindex: boolean;
  nofollow: boolean;
}

/** Containers that are navigation or chrome, never content (also removed when Readability gives up). */
const boilerplate = 'script, style, noscript, template, nav, header, footer, aside, form, iframe, svg, [role="navigation"], [role="banner"], [role="contentinfo"], [aria-hidden="true"]';
/** The slice of the DOM this module reads (the gateway compiles without the browser's DOM types). */
interface Node {
  tagName: string;
  textContent: string | null;
  children: ArrayLike<Node> & Iterable<Node>;
  querySelector(selector: string): Node | null;
  querySelectorAll(selector: string): Iterable<Node> & { forEach(fn: (node: Node) => void): void };
  getAttribute(name: string): string | null;
  remove(): void;
}

const blocks = new Set(['P', 'LI', 'PRE', 'BLOCKQUOTE', 'TD', 'TH', 'DT', 'DD', 'FIGCAPTION', 'CAPTION']);
const headings = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

/**
 * Main text of an HTML page: Mozilla Readability picks the article (dropping navigation, sidebars and
 * footers), then its headings split it into sections. Links and robots directives come from the full page.
 */
export function extractHtml(html: string, pageUrl: URL): HtmlPage {
  const document = parseHTML(html).document as unknown as Node & { body: Node };
  const base = baseUrl(document, pageUrl);
  const links = [...document.querySelectorAll('a[href]')]
    .filter((a) => !/\bnofollow\b/i.test(a.getAttribute('rel') ?? ''))
    .map((a) => absolute(a.getAttribute('href') ?? '', base))
    .filter((href): href is string => Boolean(href));
  const canonicalHref = document.querySelector('link[rel~="canonical"]')?.getAttribute('href');
  const robots = (document.querySelector('meta[name="robots" i]')?.getAttribute('content') ?? '').toLowerCase();
  const fallbackTitle = clean(document.querySelector('title')?.textContent ?? '') || clean(document.querySelector('h1')?.textContent ?? '');

  // Readability rewrites the DOM it is given, so it gets its own copy.
  const article = new Readability(parseHTML(html).document as never, { charThreshold: 200 }).parse();
  let content: Node;
  if (article?.content) content = (parseHTML(`<!doctype html><html><body>${article.content}</body></html>`).document as unknown as { body: Node }).body;
  else {
    document.querySelectorAll(boilerplate).forEach((node) => node.remove());
    content = document.querySelector('main, article, [role="main"]') ?? document.body;
  }
  return {
    title: clean(article?.title ?? '') || fallbackTitle || pageUrl.hostname,
    sections: sectionsOf(content),
    links,
    canonical: canonicalHref ? absolute(canonicalHref, base) : undefined,
    noindex: /\b(noindex|none)\b/.test(robots),
    nofollow: /\b(nofollow|none)\b/.test(robots),
  };
}

/** Walks the content in order: each heading opens a section, each text block joins the current one. */
function sectionsOf(root: Node): TextSection[] {
  const sections: TextSection[] = [];
  let current: TextSection = { heading: null, text: '' };
  const visit = (node: Node) => {
    if (headings.has(node.tagName)) {
      if (current.text.trim()) sections.push(current);
      current = { heading: clean(node.textContent ?? '') || null, text: '' };
      return;
    }
    if (blocks.has(node.tagName) && !node.querySelector('p, li, pre, blockquote, table, h1, h2, h3, h4, h5, h6')) {
      const text = clean(node.textContent ?? '');
      if (text) current.text += `${text}\n\n`;
      return;
    }
    const children = [...node.children];
    // A container holding bare text (a <div> used as a paragraph) counts as one block.
    if (children.length === 0) {
      const text = clean(node.textContent ?? '');
      if (text) current.text += `${text}\n\n`;
      return;
    }
    children.forEach(visit);
  };
  [...root.children].forEach(visit);
  if (current.text.trim()) sections.push(current);
  return sections;
}

function baseUrl(document: Node, pageUrl: URL): URL {
  const href = document.querySelector('base[href]')?.getAttribute('href');
  if (!href) return pageUrl;
  try {
    return new URL(href, pageUrl);
  } catch {
    return pageUrl;
  }
}

function absolute(href: string, base: URL): string | undefined {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return undefined;
  }
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
