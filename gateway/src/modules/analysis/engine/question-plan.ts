import { questionBank, type BankQuestion } from '../../questions/bank/index.js';
import { synonymGroups } from '../../questions/bank/synonyms.js';
import { keyTermsOf, namesActor } from './element-address.js';
import { findPhrase, stems } from './terms.js';

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

/** The element's phrases that occur in a sentence (given as its stems). */
export function matchingPhrases(element: ElementPlan, words: readonly string[]): PlannedPhrase[] {
  return element.phrases.filter((p) => findPhrase(words, p.stems) >= 0);
}

/** Title words that name no topic of their own. */
const genericTitleWords = new Set(stems('information security management system systems control controls use of and for the in other associated including'));

const plans = new Map<string, QuestionPlan>();

/** The (cached) plan of a bank question. */
export function planQuestion(question: BankQuestion): QuestionPlan {
  let plan = plans.get(question.id);
  if (!plan) {
    const topic = [...new Set(stems(question.title).filter((s) => !genericTitleWords.has(s) && s.length > 2))];
    const elements = question.rubric.map((element) => ({
      key: element.key,
      requirement: element.requirement,
      phrases: expand(element.evidencePhrases),
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
}

/** The rubric phrases plus their synonym variants, each weighted by specificity. */
function expand(phrases: readonly string[]): PlannedPhrase[] {
  const out = new Map<string, PlannedPhrase>();
  const add = (text: string, factor: number) => {
    const s = stems(text);
    const key = s.join(' ');
    if (!s.length || out.has(key)) return;
    const role = roleNoun.test(text);
    out.set(key, { text, stems: s, weight: factor * specificity(s), role, actor: !role && namesActor(s), own: factor === 1 });
  };
  for (const phrase of phrases) add(phrase, 1);
  for (const phrase of phrases) for (const variant of synonymVariants(phrase)) add(variant, 0.9);
  return [...out.values()];
}

/** `phrase` with each synonym group member it contains (as whole words) replaced by the group's other members. */
function synonymVariants(phrase: string): string[] {
  const text = phrase.toLowerCase();
  const variants: string[] = [];
  for (const group of synonymGroups) {
    for (const member of group) {
      const pattern = new RegExp(`(^|[^a-z0-9])${member.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^a-z0-9])`);
      if (!pattern.test(text)) continue;
      for (const other of group) if (other !== member) variants.push(text.replace(pattern, `$1${other}`));
    }
  }
  return variants;
}

/** Multi-word phrases are specific; single words less so, and less again when many questions share them. */
function specificity(phraseStems: string[]): number {
  const base = phraseStems.length >= 2 ? 1 : 0.6;
  const shared = questionsUsing(phraseStems.join(' '));
  return shared > 3 ? base * 0.75 : base;
}

let phraseUse: Map<string, number> | undefined;

function questionsUsing(key: string): number {
  if (!phraseUse) {
    phraseUse = new Map();
    for (const q of questionBank) {
      const keys = new Set(q.rubric.flatMap((e) => e.evidencePhrases.map((p) => stems(p).join(' '))));
      for (const k of keys) phraseUse.set(k, (phraseUse.get(k) ?? 0) + 1);
    }
  }
  return phraseUse.get(key) ?? 0;
}
