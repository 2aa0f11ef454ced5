/**
 * ISO/IEC 27001:2022 Annex A technological controls, part 2 (A.8.18-A.8.34). Wording is the project's own.
 */
import type { BankQuestion } from './types.js';

const TECH = 'Technological controls';

export const technologicalQuestionsPart2: readonly BankQuestion[] = [
  {
    id: 'a-8-18',
    controlRef: 'A.8.18',
    category: TECH,
    title: 'Use of privileged utility programs',
    text: 'Which tools on your systems could bypass normal system or application controls (for example debuggers, disk editors, network scanners and administrative consoles), who may use them, and how is their use limited and recorded? Provide the list of such utilities, access restrictions and usage logs.',
    guidance:
      'The auditor expects the organisation to know which powerful utilities exist on its systems, to limit their availability and use to a small number of authorised people, to remove unnecessary ones and to log their use.',
    typicalEvidence: [
      'Inventory of privileged utility programs',
      'Access restrictions for utilities',
      'Logs of utility use',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'identified-restricted',
        mustHave: true,
        requirement: 'Utility programs capable of overriding controls are identified and restricted',
        evidencePhrases: ['utility programs', 'system utilities', 'privileged utilities', 'admin tools', 'administrative tools'],
      },
      {
        key: 'authorised-users',
        requirement: 'Use is limited to a small number of authorised and trusted users',
        evidencePhrases: ['authorised users', 'authorized users', 'limited number', 'approved users', 'restricted to administrators'],
      },
      {
        key: 'unnecessary-removed',
        requirement: 'Unnecessary utility programs are removed or disabled',
        evidencePhrases: ['unnecessary utilities', 'removed or disabled', 'uninstalled', 'not installed by default', 'unnecessary software'],
      },
      {
        key: 'use-logged',
        requirement: 'Use of utility programs is logged and reviewed',
        evidencePhrases: ['use is logged', 'usage logged', 'audit trail', 'session recording', 'use is monitored'],
      },
    ],
    recommendation:
      'Identify powerful utilities on servers and endpoints, remove those not needed, restrict the rest to authorised administrators through separate accounts and log their use.',
    bestPractices:
      'Provide utilities only through controlled admin workstations or jump hosts, and use application control to stop users running them.',
    implementationGuidance:
      'Scan systems for common administrative and attack tools and decide which are legitimately needed. Restrict execution rights, enable logging of their use, and include them in privileged access reviews.',
  },
  {
    id: 'a-8-19',
    controlRef: 'A.8.19',
    category: TECH,
    title: 'Installation of software on operational systems',
    text: 'How is the installation of software on operational systems controlled, including who may install it, approved software lists, testing before deployment, rollback and prevention of unauthorised installation by users? Provide the procedure, approved software list and installation or change records.',
    guidance:
      'The auditor checks that software on production systems and endpoints is installed only by authorised people via controlled processes, is tested and approved first, comes from trusted sources, can be rolled back, and that users cannot install software freely.',
    typicalEvidence: [
      'Software installation procedure',
      'Approved software list or allowlist',
      'Change records for production installations',
      'Endpoint configuration restricting installation',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'controlled-installation',
        mustHave: true,
        requirement: 'Software installation on operational systems follows a controlled process',
        evidencePhrases: ['software installation', 'installation of software', 'approved software', 'software allowlist', 'install software'],
      },
      {
        key: 'users-restricted',
        requirement: 'Users are prevented from installing unapproved software',
        evidencePhrases: ['not permitted to install', 'local admin', 'administrator rights', 'without approval', 'prohibited from installing'],
      },
      {
        key: 'tested-before',
        requirement: 'Software is tested and approved before installation',
        evidencePhrases: ['tested before', 'staging', 'acceptance testing', 'approved before'],
      },
      {
        key: 'rollback',
        requirement: 'Rollback is possible and previous versions are retained',
        evidencePhrases: ['rollback', 'roll back', 'previous version', 'back-out plan'],
      },
      {
        key: 'records',
        requirement: 'Installations are recorded',
        evidencePhrases: ['change request', 'change management', 'installation log', 'software inventory'],
      },
    ],
    recommendation:
      'Remove local administrator rights from users, maintain an approved software list, and install software on production systems only through tested, approved and recorded changes.',
    bestPractices:
      'Deploy software through automated pipelines or managed software catalogues, and verify package integrity and source before installation.',
    implementationGuidance:
      'Configure endpoints so standard users cannot install software and provide a self-service catalogue of approved applications. Route production installations through change management with testing and rollback plans, and reconcile installed software against the approved list.',
  },
  {
    id: 'a-8-20',
    controlRef: 'A.8.20',
    category: TECH,
    title: 'Networks security',
    text: 'Describe how the organisation protects its networks and network devices (network documentation, firewall rules, device hardening, secure administration, wireless security and periodic rule reviews) and provide the network security standard, network diagrams and firewall rule review records.',
    guidance:
      'The auditor expects current network diagrams, firewall and access control rules based on least privilege, hardened and securely administered network devices, secured wireless networks, network monitoring and periodic review of rules.',
    typicalEvidence: [
      'Network security standard',
      'Current network and data flow diagrams',
      'Firewall rule sets and review records',
      'Network device hardening configuration',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'documented',
        requirement: 'Networks are documented in current diagrams',
        evidencePhrases: ['network diagram', 'network architecture', 'network topology', 'data flow diagram'],
      },
      {
        key: 'traffic-filtering',
        mustHave: true,
        requirement: 'Traffic is filtered by firewalls or access control lists on a least-privilege basis',
        evidencePhrases: ['firewall', 'firewall rules', 'access control lists', 'security groups', 'deny by default'],
      },
      {
        key: 'device-hardening',
        requirement: 'Network devices are hardened and securely administered',
        evidencePhrases: ['network devices', 'routers and switches', 'management interface', 'hardened', 'network device configuration'],
      },
      {
        key: 'rule-review',
        requirement: 'Firewall and network rules are reviewed periodically',
        evidencePhrases: ['firewall rule review', 'rules are reviewed', 'rule base review', 'reviewed every'],
      },
      {
        key: 'wireless',
        requirement: 'Wireless networks are secured',
        evidencePhrases: ['wireless', 'wpa2', 'wpa3', 'wi-fi', 'guest wi-fi'],
      },
      {
        key: 'monitoring',
        requirement: 'Network traffic is monitored',
        evidencePhrases: ['network monitoring', 'netflow', 'traffic monitoring', 'intrusion detection'],
      },
    ],
    recommendation:
      'Maintain current network diagrams, enforce default-deny firewall rules, harden and securely administer network devices, secure wireless networks and review firewall rules at least every six months.',
    bestPractices:
      'Manage network configuration as code, restrict device management to a dedicated network, and log and alert on configuration changes.',
    implementationGuidance:
      'Document networks and data flows, and define a network security standard. Harden devices against vendor guidance and restrict administrative access. Schedule rule reviews with owners and remove unused rules.',
  },
  {
    id: 'a-8-21',
    controlRef: 'A.8.21',
    category: TECH,
    title: 'Security of network services',
    text: 'Which network services does the organisation rely on (internal or from providers, such as connectivity, VPN, DNS, CDN or managed firewalls), what security features and service levels has it specified for each, and how does it check they are delivered? Provide network service agreements and monitoring evidence.',
    guidance:
      'The auditor expects the organisation to know which network services it relies on, to have agreed security features and service levels with providers, and to monitor that providers deliver them.',
    typicalEvidence: [
      'List of network services and providers',
      'Network service agreements with security requirements',
      'Service monitoring and review records',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'services-identified',
        requirement: 'Network services and their security requirements are identified',
        evidencePhrases: ['network services', 'network service provider', 'internet service provider', 'managed network', 'internet connectivity'],
      },
      {
        key: 'security-mechanisms',
        mustHave: true,
        requirement: 'Security mechanisms such as encryption, authentication and DDoS protection are specified',
        evidencePhrases: ['ddos protection', 'encrypted connections', 'vpn', 'network authentication', 'dns security'],
      },
      {
        key: 'agreements',
        requirement: 'Service levels and security features are agreed with providers',
        evidencePhrases: ['service level agreement', 'service levels', 'network service agreement', 'security features'],
      },
      {
        key: 'monitored',
        requirement: 'Provider performance against agreed security requirements is monitored',
        evidencePhrases: ['provider reports', 'service reviews', 'provider performance', 'right to audit'],
      },
    ],
    recommendation:
      'List the network services you depend on, agree security features and service levels with each provider, and monitor delivery through reports and reviews.',
    bestPractices:
      'Include DDoS protection and DNS security for internet-facing services, and use diverse providers for critical connectivity.',
    implementationGuidance:
      'Inventory network services and define the security features required for each. Check contracts for those features and service levels, monitor availability and security events, and review providers annually.',
  },
  {
    id: 'a-8-22',
    controlRef: 'A.8.22',
    category: TECH,
    title: 'Segregation of networks',
    text: 'How are the organisation\'s networks divided into segments or zones according to trust and sensitivity (for example production, corporate, guest, management and customer environments), and how is traffic between them controlled? Provide the segmentation design and rule sets.',
    guidance:
      'The auditor expects segmentation based on trust level and sensitivity, with controlled and documented traffic between zones, guest and untrusted networks separated, and management interfaces isolated.',
    typicalEvidence: [
      'Network segmentation design',
      'Inter-zone firewall or security group rules',
      'Cloud VPC or subnet configuration',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'segments-defined',
        mustHave: true,
        requirement: 'Networks are divided into segments based on trust and sensitivity',
        evidencePhrases: ['network segmentation', 'segregation of networks', 'vlan', 'vpc', 'subnet', 'security zones'],
      },
      {
        key: 'production-isolated',
        requirement: 'Production and management networks are separated from corporate and untrusted networks',
        evidencePhrases: ['production network', 'management network', 'separate from', 'corporate network', 'isolated from'],
      },
      {
        key: 'inter-zone-control',
        requirement: 'Traffic between segments is controlled and restricted',
        evidencePhrases: ['inter-zone', 'traffic between', 'filtered', 'security groups', 'deny by default'],
      },
      {
        key: 'guest-separated',
        requirement: 'Guest and untrusted networks are separated from internal networks',
        evidencePhrases: ['guest network', 'guest wi-fi', 'untrusted networks', 'internet only'],
      },
    ],
    recommendation:
      'Segment networks by trust level, separate production, management and guest networks, and restrict traffic between segments to what is documented and required.',
    bestPractices:
      'Apply micro-segmentation for critical workloads and test segmentation periodically, for example during penetration testing.',
    implementationGuidance:
      'Define zones and their trust levels, and map the flows required between them. Implement VLANs, subnets or cloud security groups with default-deny rules, and document the design for review.',
  },
  {
    id: 'a-8-23',
    controlRef: 'A.8.23',
    category: TECH,
    title: 'Web filtering',
    text: 'What controls limit which external websites users can reach so that malicious or inappropriate content is blocked, for example category blocking, threat-intelligence blocklists, enforcement for remote users and an exception process? Provide the web filtering policy and configuration evidence.',
    guidance:
      'The auditor expects filtering of malicious and inappropriate sites, rules that apply to remote users too, a process for exceptions, and users informed of acceptable web use.',
    typicalEvidence: [
      'Web filtering policy or rules',
      'Secure web gateway or DNS filtering configuration',
      'Exception request records',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'filtering-in-place',
        mustHave: true,
        requirement: 'Access to external websites is filtered',
        evidencePhrases: ['web filtering', 'content filtering', 'url filtering', 'web proxy', 'dns filtering', 'secure web gateway'],
      },
      {
        key: 'malicious-blocked',
        requirement: 'Known malicious and inappropriate sites and categories are blocked',
        evidencePhrases: ['malicious websites', 'blocked categories', 'blocklist', 'blacklist', 'inappropriate websites'],
      },
      {
        key: 'off-network',
        requirement: 'Filtering also applies to remote and off-network users',
        evidencePhrases: ['remote users', 'off-network', 'roaming', 'endpoint agent'],
      },
      {
        key: 'rules-communicated',
        requirement: 'Rules on web use and the exception process are communicated',
        evidencePhrases: ['acceptable use', 'exception request', 'internet use', 'unblock request'],
      },
    ],
    recommendation:
      'Deploy DNS or web filtering that blocks malicious and high-risk categories for all users, including remote workers, and publish an exception process.',
    bestPractices:
      'Use threat-intelligence-driven blocklists and log web access for investigations, in line with privacy requirements.',
    implementationGuidance:
      'Choose a filtering service that works on and off the corporate network and configure blocked categories and threat feeds. Deploy agents to endpoints, and review exception requests and block logs periodically.',
  },
  {
    id: 'a-8-24',
    controlRef: 'A.8.24',
    category: TECH,
    title: 'Use of cryptography',
    text: 'Describe when and how the organisation uses encryption and other cryptographic controls (approved algorithms and key lengths, where encryption is mandatory at rest and in transit) and how cryptographic keys are generated, stored, rotated and retired; provide the cryptography policy, key management procedure and configuration evidence.',
    guidance:
      'The auditor expects a cryptography policy defining when and how encryption is used, approved algorithms and protocols, and a key management process covering generation, storage, distribution, rotation, revocation, backup and destruction, with configurations that match.',
    typicalEvidence: [
      'Cryptography and key management policy',
      'TLS and storage encryption configuration',
      'Key management system configuration and rotation records',
      'Certificate inventory',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'policy',
        mustHave: true,
        requirement: 'Rules for the use of cryptography are defined',
        evidencePhrases: ['cryptography policy', 'cryptographic controls', 'use of cryptography', 'encryption policy', 'encryption standard', 'cryptographic'],
      },
      {
        key: 'approved-algorithms',
        requirement: 'Approved algorithms, protocols and key lengths are specified',
        evidencePhrases: ['aes-256', 'aes 256', 'rsa-2048', 'sha-256', 'tls 1.2', 'approved algorithms', 'key length'],
      },
      {
        key: 'at-rest',
        requirement: 'Sensitive information is encrypted at rest where required',
        evidencePhrases: ['encryption at rest', 'encrypted at rest', 'data at rest', 'at-rest encryption', 'at rest', 'disk encryption', 'database encryption'],
      },
      {
        key: 'in-transit',
        requirement: 'Sensitive information is encrypted in transit',
        evidencePhrases: ['encryption in transit', 'encrypted in transit', 'data in transit', 'in-transit encryption', 'in transit', 'https', 'tls'],
      },
      {
        key: 'key-management',
        mustHave: true,
        requirement: 'Cryptographic keys are managed throughout their lifecycle',
        evidencePhrases: ['key management', 'key rotation', 'kms', 'hsm', 'key generation', 'key revocation'],
      },
    ],
    recommendation:
      'Publish a cryptography policy specifying where encryption is required and which algorithms are approved, and implement key management covering generation, storage, rotation, revocation and destruction.',
    bestPractices:
      'Use managed key services or HSMs, automate certificate renewal, keep a certificate and key inventory, and plan for crypto-agility as algorithms age.',
    implementationGuidance:
      'Define encryption requirements by classification and data state, and set approved algorithms and TLS versions. Enable encryption in storage and databases and configure a key management service with rotation and access controls. Scan regularly for weak protocols and expiring certificates.',
  },
  {
    id: 'a-8-25',
    controlRef: 'A.8.25',
    category: TECH,
    title: 'Secure development life cycle',
    text: 'What secure development rules apply across the software and system life cycle (separate environments, secure design, coding guidance, security checkpoints, testing, repository protection and developer skills), and how can you show they were followed in recent releases? Provide the secure development policy and release evidence.',
    guidance:
      'The auditor expects a documented secure development life cycle with security activities at defined phases, evidence from sampled releases that those activities happened, and developers trained in secure development.',
    typicalEvidence: [
      'Secure development policy or SDLC description',
      'Threat models or security design reviews',
      'Pipeline security scan results',
      'Developer secure development training records',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'sdlc-defined',
        mustHave: true,
        requirement: 'A secure development life cycle is documented',
        evidencePhrases: ['secure development', 'secure software development', 'sdlc', 'development lifecycle', 'software development life cycle'],
      },
      {
        key: 'security-checkpoints',
        requirement: 'Security checkpoints such as threat modelling and design review occur at defined phases',
        evidencePhrases: ['threat modelling', 'threat modeling', 'security review', 'design review', 'security gate'],
      },
      {
        key: 'automated-testing',
        requirement: 'Security testing is built into the development pipeline',
        evidencePhrases: ['static analysis', 'static application security testing', 'dast', 'code scanning', 'dependency scanning'],
      },
      {
        key: 'developer-knowledge',
        requirement: 'Developers are trained in secure development',
        evidencePhrases: ['secure coding training', 'developer training', 'owasp', 'security champions'],
      },
      {
        key: 'repository-protection',
        requirement: 'Repositories and version control are protected',
        evidencePhrases: ['version control', 'source control', 'branch protection', 'code repository'],
      },
    ],
    recommendation:
      'Document a secure development life cycle with defined security activities at each phase, automate security testing in the pipeline and train developers in secure development.',
    bestPractices:
      'Use a recognised framework such as OWASP SAMM or NIST SSDF to structure the SDLC, and appoint security champions in each development team.',
    implementationGuidance:
      'Map the current development process and insert security activities: requirements, threat modelling, code review, scanning, testing and release approval. Add pipeline gates and record the evidence for each release.',
  },
  {
    id: 'a-8-26',
    controlRef: 'A.8.26',
    category: TECH,
    title: 'Application security requirements',
    text: 'When the organisation builds or buys an application, how does it work out and write down the security requirements (for example authentication, authorisation, input validation, logging, data protection and integrity of transactions such as payments), and who approves them? Provide requirement documents and approval evidence.',
    guidance:
      'The auditor expects security requirements derived from risk and classification, documented alongside functional requirements for developed and acquired applications, with stronger requirements for transactional and internet-facing services.',
    typicalEvidence: [
      'Application security requirements baseline',
      'Security requirements in specifications or user stories',
      'Security sign-off for acquired applications',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'requirements-identified',
        mustHave: true,
        requirement: 'Security requirements are identified and documented for applications',
        evidencePhrases: ['security requirements', 'non-functional requirements', 'requirements specification', 'acceptance criteria', 'user stories'],
      },
      {
        key: 'risk-based',
        requirement: 'Requirements are based on risk assessment and classification',
        evidencePhrases: ['security risk assessment', 'information classification', 'based on risk', 'threat model'],
      },
      {
        key: 'content',
        requirement: 'Requirements address identity, access, input validation, logging and data protection',
        evidencePhrases: ['input validation', 'authentication requirements', 'authorisation checks', 'authorization checks', 'audit logging', 'encryption of data'],
      },
      {
        key: 'transactions',
        requirement: 'Transactional services have integrity and non-repudiation requirements',
        evidencePhrases: ['transaction integrity', 'payment services', 'non-repudiation', 'online transactions', 'digital signature'],
      },
      {
        key: 'acquired-applications',
        requirement: 'Security requirements are applied when acquiring applications',
        evidencePhrases: ['third-party applications', 'acquired software', 'software procurement', 'vendor software', 'off-the-shelf'],
      },
    ],
    recommendation:
      'Create a baseline of application security requirements, tailor it per application by risk, include it in specifications and procurement, and obtain security approval.',
    bestPractices:
      'Use a standard such as OWASP ASVS as the baseline, and express requirements as testable acceptance criteria.',
    implementationGuidance:
      'Draft baseline requirements per application risk level and add them to requirement templates and procurement checklists. Verify them in testing before acceptance.',
  },
  {
    id: 'a-8-27',
    controlRef: 'A.8.27',
    category: TECH,
    title: 'Secure system architecture and engineering principles',
    text: 'Which secure design principles (for example defence in depth, zero trust, least privilege, secure by default and failing securely) guide how the organisation architects and builds systems, where are they written down, and how are they applied in design decisions? Provide the principles and architecture review records.',
    guidance:
      'The auditor expects documented security engineering principles, evidence they are applied through architecture or design reviews, and periodic review of the principles to keep them current.',
    typicalEvidence: [
      'Security architecture or engineering principles',
      'Architecture decision records or design reviews',
      'Reference architectures',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'principles-documented',
        mustHave: true,
        requirement: 'Secure engineering principles are documented',
        evidencePhrases: ['security principles', 'engineering principles', 'secure by design', 'secure by default', 'architecture principles'],
      },
      {
        key: 'layered-defence',
        requirement: 'Principles include layered defence, least privilege and zero trust concepts',
        evidencePhrases: ['defence in depth', 'defense in depth', 'zero trust', 'least privilege', 'fail secure'],
      },
      {
        key: 'applied',
        requirement: 'Principles are applied in architecture and design decisions',
        evidencePhrases: ['architecture review', 'design review', 'architecture decision', 'reference architecture'],
      },
      {
        key: 'reviewed',
        requirement: 'Principles are reviewed and updated',
        evidencePhrases: ['principles are reviewed', 'regularly reviewed', 'updated to reflect', 'review of principles'],
      },
    ],
    recommendation:
      'Document a concise set of secure engineering principles, apply them through architecture reviews for new and changed systems, and review them annually.',
    bestPractices:
      'Provide reference architectures and reusable secure components so that the principles are easy to follow.',
    implementationGuidance:
      'Agree the principles with architects and engineering leads and add them to design templates. Require an architecture review for significant changes, and record decisions and deviations.',
  },
  {
    id: 'a-8-28',
    controlRef: 'A.8.28',
    category: TECH,
    title: 'Secure coding',
    text: 'What secure coding principles and standards do developers follow (for example OWASP guidance, input validation, no hard-coded secrets and managed third-party dependencies), and how is adherence checked through review and tooling? Provide the secure coding standard and code review or scan evidence.',
    guidance:
      'The auditor expects a secure coding standard relevant to the languages used, peer code review with security in scope, automated analysis for code, secrets and dependencies, and remediation of findings.',
    typicalEvidence: [
      'Secure coding standard',
      'Code review records (pull requests)',
      'Static analysis, secret scanning and dependency scan results',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'standard',
        mustHave: true,
        requirement: 'Secure coding standards are defined for the languages used',
        evidencePhrases: ['secure coding', 'coding standard', 'coding guidelines', 'owasp', 'cwe'],
      },
      {
        key: 'code-review',
        requirement: 'Code is peer reviewed with security in scope',
        evidencePhrases: ['code review', 'peer review', 'pull request', 'reviewed by'],
      },
      {
        key: 'static-analysis',
        requirement: 'Code is checked with automated analysis tools',
        evidencePhrases: ['static analysis', 'static application security testing', 'code scanning', 'linting'],
      },
      {
        key: 'dependencies',
        requirement: 'Third-party libraries and dependencies are managed and scanned',
        evidencePhrases: ['third-party libraries', 'dependency management', 'software composition analysis', 'open source components', 'dependency scanning'],
      },
      {
        key: 'no-secrets',
        requirement: 'Secrets are not embedded in code',
        evidencePhrases: ['hard-coded', 'hardcoded', 'secret scanning', 'credentials in code', 'secrets management'],
      },
    ],
    recommendation:
      'Adopt a secure coding standard, require peer review of all changes, and run static analysis, secret scanning and dependency scanning in the pipeline with findings tracked to closure.',
    bestPractices:
      'Block merges on high-severity findings, keep dependencies up to date automatically, and provide language-specific secure coding examples.',
    implementationGuidance:
      'Base the standard on OWASP guidance for your languages and enable required reviews. Add SAST, secret and dependency scanning to CI with severity thresholds that fail builds. Train developers on the most common weaknesses.',
  },
  {
    id: 'a-8-29',
    controlRef: 'A.8.29',
    category: TECH,
    title: 'Security testing in development and acceptance',
    text: 'How are security tests defined and performed during development and before acceptance of new or changed systems (for example automated scanning, penetration tests and testing against security requirements), and how are findings resolved before go-live? Provide test plans and results.',
    guidance:
      'The auditor expects security testing proportionate to risk, test plans linked to security requirements, independent testing for significant systems, and evidence that findings are fixed or risk-accepted before release.',
    typicalEvidence: [
      'Security test plans',
      'Penetration test and DAST reports',
      'Acceptance test results including security criteria',
      'Remediation and risk acceptance records',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'tests-defined',
        mustHave: true,
        requirement: 'Security tests are planned against security requirements',
        evidencePhrases: ['security testing', 'test plan', 'acceptance testing', 'acceptance criteria', 'test cases'],
      },
      {
        key: 'test-types',
        requirement: 'Appropriate test types such as scanning and penetration testing are used',
        evidencePhrases: ['penetration test', 'pen test', 'dast', 'vulnerability scan', 'static code analysis'],
      },
      {
        key: 'before-release',
        requirement: 'Testing takes place before systems go into production',
        evidencePhrases: ['before release', 'prior to deployment', 'before go-live', 'prior to production'],
      },
      {
        key: 'findings-resolved',
        requirement: 'Findings are remediated or risk-accepted before acceptance',
        evidencePhrases: ['findings are remediated', 'findings remediated', 'fixed before', 'risk accepted', 'retest'],
      },
      {
        key: 'independent',
        requirement: 'Significant systems are tested independently',
        evidencePhrases: ['independent penetration test', 'third-party testing', 'external testers', 'independent testers'],
      },
    ],
    recommendation:
      'Define security test requirements per release risk, run automated tests in every build and independent penetration tests for significant changes, and block release until critical findings are resolved.',
    bestPractices:
      'Test in an environment that mirrors production, track findings in the same backlog as other defects, and retest fixes.',
    implementationGuidance:
      'Set criteria for when penetration testing is required and add DAST and other scans to pre-release pipelines. Record results against acceptance criteria, and require a security sign-off with any accepted risks documented.',
  },
  {
    id: 'a-8-30',
    controlRef: 'A.8.30',
    category: TECH,
    title: 'Outsourced development',
    text: 'When software or systems are developed by an external party, how does the organisation set its security expectations, oversee the work and check the result, for example through contract clauses, secure development practices, code ownership, testing and escrow? Provide contracts and monitoring or acceptance evidence.',
    guidance:
      'The auditor expects contracts with outsourced developers specifying security requirements, intellectual property and licensing, evidence that secure development practices are followed, acceptance testing including security, and rights to audit.',
    typicalEvidence: [
      'Outsourced development contracts or statements of work',
      'Security requirements given to the developer',
      'Acceptance and security test results',
      'Escrow or IP agreements',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'contract-requirements',
        mustHave: true,
        requirement: 'Contracts for outsourced development include security requirements',
        evidencePhrases: ['outsourced development', 'development contractor', 'third-party developers', 'statement of work', 'development contract'],
      },
      {
        key: 'secure-practices',
        requirement: 'The developer is required to follow secure development practices',
        evidencePhrases: ['secure development', 'secure coding', 'owasp', 'security requirements'],
      },
      {
        key: 'ip-licensing',
        requirement: 'Intellectual property, licensing and escrow are addressed',
        evidencePhrases: ['intellectual property', 'code ownership', 'licensing arrangements', 'escrow'],
      },
      {
        key: 'monitoring-acceptance',
        requirement: 'Work is monitored and accepted only after security testing',
        evidencePhrases: ['acceptance testing', 'code review', 'right to audit', 'security testing', 'progress reviews'],
      },
    ],
    recommendation:
      'Put security requirements, secure development obligations, IP ownership and audit rights into outsourced development contracts, and security-test deliverables before accepting them.',
    bestPractices:
      'Give outsourced developers access only to what they need, require them to use your repositories and pipelines, and review their code as you would internal code.',
    implementationGuidance:
      'Create a contract schedule for outsourced development and agree the secure development practices and evidence required. Monitor through code reviews and progress meetings, and include security testing in acceptance.',
  },
  {
    id: 'a-8-31',
    controlRef: 'A.8.31',
    category: TECH,
    title: 'Separation of development, test and production environments',
    text: 'How does the organisation keep development, test and production environments apart and protected, who can access production and promote changes into it, and how is production data protected in non-production environments? Provide the environment architecture, access lists and deployment controls.',
    guidance:
      'The auditor expects separate environments with distinct access controls, developers without routine write access to production, controlled promotion through pipelines, clear identification of each environment and restrictions on production data in lower environments.',
    typicalEvidence: [
      'Environment architecture description',
      'Production access lists',
      'CI/CD pipeline promotion controls',
      'Rules on production data in non-production',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'environments-separated',
        mustHave: true,
        requirement: 'Development, test and production environments are separated',
        evidencePhrases: ['separate environments', 'development, test and production', 'non-production', 'staging', 'separated from production'],
      },
      {
        key: 'production-access',
        requirement: 'Access to production is restricted and developers do not have routine write access',
        evidencePhrases: ['access to production', 'production access', 'restricted access to production', 'developers do not have'],
      },
      {
        key: 'controlled-promotion',
        requirement: 'Changes are promoted to production through a controlled process',
        evidencePhrases: ['deployment pipeline', 'ci/cd', 'promotion to production', 'release process', 'approved changes'],
      },
      {
        key: 'production-data',
        requirement: 'Production data is not used in non-production environments without protection',
        evidencePhrases: ['production data', 'live data', 'test data', 'not used in'],
      },
      {
        key: 'environments-identified',
        requirement: 'Environments are clearly identified to avoid mistakes',
        evidencePhrases: ['clearly identified', 'clearly labelled', 'visually distinct', 'naming convention'],
      },
    ],
    recommendation:
      'Run development, test and production in separate accounts or networks, restrict production access to operations roles, deploy only through approved pipelines and keep real data out of lower environments.',
    bestPractices:
      'Use separate cloud accounts or subscriptions per environment, time-limited break-glass access to production, and visible environment indicators in tools.',
    implementationGuidance:
      'Separate environments at account or network level and define who may access each. Route deployments through CI/CD with approvals. Use masking or synthetic data for testing.',
  },
  {
    id: 'a-8-32',
    controlRef: 'A.8.32',
    category: TECH,
    title: 'Change management',
    text: 'Describe how changes to information processing facilities and systems are requested, assessed for risk and impact, authorised, tested, implemented, communicated and reviewed, including emergency changes; provide the change management procedure and sample change records.',
    guidance:
      'The auditor samples changes (including emergency changes) for documented requests, impact and risk assessment, authorisation, testing, rollback plans, communication and post-implementation checks, and compares production changes with change records.',
    typicalEvidence: [
      'Change management procedure',
      'Sample change records with approvals and test evidence',
      'Emergency change records',
      'Change advisory board minutes',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'procedure',
        mustHave: true,
        requirement: 'A change management procedure covers changes to systems and facilities',
        evidencePhrases: ['change management', 'change control', 'change request', 'request for change', 'change process'],
      },
      {
        key: 'impact-assessed',
        requirement: 'Changes are assessed for risk and impact',
        evidencePhrases: ['impact assessment', 'impact analysis', 'risk assessment', 'potential impact', 'change risk'],
      },
      {
        key: 'authorised',
        mustHave: true,
        requirement: 'Changes are authorised before implementation',
        evidencePhrases: ['change advisory board', 'change approval', 'authorised changes', 'approved before', 'change approver'],
      },
      {
        key: 'tested-rollback',
        requirement: 'Changes are tested and have rollback plans',
        evidencePhrases: ['changes are tested', 'test environment', 'rollback', 'back-out', 'fallback'],
      },
      {
        key: 'emergency-changes',
        requirement: 'Emergency changes follow a defined expedited process with retrospective review',
        evidencePhrases: ['emergency change', 'emergency changes', 'retrospective approval', 'expedited'],
      },
      {
        key: 'records',
        requirement: 'Changes are recorded and communicated',
        evidencePhrases: ['change log', 'change record', 'change ticket', 'release notes', 'change notification'],
      },
    ],
    recommendation:
      'Implement a change procedure requiring a ticket, impact assessment, approval, testing and rollback plan for every change, with a defined emergency route that is reviewed after the fact.',
    bestPractices:
      'Classify standard, normal and emergency changes, automate approvals and evidence in the deployment pipeline, and reconcile production changes against approved records.',
    implementationGuidance:
      'Define change types and approval levels and configure the ticketing tool or pipeline to enforce them. Require test evidence and rollback plans, review emergency changes at the next CAB, and monitor for unauthorised changes.',
  },
  {
    id: 'a-8-33',
    controlRef: 'A.8.33',
    category: TECH,
    title: 'Test information',
    text: 'What data does the organisation use for testing, and when production or personal data is involved, what approval, masking, access control and clean-up apply? Provide the test data procedure and approval records.',
    guidance:
      'The auditor expects a preference for synthetic or masked test data, formal authorisation when production data is copied, equivalent protection in test environments, and deletion after use, with records.',
    typicalEvidence: [
      'Test data procedure',
      'Approvals for use of production data in testing',
      'Masking or synthetic data tooling evidence',
      'Deletion records for test copies',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'test-data-selected',
        mustHave: true,
        requirement: 'Test data is selected to avoid exposure of sensitive information',
        evidencePhrases: ['test data', 'synthetic data', 'test information', 'dummy data'],
      },
      {
        key: 'production-data-authorised',
        requirement: 'Use of production data for testing is authorised',
        evidencePhrases: ['use of live data', 'production data', 'approval to use', 'authorised use of', 'data owner approval'],
      },
      {
        key: 'protected',
        requirement: 'Test data is masked or protected with controls equivalent to production',
        evidencePhrases: ['masked', 'anonymised', 'anonymized', 'same controls as production', 'equivalent controls'],
      },
      {
        key: 'deleted-after-use',
        requirement: 'Copies of production data are deleted after testing',
        evidencePhrases: ['deleted after', 'removed after testing', 'erased', 'deleted immediately after'],
      },
    ],
    recommendation:
      'Use synthetic or masked data for testing by default, require documented approval and equivalent protection if production data must be used, and delete it when testing ends.',
    bestPractices:
      'Automate generation of realistic synthetic data and log every copy of production data into test environments.',
    implementationGuidance:
      'Write a test data procedure and provide masking or synthetic data tools. Introduce an approval form for production data use that records purpose, duration and controls, and verify deletion afterwards.',
  },
  {
    id: 'a-8-34',
    controlRef: 'A.8.34',
    category: TECH,
    title: 'Protection of information systems during audit testing',
    text: 'When auditors or testers need to assess live systems (for example penetration tests, compliance scans or auditor access), how are scope, timing and access agreed in advance with the responsible managers, and how is access kept restricted, read-only where possible and logged? Provide test agreements and access records.',
    guidance:
      'The auditor expects audit and technical testing activities to be agreed in advance (scope, timing, rules of engagement), access to be limited and monitored, read-only where possible, and testing that could affect availability to be scheduled outside business hours.',
    typicalEvidence: [
      'Rules of engagement or test authorisation forms',
      'Auditor access requests and removal records',
      'Test schedules agreed with system owners',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'agreed-planned',
        mustHave: true,
        requirement: 'Audit tests are planned and agreed with management',
        evidencePhrases: ['audit tests', 'rules of engagement', 'agreed with management', 'scope agreed', 'test authorisation'],
      },
      {
        key: 'read-only',
        requirement: 'Access for audit purposes is read-only or uses isolated copies where possible',
        evidencePhrases: ['read-only', 'read only', 'copies of', 'isolated copies'],
      },
      {
        key: 'minimise-disruption',
        requirement: 'Tests affecting availability are scheduled to minimise disruption',
        evidencePhrases: ['outside business hours', 'minimise disruption', 'impact on operations', 'maintenance window'],
      },
      {
        key: 'access-controlled',
        requirement: 'Auditor access is controlled, logged and removed afterwards',
        evidencePhrases: ['auditor access', 'access is logged', 'activity is monitored', 'removed after', 'temporary access'],
      },
    ],
    recommendation:
      'Require written agreement of scope, timing and access for audits and technical tests, grant auditors read-only and time-limited access, and schedule disruptive tests outside business hours.',
    bestPractices:
      'Use a standard rules-of-engagement template for penetration tests and notify monitoring teams before tests start.',
    implementationGuidance:
      'Create an authorisation form covering scope, dates, testers, tools and contacts. Provision time-limited read-only accounts for auditors, log their activity, and remove access when the audit ends.',
  },
];
