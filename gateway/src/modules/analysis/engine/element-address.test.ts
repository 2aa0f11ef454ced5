import type { EvidenceHit } from '../../evidence/evidence.repository.js';
import { questionBank } from '../../questions/bank/index.js';
import { addressesElement, mainClause } from './element-address.js';
import { scoreEvidence } from './evidence-scoring.js';
import { affinityModel } from './question-affinity.js';
import { plannerFor } from './question-plan.js';

const planQuestion = plannerFor(questionBank);

const question = (controlRef: string) => questionBank.find((q) => q.controlRef === controlRef)!;
const hit = { chunkId: 1, documentId: 1, documentName: 'Policy.docx', pageNumber: null, sectionLabel: null, rank: 1 } satisfies Omit<EvidenceHit, 'text'>;

/** The elements of `controlRef` the shared check says `sentence` addresses (the check on a model's quotes). */
function addressedByCheck(controlRef: string, sentence: string): string[] {
  const plan = planQuestion(question(controlRef));
  return plan.elements.filter((e) => addressesElement(plan, e, sentence)).map((e) => e.key).sort();
}

/** The elements the offline engine's candidates for `sentence` may be credited to. */
function addressedByScoring(controlRef: string, sentence: string): string[] {
  const q = question(controlRef);
  const { candidates } = scoreEvidence(q, planQuestion(q), [{ ...hit, text: sentence }], affinityModel(questionBank));
  return [...new Set(candidates.filter((c) => c.addresses).map((c) => c.key))].sort();
}

/**
 * Sentences written for this test, each with the elements it addresses: the over-credits the gap review found
 * (a topic word, an actor, a phase named but not performed), and credits that must stay.
 */
const cases: [controlRef: string, sentence: string, addresses: string[]][] = [
  // A sentence about storing passwords says nothing of their quality rules (the topic word "password" is not enough).
  ['A.5.17', 'Passwords that are kept in a non-hashed form must be encrypted when stored.', ['secure-storage']],
  ['A.5.17', 'Passwords must be at least 14 characters long and meet the minimum length and complexity rules.', ['quality-rules']],
  ['A.5.17', 'All default passwords on network equipment are changed before the device goes live.', ['defaults-changed']],
  ['A.5.17', 'Each change to the build scripts is reviewed by a second engineer before it is merged.', []],
  ['A.5.17', 'Users must not share their passwords with anyone, including their manager.', ['user-obligations']],
  // An incident sentence that names senior management as its audience does not show management setting the policy.
  ['5.1', 'Lessons learned are reported to senior management, who approve the follow-up actions.', []],
  ['5.1', 'Senior management sets the information security policy and objectives in line with the strategic direction of the company.', ['strategic-alignment']],
  // Phases named as highly technical are neither contained nor recovered.
  ['A.5.26', 'The containment and recovery stages are highly technical.', []],
  ['A.5.26', 'The response team contains the incident by isolating the affected hosts from the network.', ['containment']],
  ['A.5.26', 'Recovery of affected services is confirmed with the service owner before the incident is closed.', ['recovery']],
  // "patch within" reduced to "patch" is no timescale; a stated deadline is.
  ['A.8.8', 'Security patches are applied during the nightly patch run.', ['patching']],
  ['A.8.8', 'Critical vulnerabilities must be remediated within 14 days of discovery.', ['timescales']],
  // The bank's own one-word phrase for an element still evidences it ("logged" for the events logged).
  ['A.8.15', 'All administrator access to production systems must be logged.', ['events-defined']],
  ['A.6.3', 'All staff complete security awareness training when they join and annually thereafter.', ['induction-and-refresher', 'programme']],
  // A role named as the actor of something else is not a role assigned; one given its duties is.
  ['A.5.34', 'A subject access request must be approved by the Privacy Officer before data is released.', ['individual-rights']],
  ['A.5.34', 'The Privacy Officer is responsible for compliance with data protection law.', ['policy', 'roles']],
  // A practice named only in a condition ("If ... delegate ...,") is not one the sentence states.
  ['A.5.2', 'If the team lead is away or chooses to delegate the duty to a deputy, the deputy signs the weekly report.', []],
  ['A.5.2', 'Each delegated task stays the accountability of the assigned role holder.', ['delegation']],
  // The laptops are what is enrolled: the sentence states enrolment, not the endpoint rules as such.
  ['A.8.1', 'All laptops are enrolled in the central device management service.', ['managed']],
  ['A.8.33', 'Synthetic test data is used instead of live records.', ['test-data-selected']],
  // The thing another element's practice is done to is not that element: the plan tested, the rules reviewed.
  ['A.5.24', 'The incident response plan is tested annually.', ['tested-trained']],
  ['A.8.20', 'Firewall and switch rules are reviewed every quarter.', ['rule-review']],
  ['A.8.20', 'Firewalls deny all inbound traffic by default and the rules are reviewed every quarter.', ['rule-review', 'traffic-filtering']],
  // What a section or document covers, or what a process is for, states no practice; nor does what a value depends on.
  ['A.5.30', 'The recovery time objective will vary with the system and the data involved.', []],
  ['A.5.30', 'Each system has a recovery time objective of four hours.', ['recovery-objectives']],
  ['A.5.16', 'This section outlines the process for user provisioning and deprovisioning.', []],
  ['A.5.16', 'User provisioning and deprovisioning follow the joiner and leaver process.', ['lifecycle-process']],
  // A control-list heading names topics without saying anything is done.
  ['A.6.3', '02.e - Information Security Awareness, Education, and Training', []],
];

test.each(cases)('%s: "%s" addresses %j, in both engines', (controlRef, sentence, expected) => {
  expect(addressedByCheck(controlRef, sentence)).toEqual([...expected].sort());
  expect(addressedByScoring(controlRef, sentence)).toEqual([...expected].sort());
});

test('one quote credits at most the elements it names, and a negated or mere-possibility quote none', () => {
  expect(addressedByCheck('A.5.17', 'Passwords are not yet stored in a password manager.')).toEqual([]);
  expect(addressedByCheck('A.5.26', 'Affected hosts may be isolated from the network.')).toEqual([]);
  expect(addressedByCheck('A.5.26', 'Containment is essential.')).toEqual([]);
  expect(addressedByCheck('A.5.34', "The customer didn't know that their personal data was copied to the test system.")).toEqual([]);
});

test('the main clause leaves out a leading or trailing condition, not a "determine if"', () => {
  expect(mainClause('If the lead is away, the deputy signs the report.')).toBe('the deputy signs the report.');
  expect(mainClause('Staff must complete an assessment if personal data is used.')).toBe('Staff must complete an assessment');
  expect(mainClause('Systems must be evaluated to determine if a backup is required.')).toBe('Systems must be evaluated to determine if a backup is required.');
});
