import type { Em } from '../../db/orm.js';
import { connectionFrom, type Connection, type InstantIdKey, type PageRequest } from '../../lib/connection.js';
import type { Project } from '../projects/project.entity.js';
import { AnalysisRun } from './analysis-run.entity.js';
import type { AnalysisRunType } from './analysis.types.js';
import { runPageOf } from './run-page.repository.js';
import { presentRun, type QuestionLookup } from './run.presenter.js';

/**
 * A page of the project's runs, newest first, by cursor (keyset on createdAt, id: a run started while someone pages
 * shifts nothing). The caller has checked the project is the user's. A run deleted between the two reads is left out.
 */
export async function runsPage(em: Em, project: Project, page: PageRequest<InstantIdKey>, lookup: QuestionLookup): Promise<Connection<AnalysisRunType>> {
  const { rows, total } = await runPageOf(em, project.id, page.size + 1, page.after);
  const runs = new Map((await em.find(AnalysisRun, { id: { $in: rows.map((row) => row.id) } })).map((run) => [run.id, run]));
  return connectionFrom(rows, page, total, (row) => row.key, (row) => {
    const run = runs.get(row.id);
    return run && presentRun(run, lookup);
  });
}
