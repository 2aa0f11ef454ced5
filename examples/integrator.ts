/**
 * An integrator's run through the gap assessment API with a personal API token (read-write scope):
 * create a project, upload policy documents, start the AI analysis and follow it over a GraphQL
 * subscription, answer what the documents did not, run the gap assessment (one credit) and download the
 * Excel export. Each step prints its time, and the run ends with the total.
 *
 *   GAP_URL=http://localhost:3000 GAP_TOKEN=gap_... node examples/integrator.ts policy.pdf [more files]
 *
 * Node 24 runs this file as it is (type stripping), so it uses only erasable TypeScript. Its only
 * dependency is the graphql-ws client; HTTP goes through the global fetch, the socket through the global
 * WebSocket. The operation names and REST paths are those of /docs/api.
 */
import { openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from 'graphql-ws';

export interface Options {
  /** The gateway, e.g. http://localhost:3000. */
  baseUrl: string;
  /** A personal API token (`gap_...`, read-write scope), or a sign-in token. */
  token: string;
  /** Paths of the policy documents to upload (.pdf, .docx, .doc, .xlsx). */
  documents: string[];
  testType?: string;
  projectName?: string;
  /** The manual answer saved for each question the documents did not answer. */
  unansweredAnswer?: string;
  /** Where to write the workbook; by default the name the server gives it, in the current directory. */
  output?: string;
  log?: (line: string) => void;
}

export interface Outcome {
  projectId: string;
  runId: string;
  aiAnswers: number;
  manualAnswers: number;
  assessment: GapAssessmentResult;
  exportPath: string;
  totalMs: number;
}

interface GapAssessmentResult {
  assessmentId: string;
  findings: number;
  highRisk: number;
  mediumRisk: number;
  lowRisk: number;
}

interface RunState {
  runId: string;
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
  processed: number;
  totalQuestions: number;
  succeeded: number;
  percent: number;
  error: string | null;
  currentQuestion: { controlRef: string; title: string } | null;
}

export const defaultTestType = 'ISO 27001:2022 Clauses 4-10';
export const defaultUnansweredAnswer = 'Not in place yet.';

/** An answer the API refused: the HTTP status and, for GraphQL, the error code (extensions.code). */
export class ApiError extends Error {
  status: number;
  code: string | undefined;
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The account cannot pay for the gap assessment: said before anything is created, and again if it runs out meanwhile. */
export class NoCreditError extends Error {
  constructor() {
    super(
      'This account has no credit: a gap assessment costs one. Buy one on the Assessment Credits page ' +
        '(the demo payment provider accepts the test card 4242 4242 4242 4242) and run this again.',
    );
  }
}

const operations = {
  account: 'query Account { me { username } credits { availableCredits } }',
  createProject: 'mutation CreateProject($input: CreateProjectInput!) { createProject(input: $input) { id name } }',
  startAnalysis:
    'mutation StartAnalysis($projectId: ID!, $testType: String!) { startAnalysisRun(projectId: $projectId, testType: $testType) { run { runId status totalQuestions engine } } }',
  runProgress:
    'subscription RunProgress($runId: ID!) { runProgress(runId: $runId) { type data { runId status processed totalQuestions succeeded percent error currentQuestion { controlRef title } } } }',
  questionnaire: 'query Questionnaire($projectId: ID!) { assessmentAnswers(projectId: $projectId) { question { id controlRef } answer { source } } }',
  saveAnswer: 'mutation SaveAnswer($input: SaveAnswerInput!) { saveAnswer(input: $input) { id } }',
  runGapAssessment:
    'mutation RunGapAssessment($projectId: ID!) { runGapAssessment(projectId: $projectId) { assessmentId findings highRisk mediumRisk lowRisk } }',
} as const;

export async function main(options: Options): Promise<Outcome> {
  const log = options.log ?? ((line: string) => console.log(line));
  const base = options.baseUrl.replace(/\/+$/, '');
  const auth = { authorization: `Bearer ${options.token}` };
  const testType = options.testType ?? defaultTestType;
  const started = performance.now();
  const steps = 8;
  let n = 0;

  /** Runs one step and prints its number, name, duration and outcome. */
  async function step<T>(name: string, work: () => Promise<T>, outcome: (result: T) => string): Promise<T> {
    const label = `[${++n}/${steps}] ${name}`;
    log(`${label} ...`);
    const t0 = performance.now();
    const result = await work();
    log(`${label}: ${outcome(result)} (${seconds(performance.now() - t0)})`);
    return result;
  }

  async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await res.json().catch(() => ({}))) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
    const error = body.errors?.[0];
    if (error) throw new ApiError(error.message, res.status, error.extensions?.code);
    if (!res.ok || !body.data) throw new ApiError(`GraphQL answered HTTP ${res.status}`, res.status);
    return body.data;
  }

  // 1. Who the token acts for, and whether the gap assessment at the end can be paid for.
  const account = await step(
    'Check the account',
    () => graphql<{ me: { username: string }; credits: { availableCredits: number } }>(operations.account),
    (a) => `${a.me.username}, ${a.credits.availableCredits} credit(s)`,
  );
  if (account.credits.availableCredits < 1) throw new NoCreditError();

  // 2. A project (GraphQL createProject).
  const project = await step(
    'Create the project',
    async () => (await graphql<{ createProject: { id: string; name: string } }>(operations.createProject, { input: { name: options.projectName ?? `API example ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`, scope: 'Created by examples/integrator.ts' } })).createProject,
    (p) => `project ${p.id} "${p.name}"`,
  );

  // 3. The documents (REST multipart, one file per call in the field `file`).
  await step(
    'Upload the documents',
    async () => {
      const uploaded: { name: string; textStatus: string; pageCount: number | null; chunkCount: number }[] = [];
      for (const file of options.documents) uploaded.push(await upload(base, auth, project.id, file));
      return uploaded;
    },
    (docs) => docs.map((d) => `${d.name} (${d.textStatus}, ${d.pageCount ?? 'no'} pages, ${d.chunkCount} passages)`).join('; '),
  );

  // 4. The AI analysis (GraphQL startAnalysisRun): queued at once, processed by the gateway's worker.
  const run = await step(
    'Start the AI analysis',
    async () => (await graphql<{ startAnalysisRun: { run: { runId: string; status: string; totalQuestions: number; engine: string } } }>(operations.startAnalysis, { projectId: project.id, testType })).startAnalysisRun.run,
    (r) => `run ${r.runId} ${r.status}, ${r.totalQuestions} questions of "${testType}", ${r.engine} engine`,
  );

  // 5. Its progress over graphql-ws until the terminal event.
  const finished = await step(
    'Follow the analysis (runProgress subscription)',
    () => followRun(base, options.token, run.runId, log),
    ({ state, events }) => `${state.status}, ${state.succeeded} of ${state.totalQuestions} answered from the documents, ${events} events`,
  );
  if (finished.state.status !== 'completed') throw new Error(`The analysis ${finished.state.status}${finished.state.error ? `: ${finished.state.error}` : ''}`);

  // 6. The gap assessment needs every applicable question answered: save a manual answer where the documents had none.
  const answered = await step(
    'Answer the remaining questions',
    async () => {
      const items = (await graphql<{ assessmentAnswers: { question: { id: string }; answer: { source: string } | null }[] }>(operations.questionnaire, { projectId: project.id })).assessmentAnswers;
      const open = items.filter((i) => !i.answer);
      for (const item of open) {
        await graphql(operations.saveAnswer, { input: { projectId: project.id, questionId: item.question.id, answer: options.unansweredAnswer ?? defaultUnansweredAnswer } });
      }
      return { ai: items.filter((i) => i.answer?.source === 'ai').length, manual: open.length };
    },
    (a) => `${a.ai} AI answers kept, ${a.manual} answered "${options.unansweredAnswer ?? defaultUnansweredAnswer}"`,
  );

  // 7. The gap assessment (GraphQL runGapAssessment): spends one credit.
  const assessment = await step(
    'Run the gap assessment (one credit)',
    async () => {
      try {
        return (await graphql<{ runGapAssessment: GapAssessmentResult }>(operations.runGapAssessment, { projectId: project.id })).runGapAssessment;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'PAYMENT_REQUIRED') throw new NoCreditError();
        throw error;
      }
    },
    (a) => `assessment ${a.assessmentId}: ${a.findings} findings (${a.highRisk} high, ${a.mediumRisk} medium, ${a.lowRisk} low risk)`,
  );

  // 8. Its workbook (REST GET /api/projects/:id/export).
  const exportPath = await step(
    'Download the Excel export',
    () => downloadExport(base, auth, project.id, assessment.assessmentId, options.output),
    (file) => `saved ${file}`,
  );

  const totalMs = performance.now() - started;
  log(`Total: ${seconds(totalMs)}`);
  return { projectId: project.id, runId: run.runId, aiAnswers: answered.ai, manualAnswers: answered.manual, assessment, exportPath, totalMs };
}

/** POST /api/projects/:id/documents, retrying after the Retry-After the gateway sends when it is busy (429/503). */
async function upload(base: string, auth: Record<string, string>, projectId: string, file: string) {
  for (let attempt = 1; ; attempt++) {
    const form = new FormData();
    form.append('file', await openAsBlob(file), path.basename(file));
    const res = await fetch(`${base}/api/projects/${projectId}/documents`, { method: 'POST', headers: auth, body: form });
    const retryAfter = Number(res.headers.get('retry-after'));
    if ((res.status === 429 || res.status === 503) && attempt < 3 && retryAfter > 0) {
      await res.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      continue;
    }
    const body = (await res.json().catch(() => ({}))) as { message?: string; name: string; textStatus: string; pageCount: number | null; chunkCount: number };
    if (res.status !== 201) throw new ApiError(`Upload of ${file} refused (${res.status}): ${body.message ?? res.statusText}`, res.status);
    return body;
  }
}

/**
 * Subscribes to runProgress over graphql-ws (the token in connectionParams). The first event is the run's
 * current state, so nothing is missed between starting the run and subscribing; the subscription completes
 * after the terminal event.
 */
function followRun(base: string, token: string, runId: string, log: (line: string) => void): Promise<{ state: RunState; events: number }> {
  const client = createClient({ url: `${base.replace(/^http/, 'ws')}/graphql`, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  let state: RunState | undefined;
  let events = 0;
  let shownQuarter = -1;
  return new Promise<{ state: RunState; events: number }>((resolve, reject) => {
    client.subscribe<{ runProgress: { type: string; data: RunState } }>(
      { query: operations.runProgress, variables: { runId } },
      {
        next: (result) => {
          if (result.errors?.length) return reject(new ApiError(result.errors[0]!.message, 200, String(result.errors[0]!.extensions?.code ?? '')));
          const event = result.data!.runProgress;
          state = event.data;
          events++;
          // A line per quarter of the way, not per question.
          const quarter = Math.floor(state.percent / 25);
          if (event.type !== 'progress' || quarter > shownQuarter) {
            shownQuarter = quarter;
            const at = state.currentQuestion && event.type === 'progress' ? `, at ${state.currentQuestion.controlRef} ${state.currentQuestion.title}` : '';
            log(`      ${event.type}: ${state.status} ${state.processed}/${state.totalQuestions} (${state.percent.toFixed(0)} %)${at}`);
          }
        },
        error: (error) => reject(Array.isArray(error) ? new ApiError(String(error[0]?.message), 200) : error instanceof Error ? error : new Error(`The subscription closed: ${describeClose(error)}`)),
        complete: () => (state ? resolve({ state, events }) : reject(new Error('The subscription ended without an event'))),
      },
    );
  }).finally(() => client.dispose());
}

function describeClose(event: unknown): string {
  const { code, reason } = (event ?? {}) as { code?: number; reason?: string };
  return code === 4403 ? 'the token was refused (4403)' : `${code ?? 'unknown code'} ${reason ?? ''}`.trim();
}

/** GET /api/projects/:id/export, saved under `output` or the readable name of Content-Disposition's filename*. */
async function downloadExport(base: string, auth: Record<string, string>, projectId: string, assessmentId: string, output?: string): Promise<string> {
  const res = await fetch(`${base}/api/projects/${projectId}/export?assessmentId=${encodeURIComponent(assessmentId)}`, { headers: auth });
  if (res.status !== 200) throw new ApiError(`Export refused (${res.status}): ${await res.text()}`, res.status);
  const bytes = Buffer.from(await res.arrayBuffer());
  const named = /filename\*=UTF-8''([^;]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  // The readable name holds the project's name: keep it to one file name that any file system takes.
  const file = output ?? (named ? decodeURIComponent(named).replace(/[\\/:*?"<>|\x00-\x1f]/g, '_') : `gap-assessment-${projectId}.xlsx`);
  await writeFile(file, bytes);
  return file;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

if (import.meta.main) {
  const token = process.env.GAP_TOKEN;
  const documents = process.argv.slice(2);
  if (!token || !documents.length) {
    console.error('Usage: GAP_URL=http://localhost:3000 GAP_TOKEN=gap_... node examples/integrator.ts <policy document> [more documents]');
    console.error('Optional: GAP_TEST_TYPE, GAP_PROJECT_NAME, GAP_UNANSWERED (the answer saved where the documents have none), GAP_OUTPUT (the .xlsx path).');
    process.exit(2);
  }
  try {
    await main({
      baseUrl: process.env.GAP_URL ?? 'http://localhost:3000',
      token,
      documents,
      testType: process.env.GAP_TEST_TYPE,
      projectName: process.env.GAP_PROJECT_NAME,
      unansweredAnswer: process.env.GAP_UNANSWERED,
      output: process.env.GAP_OUTPUT,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
