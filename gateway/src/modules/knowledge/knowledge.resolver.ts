import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AuthenticatedContext, Context } from '../../graphql/context.type.js';
import type { Connection } from '../../lib/connection.js';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { CrawlJob } from './crawl-job.entity.js';
import { snapshotOf, watchCrawl, type CrawlJobSnapshot } from './crawl-progress.js';
import { crawlInput, knowledgeMessages, searchInput } from './knowledge.inputs.js';
import { presentChunk, presentCrawlJob, presentStats } from './knowledge.presenter.js';
import { requireAdmin } from './knowledge.service.js';
import { KnowledgeChunkType, KnowledgeCrawlJobType, KnowledgeStatsType } from './knowledge.types.js';
import { watchReembed, type ReembedJobSnapshot } from './reembed-progress.js';
import { KnowledgeReembedJobType, presentReembedJob } from './reembed.types.js';
import { KnowledgeChunkConnectionType } from './search-connection.types.js';
import { searchPage, searchPageInput, searchPageMax, searchWindow } from './search-page.js';

@InputType('KnowledgeCrawlInput', { description: 'A site to crawl into the knowledge base.' })
class KnowledgeCrawlInput {
  @Field(() => String, { description: 'The start page: a public http(s) URL; the crawl stays on its site.' })
  url!: string;

  @Field(() => Int, { nullable: true, description: '1-100; 30 when omitted.' })
  maxPages?: number | null;

  @Field(() => Int, { nullable: true, description: 'Link hops from the start page, 1-5; 3 when omitted.' })
  maxDepth?: number | null;
}

@Resolver()
export class KnowledgeResolver {
  @Authorized()
  @Query(() => KnowledgeStatsType, { description: 'Size of the knowledge base and its engine.' })
  async knowledgeStats(@Ctx() ctx: AuthenticatedContext): Promise<KnowledgeStatsType> {
    return presentStats(await ctx.services.knowledge.stats(ctx.em), ctx.user.isAdmin);
  }

  @Authorized()
  @Query(() => [KnowledgeChunkType], { description: 'Hybrid (semantic + full-text) search; limit 1-50, default 10.' })
  async searchKnowledge(
    @Arg('query', () => String, { description: 'Free text, not empty.' }) query: string,
    @Arg('limit', () => Int, { nullable: true, description: 'Results to answer, 1-50; 10 when null.' }) limit: number | null,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<KnowledgeChunkType[]> {
    return (await ctx.services.knowledge.search(ctx.em, parseInput(searchInput, { query, limit }), ctx.requestId)).map(presentChunk);
  }

  @Authorized()
  @Query(() => KnowledgeChunkConnectionType, {
    description: `Search results a page at a time: the best ${searchWindow} hybrid matches, by similarity (then id), so results added meanwhile neither repeat nor skip one.`,
  })
  async searchKnowledgeConnection(
    @Arg('query', () => String, { description: 'Free text, not empty.' }) query: string,
    @Ctx() ctx: AuthenticatedContext,
    @Arg('first', () => Int, { nullable: true, description: `Results on the page, 1-${searchPageMax}; 10 when null.` }) first?: number,
    @Arg('after', () => String, { nullable: true, description: "The previous page's pageInfo.endCursor; null for the first page." }) after?: string,
  ): Promise<Connection<KnowledgeChunkType>> {
    const checked = parseInput(searchInput, { query });
    return searchPage(ctx.services.knowledge, ctx.em, checked.query, parseInput(searchPageInput, { first, after }), ctx.requestId);
  }

  @Authorized()
  @Query(() => KnowledgeCrawlJobType, { nullable: true, description: 'The most recent crawl (administrators only).' })
  async latestKnowledgeCrawl(@Ctx() ctx: AuthenticatedContext): Promise<KnowledgeCrawlJobType | null> {
    const job = await ctx.services.knowledge.latestCrawlJob(ctx.em, ctx.user);
    return job ? presentCrawlJob(snapshotOf(job)) : null;
  }

  @Authorized()
  @Query(() => KnowledgeCrawlJobType, { description: 'One crawl and its progress (administrators only).' })
  async knowledgeCrawl(@Arg('id', () => ID, { description: 'The crawl id.' }) id: string, @Ctx() ctx: AuthenticatedContext): Promise<KnowledgeCrawlJobType> {
    return presentCrawlJob(snapshotOf(await ctx.services.knowledge.crawlJob(ctx.em, ctx.user, jobIdOf(id))));
  }

  @Authorized()
  @Mutation(() => KnowledgeCrawlJobType, { description: 'Starts a crawl of one site (administrators only); follow it with knowledgeCrawlProgress.' })
  async startKnowledgeCrawl(
    @Arg('input', () => KnowledgeCrawlInput, { description: "The site and the crawl's bounds." }) input: KnowledgeCrawlInput,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<KnowledgeCrawlJobType> {
    requireAdmin(ctx.user);
    const { job } = await ctx.services.knowledge.startCrawl(ctx.em, ctx.user, parseInput(crawlInput, input));
    return presentCrawlJob(snapshotOf(job));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Removes every chunk of the knowledge base (administrators only).' })
  async clearKnowledge(@Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    await ctx.services.knowledge.clear(ctx.em, ctx.user);
    return true;
  }

  @Subscription(() => KnowledgeCrawlJobType, {
    description: "A crawl's progress (administrators only): its current state first, then every change until it ends.",
    subscribe: ({ args, context }) => subscribeToCrawl(context as Context, String(args.jobId)),
  })
  knowledgeCrawlProgress(@Arg('jobId', () => ID, { description: 'The crawl id (from startKnowledgeCrawl).' }) _jobId: string, @Root() job: CrawlJobSnapshot): KnowledgeCrawlJobType {
    return presentCrawlJob(job);
  }

  @Authorized()
  @Query(() => KnowledgeReembedJobType, { nullable: true, description: 'The most recent re-embed after a change of embedding model (administrators only); null when there was none.' })
  async latestKnowledgeReembed(@Ctx() ctx: AuthenticatedContext): Promise<KnowledgeReembedJobType | null> {
    const job = await ctx.services.knowledge.latestReembedJob(ctx.em, ctx.user);
    return job ? presentReembedJob(job) : null;
  }

  @Subscription(() => KnowledgeReembedJobType, {
    description: "A re-embed job's progress (administrators only): its current state first, then every change until it ends.",
    subscribe: ({ args, context }) => subscribeToReembed(context as Context, String(args.jobId)),
  })
  knowledgeReembedProgress(@Arg('jobId', () => ID, { description: 'The job id (from latestKnowledgeReembed).' }) _jobId: string, @Root() job: ReembedJobSnapshot): KnowledgeReembedJobType {
    return presentReembedJob(job);
  }
}

/** As subscribeToCrawl: access and the job's existence are checked before the stream is returned. */
async function subscribeToReembed(context: Context, rawJobId: string): Promise<AsyncIterableIterator<ReembedJobSnapshot>> {
  if (!context.user) throw new UnauthenticatedError();
  const { knowledge } = context.services;
  const id = Number(rawJobId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError(knowledgeMessages.reembedNotFound);
  await knowledge.reembedJob(context.em.fork(), context.user, id);
  return watchReembed(knowledge.reembedProgress, id, () => knowledge.reembedJob(context.em.fork(), context.user!, id));
}

/**
 * Access is checked before the stream is returned: an error thrown here reaches the client with its code (the
 * formatter sees the AppError), whereas one thrown by the stream's first step would end it as an internal error.
 */
async function subscribeToCrawl(context: Context, rawJobId: string): Promise<AsyncIterableIterator<CrawlJobSnapshot>> {
  if (!context.user) throw new UnauthenticatedError();
  if (!context.user.isAdmin) throw new ForbiddenError(knowledgeMessages.adminOnly);
  const jobId = jobIdOf(rawJobId);
  return watchCrawl(context.services.knowledge.progress, jobId, async () => {
    const current = await context.em.fork().findOne(CrawlJob, { id: jobId });
    if (!current) throw new NotFoundError(knowledgeMessages.crawlNotFound);
    return snapshotOf(current);
  });
}

function jobIdOf(id: string): number {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) throw new NotFoundError(knowledgeMessages.crawlNotFound);
  return n;
}
