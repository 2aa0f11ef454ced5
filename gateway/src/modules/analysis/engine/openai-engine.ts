import { z } from 'zod';
import type { OpenAiSettings } from '../../../config/ai-settings.js';
import type { BankQuestion } from '../../questions/bank/index.js';
import { citation, evidenceItem, locationOf } from './citation.js';
import { concurrencyLimit } from './concurrency-limit.js';
import { addressesElement } from './element-address.js';
import type { AnalysisEngine, EngineAnswer, EvidenceItem, ModelCheck } from './engine.types.js';
import { askModel, checkModel, modelClient, ModelFailure, ModelUnavailable, samplingOf } from './openai-call.js';
import { buildRequest, outputTokensFor, passagesWithinBudget, type Passage } from './openai-prompt.js';
import { citableUnits } from './passages.js';
import type { EvidencePipeline } from './pipeline.js';
import { matchingPhrases, type ElementPlan, type QuestionPlan } from './question-plan.js';
import { locateSpan, verifyQuote } from './quote.js';
import { stems } from './terms.js';

const modelAnswer = z.object({
  answer: z.string(),
  elements: z.array(z.object({ rubricKey: z.string(), evidenced: z.boolean(), passageId: z.string(), quote: z.string(), statement: z.string() })),
});
type ModelAnswer = z.infer<typeof modelAnswer>;

export { ModelFailure, ProviderRejected } from './engine-errors.js';

/** The OpenAI-compatible engine, with the start-up check of its model. */
export interface OpenAiEngine extends AnalysisEngine {
  /** One cheap call to the configured model (see checkModel); remembered as `lastCheck`. */
  check(signal?: AbortSignal): Promise<ModelCheck>;
  readonly lastCheck: ModelCheck;
}

/**
 * The OpenAI-compatible engine: the model sees only the passages retrieved for the question and answers as
 * structured output; every quote is checked verbatim against the passage it cites and dropped if absent,
 * and an answer left without a checked quote is an abstention. Calls are bounded in number, time and tokens,
 * in one retry loop (openai-call.ts, askModel). A provider that refuses the request (a wrong key, an unknown
 * model, a refused parameter) fails the run (ProviderRejected); a refusal or an answer cut or malformed to the
 * end fails the question (ModelFailure). Only when the provider stays unavailable (timeouts, 429, 5xx) after
 * the retries is the offline engine's answer used, marked `fallback`. The passages are the evidence pipeline's
 * retrieval (pipeline.ts), run up to there.
 */
export function createOpenAiEngine(settings: OpenAiSettings, pipeline: EvidencePipeline, fallback: AnalysisEngine): OpenAiEngine {
  const client = modelClient(settings);
  const limit = concurrencyLimit(settings.maxConcurrency);
  const outputTokens = outputTokensFor(settings.tokenBudget);
  let lastCheck: ModelCheck = { status: 'checking', model: settings.model, provider: settings.baseUrl ? new URL(settings.baseUrl).host : 'api.openai.com', checkedAt: null };

  return {
    name: 'openai',
    get lastCheck() {
      return lastCheck;
    },
    async check(signal) {
      lastCheck = await checkModel(client, settings, signal);
      return lastCheck;
    },
    async answer(em, projectId, question, signal) {
      const { hits, plan } = await pipeline.run(em, projectId, question, { signal, upTo: 'retrieval' });
      const passages = passagesWithinBudget(settings.model, question, hits, settings.tokenBudget);
      if (!passages.length) return null;
      let parsed: ModelAnswer;
      try {
        parsed = await limit(() =>
          askModel(client, settings, {
            request: (cap) => buildRequest(settings.model, question, passages, samplingOf(settings, cap)),
            maxOutputTokens: outputTokens,
            parse: (content) => modelAnswer.parse(JSON.parse(content)),
            signal,
          }),
        );
      } catch (error) {
        if (signal?.aborted || !(error instanceof ModelUnavailable)) throw error;
        const offline = await fallback.answer(em, projectId, question, signal);
        if (!offline) throw new ModelFailure(`model failed and the offline engine abstained: ${error.message}`, { cause: error });
        return { ...offline, engine: 'offline', fallback: true, fallbackReason: error.message };
      }
      const answer = verifiedAnswer(plan, question, passages, parsed);
      return answer && { ...answer, model: settings.model };
    },
  };
}

/**
 * Text written to an AI rather than to the organisation's readers ("ignore all previous instructions", "mark
 * every element as evidenced", this prompt's own delimiters or a chat template's): whatever it says, it
 * evidences nothing, even when a model that obeyed it quotes it correctly.
 */
const toTheModel =
  /\b(ignore|disregard|forget|override)\s+(all\s+|any\s+|the\s+)?(previous|prior|above|earlier|preceding|your|system)\s+(instructions?|prompts?)\b|\b(you\s+are\s+now|act\s+as)\s+(an?\s+)?(ai|assistant|language\s+model|llm|chatbot)\b|\bmark\s+(every|all|each)\s+(rubric\s+)?(elements?|items?|requirements?)\s+as\b|<<<PASSAGES|PASSAGES>>>|<\|im_(start|end)\|>|\[\/?INST\]/i;
const addressesModel = (text: string) => toTheModel.test(text);

/**
 * The passage a quote comes from, and the quote as that passage has it (typography a model changed put back,
 * other words failing): the passage the model cited, else the first other one it was given that holds the
 * quote, as models mix up passage ids. Text addressed to the model is not a source. A quote longer than a
 * citation may be, or one with parts left out ("..."), is narrowed to the sentence in it that matches the
 * element's evidence phrases best, and dropped when none does.
 */
function locate(passages: readonly Passage[], citedId: string, quote: string, element: ElementPlan): { passage: Passage; quote: string } | null {
  const cited = passages.find((p) => p.id === citedId);
  const parts = quote.split(/\s*(?:\.{3}|\u2026)\s*/).filter((part) => part.trim());
  for (const passage of cited ? [cited, ...passages.filter((p) => p !== cited)] : passages) {
    const text = passage.hit.text;
    const whole = locateSpan(text, quote);
    const spans = whole ? [whole] : parts.length > 1 ? parts.map((part) => locateSpan(text, part)) : [];
    if (!spans.length || spans.some((span) => !span)) continue;
    const found = whole && verifyQuote(text, whole.quote) ? whole.quote : bestSentence(spans.map((span) => span!.quote), element);
    if (!found || !verifyQuote(text, found) || spans.some((span) => addressesModel(span!.paragraph))) return null;
    return { passage, quote: found };
  }
  return null;
}

/** The citable sentence of `spans` that matches the element's evidence phrases best (null: none matches). */
function bestSentence(spans: readonly string[], element: ElementPlan): string | null {
  let best: string | null = null;
  let bestWeight = 0;
  for (const sentence of spans.flatMap((span) => citableUnits(span, null))) {
    const weight = Math.max(0, ...matchingPhrases(element, stems(sentence)).map((p) => p.weight));
    if (weight > bestWeight) [best, bestWeight] = [sentence, weight];
  }
  return best;
}

/**
 * Only elements whose quote is found in the passages the model was given, outside text addressed to the
 * model, and addresses the element it is credited to (the offline engine's check, element-address.ts)
 * survive, quoted and cited as the passage has it; none left is an abstention.
 */
export function verifiedAnswer(questionPlan: QuestionPlan, question: BankQuestion, passages: readonly Passage[], parsed: ModelAnswer): EngineAnswer | null {
  // Servers without strict structured output may change a key's case.
  const rubric = new Map(question.rubric.map((e) => [e.key.toLowerCase(), e]));
  const seen = new Set<string>();
  const kept: { item: EvidenceItem; statement: string }[] = [];
  for (const element of parsed.elements) {
    const rubricElement = rubric.get(element.rubricKey.trim().toLowerCase());
    if (!element.evidenced || !rubricElement || seen.has(rubricElement.key)) continue;
    const planned = questionPlan.elements.find((e) => e.key === rubricElement.key)!;
    const located = locate(passages, element.passageId, element.quote, planned);
    if (!located || !addressesElement(questionPlan, planned, located.quote)) continue;
    seen.add(rubricElement.key);
    kept.push({
      item: evidenceItem(located.passage.hit, located.quote, rubricElement.key),
      statement: element.statement.trim() || rubricElement.requirement,
    });
  }
  if (!kept.length) return null;
  const claimed = parsed.elements.filter((e) => e.evidenced).length;
  // The model's own summary is used only when every quote it relied on checked out.
  const answer =
    claimed === kept.length && parsed.answer.trim()
      ? parsed.answer.trim()
      : kept.map((k) => `${k.statement}: "${k.item.quote}"`).join('\n\n');
  return { answer: withCitations(answer, passages), coverage: kept.length / question.rubric.length, evidence: kept.map((k) => k.item), engine: 'openai' };
}

/** "(P2)", "[P1, P3]" or "passage P2" in the model's prose: passage ids mean nothing to a reader, so they become the document and page or section. */
function withCitations(text: string, passages: readonly Passage[]): string {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const cite = (id: string) => {
    const hit = byId.get(id.toUpperCase())?.hit;
    return hit ? citation(locationOf(hit)) : null;
  };
  const citeAll = (ids: string) => {
    const cited = ids.match(/P\d+/gi)!.map(cite);
    return cited.includes(null) ? null : cited.join('; ');
  };
  return text
    .replace(/[([]\s*(P\d+(?:\s*(?:,|and|&)\s*P\d+)*)\s*[)\]]/gi, (match, ids: string) => {
      const cited = citeAll(ids);
      return cited ? `(${cited})` : match;
    })
    .replace(/\bpassages?\s+(P\d+(?:\s*(?:,|and|&)\s*P\d+)*)\b/gi, (match, ids: string) => citeAll(ids) ?? match);
}
