import type { BankQuestion } from '../../questions/bank/types.js';
import { elementPhrases, phrasesIn } from '../../questions/rubric-matching.js';
import { keyTermsOf, namesActor } from './element-address.js';
import { stems } from './terms.js';

export interface PlannedPhrase {
  /** As searched in PostgreSQL. */
  text: string;
  stems: string[];
  /** How strongly a match says "this element is evidenced" (specific multi-word phrases weigh most). */
  weight: number;
  /** Names a role ("privacy officer", "asset owner", "designee"): evidence only where a sentence assigns it. */
  role: boolean;
  /** Names only an actor ("senior management", "board of directors"): evidence only beside a key term of its element. */
  actor: boolean;
  /** One of the bank's own phrases for the element, not a synonym variant of one. */
  own: boolean;
}

/** Nouns that name a person's role (a password manager is a tool). */
const roleNoun = /\b(officer|(?<!password\s)manager|owner|ciso|dpo|controller|processor|delegate|designee|administrator)\b/i;

export interface ElementPlan {
  key: string;
  requirement: string;
  phrases: PlannedPhrase[];
  /** Stems of the requirement and phrases (to attribute a sentence that matches no phrase). */
  vocabulary: string[];
  /** Stems that name this element's practice and no other element's, nor the question's topic (element-address.ts). */
  keyTerms: string[];
}

/** What the engine looks for in a question: each rubric element's phrases (with synonyms) and the topic words. */
export interface QuestionPlan {
  elements: ElementPlan[];
  /** Stems of the control's title words that name its topic ("end", "point", "devic"). */
  topic: string[];
  /** The same title words as a full-text query (any of them). */
  topicQuery: string;
}

/** The element's phrases that occur in a sentence (given as its stems), in any state (rubric-matching.ts). */
export function matchingPhrases(element: ElementPlan, words: readonly string[]): PlannedPhrase[] {
  return phrasesIn(words, element.phrases);
}

/** Title words that name no topic of their own. */
const genericTitleWords = new Set(stems('information security management system systems control controls use of and for the in other associated including'));

/** Plans a bank question (cached per question). */
export type Planner = (question: BankQuestion) => QuestionPlan;

const planners = new WeakMap<readonly BankQuestion[], Planner>();

/**
 * The planner of a question bank: a phrase weighs less when many of the bank's questions share it, so a plan
 * depends on the bank it is made for. One planner (and cache) per bank.
 */
export function plannerFor(bank: readonly BankQuestion[]): Planner {
  let planner = planners.get(bank);
  if (!planner) planners.set(bank, (planner = createPlanner(bank)));
  return planner;
}

function createPlanner(bank: readonly BankQuestion[]): Planner {
  const phraseUse = new Map<string, number>();
  for (const q of bank) {
    const keys = new Set(q.rubric.flatMap((e) => e.evidencePhrases.map((p) => stems(p).join(' '))));
    for (const k of keys) phraseUse.set(k, (phraseUse.get(k) ?? 0) + 1);
  }
  const questionsUsing = (phraseStems: string[]) => phraseUse.get(phraseStems.join(' ')) ?? 0;
  const plans = new Map<string, QuestionPlan>();
  return (question) => {
    let plan = plans.get(question.id);
    if (!plan) {
      const topic = [...new Set(stems(question.title).filter((s) => !genericTitleWords.has(s) && s.length > 2))];
      const elements = question.rubric.map((element) => ({
        key: element.key,
        requirement: element.requirement,
        phrases: expand(element.evidencePhrases, questionsUsing),
        vocabulary: [...new Set(stems(`${element.requirement} ${element.evidencePhrases.join(' ')}`))],
      }));
      plan = {
        elements: elements.map((element) => ({ ...element, keyTerms: keyTermsOf(element, elements.filter((other) => other !== element), topic) })),
        topic,
        topicQuery: (question.title.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !genericTitleWords.has(stems(w)[0] ?? w)).join(' or '),
      };
      plans.set(question.id, plan);
    }
    return plan;
  };
}

/** The element's phrases (the shared matcher's: the bank's own, then synonym variants), each weighted by specificity. */
function expand(phrases: readonly string[], questionsUsing: (phraseStems: string[]) => number): PlannedPhrase[] {
  return elementPhrases(phrases).map(({ text, stems: s, own }) => {
    const role = roleNoun.test(text);
    return { text, stems: s, weight: (own ? 1 : 0.9) * specificity(s, questionsUsing(s)), role, actor: !role && namesActor(s), own };
  });
}

/** Multi-word phrases are specific; single words less so, and less again when many questions (`shared`) use them. */
function specificity(phraseStems: string[], shared: number): number {
  const base = phraseStems.length >= 2 ? 1 : 0.6;
  return shared > 3 ? base * 0.75 : base;
}
