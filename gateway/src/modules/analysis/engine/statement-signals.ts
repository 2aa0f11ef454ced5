/**
 * Sentence-level signals that change what a phrase match means: a negation ("MFA is not enforced"), a
 * not-applicable or out-of-scope statement, or normative wording ("must", "is required") that marks a
 * policy commitment rather than a mention. Negations, plans and pointers to other documents are the rubric
 * matcher's reading (questions/rubric-matching.ts), shared with the element suggestions.
 */
import { deniesOrPlans, isCrossReference } from '../../questions/rubric-matching.js';

/** Denies or only plans something, in some clause ("MFA is not enforced", "we plan to introduce reviews"). */
export const isNegated = deniesOrPlans;
export { isCrossReference };

/** Says a requirement does not apply here. */
const notApplicable =
  /\bnot\s+applicable\b|\bn\/a\b|\b(out|outside)\s+(of\s+)?(the\s+)?scope\b|\bnot\s+in\s+scope\b|\bexcluded\s+from\s+(the\s+)?scope\b|\b(does|do)\s+not\s+apply\b|\bnot\s+relevant\s+to\b/i;

const normative =
  /\b(must|shall|should|will|are required|is required|required to|ensure[sd]?|responsible for|is prohibited|are prohibited|(is|are|be) subject to|at least|annually|quarterly|monthly|weekly|every)\b/i;

/**
 * Describes a practice as in place, in the present passive ("Malware scans are run on every file
 * server", "Server rooms are locked when empty"): a policy states what is done as often as what
 * must be. Not advice ("it is recommended") nor what the document itself is ("This standard is owned by").
 */
const practice = /^(?!.*\bit\s+is\s+\w+\s)(?!this\s+([\w-]+\s+){0,4}(policy|standard|document|plan|guide|procedure)\s+(is|are)\b).*\b(is|are)\s+(\w+ly\s+)?(?!(often|even|then|when|open)\b)(\w{2,}ed|\w{2,}en|run|kept|set|held|built|made|done|sent|shown|given|taken|known|put|met)\b/i;

/**
 * Says what may or can happen ("The ticket may optionally include a screenshot", "Suspicious logins may
 * surface through several channels"), not what is done; a consequence ("may result in disciplinary
 * action") and a restriction ("may only", "cannot") are rules, not possibilities.
 */
const possibility = /\b(may|can|could|might)\b(?!\s+(not|only|never|result|lead|be\s+subject)\b)|\boptionally\b/i;

/** Gives someone a role or its duties ("is responsible for", "is appointed", "reports to", "delegates"). */
const roleAssignment = /\b(responsib\w*|accountab\w*|appoint\w*|assign\w*|designat\w*|reports?\s+to|nominat\w*|duties|role\s+of|owns)\b/i;

export const isRoleAssignment = (sentence: string) => roleAssignment.test(sentence);
export const isNotApplicable = (sentence: string) => notApplicable.test(sentence);
export const isNormative = (sentence: string) => normative.test(sentence);
/** A possibility without normative wording: it commits to nothing. */
export const isMerePossibility = (sentence: string) => possibility.test(sentence) && !normative.test(sentence);
/** A commitment ("must", "will", a frequency) or a practice described as in place. */
export const isCommitment = (sentence: string) => normative.test(sentence) || practice.test(sentence);

/**
 * Says what a term means ("Vulnerability scanning is the identification of..."), not what is done: a bare
 * subject (no article but "a"), "is/are a/the ... of" or "means", and no modal verb anywhere.
 */
const definition =
  /^(an?\s+)?(?!(the|this|these|those|all|each|every|our|its|their|it|there|which|that|we|you|in|where|if|what|when|how|why|below|above)\b)[a-z][\w-]*(\s+[a-z][\w-]*){0,3}\s+((is|are)\s+(the|a|an)\s+([\w-]+\s+){0,3}[\w-]+\s+(of|for|to)|means|refers\s+to)\b/i;
const modal = /\b(must|shall|should|will|would|could|may|can|might|need\s+to|required)\b/i;
/** Says what the document itself is ("This page is the first of three about patching.", "This document is the Backup Policy."). */
const selfDescription = /^this\s+([\w-]+\s+){0,2}(page|document|guide|guidance|section|policy|standard|chapter|part)\s+(is|forms)\s+(the|a|an|one|part)\b/i;

/**
 * Says what something is like ("The rebuild steps are usually stressful.", "Backups are essential."): the
 * sentence ends on "is/are" and an adjective. A rule worded that way ("is mandatory") is not a description.
 */
const characterisation = /\b(is|are|was|were)\s+(\w+ly\s+)?(?!(mandatory|compulsory|obligatory|prohibited|forbidden)\b)[a-z]+(al|ive|ous|ic|ible|able|ant|ent|ful|ary|ory)\s*[.;!]?$/i;

/** A description of what something is like, with no commitment in it. */
export const isCharacterisation = (sentence: string) => characterisation.test(sentence) && !isCommitment(sentence);
export const isDefinition = (sentence: string) => (definition.test(sentence) && !modal.test(sentence)) || selfDescription.test(sentence);

/**
 * Says what a document or section covers, or what a process is for ("This section outlines the process for
 * managing user access...", "It provides the core set of principles on acceptable use", "The intent of completing
 * a risk assessment is to determine threats"): it shows what the document is about, not that any practice is done.
 */
const documentScope =
  /^(this|the)\s+([\w-]+\s+){0,2}(page|document|guide|guidance|section|policy|standard|chapter|part)(\s+of\s+the\s+[\w-]+)?\s+(outlines|describes|covers|sets\s+out|explains|provides|details|defines|gives|is\s+concerned\s+with|deals\s+with|summari[sz]es|introduces)\b|^it\s+(provides|outlines|describes|covers|sets\s+out|explains)\b|^the\s+(intent|purpose|aim|objective|goal)\s+of\b/i;

export const describesScope = (sentence: string) => documentScope.test(sentence.trim());

/**
 * Says what something depends on or that it varies ("The recovery time will vary based on the system", "The choice
 * of controls is dependent upon the risk tolerance"): no value or practice is set.
 */
const dependence = /\b(will\s+vary|varies|vary\s+(by|with|according|depending)|(is|are)\s+dependent\s+(up)?on|depends?\s+(up)?on)\b/gi;

/** A dependence with no commitment beside it ("Users must attain a clearance level; the exact level depends on the role" commits). */
export const isDependence = (sentence: string) => {
  const rest = sentence.replace(dependence, '');
  return rest !== sentence && !isCommitment(rest);
};
