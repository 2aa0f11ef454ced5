import type { ApiClient } from './http-client.js';
import type { TestApp } from './test-app.js';
import { signUp } from './factories.js';
import { putTestType } from './assessment-calls.js';
import { testTypeQuestions } from '../modules/questions/bank/index.js';
import type { BankQuestion } from '../modules/questions/bank/types.js';

/** An answer that evidences every rubric element of the question (one phrase each). */
export const completeAnswer = (q: BankQuestion) => `We have this in place: ${q.rubric.map((e) => e.evidencePhrases[0]).join('; ')}.`;

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
    /** Saves a manual answer to each question (the text from `answerFor`, default complete), skipping `except`. */
    async answerAll(answerFor: (q: BankQuestion) => string = completeAnswer, except: readonly string[] = []) {
      for (const q of questions) {
        if (except.includes(q.id)) continue;
        const res = await session.client.post(`/api/projects/${projectId}/assessment-answers`, { questionId: q.id, answer: answerFor(q) });
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
