/**
 * Sentence-level signals that change what a phrase match means: a negation ("MFA is not enforced"), a
 * not-applicable or out-of-scope statement, or normative wording ("must", "is required") that marks a
 * policy commitment rather than a mention.
 */

/** Says the organisation does not (yet) do or have something. Prohibitions ("must not share") are not negations. */
const negation =
  /\b(is|are|was|were|has|have|does|do|did|has been|have been)\s+not\b(?!\s+(permitted|allowed|authori[sz]ed|to\s+be|be\b|only|share|disclose|use|leave|install|connect|store|remove|allow|exceed|write))|\b(isn't|aren't|doesn't|don't|hasn't|haven't|wasn't|weren't)\b|\bnot\s+(yet|currently|formally|implemented|in\s+place|performed|defined|documented|enforced|required)\b|\bthere\s+(is|are)\s+no\b|\bno\s+(formal|documented|defined|process|procedure|policy)\b|\b(lack|absence)\s+of\b|\bnever\s+(been|performed|tested|reviewed)\b/i;

/** Says a requirement does not apply here. */
const notApplicable =
  /\bnot\s+applicable\b|\bn\/a\b|\b(out|outside)\s+(of\s+)?(the\s+)?scope\b|\bnot\s+in\s+scope\b|\bexcluded\s+from\s+(the\s+)?scope\b|\b(does|do)\s+not\s+apply\b|\bnot\s+relevant\s+to\b/i;

const normative =
  /\b(must|shall|should|will|are required|is required|required to|ensure[sd]?|responsible for|is prohibited|are prohibited|at least|annually|quarterly|monthly|weekly|every)\b/i;

export const isNegated = (sentence: string) => negation.test(sentence);
export const isNotApplicable = (sentence: string) => notApplicable.test(sentence);
export const isNormative = (sentence: string) => normative.test(sentence);
