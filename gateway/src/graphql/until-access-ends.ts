import type { Context } from './context.type.js';

/**
 * A project's subscription stream that ends when its subscriber may no longer see the project (removed from or
 * left its workspace, on any gateway) or its credential is revoked, as the run's SSE stream does; the watch stops
 * when the stream closes. Every subscription about a project (changes, presence, run progress, extractions) is
 * returned through it.
 */
export function untilAccessEnds<T>(context: Context, projectId: number, stream: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  const { services, user, credential, em } = context;
  const stillMember = async (check: typeof em) => (await services.workspaces.projectAccess(check, user!.id, projectId, 'viewer')) !== undefined;
  const unwatch = credential ? services.credentials.watch(credential, () => em.fork(), () => void stream.return?.(), stillMember) : () => undefined;
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      const step = await stream.next();
      if (step.done) unwatch();
      return step;
    },
    async return() {
      unwatch();
      return (await stream.return?.()) ?? { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
