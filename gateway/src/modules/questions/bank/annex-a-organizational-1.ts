/**
 * ISO/IEC 27001:2022 Annex A organizational controls, part 1 (A.5.1-A.5.18). Wording is the project's own.
 */
import type { BankQuestion } from './types.js';

const ORG = 'Organizational controls';

export const organizationalQuestionsPart1: readonly BankQuestion[] = [
  {
    id: 'a-5-1',
    controlRef: 'A.5.1',
    category: ORG,
    title: 'Policies for information security',
    text: 'Describe your information security policy set (the top-level policy and the topic-specific policies under it): who approved each one, how staff and relevant external parties receive it and confirm they have read it, and when and why each is reviewed; provide the policy register and the latest review records.',
    guidance:
      'The auditor checks for a coherent policy hierarchy, approval at an appropriate management level, evidence that staff and relevant external parties have received and acknowledged the policies, and review dates that are within the stated cycle. Topic-specific policies should exist wherever the risk assessment or SoA relies on them.',
    typicalEvidence: [
      'Approved information security policy and topic-specific policies',
      'Policy register with owners, versions and next review dates',
      'Staff acknowledgement records',
      'Minutes or records of the last policy review',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'policy-set-defined',
        mustHave: true,
        requirement: 'A top-level information security policy and supporting topic-specific policies are defined',
        evidencePhrases: ['information security policy', 'topic-specific policies', 'policy framework', 'access control policy', 'acceptable use policy'],
      },
      {
        key: 'management-approval',
        mustHave: true,
        requirement: 'Policies are approved by an appropriate level of management',
        evidencePhrases: ['approved by', 'management approval', 'policy owner', 'senior management', 'signed off'],
      },
      {
        key: 'communicated-acknowledged',
        requirement: 'Policies are communicated to, and acknowledged by, relevant personnel and interested parties',
        evidencePhrases: ['acknowledge', 'acknowledgement', 'read and understood', 'made available to', 'communicated to all'],
      },
      {
        key: 'periodic-review',
        requirement: 'Policies are reviewed at planned intervals and when significant changes occur',
        evidencePhrases: ['reviewed annually', 'annual review', 'at least annually', 'review cycle', 'significant changes'],
      },
    ],
    recommendation:
      'Establish a policy register, have top management approve the top-level policy and delegate approval of topic-specific policies, capture staff acknowledgement, and review every policy at least annually.',
    bestPractices:
      'Keep policies short and requirement-focused, place technical detail in standards and procedures, and track acknowledgement and review dates automatically.',
    implementationGuidance:
      'Inventory existing policies and map them to the SoA to find gaps. Assign an owner and approver to each, add version control and review dates, and publish them in one place. Require acknowledgement at induction and after material updates.',
  },
  {
    id: 'a-5-2',
    controlRef: 'A.5.2',
    category: ORG,
    title: 'Information security roles and responsibilities',
    text: 'Who is responsible for what in information security (for example the security lead, asset owners, risk owners and every member of staff), how were these responsibilities decided and assigned, and how are they communicated? Provide the RACI or role descriptions where they are documented.',
    guidance:
      'The auditor looks for documented responsibilities for protecting assets and running security processes, named holders for key roles, clear accountability where tasks are delegated, and evidence that role holders know and accept their responsibilities.',
    typicalEvidence: [
      'Roles and responsibilities document or RACI',
      'Job descriptions with security duties',
      'Appointment records for key security roles',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'roles-defined',
        mustHave: true,
        requirement: 'Information security roles and their responsibilities are defined',
        evidencePhrases: ['roles and responsibilities', 'security officer', 'information security manager', 'ciso', 'responsible for'],
      },
      {
        key: 'ownership-allocated',
        requirement: 'Responsibility for protecting specific assets and carrying out security processes is allocated',
        evidencePhrases: ['asset owner', 'risk owner', 'system owner', 'accountable for', 'owned by'],
      },
      {
        key: 'delegation',
        requirement: 'Where tasks are delegated, accountability remains with the assigned role holder',
        evidencePhrases: ['delegate', 'delegated', 'designee', 'remains accountable', 'authorised delegate'],
      },
      {
        key: 'roles-communicated',
        requirement: 'Responsibilities are communicated to and understood by role holders',
        evidencePhrases: ['job description', 'raci', 'communicated to', 'organisation chart', 'organization chart'],
      },
    ],
    recommendation:
      'Document a RACI covering security roles and key processes, appoint named individuals to each, and add security duties to job descriptions.',
    bestPractices:
      'Distinguish accountability from execution, name deputies for critical roles, and review the allocation after any reorganisation.',
    implementationGuidance:
      'List security activities (policy, risk, access, incidents, suppliers, awareness) and assign accountable and responsible roles. Get management sign-off, publish the RACI, and confirm understanding through induction and periodic interviews.',
  },
  {
    id: 'a-5-3',
    controlRef: 'A.5.3',
    category: ORG,
    title: 'Segregation of duties',
    text: 'Which duties and areas of responsibility has the organisation identified as conflicting (for example requesting and approving access, or writing and deploying code), how are they separated or otherwise mitigated, and where is this documented?',
    guidance:
      'The auditor expects an analysis of conflicting duties, technical or procedural enforcement of separation (such as approval workflows or branch protection), and compensating controls like monitoring where small teams cannot fully separate duties.',
    typicalEvidence: [
      'Segregation of duties matrix or conflict analysis',
      'Workflow configuration showing independent approval',
      'Records of compensating controls for small teams',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'conflicts-identified',
        requirement: 'Conflicting duties and areas of responsibility are identified',
        evidencePhrases: ['segregation of duties', 'separation of duties', 'conflicting duties', 'incompatible duties', 'sod matrix'],
      },
      {
        key: 'separation-enforced',
        mustHave: true,
        requirement: 'Conflicting duties are assigned to different people or enforced through workflow',
        evidencePhrases: ['four-eyes', 'two-person', 'independent approval', 'cannot approve their own', 'maker-checker', 'peer review'],
      },
      {
        key: 'compensating-controls',
        requirement: 'Where separation is impractical, compensating controls such as monitoring or supervision are applied',
        evidencePhrases: ['compensating control', 'compensating controls', 'audit trail', 'management oversight', 'monitoring of activities'],
      },
      {
        key: 'conflicts-reviewed',
        requirement: 'Role assignments are periodically checked for conflicting combinations',
        evidencePhrases: ['toxic combinations', 'role conflicts', 'access review', 'conflict check'],
      },
    ],
    recommendation:
      'Identify the key conflicting duty pairs in finance, access administration, development and operations, separate them through approval workflows, and document compensating controls where separation is not possible.',
    bestPractices:
      'Enforce separation technically (e.g. approvals in the identity or deployment tooling) rather than relying on procedure, and include conflict checks in periodic access reviews.',
    implementationGuidance:
      'Build a simple matrix of sensitive activities and mark incompatible combinations. Configure tools so the same person cannot request and approve, or author and merge, the same change. Where teams are too small, log the activity and have a manager review it regularly.',
  },
  {
    id: 'a-5-4',
    controlRef: 'A.5.4',
    category: ORG,
    title: 'Management responsibilities',
    text: 'How do line managers make sure the employees and contractors reporting to them actually follow the security policies and procedures, for example by briefing them before access is granted, checking training completion and acting on concerns? Provide evidence of how this is done.',
    guidance:
      'The auditor looks for defined management responsibilities for security, evidence that managers brief staff and ensure training and policy compliance, and a channel for reporting policy violations confidentially.',
    typicalEvidence: [
      'Management responsibilities in policy or manager handbook',
      'Onboarding checklist completed by line managers',
      'Training completion reports reviewed by managers',
      'Whistleblowing or speak-up procedure',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'manager-duties-defined',
        mustHave: true,
        requirement: 'Managers\' responsibilities for ensuring staff apply security policies are defined',
        evidencePhrases: ['managers are responsible', 'line managers', 'management responsibilities', 'supervisors', 'managers must ensure'],
      },
      {
        key: 'briefing-before-access',
        requirement: 'Staff are briefed on their security roles and rules before being given access to information',
        evidencePhrases: ['before access is granted', 'prior to being granted access', 'security induction', 'onboarding', 'briefed on'],
      },
      {
        key: 'training-ensured',
        requirement: 'Managers ensure staff complete required security training and remain competent',
        evidencePhrases: ['mandatory training', 'training completion', 'awareness training', 'complete training'],
      },
      {
        key: 'compliance-expected',
        requirement: 'Staff are required to comply with policies and the terms of their engagement',
        evidencePhrases: ['comply with', 'adhere to', 'compliance with policies', 'terms and conditions'],
      },
      {
        key: 'confidential-reporting',
        requirement: 'A confidential channel exists for reporting policy violations',
        evidencePhrases: ['whistleblowing', 'anonymous reporting', 'speak up', 'report violations', 'confidential reporting'],
      },
    ],
    recommendation:
      'State managers\' security responsibilities explicitly, give them an onboarding checklist and training completion reports for their teams, and publish a confidential reporting channel.',
    bestPractices:
      'Include security objectives in managers\' performance goals and brief new managers on their security duties when they take on direct reports.',
    implementationGuidance:
      'Add a management responsibilities section to the security policy. Provide line managers with an onboarding checklist covering security briefings and access approvals, send monthly training completion reports, and make the whistleblowing route known to all staff.',
  },
  {
    id: 'a-5-5',
    controlRef: 'A.5.5',
    category: ORG,
    title: 'Contact with authorities',
    text: 'Which authorities (for example regulators, the data protection authority, law enforcement, the national CSIRT and emergency services) does the organisation maintain contact with, who is responsible, and in which circumstances and how quickly are they contacted? Provide the contact list and procedure.',
    guidance:
      'The auditor expects a current list of relevant authorities with contact details, a named owner, and defined triggers and timescales for contacting them, particularly for incident and breach notification.',
    typicalEvidence: [
      'Authorities contact list with owner and review date',
      'Incident or breach notification procedure',
      'Records of past notifications or liaison',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'authorities-identified',
        requirement: 'Relevant authorities are identified',
        evidencePhrases: ['law enforcement', 'regulator', 'supervisory authority', 'data protection authority', 'police', 'ncsc', 'national csirt'],
      },
      {
        key: 'responsibility-assigned',
        requirement: 'Responsibility for contacting authorities is assigned',
        evidencePhrases: ['point of contact', 'responsible for contacting', 'designated contact', 'liaison with'],
      },
      {
        key: 'triggers-defined',
        requirement: 'Circumstances and timescales for contacting authorities are defined',
        evidencePhrases: ['breach notification', 'notify the regulator', 'within 72 hours', 'notify the authorities', 'reportable incidents', 'mandatory reporting'],
      },
      {
        key: 'contacts-maintained',
        mustHave: true,
        requirement: 'Contact details are maintained and kept up to date',
        evidencePhrases: ['contact list', 'contact details', 'kept up to date', 'emergency contacts'],
      },
    ],
    recommendation:
      'Maintain a short, owned list of authorities with contact details and reporting triggers, and reference it from the incident response plan.',
    bestPractices:
      'Review the list at least annually, include regulator reporting deadlines, and establish contact before an incident rather than during one.',
    implementationGuidance:
      'Identify the regulators, data protection authority, law enforcement and CSIRT relevant to each jurisdiction you operate in. Record contacts, triggers and deadlines, assign an owner, and test the information during incident exercises.',
  },
  {
    id: 'a-5-6',
    controlRef: 'A.5.6',
    category: ORG,
    title: 'Contact with special interest groups',
    text: 'Which security forums, professional associations or information-sharing groups does the organisation take part in, who participates, and how is the knowledge gained used to improve security? Provide membership records and examples.',
    guidance:
      'The auditor looks for deliberate membership of relevant groups (industry ISACs, vendor security lists, professional bodies), named participants, and examples of advisories or good practice acted upon.',
    typicalEvidence: [
      'List of memberships and subscriptions',
      'Examples of advisories received and actions taken',
      'Information-sharing agreements where applicable',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'memberships',
        mustHave: true,
        requirement: 'The organisation participates in relevant special interest groups or forums',
        evidencePhrases: ['special interest groups', 'industry forums', 'professional associations', 'isac', 'information sharing', 'membership of'],
      },
      {
        key: 'knowledge-used',
        requirement: 'Information from these groups improves knowledge of good practice and emerging threats',
        evidencePhrases: ['security advisories', 'best practice', 'early warning', 'emerging threats', 'security alerts'],
      },
      {
        key: 'sharing-rules',
        requirement: 'Information exchanged with groups is handled according to agreed sharing rules',
        evidencePhrases: ['traffic light protocol', 'tlp', 'sharing agreement', 'information sharing rules'],
      },
    ],
    recommendation:
      'Join at least one relevant sector or professional security group, assign someone to follow it, and record advisories received and any resulting actions.',
    bestPractices:
      'Choose groups that match the technology stack and sector, and feed their information into threat intelligence and vulnerability management.',
    implementationGuidance:
      'List candidate groups (sector ISAC, national CSIRT alerts, vendor security mailing lists, professional bodies). Subscribe, assign an owner, and record notable items and decisions in a simple log.',
  },
  {
    id: 'a-5-7',
    controlRef: 'A.5.7',
    category: ORG,
    title: 'Threat intelligence',
    text: 'How does the organisation gather and analyse information about threats relevant to it (strategic, tactical and operational), and how is the resulting intelligence used in risk assessment, controls and detection? Provide sources, analyses and examples of actions taken.',
    guidance:
      'The auditor expects identified intelligence sources, analysis of relevance to the organisation, and evidence that intelligence changes something: updated risks, new detection rules, blocked indicators or targeted awareness.',
    typicalEvidence: [
      'Threat intelligence procedure and source list',
      'Threat reports or briefings',
      'Examples of controls or detections updated from intelligence',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'sources-defined',
        mustHave: true,
        requirement: 'Sources of threat information are identified and collected',
        evidencePhrases: ['threat intelligence', 'threat feeds', 'threat information', 'indicators of compromise', 'ioc', 'security advisories'],
      },
      {
        key: 'analysed',
        requirement: 'Threat information is analysed for relevance to the organisation',
        evidencePhrases: ['threat analysis', 'threat landscape', 'threat assessment', 'relevant threats', 'analysed for relevance'],
      },
      {
        key: 'intelligence-used',
        requirement: 'Intelligence informs risk assessment, controls and detection',
        evidencePhrases: ['detection rules', 'blocklist', 'threat-informed', 'update controls', 'inform the risk assessment'],
      },
      {
        key: 'shared-internally',
        requirement: 'Relevant intelligence is communicated to the people who need it',
        evidencePhrases: ['threat briefing', 'threat report', 'shared with', 'threat intelligence report'],
      },
    ],
    recommendation:
      'Define a small set of trusted threat sources, review them on a set schedule, and record how relevant threats lead to risk updates, detection rules or awareness messages.',
    bestPractices:
      'Consider strategic (trends), tactical (attacker techniques) and operational (indicators) intelligence, and automate ingestion of indicators into security tooling.',
    implementationGuidance:
      'Select sources such as national CSIRT advisories, vendor feeds and sector groups. Assign an analyst to triage them weekly, log relevant items, and raise actions for risk, detection or patching. Summarise key threats for management quarterly.',
  },
  {
    id: 'a-5-8',
    controlRef: 'A.5.8',
    category: ORG,
    title: 'Information security in project management',
    text: 'How is information security built into project management, from identifying security requirements and risks at initiation through to checks at each stage and before go-live, whatever the type of project? Provide the project methodology and examples from recent projects.',
    guidance:
      'The auditor samples projects to see security requirements and risks identified early, security sign-off at stage gates, and responsibilities for security within the project team.',
    typicalEvidence: [
      'Project methodology with security checkpoints',
      'Project security or privacy risk assessments',
      'Stage gate or go-live security approvals',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'methodology-integrated',
        mustHave: true,
        requirement: 'Information security is integrated into the project management method',
        evidencePhrases: ['project management', 'project lifecycle', 'project methodology', 'project initiation', 'stage gate'],
      },
      {
        key: 'requirements-early',
        requirement: 'Security requirements and risks are identified early in each project',
        evidencePhrases: ['security requirements', 'project risk assessment', 'privacy impact assessment', 'dpia', 'security review'],
      },
      {
        key: 'stage-reviews',
        requirement: 'Security is reviewed at project milestones and before go-live',
        evidencePhrases: ['go-live', 'before production', 'project milestone', 'security sign-off', 'security approval'],
      },
      {
        key: 'project-responsibilities',
        requirement: 'Security responsibilities within the project are assigned',
        evidencePhrases: ['project manager', 'security champion', 'project owner', 'project team'],
      },
    ],
    recommendation:
      'Add a security assessment at project initiation and a security sign-off gate before go-live to the project methodology, and keep the records with project documentation.',
    bestPractices:
      'Scale the security effort to project risk using a short screening questionnaire, and involve security early rather than at the end.',
    implementationGuidance:
      'Create a security screening questionnaire for new projects that determines whether a full risk or privacy assessment is needed. Add security criteria to stage gates and assign a security contact for each significant project.',
  },
  {
    id: 'a-5-9',
    controlRef: 'A.5.9',
    category: ORG,
    title: 'Inventory of information and other associated assets',
    text: 'How does the organisation maintain an inventory of its information and associated assets (data sets, hardware, software, cloud services and other supporting assets), with an owner for each, and how is its accuracy kept? Provide the inventory and evidence of its review.',
    guidance:
      'The auditor samples assets in both directions (inventory to reality and reality to inventory), checks each has an owner and relevant attributes such as classification and location, and looks for a process that keeps the inventory current.',
    typicalEvidence: [
      'Asset inventory or CMDB extract',
      'Information asset register with owners',
      'Inventory reconciliation or review records',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'inventory-exists',
        mustHave: true,
        requirement: 'An inventory of information and associated assets is maintained',
        evidencePhrases: ['asset inventory', 'asset register', 'inventory of assets', 'cmdb', 'information asset register', 'configuration management database'],
      },
      {
        key: 'coverage',
        requirement: 'The inventory covers information, hardware, software and services, with relevant attributes such as location and classification',
        evidencePhrases: ['hardware and software', 'information assets', 'cloud services', 'saas', 'location of', 'classification of each asset'],
      },
      {
        key: 'ownership',
        mustHave: true,
        requirement: 'Each asset has an assigned owner',
        evidencePhrases: ['asset owner', 'information asset owner', 'owned by', 'ownership of assets'],
      },
      {
        key: 'kept-current',
        requirement: 'The inventory is kept accurate and up to date',
        evidencePhrases: ['kept up to date', 'reconciled', 'automated discovery', 'inventory is updated', 'inventory is reviewed'],
      },
    ],
    recommendation:
      'Build an inventory that includes information assets as well as devices and services, assign an owner to each entry, and reconcile it at least twice a year against discovery tools and procurement records.',
    bestPractices:
      'Populate the inventory automatically from device management, cloud accounts and identity providers, and tie asset onboarding and disposal to procurement and change processes.',
    implementationGuidance:
      'Start with critical services and the information they hold, then the systems, devices and suppliers that support them. Record owner, location, classification and lifecycle status. Schedule reconciliations and make inventory updates part of change and leaver processes.',
  },
  {
    id: 'a-5-10',
    controlRef: 'A.5.10',
    category: ORG,
    title: 'Acceptable use of information and other associated assets',
    text: 'Describe the rules for acceptable use and handling of information and associated assets, how handling requirements differ by classification, and how the rules are communicated and accepted by users; provide the acceptable use policy and acknowledgement records.',
    guidance:
      'The auditor looks for documented acceptable use rules covering permitted and prohibited use, handling procedures per classification level, notice of monitoring, and signed or recorded acceptance by staff and third-party users.',
    typicalEvidence: [
      'Acceptable use policy',
      'Information handling procedures by classification',
      'User acknowledgement records',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'rules-documented',
        mustHave: true,
        requirement: 'Rules for acceptable and prohibited use of information and assets are documented',
        evidencePhrases: ['acceptable use', 'acceptable use policy', 'prohibited', 'permitted use', 'must not be used'],
      },
      {
        key: 'handling-by-classification',
        requirement: 'Handling procedures reflect the classification of information',
        evidencePhrases: ['handling requirements', 'handling procedures', 'according to its classification', 'handling of information', 'storage and transmission'],
      },
      {
        key: 'users-accept',
        requirement: 'Users acknowledge the rules before or on receiving access',
        evidencePhrases: ['acknowledge', 'signed acknowledgement', 'agree to', 'read and understood', 'accept the terms'],
      },
      {
        key: 'monitoring-notice',
        requirement: 'Users are informed of monitoring and the consequences of misuse',
        evidencePhrases: ['may be monitored', 'usage is monitored', 'disciplinary action', 'no expectation of privacy', 'misuse'],
      },
    ],
    recommendation:
      'Publish an acceptable use policy with handling rules per classification level and require every user, including contractors, to accept it at onboarding and after major updates.',
    bestPractices:
      'Write acceptable use rules in plain language with concrete examples, and present them at the point of access (for example at first login).',
    implementationGuidance:
      'Draft rules for devices, email, internet, cloud storage, personal use and information handling. Align handling rules with the classification scheme. Collect acknowledgement through HR or the learning platform and re-confirm annually.',
  },
  {
    id: 'a-5-11',
    controlRef: 'A.5.11',
    category: ORG,
    title: 'Return of assets',
    text: 'When someone\'s employment, contract or agreement changes or ends, how does the organisation get back everything it issued to them (devices, tokens, access cards, documents and information), and how is this tracked? Provide the leaver process and return records.',
    guidance:
      'The auditor samples recent leavers and checks that assets recorded against them were returned, that organisational information on personal devices was removed, and that handover of knowledge took place where needed.',
    typicalEvidence: [
      'Leaver or offboarding checklist',
      'Asset return records matched to the inventory',
      'Records of wiping organisational data from personal devices',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'return-required',
        mustHave: true,
        requirement: 'Return of all organisational assets is required on change or termination of employment or contract',
        evidencePhrases: ['return all', 'return of assets', 'company property', 'must be returned', 'upon termination'],
      },
      {
        key: 'return-tracked',
        requirement: 'Returns are tracked through a formal offboarding process against the asset inventory',
        evidencePhrases: ['leaver checklist', 'termination checklist', 'offboarding', 'exit checklist', 'asset register'],
      },
      {
        key: 'personal-devices',
        requirement: 'Organisational information on personally owned devices is returned or securely deleted',
        evidencePhrases: ['personal devices', 'byod', 'remote wipe', 'securely deleted', 'selective wipe'],
      },
      {
        key: 'knowledge-handover',
        requirement: 'Important knowledge held by the leaver is documented and handed over',
        evidencePhrases: ['knowledge transfer', 'handover', 'hand over', 'documented before leaving'],
      },
    ],
    recommendation:
      'Use an offboarding checklist, driven by HR notification, that lists every asset issued to the person and requires sign-off on return, including removal of organisational data from personal devices.',
    bestPractices:
      'Link the checklist to the asset inventory so issued items are listed automatically, and escalate unreturned assets within a defined time.',
    implementationGuidance:
      'Record asset issue against each person in the inventory. On a leaver or role change notification, generate a checklist of items and data to return, collect sign-off from the line manager and IT, and follow up outstanding items.',
  },
  {
    id: 'a-5-12',
    controlRef: 'A.5.12',
    category: ORG,
    title: 'Classification of information',
    text: 'Describe the information classification scheme: its levels, the criteria used (confidentiality, integrity, availability and interested party requirements), who assigns and reviews classification, and how consistency is achieved across the organisation; provide the scheme and examples of classified information.',
    guidance:
      'The auditor expects a documented scheme with a small number of clearly defined levels, owner responsibility for classifying, criteria tied to business impact and legal requirements, and evidence the scheme is actually applied to information assets.',
    typicalEvidence: [
      'Information classification policy or scheme',
      'Asset inventory showing classification',
      'Examples of classified documents or data sets',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'scheme-defined',
        mustHave: true,
        requirement: 'A classification scheme with defined levels is documented',
        evidencePhrases: ['classification scheme', 'information classification', 'classification levels', 'classified as', 'internal use only', 'public information'],
      },
      {
        key: 'criteria',
        requirement: 'Classification is based on confidentiality, integrity and availability needs and legal or business requirements',
        evidencePhrases: ['sensitivity', 'business impact', 'legal requirements', 'criticality', 'value of the information'],
      },
      {
        key: 'owner-classifies',
        requirement: 'Information owners are responsible for classifying information',
        evidencePhrases: ['information owner', 'asset owner', 'classified by', 'responsible for classifying'],
      },
      {
        key: 'classification-reviewed',
        requirement: 'Classification is reviewed and updated over the information lifecycle',
        evidencePhrases: ['reclassified', 'reclassification', 'declassify', 'review the classification', 'change in classification'],
      },
    ],
    recommendation:
      'Adopt a three- or four-level classification scheme with clear criteria and examples, require owners to classify their information, and record classification in the asset inventory.',
    bestPractices:
      'Keep the scheme simple enough for staff to apply consistently, align it with customers\' or government schemes where relevant, and set a sensible default level.',
    implementationGuidance:
      'Define levels with impact-based criteria and examples of typical information at each level. Assign classification to information assets in the inventory, link handling rules to each level, and train staff using practical examples.',
  },
  {
    id: 'a-5-13',
    controlRef: 'A.5.13',
    category: ORG,
    title: 'Labelling of information',
    text: 'What procedures does the organisation use to label information (documents, emails, files, media and systems) according to its classification scheme, including where labelling may be omitted, and how is labelling supported in practice? Provide the procedure and labelled examples.',
    guidance:
      'The auditor checks that labelling rules cover physical and electronic formats, state exceptions (for example public or unlabelled default information), and are applied in practice, often with tool support.',
    typicalEvidence: [
      'Labelling procedure',
      'Examples of labelled documents, emails or media',
      'Configuration of labelling tools (e.g. sensitivity labels)',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'procedure-defined',
        mustHave: true,
        requirement: 'A labelling procedure aligned with the classification scheme is defined',
        evidencePhrases: ['labelling', 'labeling', 'protective marking', 'marked as', 'classification label'],
      },
      {
        key: 'formats-covered',
        requirement: 'Labelling covers physical and electronic information in its different formats',
        evidencePhrases: ['document header', 'footer', 'watermark', 'metadata', 'email subject'],
      },
      {
        key: 'exceptions-defined',
        requirement: 'Cases where labelling is not required are defined',
        evidencePhrases: ['do not need to be labelled', 'unlabelled', 'not labelled', 'default classification', 'exempt from labelling'],
      },
      {
        key: 'tool-support',
        requirement: 'Labelling is supported by tools or templates',
        evidencePhrases: ['sensitivity labels', 'automatic labelling', 'classification tool', 'document template'],
      },
    ],
    recommendation:
      'Write a short labelling procedure per format, set a default for unlabelled information, and use document templates or labelling tools to make it easy.',
    bestPractices:
      'Apply labels automatically where possible and use machine-readable labels so DLP and access controls can act on them.',
    implementationGuidance:
      'Decide how each classification level is marked in documents, emails, files, media and systems. Add labels to templates, configure sensitivity labels in the office suite, and explain the rules in awareness training.',
  },
  {
    id: 'a-5-14',
    controlRef: 'A.5.14',
    category: ORG,
    title: 'Information transfer',
    text: 'How is information protected when it is sent or shared (electronically, on physical media or in conversation, inside the organisation and with outside parties), and which rules, procedures or agreements apply to each route? Provide the policy, transfer agreements and evidence of technical protections.',
    guidance:
      'The auditor looks for transfer rules for each channel, protection proportional to classification (such as encryption and approved tools), agreements with external parties for regular exchanges, and precautions for verbal disclosure.',
    typicalEvidence: [
      'Information transfer policy or procedure',
      'Data sharing or transfer agreements',
      'Configuration of secure transfer and email encryption',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'rules-defined',
        mustHave: true,
        requirement: 'Rules for transferring information are defined for all transfer channels',
        evidencePhrases: ['information transfer', 'transfer of information', 'data transfer', 'sharing information', 'approved methods'],
      },
      {
        key: 'electronic-protection',
        requirement: 'Electronic transfers are protected in line with classification, for example by encryption and approved tools',
        evidencePhrases: ['encrypted in transit', 'secure file transfer', 'sftp', 'tls', 'email encryption', 'approved channels'],
      },
      {
        key: 'physical-media',
        requirement: 'Transfers on physical media use authorised carriers and protective packaging',
        evidencePhrases: ['courier', 'tamper-evident', 'tracked delivery', 'removable media', 'sealed envelope'],
      },
      {
        key: 'transfer-agreements',
        requirement: 'Agreements cover regular transfers with external parties',
        evidencePhrases: ['data sharing agreement', 'information sharing agreement', 'transfer agreement', 'data processing agreement'],
      },
      {
        key: 'verbal-transfer',
        requirement: 'Precautions apply to verbal communication of sensitive information',
        evidencePhrases: ['verbal', 'conversations', 'overheard', 'phone calls', 'voicemail'],
      },
    ],
    recommendation:
      'Define approved transfer methods for each classification level, require encryption for sensitive electronic transfers, and put agreements in place with parties you exchange data with regularly.',
    bestPractices:
      'Provide an easy, approved secure-sharing tool so staff are not tempted to use personal services, and block unapproved file-sharing sites.',
    implementationGuidance:
      'Map how information leaves the organisation (email, file sharing, APIs, post, conversation). Set rules per channel and classification, configure technical enforcement (TLS, encrypted links, DLP), and template data sharing agreements for recurring external transfers.',
  },
  {
    id: 'a-5-15',
    controlRef: 'A.5.15',
    category: ORG,
    title: 'Access control',
    text: 'Describe the access control policy: how business and security requirements, need-to-know, least privilege and classification determine who may access which information and systems, and how both logical and physical access rules are set; provide the approved policy and examples of role definitions.',
    guidance:
      'The auditor expects an approved access control policy based on least privilege and need-to-know, defined roles or access profiles, owner approval of access rules, and consistency between logical and physical access.',
    typicalEvidence: [
      'Approved access control policy',
      'Role or access profile definitions',
      'Access rules for critical systems approved by owners',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'policy-defined',
        mustHave: true,
        requirement: 'An access control policy is documented and approved',
        evidencePhrases: ['access control policy', 'access control', 'access rules', 'access management'],
      },
      {
        key: 'least-privilege',
        requirement: 'Access is based on need-to-know and least privilege',
        evidencePhrases: ['least privilege', 'need to know', 'need-to-know', 'minimum necessary', 'least-access'],
      },
      {
        key: 'role-based',
        requirement: 'Access is granted through defined roles or access profiles',
        evidencePhrases: ['role-based access', 'rbac', 'access profiles', 'job function', 'job role'],
      },
      {
        key: 'logical-physical',
        requirement: 'The policy addresses both logical and physical access',
        evidencePhrases: ['logical access', 'physical access', 'logical and physical', 'premises and systems'],
      },
      {
        key: 'default-deny',
        requirement: 'Access is denied unless explicitly authorised',
        evidencePhrases: ['deny by default', 'default deny', 'explicitly granted', 'unless explicitly', 'not granted until'],
      },
    ],
    recommendation:
      'Write and approve an access control policy based on least privilege and need-to-know, define standard roles for key systems, and require owner approval for any access outside those roles.',
    bestPractices:
      'Centralise identity and access in one directory, express access as roles rather than individual grants, and align physical access rules with logical ones.',
    implementationGuidance:
      'Define the principles (least privilege, need-to-know, deny by default, segregation of duties). For each critical system, document roles and what they may do, and have the system owner approve them. Implement roles in the identity provider and review them annually.',
  },
  {
    id: 'a-5-16',
    controlRef: 'A.5.16',
    category: ORG,
    title: 'Identity management',
    text: 'How are identities for people and systems created, changed and retired, including unique identifiers, checking who someone is before an identity is issued, control of shared and service identities, and prompt disabling and removal? Provide the procedure and joiner, mover and leaver records.',
    guidance:
      'The auditor checks that each person has a unique identity, shared and non-human identities are approved and owned, identities are created only after verification and removed promptly, and records exist for lifecycle events.',
    typicalEvidence: [
      'Identity lifecycle (joiner, mover, leaver) procedure',
      'Directory export showing unique accounts',
      'Register of service and shared accounts with owners',
      'Sample leaver records with disablement dates',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'unique-identities',
        requirement: 'Each person is assigned a unique identity',
        evidencePhrases: ['unique user id', 'unique identifier', 'unique account', 'individual accounts', 'unique user'],
      },
      {
        key: 'shared-identities-controlled',
        requirement: 'Shared and non-human identities are only used where justified, approved and owned',
        evidencePhrases: ['shared accounts', 'generic accounts', 'service accounts', 'shared identities', 'non-personal accounts'],
      },
      {
        key: 'lifecycle-process',
        mustHave: true,
        requirement: 'Identities are created, changed and removed through a controlled joiner, mover and leaver process',
        evidencePhrases: ['joiner', 'leaver', 'account provisioning', 'deprovisioning', 'account creation', 'user provisioning'],
      },
      {
        key: 'timely-removal',
        requirement: 'Identities are disabled or removed promptly when no longer needed',
        evidencePhrases: ['accounts are disabled', 'removed promptly', 'inactive accounts', 'within 24 hours', 'upon termination'],
      },
      {
        key: 'verification-records',
        requirement: 'Identity is verified at registration and lifecycle events are recorded',
        evidencePhrases: ['identity verification', 'verify the identity', 'identities must be verified', 'access request', 'audit trail'],
      },
    ],
    recommendation:
      'Drive identity creation and removal from HR records through a single identity provider, prohibit unapproved shared accounts, and maintain a register of service accounts with owners.',
    bestPractices:
      'Automate joiner, mover and leaver events from the HR system, disable accounts on the last working day, and periodically search for orphaned and dormant identities.',
    implementationGuidance:
      'Connect the HR system to the identity provider so starters and leavers trigger account changes. Define verification steps for new identities. Inventory service and shared accounts, assign owners, and run a monthly report of dormant accounts for action.',
  },
  {
    id: 'a-5-17',
    controlRef: 'A.5.17',
    category: ORG,
    title: 'Authentication information',
    text: 'How is authentication information (passwords, PINs, keys, tokens and other secrets) allocated, managed and protected, including secure issue and reset, user obligations, password quality rules and storage? Provide the authentication or password standard and configuration evidence.',
    guidance:
      'The auditor checks secure issue and reset with identity verification, forced change of temporary secrets, user guidance on keeping secrets confidential, password rules consistent with current good practice, changed vendor defaults and secure storage of secrets.',
    typicalEvidence: [
      'Password or authentication information standard',
      'Identity provider password policy configuration',
      'Password manager or secrets vault deployment evidence',
      'Password reset procedure',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'secure-allocation',
        mustHave: true,
        requirement: 'Authentication information is issued and reset securely after identity verification, and temporary values must be changed',
        evidencePhrases: ['temporary password', 'changed on first login', 'initial password', 'password reset', 'verify the identity'],
      },
      {
        key: 'user-obligations',
        requirement: 'Users are required to keep authentication information confidential and report suspected compromise',
        evidencePhrases: ['must not share', 'not be disclosed', 'keep confidential', 'suspected compromise', 'must not be written down'],
      },
      {
        key: 'quality-rules',
        requirement: 'Rules for the quality of passwords or passphrases are defined and enforced',
        evidencePhrases: ['minimum length', 'password complexity', 'passphrase', 'password history', 'breached passwords'],
      },
      {
        key: 'secure-storage',
        requirement: 'Authentication information is stored and transmitted securely',
        evidencePhrases: ['hashed', 'salted', 'password manager', 'secrets management', 'not stored in plain text', 'vault'],
      },
      {
        key: 'defaults-changed',
        requirement: 'Vendor default credentials are changed before use',
        evidencePhrases: ['default passwords', 'default credentials', 'vendor-supplied defaults', 'changed before'],
      },
    ],
    recommendation:
      'Publish an authentication information standard covering issue, reset, password quality, storage and user obligations, enforce it in the identity provider, and give staff a company password manager.',
    bestPractices:
      'Favour long passphrases and breached-password checks over forced frequent changes, and store machine secrets in a managed vault rather than in code or configuration files.',
    implementationGuidance:
      'Configure the identity provider with minimum length and breached-password screening, define a verified reset process, and roll out a password manager. Scan code repositories for secrets and move them to a vault. Change default credentials as part of build checklists.',
  },
  {
    id: 'a-5-18',
    controlRef: 'A.5.18',
    category: ORG,
    title: 'Access rights',
    text: 'Describe how access rights are requested, approved by the relevant owner, provisioned, adjusted when people change role, reviewed at intervals and removed on departure; provide the procedure, sample approval records and the results of the most recent access review.',
    guidance:
      'The auditor samples grants, changes and removals against approvals, checks that access reviews are performed by owners at the defined frequency with evidence of removals made, and confirms leaver access is revoked promptly.',
    typicalEvidence: [
      'Access management procedure',
      'Access request and approval records',
      'Periodic access review results with actions taken',
      'Leaver revocation records',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'request-approval',
        mustHave: true,
        requirement: 'Access is granted only after a request approved by the appropriate owner',
        evidencePhrases: ['access request', 'approved by', 'access approval', 'authorisation', 'authorization', 'manager approval'],
      },
      {
        key: 'changes-on-move',
        requirement: 'Access is adjusted when people change role',
        evidencePhrases: ['change of role', 'role change', 'movers', 'job change', 'internal transfer', 'change of access', 'modify user access'],
      },
      {
        key: 'periodic-review',
        mustHave: true,
        requirement: 'Access rights are reviewed by owners at planned intervals',
        evidencePhrases: ['access review', 'user access review', 'recertification', 'reviewed quarterly', 'review of access rights', 'review of user access', 'access is reviewed'],
      },
      {
        key: 'timely-removal',
        requirement: 'Access rights are removed promptly on termination or when no longer needed',
        evidencePhrases: ['access is revoked', 'removal of access', 'access is removed', 'deprovision', 'terminate access'],
      },
      {
        key: 'records-kept',
        requirement: 'A record of access granted to each identity is maintained',
        evidencePhrases: ['access records', 'record of access', 'retained for future reference', 'access log', 'central record'],
      },
    ],
    recommendation:
      'Require recorded owner approval for every access grant, adjust access on role changes, run documented access reviews at least every six months (quarterly for privileged and critical systems), and revoke leaver access on the last working day.',
    bestPractices:
      'Run access reviews in a tool that presents owners with current access and records decisions, and measure time-to-revoke for leavers.',
    implementationGuidance:
      'Route access requests through a ticket or identity governance workflow with owner approval. Schedule reviews by system criticality, record reviewer decisions and the removals made, and reconcile HR leaver lists with active accounts monthly.',
  },
];
