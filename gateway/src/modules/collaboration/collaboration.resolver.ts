import { Arg, Authorized, Ctx, ID, Mutation, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { AuthenticatedContext, Context } from '../../graphql/context.type.js';
import { untilAccessEnds } from '../../graphql/until-access-ends.js';
import { ValidationError } from '../../lib/errors.js';
import type { PresenceRow } from './presence.repository.js';
import { presentProjectChange } from './project-change.presenter.js';
import { ProjectChangeType, ProjectPresenceType } from './project-change.types.js';

type ProjectArgs = SubscribeResolverData<unknown, { projectId: string }, Context>;

/** NOT_FOUND for a project outside the caller's workspaces (a viewer may follow it). */
async function subscribeToChanges({ args, context }: ProjectArgs): Promise<AsyncIterable<ProjectChangeType>> {
  const { services } = context;
  const project = await services.projects.requireProject(context.em, context.user!, args.projectId, 'viewer');
  const fork = () => context.em.fork();
  const stream = services.projectChanges.watch(fork, project.id, (em, entry) => presentProjectChange(em, services.analysis, project.id, entry));
  return untilAccessEnds(context, project.id, stream);
}

async function subscribeToPresence({ args, context }: ProjectArgs): Promise<AsyncIterable<PresenceRow[]>> {
  const project = await context.services.projects.requireProject(context.em, context.user!, args.projectId, 'viewer');
  return untilAccessEnds(context, project.id, context.services.presence.watch(() => context.em.fork(), project.id));
}

@Resolver()
export class CollaborationResolver {
  @Authorized()
  @Mutation(() => Boolean, {
    description: `Says the caller has the project open (any member, a viewer too), editing the question given or just viewing (null). Expires after 30 s unless repeated (every ~10 s); at most 5 a second (TOO_MANY_REQUESTS).`,
  })
  async setPresence(
    @Arg('projectId', () => ID, { description: 'A project of one of your workspaces.' }) projectId: string,
    @Arg('editingQuestionId', () => ID, { nullable: true, description: 'The question being edited (a question id of the bank); null while just viewing.' }) editingQuestionId: string | null,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<boolean> {
    const project = await ctx.services.projects.requireProject(ctx.em, ctx.user, projectId, 'viewer');
    let questionId: string | null = null;
    if (editingQuestionId !== null && editingQuestionId !== undefined) {
      if (editingQuestionId.length > 32) throw new ValidationError('editingQuestionId is not a question id');
      questionId = (await ctx.services.questions.requireActive(ctx.em, editingQuestionId)).id;
    }
    await ctx.services.presence.set(ctx.em, project.id, ctx.user.id, questionId);
    return true;
  }

  @Subscription(() => ProjectChangeType, {
    subscribe: subscribeToChanges,
    description: "The project's changes as they are recorded (answers, documents, runs, assessments) with who made them, from any gateway; ends when the caller leaves or is removed from the workspace.",
  })
  projectChanges(@Arg('projectId', () => ID, { description: 'A project of one of your workspaces.' }) _projectId: string, @Root() change: ProjectChangeType): ProjectChangeType {
    return change;
  }

  @Subscription(() => [ProjectPresenceType], {
    subscribe: subscribeToPresence,
    description: 'Who has the project open and which question each edits (see setPresence): the full list now and after every change, an expiry included.',
  })
  projectPresence(@Arg('projectId', () => ID, { description: 'A project of one of your workspaces.' }) _projectId: string, @Root() rows: PresenceRow[]): ProjectPresenceType[] {
    return rows.map((row) => ({ user: { id: row.userId, username: row.username, name: row.name }, editingQuestionId: row.editingQuestionId }));
  }
}
