import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AuthenticatedContext, Context } from '../../graphql/context.type.js';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../lib/errors.js';
import { CrawlJob } from './crawl-job.entity.js';
import { snapshotOf, watchCrawl, type CrawlJobSnapshot } from './crawl-progress.js';
import { parseInput } from '../../lib/validation.js';
import { crawlInput, knowledgeMessages, searchInput } from './knowledge.inputs.js';
import { presentChunk, presentCrawlJob, presentStats } from './knowledge.presenter.js';
import { KnowledgeChunkType, KnowledgeCrawlJobType, KnowledgeStatsType } from './knowledge.types.js';
import { requireAdmin } from './knowledge.service.js';

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
    return presentStats(await ctx.services.knowledge.stats(ctx.em));
  }

  @Authorized()
  @Query(() => [KnowledgeChunkType], { description: 'Hybrid (semantic + full-text) search; limit 1-50, default 10.' })
  async searchKnowledge(
    @Arg('query', () => String, { description: 'Free text, not empty.' }) query: string,
    @Arg('limit', () => Int, { nullable: true, description: 'Results to answer, 1-50; 10 when null.' }) limit: number | null,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<KnowledgeChunkType[]> {
    return (await ctx.services.knowledge.search(ctx.em, parseInput(searchInput, { query, limit }))).map(presentChunk);
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
}

/**
 * Access is checked before the stream is returned: an error thrown here reaches the client with its code (the
 * formatter sees the AppError), whereas one thrown by the stream's first step would end it as an internal error.
 */
async function subscribeToCrawl(context: Context, rawJobId: string): Promise<AsyncGenerator<CrawlJobSnapshot>> {
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
