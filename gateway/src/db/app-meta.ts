import type { Em } from './orm.js';

/**
 * The app_meta key-value table: what startup work has already done (e.g. the fingerprint of the loaded
 * question bank), so a restart can skip it.
 */
export async function readAppMeta(em: Em, key: string): Promise<string | undefined> {
  const [row] = await em.execute<{ value: string }[]>('select "value" from "app_meta" where "key" = ?', [key]);
  return row?.value;
}

export async function writeAppMeta(em: Em, key: string, value: string): Promise<void> {
  await em.execute(
    'insert into "app_meta" ("key", "value") values (?, ?) on conflict ("key") do update set "value" = excluded."value", "updated_at" = now()',
    [key, value],
  );
}
