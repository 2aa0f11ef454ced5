import { createHash } from 'node:crypto';

export interface SourceSection {
  heading: string | null;
  text: string;
}

/** One piece of the knowledge base before it is embedded. */
export interface DraftChunk {
  title: string;
  section: string | null;
  content: string;
  /** The page URL, or the uploaded file's name. */
  url: string;
  source: 'crawl' | 'upload';
  contentHash: string;
}

/** Chunk size in words: long enough to carry a point, short enough for a sentence encoder and a preview. */
export const chunkWords = { target: 300, max: 400, min: 200 } as const;
const titleMax = 500;
const sectionMax = 500;

/**
 * Packs each section's paragraphs into chunks of about 300 words (at most 400), splitting an oversized
 * paragraph at sentence ends; a short tail joins the chunk before it while that stays under the maximum.
 */
export function chunkSections(sections: SourceSection[], meta: { title: string; url: string; source: 'crawl' | 'upload' }): DraftChunk[] {
  const chunks: DraftChunk[] = [];
  for (const section of sections) {
    const pieces = packWords(paragraphsOf(section.text));
    for (const content of pieces) {
      chunks.push({
        title: truncate(meta.title, titleMax),
        section: section.heading ? truncate(section.heading, sectionMax) : null,
        content,
        url: meta.url,
        source: meta.source,
        contentHash: contentHash(content),
      });
    }
  }
  return chunks;
}

/** Duplicate detection: the same text (whitespace and case aside) is stored once, whichever page had it. */
export function contentHash(content: string): string {
  return createHash('sha256').update(content.replace(/\s+/g, ' ').trim().toLowerCase()).digest('hex');
}

function paragraphsOf(text: string): string[] {
  return text
    .replace(/\u0000/g, '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/[^\S\n]+/g, ' ').trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p))
    .flatMap((p) => (wordCount(p) > chunkWords.max ? splitLong(p) : [p]));
}

function splitLong(paragraph: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const sentence of paragraph.split(/(?<=[.!?;:])\s+/)) {
    for (const piece of wordCount(sentence) > chunkWords.max ? wordSlices(sentence) : [sentence]) {
      if (current.length && wordCount([...current, piece].join(' ')) > chunkWords.target) {
        out.push(current.join(' '));
        current = [];
      }
      current.push(piece);
    }
  }
  if (current.length) out.push(current.join(' '));
  return out;
}

function wordSlices(text: string): string[] {
  const words = text.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += chunkWords.target) out.push(words.slice(i, i + chunkWords.target).join(' '));
  return out;
}

function packWords(paragraphs: string[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const paragraph of paragraphs) {
    const joined = current ? `${current}\n\n${paragraph}` : paragraph;
    if (current && wordCount(joined) > chunkWords.target && wordCount(current) >= chunkWords.min / 2) {
      out.push(current);
      current = paragraph;
    } else current = joined;
  }
  if (current) {
    const last = out[out.length - 1];
    if (last && wordCount(current) < chunkWords.min / 2 && wordCount(last) + wordCount(current) <= chunkWords.max) out[out.length - 1] = `${last}\n\n${current}`;
    else out.push(current);
  }
  return out;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
