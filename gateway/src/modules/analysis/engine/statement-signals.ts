/**
 * Sentence-level signals that change what a phrase match means: a negation ("MFA is not enforced"), a
 * not-applicable or out-of-scope statement, or normative wording ("must", "is required") that marks a
 * policy commitment rather than a mention.
 */

/** Says the organisation does not (yet) do or have something. Prohibitions ("must not share") are not negations. */
const negation =
  /\b(is|are|was|were|has|have|does|do|did|has been|have been)\s+not\b(?!\s+(permitted|allowed|authori[sz]ed|to\s+be|be\b|only|share|disclose|use|leave|install|connect|store|remove|allow|exceed|write))|\b(isn't|aren't|doesn't|don't|didn't|hasn't|haven't|wasn't|weren't|won't)\b|\bnot\s+(yet|currently|formally|implemented|in\s+place|performed|defined|documented|enforced|required)\b|\bthere\s+(is|are)\s+no\b|\bno\s+(formal|documented|defined|process|procedure|policy)\b|\b(lack|absence)\s+of\b|\bnever\s+(been|performed|tested|reviewed)\b/i;

/** Says a requirement does not apply here. */
const notApplicable =
  /\bnot\s+applicable\b|\bn\/a\b|\b(out|outside)\s+(of\s+)?(the\s+)?scope\b|\bnot\s+in\s+scope\b|\bexcluded\s+from\s+(the\s+)?scope\b|\b(does|do)\s+not\s+apply\b|\bnot\s+relevant\s+to\b/i;

const normative =
  /\b(must|shall|should|will|are required|is required|required to|ensure[sd]?|responsible for|is prohibited|are prohibited|(is|are|be) subject to|at least|annually|quarterly|monthly|weekly|every)\b/i;

/**
 * Describes a practice as in place, in the present passive ("Virus scanning software is run on all
 * systems", "Restricted areas are locked when unattended"): a policy states what is done as often as what
 * must be. Not advice ("it is recommended") nor what the document itself is ("This policy is maintained by").
 */
const practice = /^(?!.*\bit\s+is\s+\w+\s)(?!this\s+([\w-]+\s+){0,4}(policy|standard|document|plan|guide|procedure)\s+(is|are)\b).*\b(is|are)\s+(\w+ly\s+)?(?!(often|even|then|when|open)\b)(\w{2,}ed|\w{2,}en|run|kept|set|held|built|made|done|sent|shown|given|taken|known|put|met)\b/i;

/**
 * Says what may or can happen ("The change request may optionally include a pull request", "Incidents may
 * come to light from several sources"), not what is done; a consequence ("may result in disciplinary
 * action") and a restriction ("may only", "cannot") are rules, not possibilities.
 */
const possibility = /\b(may|can|could|might)\b(?!\s+(not|only|never|result|lead|be\s+subject)\b)|\boptionally\b/i;

/** Gives someone a role or its duties ("is responsible for", "is appointed", "reports to", "delegates"). */
const roleAssignment = /\b(responsib\w*|accountab\w*|appoint\w*|assign\w*|designat\w*|reports?\s+to|nominat\w*|duties|role\s+of|owns)\b/i;

export const isNegated = (sentence: string) => negation.test(sentence);
export const isRoleAssignment = (sentence: string) => roleAssignment.test(sentence);
export const isNotApplicable = (sentence: string) => notApplicable.test(sentence);
export const isNormative = (sentence: string) => normative.test(sentence);
/** A possibility without normative wording: it commits to nothing. */
export const isMerePossibility = (sentence: string) => possibility.test(sentence) && !normative.test(sentence);
/** A commitment ("must", "will", a frequency) or a practice described as in place. */
export const isCommitment = (sentence: string) => normative.test(sentence) || practice.test(sentence);

/**
 * Points to another document instead of saying what is done ("The Patch Management Guide outlines the
 * requirements..."): the labelling rules give such references no support.
 */
const crossReference =
  /^(note\s*[-–:]\s*)?(the\s+|see\s+(the\s+)?)?([\w()'’&/,–-]+\s+){0,8}(policy|policies|guide|guidance|standard|procedures?|framework|plan|handbook|document)\s+(outlines?|specif(?:y|ies)|provides?|contains?|describes?|sets?\s+out|defines?|details?|explains?|covers?|gives?|includes?|lists?)\b(?!\s+that\b)/i;

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
 * A pointer to where something is found or whom to ask ("..., see the Functional Standard, contact
 * security@...", "The process can be found on the intranet", "Timescales are provided in the Patching
 * Guide."), or an obligation to follow a named
 * document that says nothing of what it requires ("All systems must comply with the Security Policy Framework."),
 * or one plan's alignment with another ("...should align with that of the Incident Management Plan.", "...are aligned
 * with and support the IT Security – Incident Management Policy.").
 */
const pointer =
  /^(see|refer\s+to)\b|,\s*(see|refer\s+to)\b|\b(can|may|will)\s+be\s+found\s+(on|in|at|here)\b|\bcontact\s+\S+@\S+|^[^,;]*\b(is|are)\s+(provided|described|set\s+out|detailed|outlined|specified|explained|covered|given|listed)\s+in\s+(the\s+)?([\w()'’&–-]+\s+){0,8}(policy|policies|guide|guidance|standard|procedures?|framework|plan|handbook|document)\s*[.;]?$|\b(comply|be\s+compliant|conform|align|(closely\s+)?aligned)\s+(with|to)\s+((and|or)\s+supports?\s+)?(that\s+of\s+)?(the\s+)?([\w()'’&–-]+\s+){0,6}(policy|policies|framework|standard|guide|guidance|plan)\s*[.;]?$/i;

/**
 * Says what something is like ("The recovery steps are highly technical.", "Containment is essential."): the
 * sentence ends on "is/are" and an adjective. A rule worded that way ("is mandatory") is not a description.
 */
const characterisation = /\b(is|are|was|were)\s+(\w+ly\s+)?(?!(mandatory|compulsory|obligatory|prohibited|forbidden)\b)[a-z]+(al|ive|ous|ic|ible|able|ant|ent|ful|ary|ory)\s*[.;!]?$/i;

export const isCrossReference = (sentence: string) => crossReference.test(sentence) || pointer.test(sentence);
/** A description of what something is like, with no commitment in it. */
export const isCharacterisation = (sentence: string) => characterisation.test(sentence) && !isCommitment(sentence);
export const isDefinition = (sentence: string) => (definition.test(sentence) && !modal.test(sentence)) || selfDescription.test(sentence);
