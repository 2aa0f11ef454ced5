/** How far the example organisation says it has got with a requirement (the wording of structured answers). */
export type ExampleStatus = 'implemented' | 'partially_implemented' | 'planned' | 'not_implemented';

export interface ExampleAnswer {
  status: ExampleStatus;
  /** Opens with the status in words, so the answer reads plainly whatever reads it. */
  text: string;
}

/**
 * What Larkspur Ledger's ISMS Manager would write for each clause 4-10 item, short and honest (some gaps are real:
 * no internal audit yet, no planned handling of ISMS changes). Used only where the AI analysis found no answer, so
 * the example shows both kinds; the gap assessment needs every question of its test type answered.
 */
export const exampleManualAnswers: Readonly<Record<string, ExampleAnswer>> = {
  'c-4-1': { status: 'implemented', text: 'Implemented. Internal and external issues are kept in the context register (section 1 of the Information Security Policy), reviewed each year and used in the risk assessment.' },
  'c-4-2': { status: 'implemented', text: 'Implemented. The stakeholder register lists our interested parties with their legal, regulatory and contractual requirements and how the ISMS meets each one.' },
  'c-4-3': { status: 'implemented', text: 'Implemented. The scope statement in the Information Security Policy covers the invoicing service, production, the Bristol office and remote staff; the marketing website is out of scope.' },
  'c-4-4': { status: 'partially_implemented', text: 'Partially implemented. Our policies and procedures form the ISMS, but we have no process map showing how the ISMS processes connect.' },
  'c-5-1': { status: 'implemented', text: 'Implemented. The leadership team sets the security objectives, funds the 2026 security budget and reviews ISMS performance every quarter.' },
  'c-5-2': { status: 'implemented', text: 'Implemented. The Information Security Policy (LL-POL-001) is approved by the Chief Executive, sets our objectives and commitments and is published on the intranet.' },
  'c-5-3': { status: 'implemented', text: 'Implemented. Roles are set out in section 6 of the Information Security Policy and in job descriptions; the ISMS Manager reports ISMS performance to the leadership team each quarter.' },
  'c-6-1-1': { status: 'implemented', text: 'Implemented. Risks and opportunities for the ISMS are determined at annual planning and their actions go into the ISMS action plan.' },
  'c-6-1-2': { status: 'implemented', text: 'Implemented. Our five by five risk method, acceptance criteria and risk owners are defined in LL-PRO-002; the October assessment is in the risk register.' },
  'c-6-1-3': { status: 'partially_implemented', text: 'Partially implemented. We have a risk treatment plan with owners and dates; the Statement of Applicability is drafted but not yet approved.' },
  'c-6-2': { status: 'implemented', text: 'Implemented. Four measurable objectives for 2026 are in the Information Security Policy and tracked monthly on the security dashboard.' },
  'c-6-3': { status: 'not_implemented', text: 'Not implemented. Changes to the ISMS itself (scope, structure, resources) are decided informally by the leadership team; we do not plan or record them yet.' },
  'c-7-1': { status: 'implemented', text: 'Implemented. The 2026 security budget funds a full-time security engineer, tooling and external testing; resource needs are raised at management review.' },
  'c-7-2': { status: 'partially_implemented', text: 'Partially implemented. A skills matrix and training records exist for engineers; we do not yet check whether training was effective.' },
  'c-7-3': { status: 'implemented', text: 'Implemented. Awareness training at induction and every year, quarterly phishing simulations, and policy acknowledgement by every employee.' },
  'c-7-4': { status: 'implemented', text: 'Implemented. The communication plan covers the monthly security bulletin, customer notices on the status page and contact with regulators.' },
  'c-7-5-1': { status: 'partially_implemented', text: 'Partially implemented. Our policies and records are in the company wiki, but there is no document register listing them.' },
  'c-7-5-2': { status: 'implemented', text: 'Implemented. Documents use a standard template with id, version, owner and effective date, and are approved before publication.' },
  'c-7-5-3': { status: 'partially_implemented', text: 'Partially implemented. The wiki restricts edit rights and keeps version history, and records are kept for six years; documents of external origin are not controlled yet.' },
  'c-8-1': { status: 'implemented', text: 'Implemented. Standard operating procedures, change management through tickets and peer review, and supplier controls for outsourced services.' },
  'c-8-2': { status: 'implemented', text: 'Implemented. Risk assessments run every October and before significant changes; results are kept in the risk register.' },
  'c-8-3': { status: 'partially_implemented', text: 'Partially implemented. Treatment actions are tracked monthly, but three of eleven actions from the last assessment are overdue.' },
  'c-9-1': { status: 'implemented', text: 'Implemented. Monthly security metrics are collected and reported quarterly to the leadership team on the security dashboard.' },
  'c-9-2-1': { status: 'planned', text: 'Planned. No internal audit has been carried out yet; the first one, by an independent consultant, is booked for May 2026.' },
  'c-9-2-2': { status: 'not_implemented', text: 'Not implemented. There is no internal audit programme yet; we will write one after the first audit.' },
  'c-9-3-1': { status: 'implemented', text: 'Implemented. The leadership team held its first management review in December 2025 and will hold one every year.' },
  'c-9-3-2': { status: 'implemented', text: 'Implemented. The review agenda covers previous actions, context changes, nonconformities, metrics, risks and improvement opportunities.' },
  'c-9-3-3': { status: 'partially_implemented', text: 'Partially implemented. The December 2025 minutes record decisions and actions, but two actions have no owner yet.' },
  'c-10-1': { status: 'implemented', text: 'Implemented. Lessons learned and staff suggestions go into the improvement register, reviewed by the leadership team each quarter.' },
  'c-10-2': { status: 'implemented', text: 'Implemented. Nonconformities are recorded in the corrective action log with a root cause analysis and an effectiveness check before closure.' },
};

/** For a question the bank gained after this was written: said plainly, as the organisation would. */
export const exampleFallbackAnswer: ExampleAnswer = { status: 'not_implemented', text: 'Not implemented. We have not addressed this requirement yet.' };
