import { Field, ID, Int, ObjectType, Float, registerEnumType } from 'type-graphql';

export enum KnowledgeEngineKind {
  pglite = 'pglite',
  postgres = 'postgres',
  elasticsearch = 'elasticsearch',
}
registerEnumType(KnowledgeEngineKind, {
  name: 'KnowledgeEngine',
  description: 'Where the knowledge base is stored and searched.',
  valuesConfig: {
    pglite: { description: 'The embedded database (pgvector).' },
    postgres: { description: 'PostgreSQL with pgvector.' },
    elasticsearch: { description: 'An Elasticsearch cluster.' },
  },
});

export enum CrawlStatusKind {
  queued = 'queued',
  running = 'running',
  completed = 'completed',
  failed = 'failed',
}
registerEnumType(CrawlStatusKind, {
  name: 'CrawlStatus',
  description: "A crawl's state: queued, running, then completed or failed.",
  valuesConfig: {
    queued: { description: 'Waiting to start.' },
    running: { description: 'Fetching pages.' },
    completed: { description: 'Done (see pagesProcessed and skipped).' },
    failed: { description: 'Stopped by an error (see error).' },
  },
});

@ObjectType('KnowledgeStats', { description: 'How big the knowledge base is and where it lives.' })
export class KnowledgeStatsType {
  @Field(() => Int, { description: 'Text chunks stored.' })
  totalChunks!: number;

  @Field(() => Int, { description: 'Distinct page URLs and uploaded file names.' })
  uniqueUrls!: number;

  @Field(() => Date, { nullable: true, description: 'When the newest chunk was stored; null while empty.' })
  lastUpdated!: Date | null;

  @Field(() => KnowledgeEngineKind, { description: 'The storage and search engine.' })
  engine!: KnowledgeEngineKind;

  @Field(() => KnowledgeSearchFailureType, {
    nullable: true,
    description:
      "Administrators only (null for others): the last knowledge-base search failed (on any gateway), and none has succeeded since; findings meanwhile go without knowledge sources. Null when searches work.",
  })
  searchDegraded!: KnowledgeSearchFailureType | null;
}

@ObjectType('KnowledgeSearchFailure', { description: 'A failed knowledge-base search: when, and what the search engine said.' })
export class KnowledgeSearchFailureType {
  @Field(() => Date, { description: 'When the search failed.' })
  at!: Date;

  @Field(() => String, { description: "The engine's message (for example a missing privilege on the Elasticsearch index)." })
  message!: string;
}

@ObjectType('KnowledgeChunk', { description: 'A search result: a piece of a crawled page or uploaded file.' })
export class KnowledgeChunkType {
  @Field(() => ID, { description: 'The chunk id.' })
  id!: string;

  @Field(() => String, { description: 'Page or file title.' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'The heading above the text (or the PDF page).' })
  section!: string | null;

  @Field(() => String, { description: 'The chunk text.' })
  content!: string;

  @Field(() => String, { description: 'The page URL, or the uploaded file name.' })
  url!: string;

  @Field(() => Float, { description: 'Cosine similarity of query and chunk, 0 to 1.' })
  similarity!: number;
}

@ObjectType('CrawlSkippedPage', { description: 'A page a crawl did not index, and why.' })
export class CrawlSkippedPageType {
  @Field(() => String, { description: 'The page URL.' })
  url!: string;

  @Field(() => String, { description: 'Why it was skipped (robots.txt, off-site, not HTML, too large, error...).' })
  reason!: string;
}

@ObjectType('KnowledgeCrawlJob', { description: 'A website crawl and its progress.' })
export class KnowledgeCrawlJobType {
  @Field(() => ID, { description: 'The crawl id.' })
  id!: number;

  @Field(() => String, { description: 'The start page.' })
  url!: string;

  @Field(() => CrawlStatusKind, { description: 'Where the crawl stands.' })
  status!: CrawlStatusKind;

  @Field(() => Int, { description: 'Pages the crawl may fetch, 1-100.' })
  maxPages!: number;

  @Field(() => Int, { description: 'Link hops from the start page, 1-5.' })
  maxDepth!: number;

  @Field(() => Int, { description: 'Pages requested so far (including those then skipped).' })
  pagesFetched!: number;

  @Field(() => Int, { description: 'Pages waiting in the queue.' })
  pagesQueued!: number;

  @Field(() => Int, { description: 'Pages not indexed (see skipped).' })
  pagesSkipped!: number;

  @Field(() => Int, { description: 'Pages whose text was indexed.' })
  pagesProcessed!: number;

  @Field(() => Int, { description: 'Text chunks stored so far.' })
  chunksCreated!: number;

  @Field(() => [CrawlSkippedPageType], { description: 'Skipped pages and why (up to 200).' })
  skipped!: CrawlSkippedPageType[];

  @Field(() => String, { nullable: true, description: 'Why it failed; null unless failed.' })
  error!: string | null;

  @Field(() => Date, { description: 'When the crawl was asked for.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it started; null while queued.' })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it ended; null until then.' })
  finishedAt!: Date | null;
}

@ObjectType('KnowledgeUploadResult')
export class KnowledgeUploadResultType {
  @Field(() => Int)
  filesProcessed!: number;

  @Field(() => Int)
  chunksCreated!: number;
}
