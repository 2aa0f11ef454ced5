/**
 * Clause requirements of ISO/IEC 27001:2022 and the Annex A controls (or other clause items) that ask for
 * the same practice from another angle: a policy sentence evidencing one evidences the other, so the
 * evidence engine does not let them compete for it. Pairs of control refs, either order.
 */
export const counterpartRefs: readonly (readonly [string, string])[] = [
  ['5.2', 'A.5.1'], // the information security policy
  ['5.3', 'A.5.2'], // roles, responsibilities and authorities
  ['6.1.2', '8.2'], // risk assessment: the process and its performance
  ['6.1.3', '8.3'], // risk treatment: the process and its performance
  ['7.2', 'A.6.3'], // competence through education and training
  ['7.3', 'A.6.3'], // awareness of the policy and of one's contribution
  ['9.2.1', 'A.5.35'], // internal audit and independent review of information security
  ['9.2.2', 'A.5.35'],
];
