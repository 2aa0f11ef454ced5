import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, usesPostgres } from '../../testing/test-app.js';
import { testTypeQuestions } from '../questions/bank/index.js';
import { clausesTestType, projectWithDocuments, scriptedEngine, startRun, waitForRun } from './testing/analysis-test-kit.js';

/**
 * One database kept across two gateway starts, with raw SQL access while no gateway runs, to leave runs as a
 * crashed process would (running, claimed by a worker that no longer exists, heartbeat long past).
 */
async function keptDatabase(): Promise<{ env: Record<string, string>; sql(statement: string): Promise<void>; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-recovery-'));
  // The same signing secret for both starts, so sign-in tokens of the first still work on the second.
  const JWT_SECRET = randomBytes(32).toString('hex');
  if (!usesPostgres) {
    return {
      env: { DATA_DIR: dataDir, JWT_SECRET },
      async sql(statement: string) {
        const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
        await db.exec(statement);
        await db.close();
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `gap_recovery_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string, url = adminUrl) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, JWT_SECRET, DATABASE_URL: url.toString() },
    sql: (statement: string) => admin(statement, url.toString()),
    async drop() {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('analysis run recovery at start-up', () => {
  it('resumes a run a dead process left running after the questions it had done, and fails one interrupted too often', async () => {
    const db = await keptDatabase();
    try {
      const first = await startTestApp(db.env, { analysisEngine: scriptedEngine(), analysisWorker: { pollMs: 200 } });
      const resumable = await projectWithDocuments(first.url);
      const runA = await waitForRun(resumable.client, (await startRun(resumable.client, resumable.projectId)).body.runId);
      const doomed = await projectWithDocuments(first.url);
      const runB = await waitForRun(doomed.client, (await startRun(doomed.client, doomed.projectId)).body.runId);
      expect([runA.status, runB.status]).toEqual(['completed', 'completed']);
      await first.close();

      // The crash: both runs still marked running by a worker that is gone; B has been interrupted 3 times already.
      const crashed = `status = 'running', finished_at = null, claimed_by = 'gone-host:1:dead', heartbeat_at = now() - interval '1 hour', current_question_id = 'c-4-1'`;
      await db.sql(`update analysis_runs set ${crashed}, processed = 10, succeeded = 10, attempts = 1 where id = ${runA.runId};
                    update analysis_runs set ${crashed}, processed = 4, succeeded = 4, attempts = 3 where id = ${runB.runId};`);

      const engine = scriptedEngine();
      const second = await startTestApp(db.env, { analysisEngine: engine, analysisWorker: { pollMs: 200 } });
      try {
        const resumed = await waitForRun(new ApiClient(second.url, resumable.token), runA.runId);
        expect(resumed).toEqual(expect.objectContaining({ status: 'completed', processed: 30, succeeded: 30, percent: 100 }));
        // Only the questions after the ten already done were asked again.
        expect(engine.calls).toEqual(testTypeQuestions[clausesTestType]!.slice(10).map((q) => q.id));

        const failedRun = await waitForRun(new ApiClient(second.url, doomed.token), runB.runId);
        expect(failedRun).toEqual(expect.objectContaining({ status: 'failed', processed: 4, error: expect.stringContaining('interrupted 3 times') }));
        expect(failedRun.finishedAt).not.toBeNull();
      } finally {
        await second.close();
      }
    } finally {
      await db.drop();
    }
  }, 60_000);
});
