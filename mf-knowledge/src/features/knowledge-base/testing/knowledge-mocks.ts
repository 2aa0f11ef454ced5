import type { AiEngineStatus_StatusFragment, CrawlProgress_JobFragment, ReembedProgress_JobFragment, SearchKnowledgeQuery } from '@gap/schema/graphql';
import { buildMe, type OperationAnswer } from '@gap/schema/web/testing';

type Chunk = SearchKnowledgeQuery['searchKnowledgeConnection']['nodes'][number];

type SearchFailure = { __typename: 'KnowledgeSearchFailure'; at: string; message: string };

export const buildStats = (
  overrides: Partial<{ totalChunks: number; uniqueUrls: number; lastUpdated: string | null; engine: 'pglite' | 'postgres' | 'elasticsearch'; searchDegraded: SearchFailure | null }> = {},
) => ({
  __typename: 'KnowledgeStats' as const,
  totalChunks: 0,
  uniqueUrls: 0,
  lastUpdated: null,
  engine: 'pglite' as const,
  searchDegraded: null,
  ...overrides,
});

export const buildChunk = (overrides: Partial<Chunk> = {}): Chunk & { __typename: 'KnowledgeChunk' } => ({
  __typename: 'KnowledgeChunk',
  id: '1',
  title: 'Access control policy',
  section: 'Reviews',
  content: 'Access rights are reviewed every quarter by the asset owner.',
  url: 'https://docs.example.org/access',
  similarity: 0.87,
  ...overrides,
});

export const buildCrawlJob = (overrides: Partial<CrawlProgress_JobFragment> = {}): CrawlProgress_JobFragment & { __typename: 'KnowledgeCrawlJob' } => ({
  __typename: 'KnowledgeCrawlJob',
  id: '7',
  url: 'https://docs.example.org/',
  status: 'running',
  maxPages: 15,
  maxDepth: 2,
  pagesFetched: 1,
  pagesQueued: 3,
  pagesSkipped: 0,
  pagesProcessed: 1,
  chunksCreated: 2,
  skipped: [],
  error: null,
  startedAt: '2026-01-01T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

export const buildReembedJob = (overrides: Partial<ReembedProgress_JobFragment> = {}): ReembedProgress_JobFragment & { __typename: 'KnowledgeReembedJob' } => ({
  __typename: 'KnowledgeReembedJob',
  id: '3',
  model: 'text-embedding-3-small',
  status: 'running',
  chunksTotal: 40,
  chunksDone: 10,
  error: null,
  startedAt: '2026-01-01T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

/** The answers every render of the page needs: the signed-in user, the statistics and (admins) the latest crawl and re-embed. */
export const pageAnswers = ({
  isAdmin = true,
  stats = buildStats(),
  latest = null as CrawlProgress_JobFragment | null,
  reembed = null as ReembedProgress_JobFragment | null,
  aiEngine = buildAiEngineStatus(),
} = {}): Record<string, OperationAnswer> => ({
  Me: { data: { me: buildMe({ isAdmin }) } },
  KnowledgeStats: { data: { knowledgeStats: stats } },
  LatestKnowledgeCrawl: { data: { latestKnowledgeCrawl: latest } },
  LatestKnowledgeReembed: { data: { latestKnowledgeReembed: reembed } },
  AiEngineStatus: { data: { aiEngineStatus: aiEngine } },
});

/** The AI engine's status as the gateway answers it: the offline engine unless a test says otherwise. */
export const buildAiEngineStatus = (overrides: Partial<AiEngineStatus_StatusFragment> = {}): AiEngineStatus_StatusFragment & { __typename: 'AiEngineStatus' } => ({
  __typename: 'AiEngineStatus',
  engine: 'offline',
  model: null,
  provider: null,
  status: 'none',
  message: null,
  checkedAt: null,
  ...overrides,
});
