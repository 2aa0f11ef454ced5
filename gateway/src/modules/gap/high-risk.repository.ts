import type { Em } from '../../db/orm.js';
import type { HighRiskFindingCounter } from '../projects/dashboard.service.js';

/** Dashboard: high-risk findings of the latest assessment of each of the workspace's projects. */
export const countLatestHighRiskFindings: HighRiskFindingCounter = async (em: Em, workspaceId: number) => {
  const [row] = await em.execute<{ total: number }[]>(
    `select coalesce(sum(latest."high_risk"), 0)::int as total
     from "projects" p
     cross join lateral (
       select g."high_risk" from "gap_assessments" g where g."project_id" = p."id" order by g."created_at" desc, g."id" desc limit 1
     ) latest
     where p."workspace_id" = ?`,
    [workspaceId],
  );
  return Number(row?.total ?? 0);
};
