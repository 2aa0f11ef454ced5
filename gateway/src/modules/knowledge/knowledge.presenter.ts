import type { CrawlJobSnapshot } from './crawl-progress.js';
import type { KnowledgeStats } from './knowledge.service.js';
import { CrawlStatusKind, KnowledgeEngineKind, type KnowledgeChunkType, type KnowledgeCrawlJobType, type KnowledgeStatsType } from './knowledge.types.js';
import type { ScoredChunk } from './search/knowledge-index.js';

/** SPEC's four figures; the search failure only for an administrator (it names the engine's indexes and errors). */
export function presentStats(stats: KnowledgeStats, forAdmin = false): KnowledgeStatsType {
  return {
    totalChunks: stats.totalChunks,
    uniqueUrls: stats.uniqueUrls,
    lastUpdated: stats.lastUpdated,
    engine: KnowledgeEngineKind[stats.engine],
    searchDegraded: forAdmin ? stats.searchFailure : null,
  };
}

export function presentChunk(chunk: ScoredChunk): KnowledgeChunkType {
  return { id: chunk.id, title: chunk.title, section: chunk.section, content: chunk.content, url: chunk.url, similarity: chunk.similarity };
}

export function presentCrawlJob(job: CrawlJobSnapshot): KnowledgeCrawlJobType {
  return {
    id: job.id,
    url: job.url,
    status: CrawlStatusKind[job.status],
    maxPages: job.maxPages,
    maxDepth: job.maxDepth,
    pagesFetched: job.pagesFetched,
    pagesQueued: job.pagesQueued,
    pagesSkipped: job.pagesSkipped,
    pagesProcessed: job.pagesProcessed,
    chunksCreated: job.chunksCreated,
    skipped: job.skipped.map((s) => ({ url: s.url, reason: s.reason })),
    error: job.error ?? null,
    createdAt: job.createdAt,
    startedAt: job.startedAt ?? null,
    finishedAt: job.finishedAt ?? null,
  };
}
