import { z } from 'zod';

export const knowledgeMessages = {
  invalidUrl: 'Please enter a valid URL to crawl.',
  emptyQuery: 'Please enter a search query.',
  maxPages: 'Max pages must be a whole number between 1 and 100',
  maxDepth: 'Max depth must be a whole number between 1 and 5',
  limit: 'Limit must be a whole number between 1 and 50',
  queryTooLong: 'The search query must be at most 1000 characters',
  adminOnly: 'Only an administrator can change the knowledge base (crawl, upload or clear). Ask the first registered user of this installation.',
  crawlRunning: 'A crawl is already running: wait for it to finish.',
  crawlNotFound: 'Crawl not found',
  reembedNotFound: 'Re-embed job not found',
  noFiles: 'Please select one or more files to upload.',
  invalidTypes: (names: string[]) => `Only PDF, Markdown (.md), and Text (.txt) files are allowed. Invalid files: ${names.join(', ')}`,
  notText: (name: string) => `File ${name} is not valid UTF-8 text`,
  notPdf: (name: string) => `File ${name} is not a valid PDF document`,
  unreadable: (name: string) => `File ${name} could not be read: it is damaged, encrypted or too complex`,
  noText: (name: string) => `File ${name} contains no text to index`,
  tooManyFiles: (max: number) => `Upload at most ${max} files at once`,
  cannotCrawl: (reason: string) => `This URL cannot be crawled: ${reason}`,
} as const;

/** SPEC 5/9: blank max pages means 30 and blank depth 3 (the form shows 15 and 2). */
const blankTo = (fallback: number) => (v: unknown) => (v === undefined || v === null || v === '' ? fallback : v);

export const crawlInput = z.object({
  url: z.string({ error: knowledgeMessages.invalidUrl }).trim().min(1, knowledgeMessages.invalidUrl).max(2048, knowledgeMessages.invalidUrl),
  maxPages: z.preprocess(blankTo(30), z.coerce.number({ error: knowledgeMessages.maxPages }).int(knowledgeMessages.maxPages).min(1, knowledgeMessages.maxPages).max(100, knowledgeMessages.maxPages)),
  maxDepth: z.preprocess(blankTo(3), z.coerce.number({ error: knowledgeMessages.maxDepth }).int(knowledgeMessages.maxDepth).min(1, knowledgeMessages.maxDepth).max(5, knowledgeMessages.maxDepth)),
});
export type CrawlInput = z.infer<typeof crawlInput>;

export const searchInput = z.object({
  query: z.string({ error: knowledgeMessages.emptyQuery }).trim().min(1, knowledgeMessages.emptyQuery).max(1000, knowledgeMessages.queryTooLong),
  limit: z.preprocess(blankTo(10), z.coerce.number({ error: knowledgeMessages.limit }).int(knowledgeMessages.limit).min(1, knowledgeMessages.limit).max(50, knowledgeMessages.limit)),
  /** REST only: present (null for the first page) for results a page at a time; checked as a page cursor. */
  cursor: z.string({ error: 'cursor must be a string or null' }).max(1000, 'cursor is not a cursor this search answered').nullable().optional(),
});
export type SearchInput = z.infer<typeof searchInput>;
