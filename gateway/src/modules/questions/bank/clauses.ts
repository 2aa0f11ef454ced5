/**
 * ISO/IEC 27001:2022 clauses 4-10: one question per assessable requirement (level-2 entries, or their
 * level-3 sub-clauses where the reference list breaks a clause down). Wording is the project's own.
 */
import type { BankQuestion } from './types.js';

const C4 = 'Clause 4 Context of the organization';
const C5 = 'Clause 5 Leadership';
const C6 = 'Clause 6 Planning';
const C7 = 'Clause 7 Support';
const C8 = 'Clause 8 Operation';
const C9 = 'Clause 9 Performance evaluation';
const C10 = 'Clause 10 Improvement';

export const clauseQuestions: readonly BankQuestion[] = [
  // ---------------------------------------------------------------- Clause 4
  {
    id: 'c-4-1',
    controlRef: '4.1',
    category: C4,
    title: 'Understanding the organization and its context',
    text: 'How has the organisation identified the internal and external factors that shape its information security management system and could help or hinder its intended results, and where is this analysis recorded and kept up to date?',
    guidance:
      'The auditor expects a current, owned analysis of internal and external issues (for example a PESTLE or SWOT) that visibly feeds the ISMS scope and risk assessment. Since the 2024 amendment a recorded decision on whether climate change is a relevant issue is also expected.',
    typicalEvidence: [
      'Context analysis (e.g. PESTLE or SWOT) for the ISMS',
      'Issues register with owners and review dates',
      'Management review minutes discussing changes in context',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'issues-identified',
        mustHave: true,
        requirement: 'Internal and external issues relevant to information security are identified and recorded',
        evidencePhrases: ['internal and external issues', 'external issues', 'internal issues', 'context of the organisation', 'context of the organization', 'pestle', 'swot'],
      },
      {
        key: 'issues-inform-isms',
        requirement: 'The identified issues are used when setting the ISMS scope and assessing risk',
        evidencePhrases: ['issues register', 'context analysis', 'taken into account', 'inform the scope', 'considered in the risk assessment'],
      },
      {
        key: 'context-reviewed',
        requirement: 'The context analysis is reviewed at planned intervals and when significant change occurs',
        evidencePhrases: ['reviewed annually', 'reviewed at least annually', 'changes in external and internal issues', 'significant change', 'context review'],
      },
      {
        key: 'climate-change',
        requirement: 'A decision on whether climate change is a relevant issue for the ISMS is recorded',
        evidencePhrases: ['climate change', 'climate-related', 'extreme weather', 'environmental sustainability'],
      },
    ],
    recommendation:
      'Run a facilitated workshop with business and IT leads to list the internal and external issues affecting information security, record them in an owned issues register, and state explicitly whether climate change is relevant.',
    bestPractices:
      'Keep the context analysis short and specific to the organisation, link each issue to the risks or objectives it drives, and revisit it at every management review.',
    implementationGuidance:
      'Use a simple PESTLE (external) and resources/culture/technology (internal) checklist to capture issues. Record each issue with an owner, its effect on information security and a link to the relevant risk. Add the register as a standing input to management review and update it after mergers, new markets, new regulation or major technology changes.',
  },
  {
    id: 'c-4-2',
    controlRef: '4.2',
    category: C4,
    title: 'Understanding the needs and expectations of interested parties',
    text: 'Which interested parties has the organisation identified as relevant to its ISMS, what information security requirements have been recorded for each, and how has it decided which of those requirements the ISMS will address? Provide the register or analysis.',
    guidance:
      'The auditor looks for a list of interested parties (customers, regulators, staff, suppliers, shareholders and so on), their relevant requirements including legal and contractual ones, and an explicit decision on which requirements are addressed through the ISMS.',
    typicalEvidence: [
      'Interested parties register with requirements',
      'Legal, regulatory and contractual requirements register',
      'Customer security requirements or contract schedules',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'parties-identified',
        mustHave: true,
        requirement: 'Interested parties relevant to the ISMS are identified',
        evidencePhrases: ['interested parties', 'stakeholders', 'stakeholder register', 'regulators', 'customers and suppliers'],
      },
      {
        key: 'requirements-recorded',
        mustHave: true,
        requirement: 'The relevant requirements of each interested party, including legal, regulatory and contractual ones, are recorded',
        evidencePhrases: ['needs and expectations', 'requirements of interested parties', 'contractual requirements', 'regulatory requirements', 'legal requirements'],
      },
      {
        key: 'requirements-addressed',
        requirement: 'The organisation has decided which requirements will be addressed through the ISMS',
        evidencePhrases: ['addressed through the isms', 'addressed by the isms', 'how the requirement is met', 'in scope of the isms'],
      },
      {
        key: 'register-maintained',
        requirement: 'The interested parties analysis is reviewed and kept current',
        evidencePhrases: ['reviewed annually', 'kept up to date', 'changes in needs and expectations', 'register is reviewed'],
      },
    ],
    recommendation:
      'Create an interested parties register that names each party, its information security expectations and the source of each requirement, and mark which requirements the ISMS addresses and how.',
    bestPractices:
      'Link every requirement to the control, policy or objective that satisfies it so the register doubles as a traceability matrix for audits and customer questionnaires.',
    implementationGuidance:
      'Start from contracts, regulatory obligations and recurring customer questionnaires to identify parties and requirements. Record each requirement with its source, owner and the ISMS element that meets it. Review the register at least annually and whenever a major customer, regulation or supplier changes.',
  },
  {
    id: 'c-4-3',
    controlRef: '4.3',
    category: C4,
    title: 'Determining the scope of the information security management system',
    text: 'Describe the boundaries and applicability of the ISMS (organisational units, locations, services, technology) and explain how interfaces and dependencies with activities performed by others were considered; provide the documented scope statement.',
    guidance:
      'The auditor expects a documented scope that is precise enough to audit: named services, sites, teams and systems, any exclusions with justification, and a description of interfaces and dependencies with outsourced or group functions. The scope should be consistent with the context and interested party analysis.',
    typicalEvidence: [
      'Approved ISMS scope statement',
      'Scope diagram showing boundaries, interfaces and dependencies',
      'List of in-scope locations, services and systems',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'scope-documented',
        mustHave: true,
        requirement: 'The ISMS scope is documented and approved',
        evidencePhrases: ['scope of the isms', 'isms scope', 'scope statement', 'scope of the information security management system', 'in scope'],
      },
      {
        key: 'boundaries-defined',
        mustHave: true,
        requirement: 'Organisational, physical and technical boundaries of the ISMS are defined',
        evidencePhrases: ['boundaries of the isms', 'scope boundaries', 'out of scope', 'excluded from the scope', 'in-scope locations', 'physical locations covered'],
      },
      {
        key: 'interfaces-dependencies',
        requirement: 'Interfaces and dependencies with activities performed by other organisations are identified',
        evidencePhrases: ['interfaces and dependencies', 'interfaces with', 'dependencies on', 'outsourced services', 'shared services', 'performed by other organisations'],
      },
      {
        key: 'scope-inputs',
        requirement: 'The scope takes account of the context analysis and interested party requirements',
        evidencePhrases: ['internal and external issues', 'interested parties', 'requirements of interested parties', 'context of the organisation'],
      },
    ],
    recommendation:
      'Write a one-page scope statement naming the services, locations, teams and systems covered, justify any exclusions, and describe the interfaces with suppliers and group functions; have it approved by top management.',
    bestPractices:
      'Support the written scope with a boundary diagram and keep it aligned with the wording on the certificate and in customer contracts.',
    implementationGuidance:
      'Derive the scope from the services customers rely on, then list the people, locations and systems that deliver them. Identify where the boundary crosses into suppliers or parent-company services and state how those interfaces are controlled. Review the scope whenever services, sites or key suppliers change.',
  },
  {
    id: 'c-4-4',
    controlRef: '4.4',
    category: C4,
    title: 'Information security management system',
    text: 'How is the ISMS set up as a working management system: which processes does it need, how do they connect, and how is it kept running and improved? Provide the ISMS manual or process map that shows this.',
    guidance:
      'The auditor looks for evidence that the ISMS is a managed system rather than a document set: defined processes (risk, documentation, audit, review, improvement) with owners, inputs and outputs, and evidence they operate and interact.',
    typicalEvidence: [
      'ISMS manual or framework document',
      'Process map showing ISMS processes and their interactions',
      'Process ownership list (RACI)',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'isms-established',
        mustHave: true,
        requirement: 'An ISMS is defined with its framework of policies, processes and responsibilities',
        evidencePhrases: ['information security management system', 'isms manual', 'isms framework', 'security program', 'security programme'],
      },
      {
        key: 'processes-defined',
        requirement: 'The processes needed for the ISMS and their interactions are identified',
        evidencePhrases: ['process map', 'interaction of processes', 'isms processes', 'process owner', 'inputs and outputs'],
      },
      {
        key: 'isms-maintained',
        requirement: 'The ISMS is maintained and continually improved',
        evidencePhrases: ['maintain and continually improve', 'continual improvement', 'continuously improve', 'plan-do-check-act', 'pdca'],
      },
    ],
    recommendation:
      'Document the ISMS framework: the core processes, their owners, inputs, outputs and interactions, and how each process is measured and improved.',
    bestPractices:
      'Keep a single process map that links policies, risk management, operations, audit, management review and corrective action, and reference it in induction and audit planning.',
    implementationGuidance:
      'List the ISMS processes required by clauses 4-10 and any operational security processes. Assign an owner to each and record its inputs, outputs and records. Use the map to plan internal audits so that each process is covered over the audit cycle.',
  },
  // ---------------------------------------------------------------- Clause 5
  {
    id: 'c-5-1',
    controlRef: '5.1',
    category: C5,
    title: 'Leadership and commitment',
    text: 'How does top management demonstrate leadership of the ISMS, for example by aligning security policy and objectives with business strategy, providing resources and directing people? Provide evidence such as minutes, approvals and communications.',
    guidance:
      'The auditor looks for tangible evidence of top-management involvement: approvals of policy and objectives, resource decisions, participation in management review, and visible communication of the importance of information security. Interviewing a senior leader is normal.',
    typicalEvidence: [
      'Board or executive minutes covering information security',
      'Signed policy and objectives approvals',
      'Budget and resource approvals for security',
      'Leadership communications to staff on security',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'strategic-alignment',
        mustHave: true,
        requirement: 'Information security policy and objectives are set by top management and aligned with strategic direction',
        evidencePhrases: ['top management', 'senior management', 'strategic direction', 'business objectives', 'board of directors', 'executive team'],
      },
      {
        key: 'integration',
        requirement: 'ISMS requirements are integrated into business processes',
        evidencePhrases: ['integrated into', 'business processes', 'embedded in', 'part of day-to-day operations'],
      },
      {
        key: 'resources-provided',
        mustHave: true,
        requirement: 'Top management ensures the resources needed for the ISMS are available',
        evidencePhrases: ['sufficient resources', 'resources needed', 'security budget', 'funding for', 'adequate resources'],
      },
      {
        key: 'commitment-communicated',
        requirement: 'Top management communicates the importance of information security and supports people contributing to it',
        evidencePhrases: ['management commitment', 'committed to information security', 'importance of information security', 'leadership commitment', 'commitment statement'],
      },
      {
        key: 'improvement-promoted',
        requirement: 'Top management promotes continual improvement and ensures the ISMS achieves its intended outcomes',
        evidencePhrases: ['continual improvement', 'intended outcomes', 'continuous improvement', 'management review'],
      },
    ],
    recommendation:
      'Make information security a standing agenda item at executive meetings, have top management formally approve the policy, objectives and budget, and issue a signed commitment statement to staff.',
    bestPractices:
      'Assign an executive sponsor for the ISMS, report security metrics to the board at least quarterly, and keep minutes that record decisions rather than just presentations.',
    implementationGuidance:
      'Set up a security steering forum chaired by a member of top management with terms of reference. Route policy, objectives, risk acceptance and budget decisions through it and minute them. Use leadership channels (all-hands, intranet) to communicate security priorities at least twice a year.',
  },
  {
    id: 'c-5-2',
    controlRef: '5.2',
    category: C5,
    title: 'Policy',
    text: 'Provide the top-level information security policy and explain how it was approved, how it provides for objectives, which commitments it makes, and how it is communicated to staff and made available to interested parties.',
    guidance:
      'The auditor checks that the policy suits the organisation, contains or frames security objectives, commits to meeting applicable requirements and to continual improvement, is approved and dated, is communicated internally and is available to external parties where appropriate.',
    typicalEvidence: [
      'Approved information security policy with version history',
      'Evidence of communication (intranet page, acknowledgement records)',
      'Publication to interested parties (e.g. trust centre, customer portal)',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'policy-documented',
        mustHave: true,
        requirement: 'A top-level information security policy is documented and approved by top management',
        evidencePhrases: ['information security policy', 'approved by', 'policy owner', 'signed by', 'document version'],
      },
      {
        key: 'objectives-framework',
        mustHave: true,
        requirement: 'The policy includes security objectives or a framework for setting them',
        evidencePhrases: ['security objectives', 'information security objectives', 'framework for setting', 'measurable objectives'],
      },
      {
        key: 'commitment-requirements',
        requirement: 'The policy commits to satisfying applicable information security requirements',
        evidencePhrases: ['comply with', 'applicable requirements', 'legal and regulatory', 'contractual obligations', 'committed to'],
      },
      {
        key: 'commitment-improvement',
        requirement: 'The policy commits to continual improvement of the ISMS',
        evidencePhrases: ['continual improvement', 'continuous improvement', 'continually improve'],
      },
      {
        key: 'policy-communicated',
        mustHave: true,
        requirement: 'The policy is communicated within the organisation and available to interested parties as appropriate',
        evidencePhrases: ['communicated to', 'available to interested parties', 'published on', 'intranet', 'acknowledge'],
      },
    ],
    recommendation:
      'Issue a concise, board-approved information security policy that states objectives (or how they are set), commits to meeting requirements and to continual improvement, and publish it to staff and relevant external parties.',
    bestPractices:
      'Keep the top-level policy short and stable, push detail into topic-specific policies, and capture staff acknowledgement through the HR or learning platform.',
    implementationGuidance:
      'Draft the policy with the ISMS owner, circulate it for comment, and obtain approval from top management with a recorded date and version. Publish it on the intranet, require acknowledgement at induction and annually, and make a public summary available to customers. Review it at least annually.',
  },
  {
    id: 'c-5-3',
    controlRef: '5.3',
    category: C5,
    title: 'Organizational roles, responsibilities and authorities',
    text: 'Describe how responsibilities and authorities for information security roles have been assigned and communicated, including who is accountable for ISMS conformity and for reporting its performance to top management; provide the supporting role descriptions or RACI.',
    guidance:
      'The auditor looks for named people or roles accountable for the ISMS and for reporting its performance, documented authorities (e.g. to accept risk or approve exceptions), and evidence that role holders know their responsibilities.',
    typicalEvidence: [
      'ISMS roles and responsibilities document or RACI',
      'Appointment letters or job descriptions for security roles',
      'Organisation chart showing security reporting lines',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'roles-assigned',
        mustHave: true,
        requirement: 'Responsibilities and authorities for roles relevant to information security are assigned',
        evidencePhrases: ['roles and responsibilities', 'responsible for', 'accountable for', 'raci', 'security officer', 'ciso'],
      },
      {
        key: 'roles-communicated',
        requirement: 'Assigned responsibilities and authorities are communicated within the organisation',
        evidencePhrases: ['communicated to', 'job description', 'organisation chart', 'organization chart', 'terms of reference'],
      },
      {
        key: 'conformity-owner',
        requirement: 'A role is accountable for ensuring the ISMS conforms to ISO/IEC 27001',
        evidencePhrases: ['isms manager', 'isms owner', 'information security manager', 'conforms to', 'iso 27001'],
      },
      {
        key: 'performance-reporting',
        requirement: 'A role is responsible for reporting ISMS performance to top management',
        evidencePhrases: ['reports to', 'report to top management', 'reporting on the performance', 'report to the board', 'performance of the isms'],
      },
    ],
    recommendation:
      'Publish a RACI for ISMS processes and security controls, formally appoint an ISMS owner who reports to top management, and include security responsibilities in relevant job descriptions.',
    bestPractices:
      'Define authorities as well as tasks, for example who may accept risk, grant policy exceptions or invoke incident response, and review the RACI after every reorganisation.',
    implementationGuidance:
      'List ISMS roles (owner, risk owners, asset owners, internal auditor, incident lead) and record responsibilities and authorities for each. Obtain top-management sign-off and communicate through the intranet and induction. Check role holders understand their duties during internal audits.',
  },
  // ---------------------------------------------------------------- Clause 6
  {
    id: 'c-6-1-1',
    controlRef: '6.1.1',
    category: C6,
    title: 'General',
    text: 'When planning the ISMS, how did the organisation determine the risks and opportunities arising from its context and interested party requirements, and how are the resulting actions planned, integrated into ISMS processes and evaluated for effectiveness? Provide the planning records.',
    guidance:
      'Beyond the information security risk assessment, the auditor looks for consideration of ISMS-level risks and opportunities (e.g. lack of resources, reliance on a key person, certification as a sales opportunity) and planned actions whose effectiveness is later evaluated.',
    typicalEvidence: [
      'ISMS risks and opportunities register',
      'Action plan with owners and due dates',
      'Review records evaluating the effectiveness of actions',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'risks-opportunities-determined',
        mustHave: true,
        requirement: 'Risks and opportunities to the ISMS achieving its outcomes are determined from context and interested party requirements',
        evidencePhrases: ['risks and opportunities', 'intended outcomes', 'internal and external issues', 'interested parties', 'undesired effects'],
      },
      {
        key: 'actions-planned',
        mustHave: true,
        requirement: 'Actions to address the risks and opportunities are planned and integrated into ISMS processes',
        evidencePhrases: ['action plan', 'actions to address', 'planned actions', 'integrated into'],
      },
      {
        key: 'effectiveness-evaluated',
        requirement: 'The effectiveness of those actions is evaluated',
        evidencePhrases: ['evaluate the effectiveness', 'effectiveness of these actions', 'reviewed for effectiveness', 'effectiveness review'],
      },
    ],
    recommendation:
      'Add an ISMS risks and opportunities register, separate from the information security risk register, covering threats to and opportunities for the management system itself, with actions and an effectiveness check.',
    bestPractices:
      'Review ISMS risks and opportunities at each management review and link them to objectives so that opportunities such as automation or certification benefits are exploited deliberately.',
    implementationGuidance:
      'Derive entries from the 4.1 issues and 4.2 requirements. For each, record the risk or opportunity, planned action, owner and due date, and how effectiveness will be judged. Close entries only after the effectiveness review is recorded.',
  },
  {
    id: 'c-6-1-2',
    controlRef: '6.1.2',
    category: C6,
    title: 'Information security risk assessment',
    text: 'Describe the information security risk assessment process, including the risk acceptance criteria and the criteria for carrying out assessments, how risks and their owners are identified, and how likelihood, consequence and risk level are determined; provide the methodology and the latest risk assessment results.',
    guidance:
      'The auditor checks for a defined, repeatable method producing consistent and comparable results: documented risk criteria and acceptance criteria, identification of risks to confidentiality, integrity and availability within scope, named risk owners, analysis of likelihood and consequence, and prioritised evaluation against the criteria.',
    typicalEvidence: [
      'Risk assessment methodology with risk and acceptance criteria',
      'Risk register showing owners, likelihood, impact and risk level',
      'Records of the most recent risk assessment',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'criteria-defined',
        mustHave: true,
        requirement: 'Risk criteria, including risk acceptance criteria and criteria for performing assessments, are defined',
        evidencePhrases: ['risk acceptance criteria', 'risk criteria', 'risk appetite', 'acceptable level of risk', 'risk matrix', 'risk tolerance'],
      },
      {
        key: 'repeatable-method',
        requirement: 'The method is defined well enough that repeated assessments give consistent and comparable results',
        evidencePhrases: ['risk assessment methodology', 'risk methodology', 'consistent, valid and comparable', 'repeatable', 'scoring criteria'],
      },
      {
        key: 'risks-identified',
        mustHave: true,
        requirement: 'Risks to confidentiality, integrity and availability of information in scope are identified',
        evidencePhrases: ['confidentiality, integrity and availability', 'threats and vulnerabilities', 'risk identification', 'identify risks', 'threat scenarios'],
      },
      {
        key: 'owners-assigned',
        mustHave: true,
        requirement: 'A risk owner is identified for each risk',
        evidencePhrases: ['risk owner', 'risk owners', 'owner of the risk', 'assigned owner'],
      },
      {
        key: 'risks-analysed',
        requirement: 'Likelihood and consequences are assessed and a risk level is determined',
        evidencePhrases: ['likelihood', 'impact rating', 'consequences', 'risk level', 'risk rating', 'risk score'],
      },
      {
        key: 'risks-evaluated',
        requirement: 'Analysed risks are compared against the criteria and prioritised for treatment',
        evidencePhrases: ['risk evaluation', 'prioritised', 'prioritized', 'compared against', 'above the acceptable level'],
      },
    ],
    recommendation:
      'Document a risk methodology with a defined likelihood and impact scale, a risk matrix and explicit acceptance criteria, then run and record an assessment covering the whole scope with a named owner for every risk.',
    bestPractices:
      'Use an asset- or scenario-based approach consistently, calibrate scales with worked examples so different assessors reach similar scores, and have the acceptance criteria approved by top management.',
    implementationGuidance:
      'Define 3-5 point scales for likelihood and impact with concrete descriptors, a risk matrix and acceptance thresholds. Identify risks per service or asset group with threat and vulnerability prompts, assign owners and score them. Record results in a risk register and obtain approval of the criteria and results.',
  },
  {
    id: 'c-6-1-3',
    controlRef: '6.1.3',
    category: C6,
    title: 'Information security risk treatment',
    text: 'How does the organisation select risk treatment options and determine the controls needed, check them against Annex A, and record the outcome in a Statement of Applicability and a risk treatment plan approved by risk owners? Provide the Statement of Applicability and the treatment plan.',
    guidance:
      'The auditor checks that treatment options are chosen for risks exceeding the criteria, controls are determined and compared with Annex A so none is overlooked, the Statement of Applicability lists every control with inclusion or exclusion justification and implementation status, and risk owners approve the plan and accept residual risk.',
    typicalEvidence: [
      'Statement of Applicability with justifications and implementation status',
      'Risk treatment plan with owners, actions and dates',
      'Risk owner approval and residual risk acceptance records',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'options-selected',
        requirement: 'Appropriate treatment options (modify, avoid, share, retain) are selected for assessed risks',
        evidencePhrases: ['risk treatment', 'treatment option', 'mitigate the risk', 'transfer the risk', 'avoid the risk', 'accept the risk'],
      },
      {
        key: 'controls-determined',
        mustHave: true,
        requirement: 'Controls needed to implement treatment are determined and compared with Annex A',
        evidencePhrases: ['annex a', 'control selection', 'necessary controls', 'selected controls', 'compared with annex a'],
      },
      {
        key: 'soa-produced',
        mustHave: true,
        requirement: 'A Statement of Applicability records each control, its justification for inclusion or exclusion and its implementation status',
        evidencePhrases: ['statement of applicability', 'justification for exclusion', 'justification for inclusion', 'implementation status', 'applicable controls'],
      },
      {
        key: 'treatment-plan',
        mustHave: true,
        requirement: 'A risk treatment plan is formulated with actions, owners and timescales',
        evidencePhrases: ['risk treatment plan', 'treatment plan', 'remediation plan', 'target date', 'action owner'],
      },
      {
        key: 'owner-approval',
        requirement: 'Risk owners approve the treatment plan and accept residual risks',
        evidencePhrases: ['residual risk', 'risk acceptance', 'accepted by', 'sign off', 'risk owner approval'],
      },
    ],
    recommendation:
      'Produce a Statement of Applicability covering all 93 Annex A controls with justifications and status, and a risk treatment plan with owners and dates that each risk owner signs off, including acceptance of residual risk.',
    bestPractices:
      'Trace every SoA entry to the risks, legal requirements or contracts that justify it, and keep residual risk acceptance decisions dated and attributable to the risk owner.',
    implementationGuidance:
      'For each risk above the acceptance threshold, choose a treatment option and the controls that implement it. Map controls to Annex A, then walk the full Annex A list to confirm nothing necessary is missing. Build the SoA and treatment plan from that mapping and obtain risk owner sign-off.',
  },
  {
    id: 'c-6-2',
    controlRef: '6.2',
    category: C6,
    title: 'Information security objectives and planning to achieve them',
    text: 'What information security objectives has the organisation set, how are they measured, monitored and communicated, and how has it planned what will be done, by whom, with what resources and by when? Provide the objectives and the plan.',
    guidance:
      'The auditor expects documented objectives consistent with the policy, measurable where practicable, informed by risk results and requirements, with plans naming actions, resources, owners, deadlines and how results will be evaluated, plus evidence of progress tracking.',
    typicalEvidence: [
      'Information security objectives with targets and KPIs',
      'Objective action plans with owners and deadlines',
      'Progress reports to management',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'objectives-set',
        mustHave: true,
        requirement: 'Information security objectives consistent with the policy are documented',
        evidencePhrases: ['security objectives', 'information security objectives', 'isms objectives', 'objectives for information security'],
      },
      {
        key: 'objectives-measurable',
        mustHave: true,
        requirement: 'Objectives are measurable where practicable and take account of requirements and risk results',
        evidencePhrases: ['measurable', 'target value', 'kpi', 'key performance indicator', 'success criteria'],
      },
      {
        key: 'objectives-monitored',
        requirement: 'Progress against objectives is monitored, communicated and objectives are updated',
        evidencePhrases: ['progress against objectives', 'objectives are monitored', 'objectives are reviewed', 'reviewed quarterly', 'objectives dashboard'],
      },
      {
        key: 'plans-defined',
        requirement: 'Plans state what will be done, resources, responsible person, timescale and how results are evaluated',
        evidencePhrases: ['what will be done', 'resources required', 'responsible person', 'due date', 'action plan', 'how the results will be evaluated'],
      },
    ],
    recommendation:
      'Define a small set of measurable security objectives derived from the policy and the top risks, each with an owner, target, deadline and resourcing, and report progress to management quarterly.',
    bestPractices:
      'Prefer outcome objectives (e.g. mean time to patch critical vulnerabilities) over activity counts, and retire or reset objectives at each management review.',
    implementationGuidance:
      'Select three to six objectives linked to the risk treatment plan and customer requirements. For each, set a baseline, target, owner, deadline, resources and measurement method. Track them on a dashboard and present them at management review.',
  },
  {
    id: 'c-6-3',
    controlRef: '6.3',
    category: C6,
    title: 'Planning of changes',
    text: 'When the ISMS itself needs to change (scope, structure, processes or resources), how does the organisation plan and control that change, and where are the change decisions recorded?',
    guidance:
      'The auditor looks for evidence that changes to the management system are deliberate: purpose and consequences considered, resources and responsibilities allocated, and integrity of the ISMS preserved.',
    typicalEvidence: [
      'ISMS change log or change requests',
      'Management review or steering minutes approving ISMS changes',
      'Impact assessment for significant ISMS changes',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'changes-planned',
        mustHave: true,
        requirement: 'Changes to the ISMS are carried out in a planned manner',
        evidencePhrases: ['planned manner', 'changes to the isms', 'change plan', 'planned change'],
      },
      {
        key: 'impact-considered',
        requirement: 'The purpose and potential consequences of ISMS changes are assessed before implementation',
        evidencePhrases: ['impact assessment', 'potential consequences', 'purpose of the change', 'assess the impact'],
      },
      {
        key: 'changes-recorded',
        requirement: 'ISMS change decisions are approved and recorded',
        evidencePhrases: ['change log', 'isms change', 'steering committee', 'approved by management', 'management review'],
      },
    ],
    recommendation:
      'Introduce a lightweight ISMS change procedure: record each significant change to scope, processes or responsibilities with its rationale, impact, owner and approval.',
    bestPractices:
      'Treat reorganisations, acquisitions, new sites and tooling replacements as triggers for an ISMS impact check, and review the change log at management review.',
    implementationGuidance:
      'Define what counts as an ISMS change and who approves it. Use a simple template covering purpose, impact on scope, risks, controls and documents, resources and timeline. Keep the log with the ISMS records and verify completion afterwards.',
  },
  // ---------------------------------------------------------------- Clause 7
  {
    id: 'c-7-1',
    controlRef: '7.1',
    category: C7,
    title: 'Resources',
    text: 'How has the organisation determined and provided the people, budget, tools and time needed to establish, run and improve the ISMS? Provide evidence such as budgets, staffing plans or management review resource decisions.',
    guidance:
      'The auditor looks for a deliberate assessment of ISMS resource needs and evidence that they were provided, for example allocated budget, named staff time, tools and external support, and that shortfalls are raised to management.',
    typicalEvidence: [
      'Security budget and resource plan',
      'Staffing or capacity plan for security roles',
      'Management review decisions on resources',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'needs-determined',
        requirement: 'Resources needed for the ISMS are determined',
        evidencePhrases: ['resources needed', 'resource requirements', 'resource plan', 'team capacity', 'staffing'],
      },
      {
        key: 'resources-provided',
        mustHave: true,
        requirement: 'The determined resources, including budget, staff and tools, are provided',
        evidencePhrases: ['security budget', 'budget', 'funding', 'headcount', 'tooling'],
      },
      {
        key: 'resources-reviewed',
        requirement: 'Adequacy of resources is reviewed and gaps escalated',
        evidencePhrases: ['adequacy of resources', 'management review', 'resource needs', 'resource gaps'],
      },
    ],
    recommendation:
      'Prepare an annual ISMS resource plan covering staff time, budget, tooling and external support, approve it at management review, and track shortfalls as risks.',
    bestPractices:
      'Link resource requests to the risk treatment plan and objectives so management can see the risk consequence of not funding them.',
    implementationGuidance:
      'Estimate the effort for each ISMS process and planned security improvement. Compare with available staff and budget, record gaps, and present the plan for approval. Revisit it at each management review.',
  },
  {
    id: 'c-7-2',
    controlRef: '7.2',
    category: C7,
    title: 'Competence',
    text: 'How does the organisation define the competence required for roles affecting information security, ensure people meet it through education, training or experience, and check that any training taken was effective? Provide competence requirements and records.',
    guidance:
      'The auditor expects defined competence requirements for security-relevant roles, a gap analysis against them, actions such as training or hiring, an evaluation of whether those actions worked, and retained evidence such as certificates and CVs.',
    typicalEvidence: [
      'Competence matrix for security-relevant roles',
      'Training records and certificates',
      'Training effectiveness evaluations',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'competence-defined',
        mustHave: true,
        requirement: 'Competence requirements are defined for roles affecting information security performance',
        evidencePhrases: ['competence', 'competency', 'skills matrix', 'required skills', 'qualifications'],
      },
      {
        key: 'competence-ensured',
        requirement: 'People are competent on the basis of education, training or experience',
        evidencePhrases: ['appropriate education', 'training or experience', 'professional certification', 'certified', 'qualified personnel'],
      },
      {
        key: 'actions-evaluated',
        requirement: 'Actions to acquire competence are taken and their effectiveness is evaluated',
        evidencePhrases: ['effectiveness of training', 'evaluate the effectiveness', 'competence assessment', 'development plan', 'skills gap'],
      },
      {
        key: 'records-retained',
        mustHave: true,
        requirement: 'Evidence of competence is retained',
        evidencePhrases: ['training records', 'records of training', 'certificates', 'evidence of competence', 'training log'],
      },
    ],
    recommendation:
      'Create a competence matrix for security-relevant roles, record each person against it, close gaps through training or recruitment, and keep certificates and evaluation results.',
    bestPractices:
      'Tie competence reviews to the annual appraisal cycle and test effectiveness through practical exercises rather than attendance alone.',
    implementationGuidance:
      'List roles that affect security (administrators, developers, incident responders, ISMS staff) and their required knowledge and skills. Assess current staff, plan training, and record completion and an effectiveness check such as an assessment or supervisor sign-off.',
  },
  {
    id: 'c-7-3',
    controlRef: '7.3',
    category: C7,
    title: 'Awareness',
    text: 'How does the organisation make sure that everyone working under its control knows the information security policy, how they contribute to the ISMS, and what happens if they do not follow it? Provide awareness materials and completion records.',
    guidance:
      'The auditor looks for awareness activity reaching all staff and contractors in scope, covering the policy, individual contribution and consequences of non-conformance, and tests it by asking staff questions during the audit.',
    typicalEvidence: [
      'Awareness programme plan and materials',
      'Completion records for awareness training',
      'Policy acknowledgement records',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'policy-awareness',
        mustHave: true,
        requirement: 'People are made aware of the information security policy',
        evidencePhrases: ['security awareness', 'awareness training', 'aware of the policy', 'policy acknowledgement', 'acknowledge', 'made aware'],
      },
      {
        key: 'contribution-awareness',
        requirement: 'People know how their own work affects the ISMS and why better security matters',
        evidencePhrases: ['their role', 'their contribution', 'security responsibilities', 'benefits of improved'],
      },
      {
        key: 'consequences-awareness',
        requirement: 'People know the consequences of not following ISMS requirements',
        evidencePhrases: ['disciplinary', 'consequences of non-compliance', 'non-compliance', 'violation of this policy', 'failure to comply'],
      },
    ],
    recommendation:
      'Run mandatory awareness training at induction and annually that covers the policy, each person\'s security responsibilities and the consequences of breaches, and track completion.',
    bestPractices:
      'Supplement annual training with short, frequent messages and phishing simulations, and measure awareness through quizzes or interviews.',
    implementationGuidance:
      'Build a short module on the policy, reporting incidents, key rules and consequences. Assign it to all staff and contractors on joining and yearly, chase non-completion through line managers, and report completion rates to management.',
  },
  {
    id: 'c-7-4',
    controlRef: '7.4',
    category: C7,
    title: 'Communication',
    text: 'How has the organisation decided what it needs to communicate about information security, internally and externally, when, to whom and by what means? Provide the communication plan or matrix and examples of communications.',
    guidance:
      'The auditor expects a defined approach to internal and external security communication (e.g. staff updates, customer notifications, regulator contact) covering content, timing, audience and channel, with examples showing it is followed.',
    typicalEvidence: [
      'Communication plan or matrix',
      'Examples of internal security communications',
      'Records of external communications (customers, regulators)',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'communication-needs',
        mustHave: true,
        requirement: 'Internal and external communication needs relevant to the ISMS are determined',
        evidencePhrases: ['communication plan', 'internal and external communication', 'communications matrix', 'communication requirements'],
      },
      {
        key: 'what-when-who-how',
        requirement: 'The content, timing, audience and method of communication are defined',
        evidencePhrases: ['what to communicate', 'when to communicate', 'with whom', 'how to communicate', 'communication channels'],
      },
      {
        key: 'communication-records',
        requirement: 'Communications are carried out as planned and records are kept',
        evidencePhrases: ['security newsletter', 'intranet', 'all-hands', 'records of communication', 'security bulletin'],
      },
    ],
    recommendation:
      'Draw up a communication matrix listing each security topic, audience, frequency, channel and owner, covering both staff and external parties such as customers and regulators.',
    bestPractices:
      'Pre-approve templates for sensitive external communications, such as breach notifications, so they can be issued quickly and consistently.',
    implementationGuidance:
      'Identify recurring communications (policy updates, awareness, incident notices, customer security updates, regulator reports). Record topic, audience, timing, channel and owner in a matrix, and keep evidence of communications sent.',
  },
  {
    id: 'c-7-5-1',
    controlRef: '7.5.1',
    category: C7,
    title: 'General',
    text: 'Which documented information does the ISMS maintain and retain, both what ISO/IEC 27001 requires and what the organisation has judged necessary for its own effectiveness? Provide the document register or index.',
    guidance:
      'The auditor checks that mandatory documents and records exist (scope, policy, risk method and results, SoA, objectives, competence, monitoring, audit, review and corrective action records) and that the organisation has decided what further documentation it needs.',
    typicalEvidence: [
      'Document and records register',
      'Mandatory documents checklist',
      'ISMS document library',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'mandatory-documents',
        mustHave: true,
        requirement: 'Documented information required by the standard is maintained and retained',
        evidencePhrases: ['documented information', 'statement of applicability', 'isms scope', 'risk assessment results', 'mandatory documents'],
      },
      {
        key: 'additional-documents',
        requirement: 'The organisation has determined additional documentation needed for ISMS effectiveness',
        evidencePhrases: ['supporting procedures', 'policy framework', 'standards and procedures', 'document hierarchy', 'determined as necessary'],
      },
      {
        key: 'register-maintained',
        requirement: 'A register of ISMS documents and records is maintained',
        evidencePhrases: ['document register', 'document list', 'master list', 'document library', 'records register'],
      },
    ],
    recommendation:
      'Maintain a register of all ISMS documents and records, covering the documents ISO/IEC 27001 requires plus the procedures the organisation relies on, with owner and location for each.',
    bestPractices:
      'Keep documentation proportionate: document what must be consistent or auditable, and avoid duplicating the same requirement in several places.',
    implementationGuidance:
      'Start from a checklist of the standard\'s mandatory documented information and add the policies, procedures and records your controls depend on. Record owner, location, review cycle and retention for each in a single register.',
  },
  {
    id: 'c-7-5-2',
    controlRef: '7.5.2',
    category: C7,
    title: 'Creating and updating',
    text: 'When ISMS documents are created or updated, how are they identified (title, date, author, reference), put in an appropriate format and reviewed and approved before use? Provide an example document with its metadata and approval record.',
    guidance:
      'The auditor samples documents for identification details, version and date, owner, and evidence of review and approval for suitability before issue.',
    typicalEvidence: [
      'Document control procedure',
      'Sample documents showing version, owner and approval',
      'Approval records or workflow history',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'identification',
        requirement: 'Documents carry identification such as title, date, author or owner and reference number',
        evidencePhrases: ['version number', 'document owner', 'effective date', 'revision history', 'document id', 'last updated'],
      },
      {
        key: 'format',
        requirement: 'An appropriate format and medium are used',
        evidencePhrases: ['document template', 'standard template', 'document management system', 'format and media', 'wiki'],
      },
      {
        key: 'review-approval',
        mustHave: true,
        requirement: 'Documents are checked and approved as fit for purpose before issue',
        evidencePhrases: ['approved by', 'reviewed and approved', 'approval before publication', 'sign-off', 'peer review'],
      },
    ],
    recommendation:
      'Adopt a document template with a control block (title, reference, version, owner, approver, date, change history) and require recorded approval before publication.',
    bestPractices:
      'Use a document management system or version-controlled repository whose workflow enforces review and captures approvals automatically.',
    implementationGuidance:
      'Define the metadata every document must show and create a template. Set an approval route per document type. Retrofit existing documents with the control block and record approvals.',
  },
  {
    id: 'c-7-5-3',
    controlRef: '7.5.3',
    category: C7,
    title: 'Control of documented information',
    text: 'Describe how ISMS documents and records are kept available where needed, protected from loss or improper change, version controlled, retained and disposed of, including documents of external origin; provide the document control procedure and retention schedule.',
    guidance:
      'The auditor checks access restrictions, version control, distribution of current versions, protection from unauthorised change or loss, retention and disposal rules, and control of external documents such as standards and regulator guidance.',
    typicalEvidence: [
      'Document control procedure',
      'Records retention schedule',
      'Access permissions on the document repository',
      'Version history of controlled documents',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'availability',
        mustHave: true,
        requirement: 'Current versions of documents are accessible to the people who need them, when they need them',
        evidencePhrases: ['available to', 'accessible to', 'intranet', 'published', 'current version'],
      },
      {
        key: 'protection',
        mustHave: true,
        requirement: 'Documented information is protected from disclosure, misuse and unauthorised alteration',
        evidencePhrases: ['edit rights', 'read-only', 'protected against unauthorised', 'backed up', 'restricted access'],
      },
      {
        key: 'version-control',
        requirement: 'Changes are controlled through versioning',
        evidencePhrases: ['version control', 'change history', 'revision', 'superseded', 'obsolete'],
      },
      {
        key: 'retention-disposition',
        requirement: 'Retention periods and disposal are defined',
        evidencePhrases: ['retention period', 'retained for', 'retention schedule', 'disposal', 'destroyed'],
      },
      {
        key: 'external-documents',
        requirement: 'Documents of external origin are identified and controlled',
        evidencePhrases: ['external origin', 'external documents', 'third-party documents', 'externally sourced', 'standards and regulations'],
      },
    ],
    recommendation:
      'Write a document control procedure covering storage, access, versioning, distribution, retention and disposal, and apply it to records and external documents as well as policies.',
    bestPractices:
      'Hold controlled documents in one repository with role-based permissions and automatic version history, and mark printed or exported copies as uncontrolled.',
    implementationGuidance:
      'Choose a single repository and set read and edit permissions by role. Enable version history, archive superseded versions, and define retention periods for each record type. Keep a list of external documents with their source and version.',
  },
  // ---------------------------------------------------------------- Clause 8
  {
    id: 'c-8-1',
    controlRef: '8.1',
    category: C8,
    title: 'Operational planning and control',
    text: 'How does the organisation plan, run and control the processes that deliver its information security requirements and risk treatment actions, including criteria for those processes, control of planned changes and control of externally provided processes? Provide operating records that show this.',
    guidance:
      'The auditor looks for defined operational criteria and evidence that processes run to them, that planned changes are controlled and unintended changes reviewed, and that outsourced processes, products and services relevant to the ISMS are controlled.',
    typicalEvidence: [
      'Operating procedures and process criteria',
      'Operational records (tickets, logs, checklists)',
      'Change records and post-change reviews',
      'Supplier control records for outsourced processes',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'criteria-established',
        mustHave: true,
        requirement: 'Criteria for security-relevant processes are established and processes are controlled against them',
        evidencePhrases: ['process criteria', 'operating criteria', 'standard operating procedure', 'operational controls', 'operational procedures'],
      },
      {
        key: 'records-kept',
        requirement: 'Documented information shows processes were carried out as planned',
        evidencePhrases: ['records are kept', 'operational records', 'ticketing system', 'evidence of', 'logged'],
      },
      {
        key: 'changes-controlled',
        requirement: 'Planned changes are controlled, and the effects of unplanned changes are reviewed and mitigated',
        evidencePhrases: ['change management', 'change control', 'unintended changes', 'emergency change', 'post-implementation review'],
      },
      {
        key: 'external-processes',
        requirement: 'Externally provided processes, products or services relevant to the ISMS are controlled',
        evidencePhrases: ['outsourced processes', 'externally provided', 'third-party services', 'service providers', 'outsourced services'],
      },
    ],
    recommendation:
      'Define operating criteria for each security process, keep records that show they were followed, route changes through a controlled process and extend the same oversight to outsourced services.',
    bestPractices:
      'Automate evidence capture (ticketing, pipelines, configuration management) so that proof of operation is produced as a by-product of work.',
    implementationGuidance:
      'For each control in the SoA, identify the process that delivers it, its owner and its records. Confirm changes pass through change management, and list outsourced processes with the contractual and monitoring controls applied to them.',
  },
  {
    id: 'c-8-2',
    controlRef: '8.2',
    category: C8,
    title: 'Information security risk assessment',
    text: 'When were information security risk assessments last performed, what triggers an assessment outside the planned cycle (such as significant changes), and where are the results retained? Provide the schedule and the latest results.',
    guidance:
      'The auditor checks that risk assessments are actually performed at the planned frequency and when significant changes are proposed or occur, using the method defined under 6.1.2, and that results are retained.',
    typicalEvidence: [
      'Risk assessment schedule',
      'Dated risk assessment results or risk register snapshots',
      'Change-triggered risk assessments',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'planned-intervals',
        mustHave: true,
        requirement: 'Risk assessments are performed at planned intervals',
        evidencePhrases: ['annual risk assessment', 'at least annually', 'planned intervals', 'periodic risk assessment', 'risk assessment schedule'],
      },
      {
        key: 'change-triggered',
        requirement: 'Risk assessments are performed when significant changes are proposed or occur',
        evidencePhrases: ['significant change', 'major change', 'new system', 'before implementation', 'when changes occur'],
      },
      {
        key: 'results-retained',
        mustHave: true,
        requirement: 'Results of risk assessments are retained as documented information',
        evidencePhrases: ['risk register', 'risk assessment results', 'risk assessment report', 'results are retained', 'documented results'],
      },
    ],
    recommendation:
      'Schedule a full risk assessment at least annually, define the changes that trigger an interim assessment, and keep dated results in the risk register.',
    bestPractices:
      'Embed risk assessment into change and project processes so new systems and suppliers are assessed before go-live.',
    implementationGuidance:
      'Put the annual assessment in the ISMS calendar with an owner. Add a risk check step to change, project and supplier onboarding workflows. Snapshot the register after each assessment so results are traceable.',
  },
  {
    id: 'c-8-3',
    controlRef: '8.3',
    category: C8,
    title: 'Information security risk treatment',
    text: 'Show how the risk treatment plan is being implemented: which actions are complete, overdue or in progress, and where the results of treatment are recorded. Provide the current treatment plan status.',
    guidance:
      'The auditor samples treatment actions to confirm they were implemented as planned, that delays are managed, and that results of risk treatment are retained and reflected in updated risk levels.',
    typicalEvidence: [
      'Risk treatment plan with status tracking',
      'Evidence of implemented treatment actions',
      'Updated residual risk scores',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'plan-implemented',
        mustHave: true,
        requirement: 'The risk treatment plan is implemented',
        evidencePhrases: ['risk treatment plan', 'implementation of the plan', 'remediation', 'mitigation actions', 'actions completed'],
      },
      {
        key: 'progress-tracked',
        requirement: 'Progress of treatment actions is tracked and delays are escalated',
        evidencePhrases: ['status of actions', 'progress is tracked', 'overdue', 'target date', 'progress review'],
      },
      {
        key: 'results-retained',
        mustHave: true,
        requirement: 'Results of risk treatment are retained and residual risk is updated',
        evidencePhrases: ['residual risk', 'updated risk register', 'results of risk treatment', 'reassessed', 'risk re-assessment'],
      },
    ],
    recommendation:
      'Track every treatment action with owner, due date and status, review progress monthly, and re-score residual risk once actions are complete.',
    bestPractices:
      'Manage treatment actions in the same tracker as other work so they are visible to delivery teams, and report overdue actions to top management.',
    implementationGuidance:
      'Load the treatment plan into a tracker, link each action to its risk, and hold a monthly review. On completion, attach evidence, re-assess the risk and record the new residual score and acceptance.',
  },
  // ---------------------------------------------------------------- Clause 9
  {
    id: 'c-9-1',
    controlRef: '9.1',
    category: C9,
    title: 'Monitoring, measurement, analysis and evaluation',
    text: 'What does the organisation monitor and measure to evaluate information security performance and ISMS effectiveness, using which methods, how often, by whom, and who analyses and evaluates the results? Provide the measurement plan and recent results.',
    guidance:
      'The auditor expects a defined set of metrics covering processes and controls, with method, frequency and responsibilities for collection and analysis, retained results, and evidence that results are evaluated and acted upon.',
    typicalEvidence: [
      'Security metrics or KPI plan',
      'Metric results and dashboards',
      'Analysis reports presented to management',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'what-measured',
        mustHave: true,
        requirement: 'What needs to be monitored and measured, including processes and controls, is determined',
        evidencePhrases: ['metrics', 'kpi', 'key performance indicators', 'security measurement', 'what is monitored'],
      },
      {
        key: 'methods-defined',
        requirement: 'Methods for monitoring, measurement, analysis and evaluation are defined to produce valid results',
        evidencePhrases: ['measurement method', 'measured by', 'data source', 'calculated as', 'valid results'],
      },
      {
        key: 'responsibilities-timing',
        requirement: 'When and by whom monitoring is done and results are analysed is defined',
        evidencePhrases: ['measured monthly', 'reported quarterly', 'responsible for measuring', 'reported to', 'frequency of measurement'],
      },
      {
        key: 'results-evaluated',
        mustHave: true,
        requirement: 'Results are retained and evaluated to judge ISMS performance and effectiveness',
        evidencePhrases: ['security dashboard', 'performance evaluation', 'effectiveness of the isms', 'trend analysis', 'results are analysed'],
      },
    ],
    recommendation:
      'Define 8-15 security metrics with method, frequency, owner and target, collect them on a schedule, and present an analysed dashboard to management.',
    bestPractices:
      'Balance control-operation metrics (patching, access reviews) with outcome metrics (incidents, audit findings) and show trends, not single values.',
    implementationGuidance:
      'Link each metric to an objective or key control. Document its definition, data source, frequency, owner and target. Automate collection where possible, analyse trends monthly or quarterly, and record decisions taken on the results.',
  },
  {
    id: 'c-9-2-1',
    controlRef: '9.2.1',
    category: C9,
    title: 'General',
    text: 'How does the organisation use internal audits at planned intervals to establish whether the ISMS meets its own requirements and ISO/IEC 27001 and is effectively implemented and maintained? Provide the most recent internal audit reports.',
    guidance:
      'The auditor checks that internal audits cover both conformity to the organisation\'s own requirements and to the standard, test effective implementation rather than just document existence, and have been completed at the planned frequency.',
    typicalEvidence: [
      'Internal audit reports',
      'Audit checklists and sampled evidence',
      'Findings log',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'audits-conducted',
        mustHave: true,
        requirement: 'Internal audits are conducted at planned intervals',
        evidencePhrases: ['internal audit', 'internal audits', 'planned intervals', 'audit schedule', 'audited annually'],
      },
      {
        key: 'conformity-assessed',
        requirement: 'Audits assess conformity with the organisation\'s own ISMS requirements and ISO/IEC 27001',
        evidencePhrases: ['conformity', 'conforms to', 'iso 27001', 'iso/iec 27001', 'own requirements'],
      },
      {
        key: 'effectiveness-assessed',
        requirement: 'Audits assess whether the ISMS is effectively implemented and maintained',
        evidencePhrases: ['effectively implemented', 'effectively implemented and maintained', 'audit sampling', 'audit evidence', 'audit findings'],
      },
    ],
    recommendation:
      'Carry out internal audits covering all clauses and applicable Annex A controls at least once per certification cycle, sampling real records to test effectiveness.',
    bestPractices:
      'Audit processes rather than documents, follow audit trails through records, and rotate audit focus towards high-risk areas and previous findings.',
    implementationGuidance:
      'Plan audits from the ISMS process map and SoA. Prepare checklists, interview process owners, sample records and record findings with evidence. Issue reports to management and feed nonconformities into corrective action.',
  },
  {
    id: 'c-9-2-2',
    controlRef: '9.2.2',
    category: C9,
    title: 'Internal audit programme',
    text: 'Describe the internal audit programme: frequency, methods, responsibilities, planning and reporting, how process importance and previous results shape it, how auditor objectivity is assured, and how results reach management. Provide the programme and evidence of its delivery.',
    guidance:
      'The auditor expects a multi-year or annual programme covering the full scope, defined criteria and scope for each audit, auditors who do not audit their own work, results reported to relevant management, and retained evidence of programme implementation.',
    typicalEvidence: [
      'Internal audit programme and schedule',
      'Audit plans with criteria and scope',
      'Auditor competence and independence records',
      'Audit reports distributed to management',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'programme-defined',
        mustHave: true,
        requirement: 'An audit programme defines frequency, methods, responsibilities, planning and reporting',
        evidencePhrases: ['audit programme', 'audit program', 'audit schedule', 'audit plan', 'audit frequency'],
      },
      {
        key: 'risk-based',
        requirement: 'The programme considers the importance of processes and the results of previous audits',
        evidencePhrases: ['previous audits', 'risk-based', 'importance of the processes', 'prior findings', 'high risk'],
      },
      {
        key: 'criteria-scope',
        requirement: 'Audit criteria and scope are defined for each audit',
        evidencePhrases: ['audit criteria', 'audit scope', 'scope of the audit', 'audit objectives'],
      },
      {
        key: 'objectivity',
        mustHave: true,
        requirement: 'Auditors are selected to ensure objectivity and impartiality',
        evidencePhrases: ['independent auditor', 'independence', 'impartiality', 'objectivity', 'not audit their own work'],
      },
      {
        key: 'results-reported',
        requirement: 'Audit results are reported to relevant management and evidence is retained',
        evidencePhrases: ['audit report', 'audit results', 'audit findings', 'reported to management', 'results of the audit'],
      },
    ],
    recommendation:
      'Document a risk-based internal audit programme covering the full scope over the cycle, appoint competent and independent auditors, and report results to management.',
    bestPractices:
      'Use an external or cross-team auditor for areas the ISMS team owns, and adjust the programme after each audit based on findings.',
    implementationGuidance:
      'Build a 12- or 36-month schedule allocating clauses and Annex A controls to audits, weighted by risk and past findings. Define each audit\'s scope and criteria in an audit plan, confirm auditor independence, and circulate reports to process owners and top management.',
  },
  {
    id: 'c-9-3-1',
    controlRef: '9.3.1',
    category: C9,
    title: 'General',
    text: 'How often does top management review the ISMS to confirm it remains suitable, adequate and effective, who attends, and where are the reviews recorded? Provide the minutes of the most recent management reviews.',
    guidance:
      'The auditor checks that management reviews take place at planned intervals with top management participation and genuinely consider the continuing suitability, adequacy and effectiveness of the ISMS.',
    typicalEvidence: [
      'Management review schedule',
      'Management review minutes with attendance',
      'Management review presentation pack',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'planned-intervals',
        mustHave: true,
        requirement: 'Management reviews are held at planned intervals',
        evidencePhrases: ['management review', 'at least annually', 'planned intervals', 'review meeting', 'annual review'],
      },
      {
        key: 'top-management',
        mustHave: true,
        requirement: 'Top management participates in the review',
        evidencePhrases: ['top management', 'senior management', 'executive team', 'board of directors', 'leadership team'],
      },
      {
        key: 'suitability-adequacy-effectiveness',
        requirement: 'The review considers the continuing suitability, adequacy and effectiveness of the ISMS',
        evidencePhrases: ['continuing suitability', 'suitability, adequacy and effectiveness', 'adequacy', 'remains effective'],
      },
    ],
    recommendation:
      'Hold a formal management review at least annually, chaired by top management, and minute conclusions on whether the ISMS remains suitable, adequate and effective.',
    bestPractices:
      'Hold shorter quarterly reviews with a full annual review, and distribute a standard input pack in advance so discussion focuses on decisions.',
    implementationGuidance:
      'Schedule reviews in the corporate calendar and define mandatory attendees. Use a standard agenda mapped to the required inputs, and minute decisions and actions with owners and deadlines.',
  },
  {
    id: 'c-9-3-2',
    controlRef: '9.3.2',
    category: C9,
    title: 'Management review inputs',
    text: 'Which inputs are considered at management review (for example previous actions, changes in issues and interested party needs, nonconformities, metrics, audit results, objectives, stakeholder feedback, risk status and improvement opportunities)? Provide the agenda and input pack.',
    guidance:
      'The auditor compares the agenda and minutes with the required inputs: status of previous actions, changes in context and interested party needs, performance feedback and trends (nonconformities, monitoring results, audit results, objectives), interested party feedback, risk assessment and treatment status, and improvement opportunities.',
    typicalEvidence: [
      'Management review agenda mapped to required inputs',
      'Management review input pack',
      'Metric and audit summaries presented',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'previous-actions',
        requirement: 'The status of actions from previous reviews is considered',
        evidencePhrases: ['previous management review', 'status of actions', 'actions from previous', 'open actions'],
      },
      {
        key: 'context-changes',
        requirement: 'Changes in internal and external issues and interested party needs are considered',
        evidencePhrases: ['changes in external and internal issues', 'internal and external issues', 'interested parties', 'changes in needs'],
      },
      {
        key: 'performance-feedback',
        mustHave: true,
        requirement: 'Performance feedback including nonconformities, monitoring results, audit results and objectives is considered',
        evidencePhrases: ['nonconformities', 'corrective actions', 'monitoring and measurement results', 'audit results', 'fulfilment of objectives'],
      },
      {
        key: 'risk-status',
        requirement: 'Risk assessment results and risk treatment plan status are considered',
        evidencePhrases: ['risk assessment', 'risk treatment plan', 'risk register', 'status of risk'],
      },
      {
        key: 'feedback-improvement',
        requirement: 'Interested party feedback and opportunities for continual improvement are considered',
        evidencePhrases: ['feedback from interested parties', 'customer feedback', 'opportunities for improvement', 'opportunities for continual improvement'],
      },
    ],
    recommendation:
      'Restructure the management review agenda so each required input has its own item and owner, and prepare a standard input pack before each review.',
    bestPractices:
      'Present trends across review periods and highlight decisions needed, rather than reporting raw data.',
    implementationGuidance:
      'Create an agenda template with one item per required input. Assign owners to prepare each input, gather metrics, audit and risk data in advance, and circulate the pack a week before the meeting.',
  },
  {
    id: 'c-9-3-3',
    controlRef: '9.3.3',
    category: C9,
    title: 'Management review results',
    text: 'What decisions and actions came out of recent management reviews regarding continual improvement and changes to the ISMS, and where are these results recorded and followed up? Provide the minutes and action log.',
    guidance:
      'The auditor looks for recorded decisions on improvement opportunities and any needed ISMS changes, with actions, owners and deadlines that are followed up at the next review.',
    typicalEvidence: [
      'Management review minutes with decisions',
      'Management review action log',
      'Follow-up status at the next review',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'decisions-recorded',
        mustHave: true,
        requirement: 'Decisions on continual improvement opportunities and ISMS changes are recorded',
        evidencePhrases: ['decisions taken', 'management review minutes', 'changes to the isms', 'improvement opportunities', 'outputs of the management review'],
      },
      {
        key: 'actions-assigned',
        requirement: 'Resulting actions have owners and deadlines',
        evidencePhrases: ['action log', 'action items', 'action owner', 'due date', 'actions arising'],
      },
      {
        key: 'results-retained',
        requirement: 'Results of management reviews are retained as documented information',
        evidencePhrases: ['minutes are kept', 'minutes are retained', 'records of management review', 'review minutes'],
      },
    ],
    recommendation:
      'Minute explicit decisions and actions at each management review, assign owners and due dates, and track them to closure in an action log reviewed at the next meeting.',
    bestPractices:
      'Distinguish decisions from discussion in the minutes and link each action to the input that prompted it.',
    implementationGuidance:
      'Add a decisions and actions section to the minutes template. Copy actions into the ISMS tracker with owners and due dates, and make "status of previous actions" the first agenda item of the next review.',
  },
  // ---------------------------------------------------------------- Clause 10
  {
    id: 'c-10-1',
    controlRef: '10.1',
    category: C10,
    title: 'Continual improvement',
    text: 'How does the organisation make its ISMS steadily more suitable, adequate and effective, and what improvements has it made over the last year? Provide examples and the records that show how they were identified and implemented.',
    guidance:
      'The auditor looks for concrete improvements sourced from audits, incidents, metrics, reviews and staff suggestions, and evidence that improvement is managed rather than incidental.',
    typicalEvidence: [
      'Improvement register or backlog',
      'Examples of completed improvements with evidence',
      'Management review decisions on improvement',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'improvement-commitment',
        mustHave: true,
        requirement: 'The organisation commits to and plans continual improvement of the ISMS',
        evidencePhrases: ['continual improvement', 'continuous improvement', 'continually improve', 'improve the isms'],
      },
      {
        key: 'improvement-sources',
        requirement: 'Improvement opportunities are identified from audits, incidents, metrics and reviews',
        evidencePhrases: ['lessons learned', 'opportunities for improvement', 'audit findings', 'staff suggestions', 'improvement ideas'],
      },
      {
        key: 'improvement-tracked',
        requirement: 'Improvements are tracked to completion',
        evidencePhrases: ['improvement register', 'improvement plan', 'improvement log', 'improvement backlog', 'improvements implemented'],
      },
    ],
    recommendation:
      'Keep an improvement register fed by audits, incidents, metrics and staff suggestions, prioritise it at management review, and record completed improvements.',
    bestPractices:
      'Celebrate and communicate improvements to staff, which encourages further suggestions and demonstrates an active ISMS.',
    implementationGuidance:
      'Create a single improvement backlog with source, description, benefit, owner and status. Review and prioritise it quarterly and present completed items at management review.',
  },
  {
    id: 'c-10-2',
    controlRef: '10.2',
    category: C10,
    title: 'Nonconformity and corrective action',
    text: 'Describe how nonconformities are recorded, contained and corrected, how their root causes are analysed, how corrective actions are implemented and checked for effectiveness, and provide the nonconformity and corrective action log.',
    guidance:
      'The auditor samples nonconformities to check immediate correction, root cause analysis, consideration of whether similar issues exist elsewhere, proportionate corrective action, an effectiveness review and retained records of each step.',
    typicalEvidence: [
      'Nonconformity and corrective action procedure',
      'Corrective action log',
      'Root cause analysis records',
      'Effectiveness review evidence',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'nonconformity-controlled',
        requirement: 'Nonconformities are recorded, controlled and corrected, and their consequences addressed',
        evidencePhrases: ['nonconformity', 'non-conformity', 'nonconformities', 'correction', 'containment action'],
      },
      {
        key: 'root-cause',
        requirement: 'Root causes are analysed and the organisation looks for the same problem elsewhere',
        evidencePhrases: ['root cause', 'root cause analysis', '5 whys', 'underlying cause', 'similar nonconformities'],
      },
      {
        key: 'corrective-action',
        mustHave: true,
        requirement: 'Corrective actions are implemented in proportion to the impact of the nonconformity',
        evidencePhrases: ['corrective action', 'corrective actions', 'corrective and preventive action', 'remediation plan', 'action to eliminate'],
      },
      {
        key: 'effectiveness-review',
        requirement: 'The effectiveness of corrective actions is reviewed',
        evidencePhrases: ['effectiveness of corrective action', 'verify effectiveness', 'verification of effectiveness', 'effectiveness review', 'closed after verification'],
      },
      {
        key: 'records-retained',
        mustHave: true,
        requirement: 'Records show what each nonconformity was, what was done about it and the outcome',
        evidencePhrases: ['corrective action log', 'nonconformity register', 'nonconformity report', 'records of nonconformities', 'corrective action records'],
      },
    ],
    recommendation:
      'Adopt a corrective action procedure and log that records each nonconformity, its correction, root cause, corrective action, owner, due date and effectiveness check.',
    bestPractices:
      'Use a structured root cause technique, close actions only after evidence shows the problem has not recurred, and trend nonconformities for management review.',
    implementationGuidance:
      'Define sources of nonconformities (audits, incidents, monitoring, complaints). Log each with a correction, root cause analysis and corrective action with owner and date. Schedule an effectiveness review and update the ISMS where the cause was systemic.',
  },
];
