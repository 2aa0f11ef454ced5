/**
 * ISO/IEC 27001:2022 Annex A organizational controls, part 2 (A.5.19-A.5.37). Wording is the project's own.
 */
import type { BankQuestion } from './types.js';

const ORG = 'Organizational controls';

export const organizationalQuestionsPart2: readonly BankQuestion[] = [
  {
    id: 'a-5-19',
    controlRef: 'A.5.19',
    category: ORG,
    title: 'Information security in supplier relationships',
    text: 'How does the organisation control the security risks that come with using suppliers, including categorising suppliers, assessing them before engagement and controlling their access throughout the relationship? Provide the supplier security policy, supplier register and recent assessments.',
    guidance:
      'The auditor looks for a supplier security process covering identification and risk tiering of suppliers, due diligence before contracting, control of supplier access to information, and handling of transitions and termination.',
    typicalEvidence: [
      'Supplier security policy or procedure',
      'Supplier register with risk tiers',
      'Supplier security assessments or questionnaires',
      'Supplier certifications (e.g. ISO/IEC 27001, SOC 2 reports)',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'process-defined',
        mustHave: true,
        requirement: 'A process for managing information security risk in supplier relationships is defined',
        evidencePhrases: ['supplier security', 'third-party risk', 'vendor management', 'supplier relationships', 'vendor risk'],
      },
      {
        key: 'suppliers-tiered',
        requirement: 'Suppliers are identified and categorised according to the information and access involved',
        evidencePhrases: ['supplier register', 'vendor inventory', 'list of suppliers', 'critical suppliers', 'risk tier', 'tiering'],
      },
      {
        key: 'due-diligence',
        requirement: 'Suppliers are assessed for security before engagement',
        evidencePhrases: ['due diligence', 'security questionnaire', 'vendor assessment', 'supplier assessment', 'soc 2', 'iso 27001 certificate'],
      },
      {
        key: 'access-controlled',
        requirement: 'Supplier access to information and systems is controlled and limited',
        evidencePhrases: ['supplier access', 'third-party access', 'vendor access', 'least privilege', 'access for suppliers'],
      },
      {
        key: 'lifecycle',
        requirement: 'Onboarding, transition and termination of suppliers address information security',
        evidencePhrases: ['supplier onboarding', 'supplier offboarding', 'termination of the relationship', 'exit plan', 'transition to another supplier'],
      },
    ],
    recommendation:
      'Maintain a supplier register tiered by risk, assess high-risk suppliers before contracting and periodically thereafter, and define security steps for onboarding and exit.',
    bestPractices:
      'Scale due diligence to supplier tier, rely on recognised certifications where they cover the relevant service, and involve security in procurement decisions early.',
    implementationGuidance:
      'List all suppliers with access to information or critical services and tier them. Define assessment requirements per tier (certification review, questionnaire, audit), record results and risk decisions, and include supplier access and data return in exit checklists.',
  },
  {
    id: 'a-5-20',
    controlRef: 'A.5.20',
    category: ORG,
    title: 'Addressing information security within supplier agreements',
    text: 'Which information security requirements are written into supplier agreements (for example confidentiality, acceptable use, access controls, incident notification, subcontracting, audit rights and return or deletion of information), and how are agreements checked before signature? Provide sample contracts or security schedules.',
    guidance:
      'The auditor samples supplier contracts for the relevant tier and checks that security requirements appropriate to the service are included, especially incident notification, right to audit, subcontractor controls, and data return or deletion at exit.',
    typicalEvidence: [
      'Standard supplier security schedule or addendum',
      'Sample signed supplier contracts',
      'Data processing agreements',
      'Contract review checklist',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'requirements-in-contracts',
        mustHave: true,
        requirement: 'Information security requirements are included in supplier agreements',
        evidencePhrases: ['security requirements', 'security schedule', 'security addendum', 'contractual security', 'agreement shall'],
      },
      {
        key: 'incident-notification',
        requirement: 'Suppliers must notify the organisation of security incidents within a defined time',
        evidencePhrases: ['incident notification', 'breach notification', 'notify the organisation', 'without undue delay', 'within 24 hours'],
      },
      {
        key: 'audit-rights',
        requirement: 'The organisation has the right to audit or obtain assurance about supplier controls',
        evidencePhrases: ['right to audit', 'audit rights', 'audit reports', 'on-site inspection', 'independent assurance'],
      },
      {
        key: 'confidentiality-data',
        requirement: 'Confidentiality, permitted use and return or deletion of information are specified',
        evidencePhrases: ['confidentiality obligations', 'non-disclosure', 'data processing agreement', 'return or destroy', 'deletion of data'],
      },
      {
        key: 'subcontracting',
        requirement: 'Use of subcontractors is controlled and requirements flow down',
        evidencePhrases: ['subcontractor', 'sub-processor', 'subprocessor', 'prior written consent', 'flow down'],
      },
    ],
    recommendation:
      'Create a standard security schedule for supplier contracts covering confidentiality, access, incident notification, audit rights, subcontracting and data return, and apply it to all suppliers in higher risk tiers.',
    bestPractices:
      'Have security review contracts for high-risk suppliers before signature, and keep a record of agreed deviations from the standard schedule.',
    implementationGuidance:
      'Draft the security schedule with legal counsel, with variants by supplier tier. Add a security review step to procurement, record which contracts include the schedule, and update legacy contracts at renewal.',
  },
  {
    id: 'a-5-21',
    controlRef: 'A.5.21',
    category: ORG,
    title: 'Managing information security in the ICT supply chain',
    text: 'How does the organisation address the information security risks that arise within the ICT product and service supply chain, for example by requiring suppliers to pass security requirements down to their own suppliers, understanding where critical components come from and planning for components reaching end of support? Provide the relevant process and evidence.',
    guidance:
      'The auditor looks beyond direct suppliers: requirements that flow down the chain, knowledge of critical components and their origin, assurance that delivered products behave as expected, and plans for component end of life or supplier failure.',
    typicalEvidence: [
      'ICT supply chain requirements in contracts',
      'Software bills of materials or component inventories for critical products',
      'Assurance evidence for critical ICT products',
      'End-of-support tracking',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'flow-down',
        mustHave: true,
        requirement: 'Security requirements are propagated through the ICT supply chain',
        evidencePhrases: ['supply chain', 'flow down', 'subcontractors', 'sub-processors', 'fourth party'],
      },
      {
        key: 'component-provenance',
        requirement: 'Critical components and their origin can be identified and traced',
        evidencePhrases: ['software bill of materials', 'sbom', 'provenance', 'trusted sources', 'genuine', 'authentic'],
      },
      {
        key: 'product-assurance',
        requirement: 'Assurance is obtained that ICT products and services function as expected without unwanted features',
        evidencePhrases: ['product assurance', 'independently certified', 'security testing of products', 'supplier attestation', 'verification of'],
      },
      {
        key: 'component-lifecycle',
        requirement: 'Availability and end of support of critical components are monitored',
        evidencePhrases: ['end of life', 'end-of-life', 'end of support', 'alternative suppliers', 'obsolescence'],
      },
    ],
    recommendation:
      'Identify the critical ICT products and services in your supply chain, require suppliers to flow down security obligations, and track component origin and end-of-support dates.',
    bestPractices:
      'Request SBOMs for critical software, prefer suppliers with recognised supply chain assurance, and plan alternatives for single-source critical components.',
    implementationGuidance:
      'Extend supplier contracts with flow-down clauses for subcontractors. For critical products, record key components and their sources, monitor vendor advisories and end-of-life notices, and add supply chain scenarios to the risk assessment.',
  },
  {
    id: 'a-5-22',
    controlRef: 'A.5.22',
    category: ORG,
    title: 'Monitoring, review and change management of supplier services',
    text: 'How often and by what means does the organisation check that suppliers keep to their security commitments and deliver the agreed service, and how are changes to a supplier\'s service evaluated before they take effect? Provide the review schedule, review records and examples of change assessments.',
    guidance:
      'The auditor expects periodic reviews scaled to supplier risk (service reports, certification and audit report checks, review meetings), follow-up of supplier incidents and issues, and risk assessment of significant supplier changes.',
    typicalEvidence: [
      'Supplier review schedule by tier',
      'Supplier review records and meeting minutes',
      'Reviewed third-party assurance reports',
      'Assessments of supplier service changes',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'regular-review',
        mustHave: true,
        requirement: 'Supplier security and service delivery are reviewed regularly',
        evidencePhrases: ['supplier review', 'vendor review', 'service review', 'annual review of suppliers', 'performance review'],
      },
      {
        key: 'assurance-checked',
        requirement: 'Supplier reports, audit results and certifications are obtained and checked',
        evidencePhrases: ['soc 2 report', 'supplier audit report', 'certification status', 'annual reassessment', 'security questionnaire'],
      },
      {
        key: 'issues-managed',
        requirement: 'Supplier-related incidents and service problems are followed up',
        evidencePhrases: ['service level', 'service level agreement', 'supplier incidents', 'issues log', 'service credits'],
      },
      {
        key: 'changes-assessed',
        requirement: 'Changes to supplier services are assessed for information security risk',
        evidencePhrases: ['changes to supplier', 'change notification', 'material change', 'reassess', 'change in service'],
      },
    ],
    recommendation:
      'Set review frequencies by supplier tier, collect and review assurance reports annually for critical suppliers, and require suppliers to notify you of material service changes so they can be risk assessed.',
    bestPractices:
      'Track supplier review outcomes and open issues in the supplier register, and use automated monitoring where suppliers expose security ratings or status pages.',
    implementationGuidance:
      'Add next review date and review outcome fields to the supplier register. Hold quarterly or annual service reviews with critical suppliers, check assurance report exceptions and bridging letters, and log supplier change notices with your risk assessment.',
  },
  {
    id: 'a-5-23',
    controlRef: 'A.5.23',
    category: ORG,
    title: 'Information security for use of cloud services',
    text: 'How does the organisation decide which cloud services to adopt and how it uses, configures, oversees and eventually leaves them so that its security requirements are met, including who is responsible for what with each provider? Provide the cloud policy, cloud service inventory and provider assessments.',
    guidance:
      'The auditor expects a policy or process for cloud services, an inventory of cloud services in use, documented shared-responsibility boundaries, provider assurance, secure configuration of the customer-side controls and an exit strategy for critical services.',
    typicalEvidence: [
      'Cloud services policy or procedure',
      'Inventory of approved cloud services',
      'Shared responsibility matrices',
      'Provider assurance reports and exit plans',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'cloud-policy',
        mustHave: true,
        requirement: 'Requirements for acquiring, using and managing cloud services are defined',
        evidencePhrases: ['cloud services', 'cloud security', 'cloud policy', 'saas', 'iaas', 'paas'],
      },
      {
        key: 'shared-responsibility',
        requirement: 'Security responsibilities between the organisation and each provider are defined',
        evidencePhrases: ['shared responsibility', 'responsibility model', 'customer responsibility', 'provider responsibility'],
      },
      {
        key: 'provider-assurance',
        requirement: 'Cloud providers are assessed and their assurance is reviewed',
        evidencePhrases: ['cloud provider', 'csa star', 'iso 27017', 'soc 2', 'provider assessment'],
      },
      {
        key: 'secure-configuration',
        requirement: 'Customer-side cloud configuration is secured and monitored',
        evidencePhrases: ['cloud configuration', 'security posture', 'cspm', 'misconfiguration', 'cloud baseline'],
      },
      {
        key: 'exit-strategy',
        requirement: 'An exit strategy exists for critical cloud services',
        evidencePhrases: ['exit strategy', 'exit plan', 'data portability', 'return of data', 'migrate to another provider'],
      },
    ],
    recommendation:
      'Adopt a cloud services policy, keep an inventory of approved cloud services with shared-responsibility notes, review provider assurance, monitor your cloud configurations and write exit plans for critical services.',
    bestPractices:
      'Use a cloud security posture management tool to check configurations continuously, and detect unapproved cloud services through SSO logs or network data.',
    implementationGuidance:
      'Require security review before a new cloud service is adopted. Record each service with owner, data held and responsibility split. Apply secure baselines to customer-managed settings, review provider reports annually, and document how data would be retrieved and deleted on exit.',
  },
  {
    id: 'a-5-24',
    controlRef: 'A.5.24',
    category: ORG,
    title: 'Information security incident management planning and preparation',
    text: 'How has the organisation prepared to manage information security incidents, including documented processes, roles and responsibilities, reporting and escalation routes, communication plans, responder competence and exercises? Provide the incident response plan and evidence of testing.',
    guidance:
      'The auditor looks for an approved incident management plan with defined roles, severity categories, escalation and communication paths, contact details, trained responders and exercise records that show the plan works.',
    typicalEvidence: [
      'Incident management policy and response plan',
      'Incident response roles and contact list',
      'Tabletop or simulation exercise reports',
      'Responder training records',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'plan-documented',
        mustHave: true,
        requirement: 'An incident management plan and process are documented',
        evidencePhrases: ['incident response plan', 'incident management plan', 'incident management', 'incident response policy', 'incident response procedure'],
      },
      {
        key: 'roles-defined',
        requirement: 'Incident management roles and responsibilities are defined',
        evidencePhrases: ['incident response team', 'incident manager', 'incident lead', 'csirt', 'incident commander'],
      },
      {
        key: 'escalation-communication',
        requirement: 'Reporting, escalation and communication routes are defined',
        evidencePhrases: ['escalation path', 'escalation procedure', 'reporting procedure', 'communication plan', 'point of contact'],
      },
      {
        key: 'severity-categories',
        requirement: 'Incident categories and severity levels are defined',
        evidencePhrases: ['severity', 'incident priority', 'incident categories', 'severity levels', 'classification of incidents'],
      },
      {
        key: 'tested-trained',
        requirement: 'The plan is exercised and responders are trained',
        evidencePhrases: ['tabletop', 'incident response exercise', 'simulation', 'tested annually', 'responder training'],
      },
    ],
    recommendation:
      'Approve an incident response plan that defines roles, severity levels, escalation and communications, train the people named in it, and run at least one exercise a year.',
    bestPractices:
      'Maintain scenario playbooks for common incidents such as ransomware, account compromise and data leakage, and keep an offline copy of the plan and contacts.',
    implementationGuidance:
      'Write the plan with roles, severity matrix, escalation paths, contact list and communication templates. Agree it with legal, communications and management. Train responders and run a tabletop exercise, then update the plan from the findings.',
  },
  {
    id: 'a-5-25',
    controlRef: 'A.5.25',
    category: ORG,
    title: 'Assessment and decision on information security events',
    text: 'How are reported information security events assessed to decide whether they should be treated as incidents, by whom, using which categorisation and prioritisation criteria, and how are those decisions recorded? Provide the triage criteria and sample event records.',
    guidance:
      'The auditor checks for defined criteria to distinguish events from incidents, assignment of triage responsibility, consistent categorisation and prioritisation, and records of assessment decisions.',
    typicalEvidence: [
      'Event triage procedure and criteria',
      'Severity or priority matrix',
      'Sample event tickets showing assessment and decision',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'triage-process',
        mustHave: true,
        requirement: 'Reported events are assessed to determine whether they are incidents',
        evidencePhrases: ['triage', 'security event', 'assessed to determine', 'determine whether', 'initial assessment'],
      },
      {
        key: 'criteria-defined',
        requirement: 'Criteria for categorising and prioritising events and incidents are defined',
        evidencePhrases: ['severity rating', 'categorisation', 'categorization', 'incident priority', 'severity matrix', 'prioritisation criteria'],
      },
      {
        key: 'responsibility',
        requirement: 'Responsibility for assessing events is assigned',
        evidencePhrases: ['point of contact', 'security team', 'on-call', 'incident manager', 'assessed by'],
      },
      {
        key: 'decision-recorded',
        requirement: 'Assessment results and decisions are recorded',
        evidencePhrases: ['incident record', 'incident log', 'incident ticket', 'decision is recorded', 'event log'],
      },
    ],
    recommendation:
      'Define what makes an event an incident, publish a severity matrix, assign a triage owner on every shift or on call, and record each decision in the ticketing system.',
    bestPractices:
      'Use decision trees and examples for triage so different responders classify consistently, and review a sample of closed events for classification quality.',
    implementationGuidance:
      'Draft event and incident definitions and a severity matrix based on impact and urgency. Configure the ticketing tool with categories and mandatory assessment fields, and train the service desk and security team to apply them.',
  },
  {
    id: 'a-5-26',
    controlRef: 'A.5.26',
    category: ORG,
    title: 'Response to information security incidents',
    text: 'Walk through how the organisation handles a confirmed information security incident (containment, preserving evidence, escalation, communication, recovery and closure) and provide incident records showing that the documented procedures were followed.',
    guidance:
      'The auditor samples incident records and compares them with the procedure: timely containment, escalation where criteria are met, communication to internal and external parties, recovery, evidence handling and formal closure.',
    typicalEvidence: [
      'Incident response procedures and playbooks',
      'Incident records with timelines',
      'Incident communications and notifications',
      'Closure reports',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'procedures-followed',
        mustHave: true,
        requirement: 'Incidents are responded to according to documented procedures or playbooks',
        evidencePhrases: ['incident response procedure', 'playbook', 'runbook', 'response procedure', 'incident handling'],
      },
      {
        key: 'containment',
        requirement: 'Incidents are contained and eradicated',
        evidencePhrases: ['containment', 'contain the incident', 'isolate', 'eradication', 'eradicate'],
      },
      {
        key: 'escalation-communication',
        requirement: 'Incidents are escalated and communicated to relevant internal and external parties',
        evidencePhrases: ['escalated to', 'notify affected', 'crisis management', 'stakeholder communication', 'communications team'],
      },
      {
        key: 'recovery',
        requirement: 'Affected services are recovered and the incident is formally closed',
        evidencePhrases: ['recovery', 'restore services', 'return to normal operations', 'incident closure', 'closed once'],
      },
      {
        key: 'records',
        requirement: 'Response activities are recorded',
        evidencePhrases: ['incident log', 'incident report', 'incident timeline', 'incident ticket', 'record of actions'],
      },
    ],
    recommendation:
      'Write response procedures or playbooks covering containment, eradication, recovery, communication and closure, and require a complete incident record with a timeline for every incident.',
    bestPractices:
      'Pre-authorise containment actions such as disabling accounts or isolating hosts so responders can act quickly, and keep decision logs during major incidents.',
    implementationGuidance:
      'Develop playbooks for the most likely incident types. Configure the incident ticket template with phases and timestamps. Agree who may take disruptive containment actions, and review closed incidents for procedural compliance.',
  },
  {
    id: 'a-5-27',
    controlRef: 'A.5.27',
    category: ORG,
    title: 'Learning from information security incidents',
    text: 'After an information security incident, how does the organisation work out what went wrong and turn those lessons into better controls, so that similar incidents become less likely or less damaging? Provide post-incident reviews and the actions that resulted from them.',
    guidance:
      'The auditor looks for post-incident reviews of significant incidents, root cause analysis, actions tracked to completion, trend analysis across incidents, and updates to risk assessment, controls, awareness or the incident plan.',
    typicalEvidence: [
      'Post-incident review reports',
      'Incident trend analysis',
      'Improvement actions linked to incidents',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'post-incident-review',
        mustHave: true,
        requirement: 'Post-incident reviews are carried out for significant incidents',
        evidencePhrases: ['post-incident review', 'lessons learned', 'post-mortem', 'postmortem', 'retrospective'],
      },
      {
        key: 'root-cause',
        requirement: 'Root causes and contributing factors are identified',
        evidencePhrases: ['root cause', 'root cause analysis', 'contributing factors', 'underlying cause'],
      },
      {
        key: 'improvements',
        requirement: 'Improvement actions are implemented in controls, risk assessment, training or the incident plan',
        evidencePhrases: ['corrective action', 'improvement actions', 'action items', 'update the incident response plan', 'update the risk assessment'],
      },
      {
        key: 'trend-analysis',
        requirement: 'Incident types, volumes and impacts are analysed for trends',
        evidencePhrases: ['incident trends', 'incident metrics', 'recurring incidents', 'types, volumes', 'incident statistics'],
      },
    ],
    recommendation:
      'Hold a blameless post-incident review for every significant incident, record root causes and actions, track actions to completion and report incident trends to management.',
    bestPractices:
      'Share anonymised lessons in awareness material and feed recurring incident themes into the risk register.',
    implementationGuidance:
      'Define which incidents require a formal review. Use a template covering timeline, impact, root cause, what worked and actions. Track actions in the improvement register and analyse incident statistics quarterly.',
  },
  {
    id: 'a-5-28',
    controlRef: 'A.5.28',
    category: ORG,
    title: 'Collection of evidence',
    text: 'If an information security event might lead to disciplinary or legal action, how does the organisation find, gather and safeguard the relevant evidence so that it stays reliable and admissible? Provide the procedure and examples of chain-of-custody records.',
    guidance:
      'The auditor looks for a forensic readiness or evidence handling procedure that addresses legal requirements across jurisdictions, chain of custody, integrity protection and the use of competent people or specialist providers.',
    typicalEvidence: [
      'Evidence handling or forensic readiness procedure',
      'Chain-of-custody forms',
      'Retainer with a forensic service provider',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'procedure',
        mustHave: true,
        requirement: 'A procedure for identifying, collecting and preserving evidence is defined',
        evidencePhrases: ['forensic', 'forensic readiness', 'digital evidence', 'collection of evidence', 'evidence handling', 'evidence gathered', 'store evidence', 'prosecution'],
      },
      {
        key: 'chain-of-custody',
        requirement: 'Chain of custody and integrity of evidence are maintained',
        evidencePhrases: ['chain of custody', 'integrity of evidence', 'hash value', 'tamper-proof', 'evidence log'],
      },
      {
        key: 'preservation',
        requirement: 'Relevant evidence such as logs and images is preserved promptly',
        evidencePhrases: ['preserve evidence', 'preservation', 'legal hold', 'forensic image', 'snapshot'],
      },
      {
        key: 'competent-people',
        requirement: 'Evidence is handled by competent people or specialist providers, with legal advice where needed',
        evidencePhrases: ['forensic specialist', 'external forensic', 'qualified personnel', 'legal advice', 'law enforcement'],
      },
    ],
    recommendation:
      'Write a short evidence handling procedure covering what to preserve, how to record chain of custody and when to call in forensic specialists or legal counsel.',
    bestPractices:
      'Arrange a forensic retainer in advance and make sure log retention is long enough to support investigations.',
    implementationGuidance:
      'Define evidence types (logs, disk images, emails, CCTV) and how each is preserved. Create a chain-of-custody form, train incident responders, and agree with legal counsel when external specialists or law enforcement are involved.',
  },
  {
    id: 'a-5-29',
    controlRef: 'A.5.29',
    category: ORG,
    title: 'Information security during disruption',
    text: 'During a disruption, such as a crisis, operating from an alternate site or running in failover mode, how does the organisation make sure security controls keep working or are replaced by adequate alternatives, and how is this tested? Provide continuity plans that show the security requirements and test records.',
    guidance:
      'The auditor checks that business continuity and crisis plans address information security requirements (access control, logging, confidentiality) during disruption, that compensating controls are defined where normal controls cannot operate, and that this is exercised.',
    typicalEvidence: [
      'Business continuity plans including security requirements',
      'Crisis management plan',
      'Continuity exercise reports covering security',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'continuity-plans',
        mustHave: true,
        requirement: 'Business continuity plans exist for disruptive situations',
        evidencePhrases: ['business continuity', 'continuity plan', 'bcp', 'crisis management', 'disruptive event'],
      },
      {
        key: 'security-maintained',
        requirement: 'Plans maintain information security controls at an appropriate level during disruption',
        evidencePhrases: ['maintain security', 'security controls remain', 'during a disruption', 'appropriate level of security', 'security requirements'],
      },
      {
        key: 'compensating-controls',
        requirement: 'Compensating controls are defined where normal controls cannot be maintained',
        evidencePhrases: ['compensating controls', 'alternative controls', 'interim measures', 'manual workaround'],
      },
      {
        key: 'tested',
        requirement: 'Continuity arrangements, including their security aspects, are tested',
        evidencePhrases: ['continuity exercise', 'bcp test', 'continuity test', 'exercised annually', 'test results'],
      },
    ],
    recommendation:
      'Add information security requirements to business continuity and crisis plans, define compensating controls for situations where normal controls fail, and include security checks in continuity exercises.',
    bestPractices:
      'Involve the security team in continuity planning and include security scenarios (for example ransomware or loss of the identity provider) in exercises.',
    implementationGuidance:
      'Review each continuity plan and note which security controls must keep operating and how (access, logging, encryption, physical security at alternate sites). Document compensating controls and test them in the next continuity exercise.',
  },
  {
    id: 'a-5-30',
    controlRef: 'A.5.30',
    category: ORG,
    title: 'ICT readiness for business continuity',
    text: 'How does the organisation make sure its ICT services can be recovered within the times the business needs, from business impact analysis and recovery objectives to disaster recovery plans and tests? Provide the business impact analysis, recovery objectives, disaster recovery plans and test results.',
    guidance:
      'The auditor expects a business impact analysis that sets recovery time and recovery point objectives, ICT continuity or disaster recovery plans that can meet them, and test results demonstrating that recovery objectives are achievable.',
    typicalEvidence: [
      'Business impact analysis with RTO and RPO',
      'ICT continuity or disaster recovery plans',
      'Disaster recovery test reports',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'bia',
        mustHave: true,
        requirement: 'A business impact analysis identifies critical services and their ICT dependencies',
        evidencePhrases: ['business impact analysis', 'critical systems', 'critical services', 'ict dependencies', 'impact analysis'],
      },
      {
        key: 'recovery-objectives',
        requirement: 'Recovery time and recovery point objectives are defined',
        evidencePhrases: ['recovery time objective', 'recovery point objective', 'recovery time', 'maximum tolerable', 'acceptable data loss'],
      },
      {
        key: 'dr-plans',
        requirement: 'ICT continuity or disaster recovery plans are documented',
        evidencePhrases: ['disaster recovery', 'dr plan', 'recovery procedures', 'failover', 'contingency plan'],
      },
      {
        key: 'dr-tested',
        mustHave: true,
        requirement: 'ICT continuity arrangements are tested against the recovery objectives',
        evidencePhrases: ['disaster recovery test', 'dr test', 'recovery test', 'failover test', 'tested annually'],
      },
    ],
    recommendation:
      'Complete a business impact analysis to set RTOs and RPOs for critical services, document disaster recovery plans that meet them, and test recovery at least annually.',
    bestPractices:
      'Test full recovery of critical services, not just backups, measure achieved recovery times against objectives, and update plans after every test or significant change.',
    implementationGuidance:
      'Run BIA interviews with service owners to set RTO and RPO. Map each critical service to its infrastructure and suppliers. Write recovery runbooks, schedule tests of increasing realism, and record achieved times and gaps.',
  },
  {
    id: 'a-5-31',
    controlRef: 'A.5.31',
    category: ORG,
    title: 'Legal, statutory, regulatory and contractual requirements',
    text: 'Which laws, regulations and contracts impose information security obligations on the organisation (including rules on using or exporting cryptography), how are they tracked as they change, and how does the organisation show it meets each one? Provide the legal and regulatory register and evidence of its review.',
    guidance:
      'The auditor expects a register of applicable laws, regulations and contractual obligations with owners, evidence of monitoring for changes, a link to the controls that satisfy each requirement, and consideration of cryptography import, export and use restrictions.',
    typicalEvidence: [
      'Legal, regulatory and contractual requirements register',
      'Records of legal or compliance review',
      'Mapping of requirements to controls',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'requirements-identified',
        mustHave: true,
        requirement: 'Applicable legal, statutory and regulatory requirements are identified and documented',
        evidencePhrases: ['legal register', 'regulatory requirements', 'legislation', 'statutory', 'compliance register'],
      },
      {
        key: 'contractual',
        requirement: 'Contractual information security obligations are identified',
        evidencePhrases: ['contractual requirements', 'contractual obligations', 'customer contracts', 'contract requirements'],
      },
      {
        key: 'kept-current',
        requirement: 'Requirements are monitored for change and the register is kept current',
        evidencePhrases: ['changes in legislation', 'kept up to date', 'regulatory updates', 'reviewed annually', 'horizon scanning'],
      },
      {
        key: 'responsibility',
        requirement: 'Responsibility for meeting each requirement is assigned',
        evidencePhrases: ['legal counsel', 'compliance officer', 'legal team', 'responsible for compliance'],
      },
      {
        key: 'cryptography-restrictions',
        requirement: 'Legal restrictions on the use, import and export of cryptography are considered',
        evidencePhrases: ['export control', 'export controls', 'import or export', 'cryptography laws', 'encryption regulations'],
      },
    ],
    recommendation:
      'Build a register of the laws, regulations and contracts that impose security requirements, assign owners, map each requirement to controls, and have legal counsel review it at least annually.',
    bestPractices:
      'Use horizon scanning or a legal update service to catch new obligations early, and cover every jurisdiction where you operate or hold data.',
    implementationGuidance:
      'Work with legal counsel to list applicable laws (data protection, sector regulation, computer misuse, consumer and employment law) and recurring contractual clauses. Record owner, requirement and supporting control for each, and review the register on a schedule and when entering new markets.',
  },
  {
    id: 'a-5-32',
    controlRef: 'A.5.32',
    category: ORG,
    title: 'Intellectual property rights',
    text: 'How does the organisation protect intellectual property rights, both its own and those of others, including the use of licensed software, open-source components and third-party material, and where are licence records kept? Provide the IPR or licensing procedure and software licence records.',
    guidance:
      'The auditor looks for rules on acquiring software and content only from legitimate sources, licence records and compliance checks, open-source licence obligations for software developed, and staff awareness of copyright.',
    typicalEvidence: [
      'Intellectual property or software licensing policy',
      'Software licence register',
      'Licence compliance or software asset management reports',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'policy',
        requirement: 'Rules for protecting intellectual property rights are defined',
        evidencePhrases: ['intellectual property', 'copyright', 'ipr', 'trademark', 'patent'],
      },
      {
        key: 'licences-managed',
        mustHave: true,
        requirement: 'Software licences are recorded and compliance is checked',
        evidencePhrases: ['licence', 'license', 'software licensing', 'license compliance', 'proof of ownership'],
      },
      {
        key: 'legitimate-sources',
        requirement: 'Software and content are acquired only from legitimate sources',
        evidencePhrases: ['approved software', 'unlicensed software', 'pirated', 'reputable sources', 'software asset management'],
      },
      {
        key: 'open-source',
        requirement: 'Open-source licence obligations are understood and met',
        evidencePhrases: ['open source', 'open-source licence', 'open source license', 'gpl', 'license obligations'],
      },
    ],
    recommendation:
      'Keep a licence register reconciled with installed software, restrict software acquisition to approved sources, and check open-source licence obligations in development.',
    bestPractices:
      'Use software asset management and dependency scanning to detect unlicensed software and incompatible open-source licences automatically.',
    implementationGuidance:
      'Record purchased licences and entitlements, compare them with installed software and SaaS seats, and remediate gaps. Add licence checks to the software approval and dependency review processes, and cover copyright in awareness training.',
  },
  {
    id: 'a-5-33',
    controlRef: 'A.5.33',
    category: ORG,
    title: 'Protection of records',
    text: 'How are the organisation\'s records kept complete, genuine, confidential and retrievable for as long as they must be retained, on storage that stays readable, and how are they disposed of afterwards? Provide the records management policy and retention schedule.',
    guidance:
      'The auditor expects a retention schedule based on legal, regulatory and business needs, protection of record integrity and confidentiality, storage that remains readable throughout retention, and controlled destruction when retention ends.',
    typicalEvidence: [
      'Records management policy',
      'Retention schedule',
      'Records storage and protection configuration',
      'Destruction logs',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'retention-schedule',
        mustHave: true,
        requirement: 'Retention periods for record types are defined based on legal and business requirements',
        evidencePhrases: ['retention schedule', 'retention period', 'retained for', 'data retention', 'record retention'],
      },
      {
        key: 'records-protected',
        requirement: 'Records are protected against loss, falsification and unauthorised access',
        evidencePhrases: ['integrity of records', 'tamper', 'immutable', 'protected from', 'unauthorised access'],
      },
      {
        key: 'readable-storage',
        requirement: 'Storage and formats keep records retrievable and readable throughout retention',
        evidencePhrases: ['readable', 'retrievable', 'archived', 'long-term storage', 'media degradation'],
      },
      {
        key: 'controlled-destruction',
        requirement: 'Records are destroyed in a controlled way when retention expires',
        evidencePhrases: ['securely destroyed', 'destruction', 'disposal of records', 'deleted at the end', 'end of the retention'],
      },
    ],
    recommendation:
      'Publish a retention schedule for all record types, store records in systems that protect integrity and access, and destroy them securely when retention expires.',
    bestPractices:
      'Use immutable or write-once storage for records that may be needed as evidence, and automate retention and deletion policies in the storage platforms.',
    implementationGuidance:
      'Identify record types and the legal or business basis for retaining them. Set retention in the schedule and configure it in the platforms holding the records. Restrict access, protect integrity, and log destruction.',
  },
  {
    id: 'a-5-34',
    controlRef: 'A.5.34',
    category: ORG,
    title: 'Privacy and protection of PII',
    text: 'Which privacy and personal data (PII) protection obligations apply to the organisation under law and contract, and how does it meet them through privacy roles, records of processing, impact assessments, handling of individuals\' rights and breach procedures? Provide the privacy policy and supporting records.',
    guidance:
      'The auditor expects a privacy policy aligned with applicable law, named privacy responsibilities (e.g. a data protection officer where required), records of processing, privacy impact assessments for high-risk processing, processes for data subject rights and a personal data breach procedure.',
    typicalEvidence: [
      'Privacy or data protection policy',
      'Records of processing activities',
      'Data protection impact assessments',
      'Data subject request log',
      'Personal data breach procedure',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'policy',
        requirement: 'A privacy policy addressing applicable PII protection requirements is in place',
        evidencePhrases: ['privacy policy', 'data protection', 'personal data', 'pii', 'personally identifiable information', 'gdpr'],
      },
      {
        key: 'roles',
        requirement: 'Privacy roles and responsibilities are assigned',
        evidencePhrases: ['data protection officer', 'dpo', 'privacy officer', 'data controller', 'data processor'],
      },
      {
        key: 'processing-records',
        mustHave: true,
        requirement: 'Processing of PII is recorded and high-risk processing is assessed',
        evidencePhrases: ['records of processing', 'ropa', 'data protection impact assessment', 'dpia', 'privacy impact assessment'],
      },
      {
        key: 'individual-rights',
        requirement: 'Requests from individuals about their PII are handled',
        evidencePhrases: ['data subject', 'subject access request', 'right to erasure', 'data subject rights', 'individual rights'],
      },
      {
        key: 'breach-handling',
        requirement: 'PII breaches are assessed and notified as required',
        evidencePhrases: ['personal data breach', 'breach notification', 'supervisory authority', '72 hours', 'notify affected individuals'],
      },
    ],
    recommendation:
      'Appoint privacy ownership, maintain records of processing, carry out impact assessments for high-risk processing, and document procedures for data subject requests and personal data breaches.',
    bestPractices:
      'Build privacy by design into projects, minimise the PII collected and retained, and consider ISO/IEC 27701 to extend the ISMS to privacy management.',
    implementationGuidance:
      'Map where PII is collected, stored and shared and record processing activities. Define lawful bases and retention, set up DPIA screening for projects, create request and breach procedures with deadlines, and train staff who handle PII.',
  },
  {
    id: 'a-5-35',
    controlRef: 'A.5.35',
    category: ORG,
    title: 'Independent review of information security',
    text: 'Who reviews the organisation\'s information security management arrangements and their implementation independently of the people responsible for them, how often and on what triggers (such as major changes), and how are the findings acted on? Provide independent review reports and management responses.',
    guidance:
      'The auditor expects periodic reviews by people independent of the area reviewed (internal audit, external assessors, certification audits), coverage of the approach as well as implementation, reporting to management and corrective action on findings.',
    typicalEvidence: [
      'Independent review or external assessment reports',
      'Management responses and action plans',
      'Schedule of independent reviews',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'independent-reviewer',
        mustHave: true,
        requirement: 'Reviews are performed by people independent of the area under review',
        evidencePhrases: ['independent review', 'independent audit', 'external audit', 'third-party assessment', 'independent assessor'],
      },
      {
        key: 'planned-or-triggered',
        requirement: 'Reviews occur at planned intervals and after significant changes',
        evidencePhrases: ['planned intervals', 'at least annually', 'significant changes', 'periodic review'],
      },
      {
        key: 'competence-objectivity',
        requirement: 'Reviewers are competent and objective',
        evidencePhrases: ['competent auditors', 'qualified assessor', 'impartial', 'objectivity', 'independence'],
      },
      {
        key: 'results-actioned',
        requirement: 'Results are reported to management and corrective action is taken',
        evidencePhrases: ['review findings', 'management response', 'corrective action', 'reported to management', 'action plan'],
      },
    ],
    recommendation:
      'Commission an independent review of the ISMS at least annually (for example internal audit by an independent party or an external assessment) and track findings to closure.',
    bestPractices:
      'Rotate reviewers periodically, include reviews of the ISMS design (not just control operation), and trigger extra reviews after major reorganisations or incidents.',
    implementationGuidance:
      'Plan independent reviews in the audit programme and select reviewers with no responsibility for the areas they review. Report results to top management and manage findings through the corrective action process.',
  },
  {
    id: 'a-5-36',
    controlRef: 'A.5.36',
    category: ORG,
    title: 'Compliance with policies, rules and standards for information security',
    text: 'How do managers and system owners check, on a regular schedule, that their areas follow the security policies, rules and technical standards, and what happens when they find gaps? Provide compliance review records and the resulting actions.',
    guidance:
      'The auditor looks for managers and system owners checking compliance in their areas, technical compliance checks against standards, documented results, and root cause analysis and corrective action for non-compliance.',
    typicalEvidence: [
      'Compliance check schedule and records',
      'Technical compliance scan results',
      'Non-compliance log with corrective actions',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'regular-checks',
        mustHave: true,
        requirement: 'Compliance with policies and standards is reviewed regularly',
        evidencePhrases: ['compliance review', 'compliance checks', 'compliance monitoring', 'self-assessment', 'regularly reviewed'],
      },
      {
        key: 'technical-compliance',
        requirement: 'Technical compliance with security standards is checked, preferably with automated tools',
        evidencePhrases: ['technical compliance', 'configuration compliance', 'automated compliance', 'cis benchmark', 'compliance scanning'],
      },
      {
        key: 'non-compliance-handled',
        requirement: 'Non-compliance is investigated and corrected',
        evidencePhrases: ['non-compliance', 'noncompliance', 'corrective action', 'root cause', 'remediation'],
      },
      {
        key: 'results-reported',
        requirement: 'Results of compliance reviews are recorded and reported',
        evidencePhrases: ['compliance report', 'reported to', 'results are recorded', 'compliance dashboard'],
      },
    ],
    recommendation:
      'Schedule compliance checks by policy area, automate technical compliance checks where possible, and log non-compliance with root cause and corrective action.',
    bestPractices:
      'Assign compliance checks to line managers and system owners, not only to the security team, and report results with trends to management.',
    implementationGuidance:
      'Turn key policy requirements into testable checks, assign them to owners with a frequency, and collect results in one log. Use configuration and cloud posture tools for technical checks, and feed exceptions into the corrective action process.',
  },
  {
    id: 'a-5-37',
    controlRef: 'A.5.37',
    category: ORG,
    title: 'Documented operating procedures',
    text: 'Which operational tasks on your systems and facilities (for example installation, backup, job scheduling, restarts, monitoring and error handling) have written procedures, who can find and use them, and how are they kept current? Provide the procedure library and review records.',
    guidance:
      'The auditor checks that procedures exist for important operational activities, particularly those performed rarely or by several people, that they are current, controlled and accessible, and that they match how work is actually done.',
    typicalEvidence: [
      'Operating procedures or runbooks',
      'Procedure index with owners and review dates',
      'Version history of key procedures',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'procedures-documented',
        mustHave: true,
        requirement: 'Operating procedures for information processing activities are documented',
        evidencePhrases: ['operating procedures', 'standard operating procedure', 'runbook', 'work instructions', 'operational procedures'],
      },
      {
        key: 'content',
        requirement: 'Procedures cover activities such as installation, backup, restart, error handling and escalation contacts',
        evidencePhrases: ['installation and configuration', 'restart and recovery', 'error handling', 'escalation contacts', 'start-up and shutdown', 'scheduled jobs'],
      },
      {
        key: 'available',
        requirement: 'Procedures are available to those who need them',
        evidencePhrases: ['available to', 'accessible to staff', 'knowledge base', 'wiki', 'procedure library'],
      },
      {
        key: 'kept-current',
        requirement: 'Procedures are reviewed and updated when needed',
        evidencePhrases: ['kept up to date', 'reviewed and updated', 'version control', 'updated when'],
      },
    ],
    recommendation:
      'Document runbooks for key operational tasks, hold them in a controlled and accessible location, and review them when systems change and at least annually.',
    bestPractices:
      'Prefer executable runbooks and automation for repeatable tasks, and test procedures by having someone other than the author follow them.',
    implementationGuidance:
      'List critical operational tasks and check which lack written procedures. Write runbooks with prerequisites, steps, verification and escalation contacts. Store them in the controlled wiki, link them to systems in the inventory, and add review dates.',
  },
];
