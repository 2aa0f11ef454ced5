/**
 * Loads per-item values in one batch: every `load(key)` made while GraphQL resolves one list (the same turn of the
 * event loop) is answered by a single `loadMany(keys)`. One loader per request (see `perRequest`), so nothing is
 * cached across requests or users. What DataLoader does, in the few lines this gateway needs.
 *
 *   const allowance = perRequest((ids: number[]) => allowancesOf(em, ids));
 *   allowance(ctx.em).load(project.id)
 */
export class BatchLoader<K, V> {
  private pending: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>) {}

  load(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      if (this.pending.length === 0) process.nextTick(() => void this.flush());
      this.pending.push({ key, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      const values = await this.loadMany([...new Set(batch.map((b) => b.key))]);
      for (const { key, resolve, reject } of batch) {
        if (values.has(key)) resolve(values.get(key)!);
        else reject(new Error(`batch loader: no value for ${String(key)}`));
      }
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }
}

/** One loader per request scope object (the request's entity manager), created on first use. */
export function perRequest<S extends object, K, V>(create: (scope: S) => (keys: K[]) => Promise<Map<K, V>>): (scope: S) => BatchLoader<K, V> {
  const loaders = new WeakMap<S, BatchLoader<K, V>>();
  return (scope) => {
    let loader = loaders.get(scope);
    if (!loader) {
      loader = new BatchLoader(create(scope));
      loaders.set(scope, loader);
    }
    return loader;
  };
}
