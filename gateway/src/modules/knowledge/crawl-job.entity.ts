import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export type CrawlStatus = 'queued' | 'running' | 'completed' | 'failed';

/** A page the crawler did not index, and why (robots.txt, off-site, too large, blocked address, ...). */
export interface SkippedPage {
  url: string;
  reason: string;
}

/**
 * A website crawl as a persisted job that a worker on any gateway claims (crawl-jobs.ts, jobs/job-table.ts): its
 * counters are what the progress subscription reports. State changes are conditional SQL updates, never flushes.
 */
export const CrawlJobSchema = defineEntity({
  name: 'CrawlJob',
  tableName: 'knowledge_crawl_jobs',
  indexes: [
    { name: 'knowledge_crawl_jobs_active_idx', properties: ['status', 'createdAt'], where: "status in ('queued', 'running')" },
    { name: 'knowledge_crawl_jobs_status_idx', properties: ['status'] },
  ],
  uniques: [
    // One crawl queued or running at a time, whoever asked.
    { name: 'knowledge_crawl_jobs_one_active_idx', expression: `create unique index "knowledge_crawl_jobs_one_active_idx" on "knowledge_crawl_jobs" ((true)) where status in ('queued', 'running')` },
  ],
  checks: [
    { name: 'knowledge_crawl_jobs_max_depth_check', expression: 'max_depth >= 1 and max_depth <= 5' },
    { name: 'knowledge_crawl_jobs_max_pages_check', expression: 'max_pages >= 1 and max_pages <= 100' },
    { name: 'knowledge_crawl_jobs_status_check', expression: "status in ('queued', 'running', 'completed', 'failed')" },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    requestedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    url: p.string().length(2048),
    maxPages: p.smallint(),
    maxDepth: p.smallint(),
    status: p.string().length(20).$type<CrawlStatus>(),
    pagesFetched: p.integer().default(0),
    pagesQueued: p.integer().default(0),
    pagesSkipped: p.integer().default(0),
    pagesProcessed: p.integer().default(0),
    chunksCreated: p.integer().default(0),
    skipped: p.json<SkippedPage[]>().default('[]'),
    error: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    /** How many times a worker claimed the crawl (a resumed crawl counts again); bounds crash loops. */
    attempts: p.integer().default(0),
    /** The worker (process) holding a running crawl, and when it last showed it is alive. */
    claimedBy: p.string().length(100).nullable(),
    heartbeatAt: p.datetime().nullable(),
  },
});

export class CrawlJob extends CrawlJobSchema.class {}
CrawlJobSchema.setClass(CrawlJob);
