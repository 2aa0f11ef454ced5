import OpenAI from 'openai';
import { z } from 'zod';
import type { OpenAiSettings } from '../../../config/ai-settings.js';
import type { BankQuestion } from '../../questions/bank/index.js';
import { concurrencyLimit } from './concurrency-limit.js';
import type { AnalysisEngine, EngineAnswer, EvidenceItem } from './engine.types.js';
import { retrieveCandidates } from './evidence-retrieval.js';
import { defaultTuning } from './evidence-scoring.js';
import { buildRequest, outputTokensFor, passagesWithinBudget, type Passage } from './openai-prompt.js';
import { planQuestion } from './question-plan.js';
import { collapseWhitespace, verifyQuote } from './quote.js';

const modelAnswer = z.object({
  answer: z.string(),
  elements: z.array(z.object({ rubricKey: z.string(), evidenced: z.boolean(), passageId: z.string(), quote: z.string(), statement: z.string() })),
});
type ModelAnswer = z.infer<typeof modelAnswer>;

/** The model could not answer (after the client's retries) and the offline engine had nothing either. */
export class ModelFailure extends Error {
  override readonly name = 'ModelFailure';
}

/**
 * The OpenAI-compatible engine: the model sees only the passages retrieved for the question and answers as
 * structured output; every quote is checked verbatim against the passage it cites and dropped if absent,
 * and an answer left without a checked quote is an abstention. Calls are bounded in number, time and
 * tokens; 429/5xx/timeouts are retried with backoff honouring Retry-After (the official client does this).
 * When the model still fails, the offline engine's answer is used, marked `fallback`.
 */
export function createOpenAiEngine(settings: OpenAiSettings, fallback: AnalysisEngine): AnalysisEngine {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, timeout: settings.timeoutMs, maxRetries: settings.maxRetries });
  const limit = concurrencyLimit(settings.maxConcurrency);
  const outputTokens = outputTokensFor(settings.tokenBudget);

  return {
    name: 'openai',
    async answer(em, projectId, question, signal) {
      const hits = await retrieveCandidates(em, projectId, planQuestion(question), defaultTuning.chunksPerElement, signal);
      const passages = passagesWithinBudget(settings.model, question, hits, settings.tokenBudget);
      if (!passages.length) return null;
      let parsed: ModelAnswer;
      try {
        parsed = await limit(() => ask(client, buildRequest(settings.model, question, passages, outputTokens), settings.maxRetries, signal));
      } catch (error) {
        if (signal?.aborted) throw error;
        const offline = await fallback.answer(em, projectId, question, signal);
        if (!offline) throw new ModelFailure(`model failed and the offline engine abstained: ${(error as Error).message}`, { cause: error });
        return { ...offline, engine: 'offline', fallback: true };
      }
      return verifiedAnswer(question, passages, parsed);
    },
  };
}

/** One question to the model; a reply that is not the schema's JSON is asked again, within the retry allowance. */
async function ask(client: OpenAI, request: ReturnType<typeof buildRequest>, retries: number, signal?: AbortSignal): Promise<ModelAnswer> {
  let lastError: Error = new Error('no attempt');
  for (let attempt = 0; attempt <= retries; attempt++) {
    const completion = await client.chat.completions.create(request, { signal });
    const content = completion.choices[0]?.message?.content ?? '';
    try {
      return modelAnswer.parse(JSON.parse(content));
    } catch (error) {
      lastError = new Error(`malformed model answer: ${(error as Error).message.slice(0, 200)}`);
    }
  }
  throw lastError;
}

/** Only elements whose quote is found verbatim in the cited passage survive; none left is an abstention. */
export function verifiedAnswer(question: BankQuestion, passages: readonly Passage[], parsed: ModelAnswer): EngineAnswer | null {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const rubric = new Map(question.rubric.map((e) => [e.key, e]));
  const seen = new Set<string>();
  const kept: { item: EvidenceItem; statement: string }[] = [];
  for (const element of parsed.elements) {
    const passage = byId.get(element.passageId);
    if (!element.evidenced || !passage || !rubric.has(element.rubricKey) || seen.has(element.rubricKey)) continue;
    if (!verifyQuote(passage.hit.text, element.quote)) continue;
    seen.add(element.rubricKey);
    const { hit } = passage;
    kept.push({
      item: {
        documentId: hit.documentId,
        documentName: hit.documentName,
        page: hit.pageNumber,
        section: hit.pageNumber === null ? hit.sectionLabel : null,
        quote: collapseWhitespace(element.quote),
        rubricKey: element.rubricKey,
      },
      statement: element.statement.trim(),
    });
  }
  if (!kept.length) return null;
  const claimed = parsed.elements.filter((e) => e.evidenced).length;
  // The model's own summary is used only when every quote it relied on checked out.
  const answer =
    claimed === kept.length && parsed.answer.trim()
      ? parsed.answer.trim()
      : kept.map((k) => `${k.statement || rubric.get(k.item.rubricKey)!.requirement}: "${k.item.quote}"`).join('\n\n');
  return { answer, coverage: kept.length / question.rubric.length, evidence: kept.map((k) => k.item), engine: 'openai' };
}
