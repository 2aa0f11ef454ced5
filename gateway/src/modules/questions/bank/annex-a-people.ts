/**
 * ISO/IEC 27001:2022 Annex A people controls (A.6.1-A.6.8). Wording is the project's own.
 */
import type { BankQuestion } from './types.js';

const PEOPLE = 'People controls';

export const peopleQuestions: readonly BankQuestion[] = [
  {
    id: 'a-6-1',
    controlRef: 'A.6.1',
    category: PEOPLE,
    title: 'Screening',
    text: 'What background checks are carried out on people before they join, and later where the role calls for it, how is the depth of checking matched to the role, the sensitivity of the information they will handle and what local law allows, and where are the results kept? Provide the screening policy and sample (anonymised) screening records.',
    guidance:
      'The auditor expects a screening policy setting checks by role sensitivity, compliance with local employment and privacy law, completion before access is granted (or documented interim controls), coverage of contractors, and records showing checks were done.',
    typicalEvidence: [
      'Screening or background check policy',
      'Screening matrix by role',
      'Sample screening completion records',
      'Contractor screening requirements in agency contracts',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'policy',
        requirement: 'Background verification requirements for candidates are defined',
        evidencePhrases: ['background check', 'background verification', 'screening', 'pre-employment', 'vetting'],
      },
      {
        key: 'proportionate',
        requirement: 'Checks are proportionate to business requirements, information classification and risk',
        evidencePhrases: ['proportional', 'commensurate', 'based on the role', 'level of access', 'sensitive roles'],
      },
      {
        key: 'lawful',
        requirement: 'Screening complies with applicable laws and regulations',
        evidencePhrases: ['applicable laws', 'in accordance with local', 'candidate consent', 'employment law', 'legally permitted'],
      },
      {
        key: 'checks-performed',
        mustHave: true,
        requirement: 'Checks such as identity, references, qualifications and, where permitted, criminal record are completed before access',
        evidencePhrases: ['reference checks', 'right to work', 'criminal record', 'employment history', 'identity check', 'verification of qualifications'],
      },
      {
        key: 'contractors-ongoing',
        requirement: 'Screening extends to contractors and is repeated where the role requires it',
        evidencePhrases: ['contractor screening', 'agency staff', 're-screening', 'rescreening', 'periodic screening'],
      },
    ],
    recommendation:
      'Define a screening matrix by role sensitivity that complies with local law, complete checks before access is granted, and require equivalent screening of contractors through their agencies.',
    bestPractices:
      'Document interim controls (such as restricted access) where checks cannot finish before start date, and re-screen staff moving into highly trusted roles.',
    implementationGuidance:
      'Agree with HR and legal which checks apply to which roles in each country. Add screening completion as a prerequisite in the onboarding workflow, retain evidence securely in line with privacy rules, and put equivalent clauses in contractor and agency agreements.',
  },
  {
    id: 'a-6-2',
    controlRef: 'A.6.2',
    category: PEOPLE,
    title: 'Terms and conditions of employment',
    text: 'How do employment contracts and contractor terms set out the individual\'s and the organisation\'s information security responsibilities, including legal obligations and responsibilities that continue after the engagement ends? Provide contract templates and signed examples.',
    guidance:
      'The auditor reviews contract templates and a sample of signed contracts for security responsibilities, confidentiality, compliance with policies, legal responsibilities such as data protection and intellectual property, consequences of breach, and post-employment obligations.',
    typicalEvidence: [
      'Employment contract template with security clauses',
      'Contractor agreement template',
      'Sample signed contracts',
      'Employee handbook references to security policies',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'contract-clauses',
        mustHave: true,
        requirement: 'Contracts contain information security responsibilities',
        evidencePhrases: ['employment contract', 'terms and conditions', 'contract of employment', 'terms of employment', 'contractor agreement'],
      },
      {
        key: 'policy-compliance',
        requirement: 'Contracts require compliance with security policies and confidentiality',
        evidencePhrases: ['comply with', 'security policies', 'duty of confidentiality', 'confidential information'],
      },
      {
        key: 'legal-responsibilities',
        requirement: 'Legal responsibilities such as data protection and intellectual property are addressed',
        evidencePhrases: ['intellectual property', 'data protection', 'copyright', 'legal responsibilities'],
      },
      {
        key: 'post-employment',
        requirement: 'Responsibilities that continue after the engagement ends are stated',
        evidencePhrases: ['after termination', 'after employment', 'survive termination', 'continue after', 'following termination'],
      },
      {
        key: 'acceptance',
        requirement: 'Terms are agreed and signed before access is granted',
        evidencePhrases: ['signed contract', 'signed by the employee', 'prior to starting', 'before commencing', 'acceptance of the terms'],
      },
    ],
    recommendation:
      'Add a security clause to all employment and contractor agreements covering policy compliance, confidentiality, data protection, intellectual property, consequences of breach and post-employment duties.',
    bestPractices:
      'Reference the security policy set from the contract rather than copying it, so contracts stay valid as policies evolve, and re-confirm terms on significant role changes.',
    implementationGuidance:
      'Review contract templates with HR and legal, insert the security clauses, and make signature a prerequisite for account creation. Update contractor and agency templates in the same way.',
  },
  {
    id: 'a-6-3',
    controlRef: 'A.6.3',
    category: PEOPLE,
    title: 'Information security awareness, education and training',
    text: 'Describe the information security awareness, education and training programme, including content for different roles, frequency, delivery to new starters, updates when policies or threats change, and how effectiveness is measured; provide the programme plan and completion records.',
    guidance:
      'The auditor expects a planned programme covering all staff and relevant contractors, induction and periodic refresher training, role-specific training for technical and high-risk roles, completion tracking, and some measure of effectiveness such as phishing simulation or test results.',
    typicalEvidence: [
      'Awareness and training plan',
      'Training content and materials',
      'Completion records by person',
      'Phishing simulation or assessment results',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'programme',
        mustHave: true,
        requirement: 'A security awareness and training programme is defined',
        evidencePhrases: ['security awareness', 'awareness training', 'awareness programme', 'awareness program', 'security training'],
      },
      {
        key: 'induction-and-refresher',
        requirement: 'Training is given at induction and repeated regularly',
        evidencePhrases: ['induction', 'new hires', 'onboarding', 'annual training', 'refresher', 'annually'],
      },
      {
        key: 'role-based',
        requirement: 'Role-specific training is provided for technical and high-risk roles',
        evidencePhrases: ['role-based training', 'secure coding training', 'privileged users', 'specialist training', 'training for developers'],
      },
      {
        key: 'current-threats',
        requirement: 'Content is updated for policy changes and current threats such as phishing',
        evidencePhrases: ['phishing', 'social engineering', 'phishing simulation', 'current threats', 'content is updated'],
      },
      {
        key: 'tracked-measured',
        requirement: 'Completion is tracked and effectiveness is measured',
        evidencePhrases: ['completion rate', 'training records', 'quiz', 'knowledge check', 'training effectiveness'],
      },
    ],
    recommendation:
      'Run a planned awareness programme with mandatory induction and annual training, role-based modules for technical staff, regular phishing simulations and tracked completion.',
    bestPractices:
      'Use short, frequent, scenario-based content, tailor it to the organisation\'s real incidents, and measure behaviour change rather than only completion.',
    implementationGuidance:
      'Set annual learning objectives, choose a platform that tracks completion, assign modules by role, and report completion to managers monthly. Run phishing simulations and follow up with targeted training where results are poor.',
  },
  {
    id: 'a-6-4',
    controlRef: 'A.6.4',
    category: PEOPLE,
    title: 'Disciplinary process',
    text: 'How is the disciplinary process for information security policy violations formalised and communicated, and how does it ensure fair, graduated treatment that takes account of intent, severity and impact? Provide the disciplinary policy and evidence of how staff are informed of it.',
    guidance:
      'The auditor checks that a formal disciplinary process exists and applies to security violations, that it is communicated to staff, that it is graduated and fair (with verification before action), and that it is applied consistently.',
    typicalEvidence: [
      'Disciplinary policy referencing security violations',
      'Employee handbook or policy acknowledgements',
      'Anonymised records of disciplinary cases related to security',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'formal-process',
        mustHave: true,
        requirement: 'A formal disciplinary process covers information security policy violations',
        evidencePhrases: ['disciplinary', 'disciplinary action', 'disciplinary process', 'disciplinary procedure', 'sanctions'],
      },
      {
        key: 'communicated',
        requirement: 'The disciplinary process is communicated to staff',
        evidencePhrases: ['employee handbook', 'employees are informed', 'made aware', 'acknowledge'],
      },
      {
        key: 'graduated',
        requirement: 'Responses are graduated according to intent, severity and impact',
        evidencePhrases: ['severity of the breach', 'proportionate', 'graduated', 'up to and including termination', 'nature and gravity'],
      },
      {
        key: 'fair',
        requirement: 'Violations are verified before action and individuals are treated fairly',
        evidencePhrases: ['fair and correct treatment', 'investigation', 'right to respond', 'right of appeal', 'consistently applied'],
      },
    ],
    recommendation:
      'Reference information security violations explicitly in the disciplinary policy, describe graduated responses, and communicate the policy at induction and in awareness training.',
    bestPractices:
      'Involve HR and legal in security-related disciplinary cases and distinguish honest mistakes (addressed by training) from negligent or malicious acts.',
    implementationGuidance:
      'Agree with HR how security breaches feed the disciplinary process, including investigation steps and evidence requirements. Add a statement to each security policy about consequences of violation and include it in induction materials.',
  },
  {
    id: 'a-6-5',
    controlRef: 'A.6.5',
    category: PEOPLE,
    title: 'Responsibilities after termination or change of employment',
    text: 'Which security obligations continue to bind people after they leave or move to a different role (for example confidentiality and intellectual property), how are they told about them, who else is informed, and how are the obligations enforced? Provide leaver and mover procedures and sample exit records.',
    guidance:
      'The auditor looks for defined continuing obligations (such as confidentiality and intellectual property), communication to the individual at exit or role change, notification of relevant internal and external parties, and management of role changes as a combination of leaving one role and joining another.',
    typicalEvidence: [
      'Leaver and mover procedures',
      'Exit interview or exit checklist records',
      'Contract clauses on continuing obligations',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'continuing-duties-defined',
        mustHave: true,
        requirement: 'Duties that remain valid after termination or change are defined',
        evidencePhrases: ['after termination', 'remain valid', 'continue to apply', 'post-employment', 'survive termination'],
      },
      {
        key: 'communicated-at-exit',
        requirement: 'Continuing duties are communicated to the individual when they leave or change role',
        evidencePhrases: ['exit interview', 'exit checklist', 'leaver process', 'reminded of', 'leaving process'],
      },
      {
        key: 'role-change',
        requirement: 'Changes of role are managed, including removal of access no longer required',
        evidencePhrases: ['change of role', 'change of employment', 'internal transfer', 'movers', 'role change'],
      },
      {
        key: 'enforceable',
        requirement: 'Continuing obligations are enforceable through contracts or agreements',
        evidencePhrases: ['confidentiality obligations', 'non-disclosure', 'enforceable', 'legal action'],
      },
    ],
    recommendation:
      'Remind leavers in writing of their continuing confidentiality and intellectual property obligations, record acknowledgement, and treat role changes as a leave-and-join event for access purposes.',
    bestPractices:
      'Notify relevant customers or suppliers when a key contact leaves, and make sure continuing obligations are mirrored in contractor agreements.',
    implementationGuidance:
      'Add a continuing obligations reminder to the exit checklist and exit interview. For movers, trigger an access review to remove rights tied to the previous role. Keep signed acknowledgements with the HR record.',
  },
  {
    id: 'a-6-6',
    controlRef: 'A.6.6',
    category: PEOPLE,
    title: 'Confidentiality or non-disclosure agreements',
    text: 'Which confidentiality or non-disclosure agreements do staff and external parties sign, how do their terms reflect what the organisation needs to protect, when are they signed, and how often are the templates reviewed? Provide templates, a register and signed examples.',
    guidance:
      'The auditor expects NDA templates whose terms reflect the organisation\'s needs (information covered, duration, permitted use, return or destruction, remedies), signature before access by staff and relevant external parties, and periodic review of templates.',
    typicalEvidence: [
      'NDA and confidentiality agreement templates',
      'Register of signed NDAs',
      'Sample signed agreements',
      'Record of template review',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'agreements-in-place',
        mustHave: true,
        requirement: 'Confidentiality or non-disclosure agreements are used with personnel and relevant external parties',
        evidencePhrases: ['non-disclosure agreement', 'nondisclosure agreement', 'confidentiality agreement', 'confidentiality undertaking'],
      },
      {
        key: 'terms-defined',
        requirement: 'Agreements define the information protected, duration, permitted use and obligations at termination',
        evidencePhrases: ['duration of the agreement', 'permitted use', 'return or destroy', 'definition of confidential information', 'breach of this agreement'],
      },
      {
        key: 'signed-before-access',
        requirement: 'Agreements are signed before access to confidential information',
        evidencePhrases: ['signed before', 'prior to access', 'before access', 'nda must be signed', 'before being given access'],
      },
      {
        key: 'reviewed',
        requirement: 'Agreement templates are reviewed periodically and when requirements change',
        evidencePhrases: ['periodically reviewed', 'reviewed annually', 'legal review', 'when requirements change'],
      },
    ],
    recommendation:
      'Maintain approved NDA templates for staff and external parties, require signature before any access to confidential information, keep a register of signed agreements and review templates annually.',
    bestPractices:
      'Use mutual NDAs for partnerships, track expiry dates, and ensure the NDA terms align with contractual confidentiality clauses.',
    implementationGuidance:
      'Have legal counsel prepare or review templates. Add NDA signature to onboarding and supplier engagement workflows, store signed copies centrally with dates, and review templates when laws or business needs change.',
  },
  {
    id: 'a-6-7',
    controlRef: 'A.6.7',
    category: PEOPLE,
    title: 'Remote working',
    text: 'How is information protected when staff work away from the organisation\'s premises (at home, while travelling or in public places), and how are those measures enforced? Provide the remote working policy and technical configuration evidence.',
    guidance:
      'The auditor expects a remote working policy covering permitted locations and devices, secure connection methods, physical and visual privacy, protection of equipment, and technical enforcement such as managed devices, MFA and encrypted connections.',
    typicalEvidence: [
      'Remote working policy',
      'VPN, zero trust or remote access configuration',
      'Device management compliance report',
      'Remote working awareness material',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'policy',
        mustHave: true,
        requirement: 'Conditions and rules for remote working are defined',
        evidencePhrases: ['remote working', 'working from home', 'home working', 'teleworking', 'hybrid working', 'remote work'],
      },
      {
        key: 'secure-access',
        requirement: 'Remote access uses secure, authenticated and encrypted connections',
        evidencePhrases: ['vpn', 'secure connection', 'zero trust', 'multi-factor', 'encrypted connection'],
      },
      {
        key: 'physical-privacy',
        requirement: 'Physical security and privacy of the remote working environment are addressed',
        evidencePhrases: ['overlooked', 'public places', 'shoulder surfing', 'private location', 'overheard'],
      },
      {
        key: 'devices',
        requirement: 'Rules for devices used remotely, including personally owned devices, are defined and enforced',
        evidencePhrases: ['company-issued', 'managed device', 'personal devices', 'byod', 'device encryption'],
      },
    ],
    recommendation:
      'Publish a remote working policy, require managed devices, MFA and encrypted connections for remote access, and brief staff on working securely in public and at home.',
    bestPractices:
      'Enforce device compliance checks before granting remote access and prohibit printing or storing sensitive information on unmanaged equipment.',
    implementationGuidance:
      'Define permitted locations, devices and connection methods. Configure conditional access to require compliant devices and MFA, provide privacy screens where needed, and cover remote working risks in awareness training.',
  },
  {
    id: 'a-6-8',
    controlRef: 'A.6.8',
    category: PEOPLE,
    title: 'Information security event reporting',
    text: 'How do staff report something that looks like a security problem (a suspicious email, a lost laptop, a weakness they noticed), which channels do they use, how quickly must they report, and how do they learn what to report? Provide the reporting procedure, awareness material and examples of reports received.',
    guidance:
      'The auditor checks that a simple, well-known reporting channel exists, that staff know what to report (for example phishing, lost devices, suspected weaknesses), that reports are made promptly, and interviews staff to test awareness.',
    typicalEvidence: [
      'Event reporting procedure',
      'Reporting channels (e.g. security mailbox, report-phishing button)',
      'Awareness material on reporting',
      'Log of reported events',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'reporting-channel',
        mustHave: true,
        requirement: 'A clear mechanism for reporting security events is available to all personnel',
        evidencePhrases: ['report suspected', 'reporting channel', 'service desk', 'security@', 'report phishing', 'report any', 'required to report', 'report incidents'],
      },
      {
        key: 'prompt-reporting',
        requirement: 'Events are required to be reported promptly',
        evidencePhrases: ['reported immediately', 'report immediately', 'as soon as possible', 'report promptly', 'without delay'],
      },
      {
        key: 'what-to-report',
        requirement: 'Personnel know what types of events and weaknesses to report',
        evidencePhrases: ['suspected incidents', 'security weaknesses', 'lost or stolen', 'suspicious activity', 'suspicious emails', 'phishing'],
      },
      {
        key: 'do-not-test',
        requirement: 'Personnel are told not to try to prove suspected weaknesses themselves',
        evidencePhrases: ['should not attempt', 'must not test', 'not attempt to prove', 'do not investigate'],
      },
    ],
    recommendation:
      'Provide one easy reporting route (such as a security mailbox and a report-phishing button), tell staff what to report and that they should report immediately, and acknowledge every report.',
    bestPractices:
      'Encourage a no-blame reporting culture, give feedback to reporters, and measure reporting rates in phishing simulations.',
    implementationGuidance:
      'Set up the reporting channels and route them to the triage team. Publish guidance with examples of reportable events, include it in induction and annual training, and track volumes and response times.',
  },
];
