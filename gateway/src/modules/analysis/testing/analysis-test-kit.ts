import { buildDocx, buildPdf } from '../../../testing/document-fixtures.js';
import { signUp } from '../../../testing/factories.js';
import { ApiClient, type ApiResponse } from '../../../testing/http-client.js';
import { accessControlSections, securityPolicyPages } from '../../../testing/policy-texts.js';
import { uploadDocument } from '../../../testing/uploads.js';
import { testTypes } from '../../questions/bank/index.js';
import type { BankQuestion } from '../../questions/bank/types.js';
import type { AnalysisRunType } from '../analysis.types.js';
import type { AnalysisEngine, EngineAnswer } from '../engine/engine.types.js';

/** Test helpers for the analysis: policy documents written for these tests, a project with them, run polling. */

/** A two-page information security policy (the tests' own wording, policy-texts.ts). */
export function policyPdf(): Promise<Buffer> {
  return buildPdf(securityPolicyPages.map((lines) => [...lines]));
}

/** A Word document on access control and passwords (the tests' own wording, policy-texts.ts). */
export function accessControlDocx(): Promise<Buffer> {
  return buildDocx(accessControlSections.map(({ heading, paragraphs }) => ({ heading, paragraphs: [...paragraphs] })));
}

export interface AnalysisProject {
  client: ApiClient;
  projectId: number;
  token: string;
}

/** A signed-up user with a project and the given documents uploaded (the policy PDF by default). */
export async function projectWithDocuments(baseUrl: string, files?: [string, Buffer][]): Promise<AnalysisProject> {
  const { client, token } = await signUp(new ApiClient(baseUrl));
  const project = await client.post<{ id: number }>('/api/projects', { name: 'Analysis project' });
  for (const [name, bytes] of files ?? [['policy.pdf', await policyPdf()]]) {
    const res = await uploadDocument(client, project.body.id, name, bytes);
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { client, projectId: project.body.id, token };
}

export function startRun(client: ApiClient, projectId: number | string, body: unknown = { testType: clausesTestType }): Promise<ApiResponse> {
  return client.post(`/api/projects/${projectId}/assessment/runs`, body);
}

/** Polls GET /api/runs/{id} until the predicate holds (default: the run has ended). */
export async function waitForRun(client: ApiClient, runId: number, until: (run: AnalysisRunType) => boolean = isEnded, timeoutMs = 20_000): Promise<AnalysisRunType> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<AnalysisRunType>(`/api/runs/${runId}`);
    if (res.status !== 200) throw new Error(`run read failed: ${res.status}`);
    if (until(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${res.body.status} (${res.body.processed}/${res.body.totalQuestions})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const isEnded = (run: AnalysisRunType) => ['completed', 'failed', 'cancelled'].includes(run.status);

/** The smallest test type of the bank (clauses 4-10), so runs stay quick. */
export const clausesTestType = testTypes.clauses;

/**
 * A scripted engine: answers the questions `answers` names (with a made-up but well-formed citation), abstains
 * on the others, fails on `failOn`, and waits `delayMs` per question (honouring the abort signal).
 */
export function scriptedEngine(script: { answers?: (q: BankQuestion) => boolean; failOn?: (q: BankQuestion) => boolean; delayMs?: number } = {}) {
  const calls: string[] = [];
  const engine: AnalysisEngine & { calls: string[] } = {
    name: 'offline',
    calls,
    async answer(em, projectId, question, signal) {
      calls.push(question.id);
      if (script.delayMs) await abortableDelay(script.delayMs, signal);
      if (script.failOn?.(question)) throw new Error('scripted engine failure');
      if (!(script.answers ?? (() => true))(question)) return null;
      const [doc] = await em.execute<{ id: number; name: string }[]>('select "id", "name" from "documents" where "project_id" = ? order by "id" limit 1', [projectId]);
      return scriptedAnswer(question, doc!);
    },
  };
  return engine;
}

function scriptedAnswer(question: BankQuestion, doc: { id: number; name: string }): EngineAnswer {
  const rubricKey = question.rubric[0]!.key;
  const quote = 'This information security policy was approved by the board of directors on 3 March 2026.';
  return { answer: `Scripted answer to ${question.controlRef}.`, coverage: 1 / question.rubric.length, evidence: [{ documentId: doc.id, documentName: doc.name, page: 1, section: null, quote, rubricKey }], engine: 'offline' };
}

function abortableDelay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
