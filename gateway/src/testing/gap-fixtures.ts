import type { AnswerStatus, ElementState } from '@gap/schema';
import { testTypeQuestions } from '../modules/questions/bank/index.js';
import type { BankQuestion } from '../modules/questions/bank/types.js';
import { putTestType } from './assessment-calls.js';
import { signUp } from './factories.js';
import type { ApiClient } from './http-client.js';
import type { TestApp } from './test-app.js';

/** What `answerAll` saves for one question: a text alone, or a structured answer (text optional with a status). */
export type AnswerBody = string | { answer?: string; status?: AnswerStatus; elements?: { rubricKey: string; state: ElementState }[] };

/** An answer stated implemented with every rubric element marked in place. */
export const completeAnswer = (q: BankQuestion): AnswerBody => ({
  answer: `We have this in place: ${q.rubric.map((e) => e.requirement.toLowerCase()).join('; ')}.`,
  status: 'implemented',
  elements: q.rubric.map((e) => ({ rubricKey: e.key, state: 'in_place' })),
});

/** An answer stated not implemented (every element then reads missing). */
export const notImplementedAnswer = (): AnswerBody => ({ answer: 'Not implemented yet.', status: 'not_implemented' });

/** A signed-up user with a project of the given test type, and ways to answer it and to grant credits. */
export async function gapProject(app: TestApp, api: ApiClient, testType: string) {
  const session = await signUp(api);
  const userId = Number((await session.client.get('/api/user')).body.id);
  const { id: projectId } = (await session.client.post('/api/projects', { name: 'ISMS gap 2026', scope: 'Head office and cloud platform' })).body as { id: number };
  const put = await putTestType(session.client, projectId, { testType });
  if (put.status !== 200) throw new Error(`test type: ${put.status}`);
  const questions = testTypeQuestions[testType]!;
  let n = 0;
  return {
    ...session,
    userId,
    projectId,
    questions,
    /** Saves a manual answer to each question (from `answerFor`, default complete), skipping `except`. */
    async answerAll(answerFor: (q: BankQuestion) => AnswerBody = completeAnswer, except: readonly string[] = []) {
      for (const q of questions) {
        if (except.includes(q.id)) continue;
        const body = answerFor(q);
        const res = await session.client.post(`/api/projects/${projectId}/assessment-answers`, { questionId: q.id, ...(typeof body === 'string' ? { answer: body } : body) });
        if (res.status !== 200) throw new Error(`answer ${q.id}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    },
    grant: (quantity: 1 | 5 | 10) =>
      app.services.credits.recordPurchase(app.database.orm.em.fork(), {
        userId,
        packageId: quantity === 1 ? 'single' : quantity === 5 ? 'five_pack' : 'ten_pack',
        quantity,
        amountCents: 100,
        currency: 'usd',
        provider: 'demo',
        paymentIntentId: `pi_gap_${userId}_${n++}`,
      }),
    balance: async () => (await session.client.get('/api/credits')).body.availableCredits as number,
    run: () => session.client.post(`/api/projects/${projectId}/gap-assessment`),
  };
}
