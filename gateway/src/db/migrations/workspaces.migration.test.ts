import { migrationTimeoutMs, openUnmigratedOrm } from './testing/unmigrated-orm.js';

/**
 * Workspaces on a database the previous release filled: every user gets a personal workspace they own and work in,
 * and their projects, credit purchases, spends and checkouts move into it; nothing is lost, and down() undoes it.
 */
const previousRelease = 'Migration20261129400000_payment_lifecycle';

test("each user's projects, credits and checkouts move into a personal workspace they own; down() restores the previous shape", async () => {
  const { orm, close } = await openUnmigratedOrm();
  try {
    await orm.migrator.up({ to: previousRelease });
    const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => orm.em.getConnection().execute(query, params) as Promise<T[]>;
    for (const name of ['alice', 'bob', "o'brien"]) {
      await sql(`insert into "users" ("username", "email", "password_hash", "created_at", "updated_at") values (?, ?, 'x', now(), now())`, [name, `${name.replace("'", '')}@example.com`]);
    }
    for (const [owner, name] of [[1, 'A1'], [1, 'A2'], [2, 'B1']] as const) {
      await sql(`insert into "projects" ("owner_id", "name", "created_at", "updated_at") values (?, ?, now(), now())`, [owner, name]);
    }
    for (const [user, intent, remaining] of [[1, 'pi_a', 4], [2, 'pi_b', 1]] as const) {
      await sql(
        `insert into "credit_purchases" ("user_id", "package_id", "quantity", "remaining", "amount_cents", "currency", "provider", "payment_intent_id") values (?, 'five_pack', 5, ?, 39900, 'usd', 'demo', ?)`,
        [user, remaining, intent],
      );
    }
    await sql(`insert into "credit_consumptions" ("user_id", "purchase_id", "project_id", "reason") values (1, 1, 1, 'gap_assessment')`);
    await sql(`insert into "payment_checkouts" ("user_id", "package_id", "provider", "payment_intent_id", "amount_cents", "status") values (2, 'single', 'demo', 'pi_open', 9900, 'requires_payment_method')`);

    await orm.migrator.up();

    const workspaces = await sql<{ id: number; name: string; personal: boolean; created_by_id: number }>('select "id", "name", "personal", "created_by_id" from "workspaces" order by "created_by_id"');
    expect(workspaces.map((w) => [w.name, w.personal, Number(w.created_by_id)])).toEqual([["alice's workspace", true, 1], ["bob's workspace", true, 2], ["o'brien's workspace", true, 3]]);
    const wsOf = new Map(workspaces.map((w) => [Number(w.created_by_id), Number(w.id)]));
    const members = await sql<{ workspace_id: number; user_id: number; role: string; current: boolean }>('select "workspace_id", "user_id", "role", "current" from "workspace_members" order by "user_id"');
    expect(members.map((m) => [Number(m.workspace_id), Number(m.user_id), m.role, m.current])).toEqual([1, 2, 3].map((u) => [wsOf.get(u), u, 'owner', true]));
    const projects = await sql<{ name: string; owner_id: number; workspace_id: number }>('select "name", "owner_id", "workspace_id" from "projects" order by "id"');
    expect(projects.map((p) => [p.name, Number(p.owner_id), Number(p.workspace_id)])).toEqual([['A1', 1, wsOf.get(1)], ['A2', 1, wsOf.get(1)], ['B1', 2, wsOf.get(2)]]);
    const purchases = await sql<{ user_id: number; workspace_id: number; remaining: number }>('select "user_id", "workspace_id", "remaining" from "credit_purchases" order by "id"');
    expect(purchases.map((p) => [Number(p.user_id), Number(p.workspace_id), p.remaining])).toEqual([[1, wsOf.get(1), 4], [2, wsOf.get(2), 1]]);
    expect((await sql<{ workspace_id: number }>('select "workspace_id" from "credit_consumptions"')).map((c) => Number(c.workspace_id))).toEqual([wsOf.get(1)]);
    expect((await sql<{ workspace_id: number }>('select "workspace_id" from "payment_checkouts"')).map((c) => Number(c.workspace_id))).toEqual([wsOf.get(2)]);

    await orm.migrator.down({ to: previousRelease });
    expect((await sql<{ n: number }>(`select count(*)::int as "n" from information_schema.tables where table_name in ('workspaces', 'workspace_members')`))[0]!.n).toBe(0);
    expect((await sql<{ n: number }>('select count(*)::int as "n" from "projects"'))[0]!.n).toBe(3);
    expect((await sql<{ n: number }>('select sum("remaining")::int as "n" from "credit_purchases"'))[0]!.n).toBe(5);
  } finally {
    await close();
  }
}, migrationTimeoutMs);
