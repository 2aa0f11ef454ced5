import { databaseNoticeSql } from '../../db/change-feed.js';
import type { Em } from '../../db/orm.js';
import { utcIso } from '../../db/sql-time.js';

/** The change-feed topic of who has a project open: the id is the project's. */
export const presenceTopic = 'project-presence';

export interface PresenceRow {
  userId: number;
  username: string;
  /** First and last name, else the username: how the product names a person. */
  name: string;
  editingQuestionId: string | null;
  expiresAt: string;
}

/** Marks the user present on the project until `ttlSeconds` from now, and announces it (every gateway hears it). */
export async function refreshPresence(em: Em, projectId: number, userId: number, editingQuestionId: string | null, ttlSeconds: number): Promise<void> {
  await em.execute(
    `with "row" as (
       insert into "project_presence" ("project_id", "user_id", "editing_question_id", "expires_at")
       values (?, ?, ?, now() + make_interval(secs => ?))
       on conflict ("project_id", "user_id") do update set "editing_question_id" = excluded."editing_question_id", "expires_at" = excluded."expires_at"
       returning "project_id")
     select ${databaseNoticeSql(presenceTopic, '"row"."project_id"')} from "row"`,
    [projectId, userId, editingQuestionId, ttlSeconds],
  );
}

/** Who is present on the project now (expired entries are dropped on the way), by username. */
export async function presentUsers(em: Em, projectId: number): Promise<PresenceRow[]> {
  await em.execute(`delete from "project_presence" where "project_id" = ? and "expires_at" <= now()`, [projectId]);
  const rows = await em.execute<{ user_id: number; username: string; name: string; editing_question_id: string | null; expires_at: string }[]>(
    `select pp."user_id", u."username",
       coalesce(nullif(trim(concat_ws(' ', u."first_name", u."last_name")), ''), u."username") as "name",
       pp."editing_question_id", ${utcIso('pp."expires_at"')} as "expires_at"
     from "project_presence" pp join "users" u on u."id" = pp."user_id"
     where pp."project_id" = ? and pp."expires_at" > now() order by u."username"`,
    [projectId],
  );
  return rows.map((r) => ({ userId: Number(r.user_id), username: r.username, name: r.name, editingQuestionId: r.editing_question_id, expiresAt: r.expires_at }));
}
