import { collapseWhitespace, paragraphsOf, quoteMaxChars, quoteMinChars } from './quote.js';

/**
 * Citable units of a chunk: sentences (or, for long ones, clauses) that lie inside one paragraph, list
 * item or table cell, whitespace collapsed. Headings, table-of-contents entries and boilerplate are left
 * out: they name a topic without saying what the organisation does.
 */
export function citableUnits(chunkText: string, sectionLabel: string | null): string[] {
  const units: string[] = [];
  const heading = sectionLabel ? collapseWhitespace(sectionLabel).toLowerCase() : null;
  for (const paragraph of paragraphsOf(chunkText)) {
    if (isTableOfContents(paragraph)) continue;
    for (const item of itemsOf(paragraph)) {
      for (const cell of item.split(/\s*\|\s*/)) {
        const text = collapseWhitespace(cell).replace(bulletGlyph, '');
        if (text.toLowerCase() === heading || isBoilerplate(text)) continue;
        for (const sentence of sentencesOf(text)) units.push(...fitted(sentence));
      }
    }
  }
  return units.filter((u) => u.length >= quoteMinChars && u.length <= quoteMaxChars && isStatement(u));
}

/** Not boilerplate, a heading or name, nor the lead-in of a list: text that can state something. */
export const isStatement = (text: string) => !isBoilerplate(text) && !isHeadingLike(text) && !isLeadIn(text);

/** A bullet (Word's Symbol and Wingdings bullets come out of a PDF as private-use characters), number or letter. */
const bullets = '•▪◦·●○■□◆◇♦➢➤►▸✓✔\uf0a7\uf0b7\uf076\uf0d8\uf0fc';
const listItemStart = new RegExp(`^\\s*(?:[${bullets}]\\s*(?=\\S)|(?:[-*]|\\(?\\d{1,3}[.)]|\\(?[a-z][.)]|\\(?[ivx]{1,4}[.)])\\s+)`, 'iu');
/** A bullet glyph is not part of what the item says (a dash or number, typed as text, stays in the quote). */
const bulletGlyph = new RegExp(`^[${bullets}]\\s*`, 'u');

/**
 * A paragraph's lines joined back into its list items and table rows: a line break inside running text
 * (PDF lines) is not a boundary, but a new bullet or numbered item, a table row, a line after a full
 * stop or colon, or a capitalised line after a short unpunctuated one (a heading) is.
 */
function itemsOf(paragraph: string): string[] {
  const items: string[] = [];
  for (const line of paragraph.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    const previous = items.at(-1);
    const startsItem = listItemStart.test(text) || text.includes(' | ') || (previous?.includes(' | ') ?? false);
    const afterHeading = previous !== undefined && /^[\p{Lu}\d]/u.test(text) && previous.split(/\s+/).length <= 6;
    if (previous === undefined || startsItem || afterHeading || /[.:;!?]$/.test(previous) || isTocEntry(previous)) items.push(text);
    else items[items.length - 1] = `${previous} ${text}`;
  }
  return items;
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=["'([]?[A-Z0-9])/).map((s) => s.trim()).filter(Boolean);
}

/** A sentence as is when it fits, otherwise its longest runs of clauses that do (cut after ; or ,). */
function fitted(sentence: string): string[] {
  if (sentence.length <= quoteMaxChars) return [sentence];
  const clauses = sentence.split(/(?<=[;,:])\s+/);
  const out: string[] = [];
  let current = '';
  for (const clause of clauses) {
    const joined = current ? `${current} ${clause}` : clause;
    if (joined.length <= quoteMaxChars) current = joined;
    else {
      if (current) out.push(current);
      current = clause.length <= quoteMaxChars ? clause : clause.slice(0, clause.lastIndexOf(' ', quoteMaxChars)).trim();
    }
  }
  if (current) out.push(current);
  return out;
}

/** "Access control ........ 12": an entry of a table of contents with dot leaders. */
function isTocEntry(text: string): boolean {
  return /(\.{4,}|…+|\s{3,}|\t)\s*\d{1,4}\s*$/.test(text);
}

/**
 * A table of contents without leaders ("4.2 Scope 7" line after line, as extraction collapses tabs): most
 * lines end with a page number and none ends a sentence.
 */
function isTableOfContents(paragraph: string): boolean {
  const lines = paragraph.split('\n').map((l) => l.trim()).filter(Boolean);
  if (lines.length < 3) return false;
  const numbered = lines.filter((l) => /\s\d{1,4}$/.test(l) && !/[.!?]\s+\S/.test(l)).length;
  return numbered / lines.length >= 0.6 && !lines.some((l) => /[.!?]$/.test(l));
}

function isBoilerplate(text: string): boolean {
  return (
    isTocEntry(text) ||
    /^(table of )?contents$/i.test(text) ||
    /copyright|all rights reserved|^page \d+( of \d+)?$|^version \d|^document (owner|control|history)|^last (updated|reviewed)|^classification:/i.test(text) ||
    /^https?:\/\/\S+$/.test(text)
  );
}

const verbLike = /\b(is|are|was|were|must|shall|should|will|may|has|have|be|can|\w+ed)\b/i;
/** Words a title leaves in lower case. */
const minorWord = /^(a|an|and|as|at|by|for|from|in|into|of|on|or|per|the|to|via|with)$/i;

/**
 * No verb-like word, and either few words or mostly capitalised ones: a heading, label, list of nouns or the
 * name of a standard ("02.e - Information Security Awareness, Education, and Training") rather than a statement.
 */
function isHeadingLike(text: string): boolean {
  const words = text.split(/\s+/);
  if (words.length < 4) return true;
  if (words.length < 6) return !verbLike.test(text);
  const major = (text.match(/[A-Za-z][\w'’-]*/g) ?? []).filter((w) => !minorWord.test(w));
  // In a name, a capitalised word ending in -ed is an adjective ("Covered Information"), not a verb.
  return !verbLike.test(text.replace(/\b[A-Z]\w*ed\b/g, '')) && major.filter((w) => /^[A-Z]/.test(w)).length >= 0.6 * major.length;
}

/** "The Security Officer shall:" introduces a list; the statement is in the items. */
function isLeadIn(text: string): boolean {
  return /:$/.test(text) && text.split(/\s+/).length < 12;
}
