/** SPEC 5 validation and SPEC 8 toast wording of the knowledge-base page. */
export const knowledgeText = {
  invalidUrlTitle: 'Invalid URL',
  invalidUrl: 'Please enter a valid URL to crawl.',
  maxPages: 'Max pages must be a whole number between 1 and 100',
  maxDepth: 'Max depth must be a whole number between 1 and 5',
  emptyQueryTitle: 'Empty Query',
  emptyQuery: 'Please enter a search query.',
  noFilesTitle: 'No Files Selected',
  noFiles: 'Please select one or more files to upload.',
  invalidTypesTitle: 'Invalid File Types',
  invalidTypes: (names: readonly string[]) =>
    `Only PDF, Markdown (.md), and Text (.txt) files are allowed. Invalid files: ${names.join(', ')}`,
  clearConfirm: 'Are you sure you want to clear all knowledge base content? This action cannot be undone.',
  crawlStarted: 'Crawling Started',
  crawlComplete: 'Crawling Complete',
  crawlCompleteText: (pages: number, chunks: number) =>
    `Processed ${pages} ${pages === 1 ? 'page' : 'pages'} and created ${chunks} ${chunks === 1 ? 'chunk' : 'chunks'}.`,
  crawlFailed: 'Crawling Failed',
  crawlFailedDefault: 'Failed to crawl the website.',
  connectionError: 'Connection Error',
  connectionErrorText: 'Lost connection to crawl progress. The crawl may still be running in the background.',
  searchComplete: 'Search Complete',
  searchCompleteText: (results: number) => `Found ${results} matching ${results === 1 ? 'chunk' : 'chunks'}.`,
  searchShown: (shown: number, total: number) => `Showing ${shown} of ${total} matching chunks`,
  searchFailed: 'Search Failed',
  searchFailedDefault: 'Failed to search the knowledge base.',
  uploadComplete: 'Upload Complete',
  uploadCompleteText: (files: number, chunks: number) =>
    `Processed ${files} ${files === 1 ? 'file' : 'files'} and created ${chunks} ${chunks === 1 ? 'chunk' : 'chunks'}.`,
  uploadFailed: 'Upload Failed',
  uploadFailedDefault: 'Failed to upload files.',
  cleared: 'Knowledge Base Cleared',
  clearedText: 'All knowledge base content has been removed.',
  clearFailed: 'Clear Failed',
  clearFailedDefault: 'Failed to clear the knowledge base.',
  reembedTitle: 'Re-embedding the knowledge base',
  reembedComplete: 'Knowledge base re-embedded',
  reembedText: (model: string) =>
    `The embedding model changed: chunks of the earlier model are embedded again by ${model}. Search keeps working meanwhile; until a chunk is done it matches by its words only.`,
  reembedCount: (done: number, total: number) => `${done} of ${total} ${total === 1 ? 'chunk' : 'chunks'} re-embedded`,
  reembedFailed: 'Re-embedding failed',
  reembedConnectionLost: 'Lost connection to the re-embedding progress. It may still be running in the background.',
  adminOnlyTitle: 'Only an administrator can change the knowledge base',
  adminOnly:
    'Crawling websites, uploading files and clearing the knowledge base are reserved for the administrator (the first registered account of this installation). You can still search it and see its statistics.',
} as const;

/** SPEC 9: the search test asks for 10 chunks and previews 300 characters of each. */
export const searchLimit = 10;
export const previewLength = 300;
/** SPEC 5/9: what the crawl form shows, and what a blank field means (sent as null, the server applies it). */
export const crawlDefaults = { maxPages: 15, maxDepth: 2, blankMaxPages: 30, blankMaxDepth: 3 } as const;
/** SPEC 7: the statistics are refreshed every 10 seconds (the product's one interval; a crawl is followed by subscription). */
export const statsPollMs = 10_000;
