/**
 * ISO/IEC 27001:2022 Annex A technological controls, part 1 (A.8.1-A.8.17). Wording is the project's own.
 */
import type { BankQuestion } from './types.js';

const TECH = 'Technological controls';

export const technologicalQuestionsPart1: readonly BankQuestion[] = [
  {
    id: 'a-8-1',
    controlRef: 'A.8.1',
    category: TECH,
    title: 'User end point devices',
    text: 'How does the organisation protect the information held on or reachable from laptops, desktops, phones and tablets, including personally owned devices, for example through device registration, hardening, encryption, patching, remote wipe and rules for connecting? Provide the endpoint policy and device management compliance reports.',
    guidance:
      'The auditor expects an endpoint policy, central management of devices, enforced encryption, screen lock, endpoint protection and patching, rules for personally owned devices, and the ability to lock or wipe lost devices, with compliance reports showing coverage.',
    typicalEvidence: [
      'Endpoint or mobile device policy',
      'Device management (MDM/UEM) compliance report',
      'Encryption status report',
      'BYOD agreement or conditions',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'policy',
        mustHave: true,
        requirement: 'Rules for the secure configuration and use of endpoint devices are defined',
        evidencePhrases: ['endpoint devices', 'user endpoint', 'workstation security', 'mobile devices', 'laptops', 'workstations'],
      },
      {
        key: 'managed',
        requirement: 'Endpoints are registered and centrally managed',
        evidencePhrases: ['mobile device management', 'mdm', 'managed devices', 'enrolled in', 'device management'],
      },
      {
        key: 'encryption',
        requirement: 'Endpoint storage is encrypted',
        evidencePhrases: ['full disk encryption', 'filevault', 'bitlocker', 'drives are encrypted', 'device encryption'],
      },
      {
        key: 'baseline-protections',
        requirement: 'Endpoints enforce screen lock, firewall, endpoint protection and timely updates',
        evidencePhrases: ['screen lock', 'firewall enabled', 'endpoint protection', 'automatic updates', 'kept patched', 'virus protection'],
      },
      {
        key: 'personal-devices',
        requirement: 'Use of personally owned devices is governed by defined conditions',
        evidencePhrases: ['byod', 'bring your own device', 'personal devices', 'personally owned'],
      },
      {
        key: 'remote-wipe',
        requirement: 'Lost or stolen devices can be remotely locked or wiped',
        evidencePhrases: ['remote wipe', 'remotely wiped', 'remote lock', 'lost or stolen'],
      },
    ],
    recommendation:
      'Enrol all endpoints in device management, enforce encryption, screen lock, endpoint protection and updates, define conditions for personal devices, and enable remote wipe.',
    bestPractices:
      'Use conditional access so only compliant devices reach corporate data, and separate corporate data on personal devices with managed containers.',
    implementationGuidance:
      'Deploy a device management platform and enrol every corporate device. Apply a baseline profile (encryption, lock, firewall, updates, endpoint protection), report compliance weekly, and require enrolment or app protection policies for personal devices accessing corporate data.',
  },
  {
    id: 'a-8-2',
    controlRef: 'A.8.2',
    category: TECH,
    title: 'Privileged access rights',
    text: 'Who holds administrative or other privileged access, and how is it requested, approved, time-limited, protected with stronger authentication, logged and periodically reviewed, including the use of separate admin accounts? Provide the privileged access procedure, the list of privileged users and review evidence.',
    guidance:
      'The auditor expects privileged access granted on a need basis with approval, a current list of privileged users, separate admin identities, MFA, time-bound or just-in-time elevation where possible, logging of privileged activity and frequent review.',
    typicalEvidence: [
      'Privileged access management procedure',
      'List of privileged accounts and holders',
      'Privileged access review records',
      'PAM or just-in-time access configuration',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'restricted',
        mustHave: true,
        requirement: 'Privileged access rights are restricted to those who need them',
        evidencePhrases: ['privileged access', 'administrative access', 'admin rights', 'privileged accounts', 'superuser'],
      },
      {
        key: 'approved',
        requirement: 'Privileged access is granted through a separate, approved authorisation process',
        evidencePhrases: ['business justification', 'approval for privileged', 'authorisation process', 'authorization process', 'approved by the security officer'],
      },
      {
        key: 'separate-accounts',
        requirement: 'Privileged activities use identities separate from day-to-day accounts',
        evidencePhrases: ['separate account', 'dedicated admin account', 'standard user account', 'sudo', 'not used for day-to-day'],
      },
      {
        key: 'time-limited',
        requirement: 'Privileges are time-limited or elevated just in time where possible',
        evidencePhrases: ['just-in-time', 'time-limited', 'temporary elevation', 'break-glass', 'privileged access management'],
      },
      {
        key: 'strong-authentication',
        requirement: 'Privileged access requires strong authentication',
        evidencePhrases: ['multi-factor', 'mfa', 'two-factor', 'strong authentication', 'hardware token'],
      },
      {
        key: 'logged-reviewed',
        requirement: 'Privileged activity is logged and privileged rights are reviewed frequently',
        evidencePhrases: ['privileged access review', 'reviewed quarterly', 'privileged activity', 'privileged sessions are logged', 'privileged actions are monitored'],
      },
    ],
    recommendation:
      'Maintain a list of privileged accounts, require approved justification, separate admin identities and MFA for each, log privileged activity and review privileged rights at least quarterly.',
    bestPractices:
      'Use a privileged access management tool with just-in-time elevation and session recording, and keep emergency break-glass accounts sealed and monitored.',
    implementationGuidance:
      'Inventory privileged accounts across systems, cloud consoles and applications. Remove unnecessary rights, create separate admin identities, enforce MFA, forward privileged activity logs to monitoring, and schedule quarterly reviews with the system owners.',
  },
  {
    id: 'a-8-3',
    controlRef: 'A.8.3',
    category: TECH,
    title: 'Information access restriction',
    text: 'How do systems and applications enforce the access control policy at the level of individual data and functions, for example through configurable permissions, no anonymous access to sensitive data, control of outputs and isolation of customer data? Provide configuration evidence and permission models for key systems.',
    guidance:
      'The auditor samples key systems to confirm that permissions implement the access control policy: granular read/write rights, no unauthenticated access to sensitive information, tenant or data isolation, and control over what information outputs contain.',
    typicalEvidence: [
      'Application permission models or role matrices',
      'System access configuration screenshots or exports',
      'Tenant isolation design',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'restriction-implemented',
        mustHave: true,
        requirement: 'Access to information and functions is restricted in line with the access control policy',
        evidencePhrases: ['access restriction', 'restricted to', 'access permissions', 'authorised users', 'authorized users'],
      },
      {
        key: 'granular-permissions',
        requirement: 'Systems provide granular permissions such as read, write and delete',
        evidencePhrases: ['read-only', 'read and write', 'access levels', 'permission model', 'role-based'],
      },
      {
        key: 'no-anonymous',
        requirement: 'Anonymous or unauthenticated access to sensitive information is prevented',
        evidencePhrases: ['anonymous access', 'unauthenticated', 'public access', 'guest access'],
      },
      {
        key: 'isolation',
        requirement: 'Information belonging to different customers or purposes is isolated',
        evidencePhrases: ['tenant isolation', 'logically separated', 'separate customer data', 'multi-tenant', 'data segregation'],
      },
      {
        key: 'dynamic-access',
        requirement: 'Dynamic access controls are used for high-value information where appropriate',
        evidencePhrases: ['dynamic access', 'information rights management', 'rights management', 'attribute-based'],
      },
    ],
    recommendation:
      'Configure each key system to enforce role-based permissions, block anonymous access to non-public information, and isolate customer data.',
    bestPractices:
      'Test authorisation logic as part of application security testing and use rights management for highly sensitive documents.',
    implementationGuidance:
      'For each key system, document the roles and the functions and data each role can reach, and configure permissions accordingly. Scan storage and sharing settings for public or anonymous access. Verify tenant isolation through testing.',
  },
  {
    id: 'a-8-4',
    controlRef: 'A.8.4',
    category: TECH,
    title: 'Access to source code',
    text: 'Who can read and who can change source code, development tools and shared software libraries, how is that access granted and limited, and how are code changes controlled and traceable? Provide repository access settings, branch protection rules and access review records.',
    guidance:
      'The auditor expects source code held in managed repositories with access granted on need, write access further restricted, protected main branches requiring review, logging of changes and periodic review of repository access.',
    typicalEvidence: [
      'Source code management access policy',
      'Repository permission exports',
      'Branch protection configuration',
      'Repository access review records',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'managed-repositories',
        requirement: 'Source code is held in managed repositories with controlled access',
        evidencePhrases: ['source code', 'code repository', 'version control', 'repository access', 'github', 'gitlab'],
      },
      {
        key: 'write-restricted',
        mustHave: true,
        requirement: 'Write access is restricted and changes require review',
        evidencePhrases: ['branch protection', 'pull request', 'code review', 'write access', 'protected branch'],
      },
      {
        key: 'access-reviewed',
        requirement: 'Access to source code is granted on need and reviewed',
        evidencePhrases: ['access to source code', 'least privilege', 'repository access review', 'repository permissions'],
      },
      {
        key: 'changes-logged',
        requirement: 'Access and changes to source code are logged',
        evidencePhrases: ['audit log', 'commit history', 'signed commits', 'changes are logged'],
      },
    ],
    recommendation:
      'Manage all source code in an access-controlled repository platform, restrict write access, protect main branches with mandatory review, and review repository access regularly.',
    bestPractices:
      'Use SSO and MFA for the code platform, sign commits, and separate permissions for build pipelines from developer accounts.',
    implementationGuidance:
      'Connect the repository platform to the identity provider and assign access through teams. Enable branch protection and required reviews, stream audit logs to monitoring, and add repositories to the access review schedule.',
  },
  {
    id: 'a-8-5',
    controlRef: 'A.8.5',
    category: TECH,
    title: 'Secure authentication',
    text: 'How does the organisation decide how strongly users and systems must authenticate for each kind of access, and how is that enforced, for example MFA for remote, privileged and sensitive access, single sign-on, lockout after failed attempts and session timeouts? Provide the authentication standard and configuration evidence.',
    guidance:
      'The auditor checks that authentication strength matches risk: MFA for remote, administrative and sensitive access, centralised authentication, protection against brute force, session controls, and credentials never shown or sent in clear text.',
    typicalEvidence: [
      'Authentication standard',
      'Identity provider MFA and conditional access configuration',
      'Lockout and session timeout settings',
      'MFA coverage report',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'mfa',
        mustHave: true,
        requirement: 'Multi-factor authentication is required where risk warrants, including remote and privileged access',
        evidencePhrases: ['multi-factor authentication', 'mfa', 'two-factor', '2fa', 'second factor'],
      },
      {
        key: 'central-authentication',
        requirement: 'Authentication is centralised through an identity provider or single sign-on',
        evidencePhrases: ['single sign-on', 'single sign on', 'identity provider', 'saml', 'centralized user management'],
      },
      {
        key: 'brute-force',
        requirement: 'Repeated failed log-on attempts are limited',
        evidencePhrases: ['account lockout', 'failed login attempts', 'invalid attempts', 'rate limiting', 'locked out'],
      },
      {
        key: 'session-controls',
        requirement: 'Inactive sessions are terminated',
        evidencePhrases: ['session timeout', 'inactivity', 'automatic logoff', 'idle', 're-authentication'],
      },
      {
        key: 'credential-protection',
        requirement: 'Credentials are protected during log-on and transmission',
        evidencePhrases: ['not displayed', 'not transmitted in clear text', 'stored in plain text', 'encrypted channel', 'masked'],
      },
    ],
    recommendation:
      'Enforce MFA for all remote, administrative and cloud access through a central identity provider, configure lockout and session timeouts, and ensure credentials are only sent over encrypted channels.',
    bestPractices:
      'Prefer phishing-resistant MFA (FIDO2 or passkeys) for administrators, and use conditional access based on device and location risk.',
    implementationGuidance:
      'Integrate applications with the identity provider through SSO, enable MFA and block legacy authentication protocols. Set lockout thresholds and idle timeouts. Report MFA coverage monthly and close the gaps.',
  },
  {
    id: 'a-8-6',
    controlRef: 'A.8.6',
    category: TECH,
    title: 'Capacity management',
    text: 'How does the organisation track how much compute, storage, network and staff capacity is being used, forecast what will be needed, and act before shortfalls affect services? Show where capacity plans, thresholds and alerts are documented.',
    guidance:
      'The auditor looks for monitoring of resource utilisation with thresholds and alerts, capacity planning based on business forecasts, and actions taken to add capacity or reduce demand before performance or availability suffer.',
    typicalEvidence: [
      'Capacity monitoring dashboards and alert thresholds',
      'Capacity plan or forecasts',
      'Records of capacity changes or scaling events',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'monitoring',
        mustHave: true,
        requirement: 'Resource utilisation is monitored',
        evidencePhrases: ['capacity monitoring', 'utilisation', 'utilization', 'resource usage', 'capacity usage'],
      },
      {
        key: 'planning',
        requirement: 'Future capacity needs are planned from business requirements',
        evidencePhrases: ['capacity planning', 'capacity plan', 'forecast', 'projected growth', 'future requirements'],
      },
      {
        key: 'alerting-scaling',
        requirement: 'Thresholds trigger alerts or automatic scaling',
        evidencePhrases: ['capacity threshold', 'alert threshold', 'alerting', 'auto-scaling', 'autoscaling'],
      },
      {
        key: 'demand-management',
        requirement: 'Demand is managed, for example by removing obsolete data or optimising resources',
        evidencePhrases: ['decommission', 'optimise resource', 'obsolete data', 'load testing', 'performance testing'],
      },
    ],
    recommendation:
      'Monitor utilisation of critical resources with alert thresholds, produce an annual capacity forecast from business plans, and record capacity decisions.',
    bestPractices:
      'Use auto-scaling for elastic workloads, load-test before major launches, and include key-person dependencies when considering human capacity.',
    implementationGuidance:
      'Identify critical resources (CPU, memory, storage, bandwidth, licences) and set thresholds and alerts. Review trends monthly, and feed product and growth forecasts into a capacity plan reviewed by operations leadership.',
  },
  {
    id: 'a-8-7',
    controlRef: 'A.8.7',
    category: TECH,
    title: 'Protection against malware',
    text: 'What measures protect against malware across endpoints, servers, email and web traffic, such as detection software, application control, timely updates and user awareness, and how are detections handled? Provide the anti-malware standard, coverage reports and sample alerts.',
    guidance:
      'The auditor expects malware protection deployed on all applicable systems and kept up to date, email and web filtering, prevention of unauthorised software, user awareness, and a defined response to detections, with reports proving coverage.',
    typicalEvidence: [
      'Anti-malware or endpoint protection standard',
      'Endpoint protection coverage report',
      'Email security configuration',
      'Sample malware alerts and their handling',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'detection-software',
        mustHave: true,
        requirement: 'Malware detection and repair software is deployed',
        evidencePhrases: ['anti-malware', 'antivirus', 'anti-virus', 'endpoint detection', 'edr', 'malware protection'],
      },
      {
        key: 'kept-updated',
        requirement: 'Protection is kept up to date and scans run automatically',
        evidencePhrases: ['signature updates', 'virus definitions', 'updated automatically', 'real-time scanning', 'automatic updates'],
      },
      {
        key: 'coverage-tamper',
        requirement: 'Protection covers all applicable systems and cannot be disabled by users',
        evidencePhrases: ['all endpoints', 'all servers', 'tamper protection', 'cannot be disabled', 'protection coverage'],
      },
      {
        key: 'prevention',
        requirement: 'Malware entry points such as email, web and unauthorised software are controlled, supported by user awareness',
        evidencePhrases: ['email filtering', 'email attachments', 'application allowlisting', 'application whitelisting', 'macros are disabled', 'malware awareness'],
      },
      {
        key: 'response',
        requirement: 'Malware detections are alerted and handled',
        evidencePhrases: ['quarantine', 'malware alerts', 'host is isolated', 'malware incident', 'malware removal'],
      },
    ],
    recommendation:
      'Deploy centrally managed endpoint protection on all endpoints and servers, filter email and web traffic, restrict software installation, and route detections to incident handling.',
    bestPractices:
      'Combine EDR with application control and macro restrictions, monitor coverage gaps daily, and use awareness training to reduce malicious link clicks.',
    implementationGuidance:
      'Select an EDR platform and deploy it to every supported system with tamper protection and automatic updates. Forward alerts to the monitoring team, and reconcile coverage with the asset inventory weekly.',
  },
  {
    id: 'a-8-8',
    controlRef: 'A.8.8',
    category: TECH,
    title: 'Management of technical vulnerabilities',
    text: 'How does the organisation find out about technical vulnerabilities affecting its systems (scanning, vendor advisories, testing), judge how exposed it is, and fix or mitigate them within defined timescales? Provide the vulnerability management procedure, scan results, remediation timescales and patch compliance reports.',
    guidance:
      'The auditor expects an asset-based approach to identifying vulnerabilities (scanning, advisories, penetration tests), risk-based prioritisation, defined remediation timescales by severity, evidence of timely patching, and managed exceptions.',
    typicalEvidence: [
      'Vulnerability management procedure with remediation timescales',
      'Recent vulnerability scan reports',
      'Patch compliance reports',
      'Penetration test reports and remediation tracking',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'identification',
        mustHave: true,
        requirement: 'Technical vulnerabilities are identified through scanning, advisories and testing',
        evidencePhrases: ['vulnerability scanning', 'vulnerability scan', 'vulnerability assessment', 'penetration test', 'security advisories', 'cve'],
      },
      {
        key: 'prioritisation',
        requirement: 'Vulnerabilities are assessed and prioritised by risk',
        evidencePhrases: ['cvss', 'severity rating', 'risk rating', 'prioritised based', 'prioritized based', 'exploitability'],
      },
      {
        key: 'timescales',
        requirement: 'Remediation timescales are defined by severity',
        evidencePhrases: ['remediation timeframe', 'within 14 days', 'within 30 days', 'critical vulnerabilities', 'patch within'],
      },
      {
        key: 'patching',
        mustHave: true,
        requirement: 'Patches and mitigations are applied and tested',
        evidencePhrases: ['patch management', 'patching schedule', 'security updates', 'patches are applied', 'security patches'],
      },
      {
        key: 'verification-exceptions',
        requirement: 'Remediation is verified and exceptions are risk-accepted',
        evidencePhrases: ['rescan', 'remediation is verified', 'patch exception', 'risk acceptance', 'compensating control'],
      },
    ],
    recommendation:
      'Scan all assets at least monthly, set remediation timescales by severity (for example critical within 14 days), track remediation to closure, and formally accept risk for any exceptions.',
    bestPractices:
      'Prioritise using exploitability intelligence as well as CVSS, automate patching where possible, and include cloud, container and application dependencies in scope.',
    implementationGuidance:
      'Use the asset inventory to define scan scope and run authenticated scans on a schedule. Ticket findings with due dates by severity and report overdue items to management. Verify fixes by rescanning.',
  },
  {
    id: 'a-8-9',
    controlRef: 'A.8.9',
    category: TECH,
    title: 'Configuration management',
    text: 'How does the organisation set hardened baseline configurations for its hardware, software, cloud services and networks, apply them consistently, detect drift and control changes to them? Provide configuration baselines or hardening standards, tooling evidence and drift reports.',
    guidance:
      'The auditor expects documented secure baselines (often derived from vendor or CIS guidance), automated deployment of configurations, records of current configurations, detection of drift and control of configuration changes.',
    typicalEvidence: [
      'Hardening standards or configuration baselines',
      'Infrastructure-as-code or configuration management repositories',
      'Configuration compliance or drift reports',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'baselines',
        mustHave: true,
        requirement: 'Secure configuration baselines are defined for hardware, software, services and networks',
        evidencePhrases: ['baseline configuration', 'hardening', 'secure configuration', 'cis benchmark', 'configuration standard', 'golden image'],
      },
      {
        key: 'defaults-removed',
        requirement: 'Default accounts, passwords and unnecessary services are removed or disabled',
        evidencePhrases: ['default passwords', 'default accounts', 'unnecessary services', 'disable unused', 'remove unnecessary'],
      },
      {
        key: 'managed-deployment',
        requirement: 'Configurations are applied and recorded through managed tooling',
        evidencePhrases: ['configuration management', 'infrastructure as code', 'ansible', 'terraform', 'chef', 'puppet'],
      },
      {
        key: 'drift-monitoring',
        requirement: 'Configurations are monitored for drift and reviewed',
        evidencePhrases: ['configuration drift', 'drift detection', 'compliance scanning', 'deviations from the baseline', 'configuration review'],
      },
      {
        key: 'change-controlled',
        requirement: 'Configuration changes follow change management',
        evidencePhrases: ['change management', 'version controlled', 'change history', 'approved changes'],
      },
    ],
    recommendation:
      'Define hardening baselines for each platform, deploy them through configuration management or infrastructure as code, monitor for drift, and route configuration changes through change management.',
    bestPractices:
      'Start from recognised benchmarks, keep configurations in version control, and rebuild rather than patch by hand where practical.',
    implementationGuidance:
      'Choose baselines for operating systems, cloud accounts, network devices and key applications. Encode them in templates or code, scan systems for compliance, remediate deviations, and review baselines at least annually.',
  },
  {
    id: 'a-8-10',
    controlRef: 'A.8.10',
    category: TECH,
    title: 'Information deletion',
    text: 'When information held in systems, devices, media or supplier services is no longer needed (end of retention, legal requirement or customer request), how is it removed, by what method, and what evidence is kept? Provide the deletion procedure and deletion records.',
    guidance:
      'The auditor looks for deletion driven by retention rules, secure deletion methods suited to the medium, confirmation of deletion by service providers, and records of deletion, especially for personal and customer data.',
    typicalEvidence: [
      'Information deletion procedure',
      'Automated retention and deletion configuration',
      'Deletion logs or certificates',
      'Supplier deletion confirmations',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'deleted-when-unneeded',
        mustHave: true,
        requirement: 'Information is deleted when no longer required',
        evidencePhrases: ['no longer required', 'data deletion', 'deleted when', 'purged', 'end of retention'],
      },
      {
        key: 'secure-methods',
        requirement: 'Deletion uses secure methods appropriate to the medium',
        evidencePhrases: ['secure deletion', 'crypto-shredding', 'cryptographic erasure', 'overwritten', 'securely deleted', 'overwrite', 'cannot be recovered', 'rendered inaccessible'],
      },
      {
        key: 'supplier-deletion',
        requirement: 'Deletion by service providers is required and confirmed',
        evidencePhrases: ['certificate of deletion', 'confirm deletion', 'deletion by the provider', 'return or delete', 'deletion at contract end'],
      },
      {
        key: 'records',
        requirement: 'Deletion is recorded',
        evidencePhrases: ['deletion log', 'evidence of deletion', 'record of deletion', 'deletion records'],
      },
    ],
    recommendation:
      'Automate deletion according to the retention schedule, use secure deletion methods, obtain deletion confirmation from suppliers and keep deletion records.',
    bestPractices:
      'Design systems with deletion in mind (including backups and logs), and use cryptographic erasure for cloud storage.',
    implementationGuidance:
      'Map retention rules to systems and configure automated deletion jobs or storage lifecycle policies. Handle customer deletion requests through a ticketed process, and request deletion certificates from suppliers at contract end.',
  },
  {
    id: 'a-8-11',
    controlRef: 'A.8.11',
    category: TECH,
    title: 'Data masking',
    text: 'Where does the organisation use data masking, pseudonymisation or anonymisation to limit exposure of sensitive data (including PII) in line with its access control policy and legal requirements, and how is it implemented? Provide the masking standard and examples.',
    guidance:
      'The auditor expects a decision on where masking is needed (displays, non-production environments, analytics, support tools), appropriate techniques, protection of any re-identification keys, and alignment with privacy requirements.',
    typicalEvidence: [
      'Data masking or pseudonymisation standard',
      'Screenshots or configurations showing masked fields',
      'Masking process for non-production data',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'techniques',
        mustHave: true,
        requirement: 'Masking, pseudonymisation or anonymisation techniques are defined',
        evidencePhrases: ['data masking', 'masking', 'pseudonymisation', 'pseudonymization', 'anonymisation', 'anonymization', 'tokenisation', 'tokenization'],
      },
      {
        key: 'where-applied',
        requirement: 'Situations requiring masking of sensitive data are identified',
        evidencePhrases: ['sensitive data', 'non-production', 'test environments', 'pii', 'masked fields'],
      },
      {
        key: 're-identification',
        requirement: 'Re-identification keys and mappings are protected',
        evidencePhrases: ['re-identification', 'reversible', 'mapping table', 'tokenization vault', 'key protected'],
      },
      {
        key: 'requirements-aligned',
        requirement: 'Masking reflects access control policy and legal requirements',
        evidencePhrases: ['access control policy', 'legal requirements', 'data minimisation', 'data minimization', 'privacy requirements'],
      },
    ],
    recommendation:
      'Identify where sensitive data is exposed beyond those who need it (support screens, test data, analytics) and apply masking or pseudonymisation there.',
    bestPractices:
      'Mask by default in user interfaces and exports, and prefer irreversible anonymisation when re-identification is not needed.',
    implementationGuidance:
      'Classify data fields and decide masking rules per role and environment. Implement them in applications and data pipelines, protect tokenisation keys, and test that masked data cannot be trivially re-identified.',
  },
  {
    id: 'a-8-12',
    controlRef: 'A.8.12',
    category: TECH,
    title: 'Data leakage prevention',
    text: 'How does the organisation detect and stop sensitive information leaving through unauthorised channels, for example by discovering where sensitive data is held, watching email, web uploads, cloud storage and removable media, and blocking or alerting on risky transfers, and how are alerts handled? Provide the DLP policy, configuration and alert records.',
    guidance:
      'The auditor expects the organisation to know where sensitive data resides, to monitor or restrict the main leakage channels (email, web uploads, cloud storage, removable media), and to investigate alerts, balanced against privacy obligations.',
    typicalEvidence: [
      'Data leakage prevention policy or standard',
      'DLP rule configuration',
      'DLP alert records and investigations',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'sensitive-data-identified',
        mustHave: true,
        requirement: 'Sensitive information at risk of leakage is identified and classified',
        evidencePhrases: ['data leakage', 'data loss prevention', 'dlp', 'data discovery', 'sensitive information'],
      },
      {
        key: 'channels-monitored',
        requirement: 'Leakage channels such as email, web uploads, cloud storage and removable media are monitored',
        evidencePhrases: ['outbound email', 'removable media', 'cloud storage', 'file uploads', 'egress'],
      },
      {
        key: 'blocking',
        requirement: 'Risky transfers are blocked or require justification',
        evidencePhrases: ['transfer is blocked', 'block the transfer', 'quarantine', 'prevent the transfer', 'user justification'],
      },
      {
        key: 'alerts-handled',
        requirement: 'DLP alerts are investigated',
        evidencePhrases: ['dlp alerts', 'alerts are investigated', 'dlp incidents', 'dlp review', 'reviewed by the security team'],
      },
    ],
    recommendation:
      'Identify your most sensitive data types, deploy DLP rules on email, cloud storage and endpoints to alert or block risky transfers, and assign someone to review alerts.',
    bestPractices:
      'Start in monitor mode to tune rules, then move to blocking for high-confidence patterns, and inform users of monitoring in line with privacy law.',
    implementationGuidance:
      'Define sensitive data patterns and labels, then enable DLP in the email and collaboration suite and on endpoints. Route alerts to the monitoring team and review false positives monthly to tune the rules.',
  },
  {
    id: 'a-8-13',
    controlRef: 'A.8.13',
    category: TECH,
    title: 'Information backup',
    text: 'Describe how information, software and system images are backed up (scope, frequency, retention, encryption, off-site or immutable copies) and how you prove that backups can actually be restored; provide the backup policy, backup job reports and restore test records.',
    guidance:
      'The auditor expects backup requirements derived from business needs and recovery objectives, complete coverage of critical systems, backups protected from the same threats as production (including ransomware), monitored backup jobs and regular, recorded restore tests.',
    typicalEvidence: [
      'Backup policy with scope, frequency and retention',
      'Backup job success and failure reports',
      'Restore test records',
      'Evidence of off-site or immutable backup copies',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'policy',
        mustHave: true,
        requirement: 'Backup requirements are defined in a backup policy',
        evidencePhrases: ['backup policy', 'backups', 'backed up', 'back-up', 'backup schedule'],
      },
      {
        key: 'frequency-retention',
        requirement: 'Backup frequency and retention meet business and recovery requirements',
        evidencePhrases: ['daily backup', 'retention period', 'retained for', 'incremental', 'full backup', 'recovery point'],
      },
      {
        key: 'protected-copies',
        requirement: 'Backups are protected, encrypted and stored separately from production',
        evidencePhrases: ['off-site', 'offsite', 'immutable', 'separate location', 'air-gapped', 'encrypted backups'],
      },
      {
        key: 'restore-tested',
        mustHave: true,
        requirement: 'Restores are tested regularly',
        evidencePhrases: ['restore test', 'test restore', 'restoration test', 'tested regularly', 'recovery test'],
      },
      {
        key: 'monitored',
        requirement: 'Backup jobs are monitored and failures addressed',
        evidencePhrases: ['backup log', 'backup failures', 'backup monitoring', 'backup reports', 'log of all backups', 'back-ups taken'],
      },
    ],
    recommendation:
      'Document a backup policy aligned to recovery objectives, ensure all critical systems are backed up, keep an immutable or off-site copy, monitor jobs daily and test restores at least quarterly.',
    bestPractices:
      'Follow a 3-2-1 approach with at least one immutable copy, use separate credentials for backup administration, and test full system recovery, not just file restores.',
    implementationGuidance:
      'List systems and data with their recovery point objectives and configure backup jobs accordingly. Enable encryption and immutability and send failure alerts to operations. Schedule restore tests and record results and timings.',
  },
  {
    id: 'a-8-14',
    controlRef: 'A.8.14',
    category: TECH,
    title: 'Redundancy of information processing facilities',
    text: 'How does the organisation identify availability requirements for its services and build sufficient redundancy into information processing facilities (for example multiple availability zones, clustering, redundant network links and power) to meet them, and how is failover tested? Provide architecture documentation and failover test records.',
    guidance:
      'The auditor expects availability requirements for critical services, architectures that avoid single points of failure for those services, monitoring of redundant components, and tested failover.',
    typicalEvidence: [
      'Availability requirements or SLAs',
      'High-availability architecture diagrams',
      'Failover test records',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'requirements',
        requirement: 'Availability requirements for services are identified',
        evidencePhrases: ['availability requirements', 'high availability', 'uptime', 'service level', 'single point of failure'],
      },
      {
        key: 'redundancy',
        mustHave: true,
        requirement: 'Redundant components or architectures meet the availability requirements',
        evidencePhrases: ['redundant', 'redundancy', 'availability zones', 'multi-region', 'clustering', 'load balancer'],
      },
      {
        key: 'failover-tested',
        requirement: 'Failover to redundant components is tested',
        evidencePhrases: ['failover', 'failover test', 'switchover', 'failover is tested'],
      },
      {
        key: 'monitored',
        requirement: 'Redundant components are monitored so failures are detected',
        evidencePhrases: ['health checks', 'availability monitoring', 'uptime monitoring', 'status monitoring'],
      },
    ],
    recommendation:
      'Set availability requirements for each critical service, eliminate single points of failure in their architecture, and test failover at least annually.',
    bestPractices:
      'Use multiple availability zones or sites for critical workloads, and include supplier and network redundancy, not only servers.',
    implementationGuidance:
      'Review critical service architectures for single points of failure and add redundancy where requirements demand it. Configure health monitoring, and run scheduled failover tests with recorded outcomes.',
  },
  {
    id: 'a-8-15',
    controlRef: 'A.8.15',
    category: TECH,
    title: 'Logging',
    text: 'Which events (user activity, exceptions, faults, security events and administrator actions) are logged across systems, how are logs protected from tampering and unauthorised access, how long are they kept and how are they analysed? Provide the logging standard, log source inventory and retention settings.',
    guidance:
      'The auditor expects a logging standard defining events and log content, coverage of critical systems, central collection, protection of log integrity, retention aligned with legal and investigative needs, and evidence logs are used.',
    typicalEvidence: [
      'Logging standard',
      'Log source inventory',
      'SIEM or log platform retention and access configuration',
      'Examples of log reviews',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'events-defined',
        requirement: 'Events to be logged, including user, administrator and security events, are defined',
        evidencePhrases: ['audit logs', 'event logs', 'logging', 'user activities', 'login attempts', 'administrator activities'],
      },
      {
        key: 'log-content',
        mustHave: true,
        requirement: 'Log records include identifiers, timestamps, sources and event details',
        evidencePhrases: ['user id', 'timestamp', 'date and time', 'source ip', 'event type'],
      },
      {
        key: 'centralised',
        requirement: 'Logs are collected centrally',
        evidencePhrases: ['siem', 'centralised logging', 'centralized logging', 'log management', 'log aggregation'],
      },
      {
        key: 'protected',
        mustHave: true,
        requirement: 'Logs are protected against tampering and unauthorised access',
        evidencePhrases: ['tamper', 'log integrity', 'write-once', 'access to logs', 'logs are protected', 'protecting log files'],
      },
      {
        key: 'retention',
        requirement: 'Log retention periods are defined and applied',
        evidencePhrases: ['log retention', 'retained for', 'logs are kept', 'retention period'],
      },
      {
        key: 'analysed',
        requirement: 'Logs are reviewed and analysed, not just collected',
        evidencePhrases: ['log review', 'logs are reviewed', 'log analysis', 'reviewed regularly', 'correlation'],
      },
    ],
    recommendation:
      'Define which events are logged on each system type, forward logs to a central platform, protect them from alteration and set retention that supports investigations and legal requirements.',
    bestPractices:
      'Log administrator actions and authentication events everywhere, restrict log deletion to a separate role, and alert when log sources stop sending.',
    implementationGuidance:
      'Write a logging standard listing required events and fields per system type. Inventory log sources, onboard them to the central platform, configure integrity protection and retention, and monitor source health.',
  },
  {
    id: 'a-8-16',
    controlRef: 'A.8.16',
    category: TECH,
    title: 'Monitoring activities',
    text: 'How does the organisation watch its networks, systems and applications for unusual behaviour, and what happens when something suspicious is detected (for example SIEM rules, baselines of normal activity, alert triage and out-of-hours coverage)? Provide the monitoring procedure, detection use cases and alert handling records.',
    guidance:
      'The auditor expects defined monitoring scope and use cases, a baseline of normal behaviour, alerting on anomalies, timely triage and escalation into incident management, and coverage proportionate to risk, including outside business hours.',
    typicalEvidence: [
      'Security monitoring procedure',
      'Detection use case or alert rule catalogue',
      'Alert triage records',
      'SOC or managed detection service agreement',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'monitoring-in-place',
        mustHave: true,
        requirement: 'Networks, systems and applications are monitored for security-relevant activity',
        evidencePhrases: ['security monitoring', 'continuous monitoring', 'protective monitoring', 'intrusion detection', 'monitored for'],
      },
      {
        key: 'baseline-anomalies',
        requirement: 'Normal behaviour is baselined and anomalies are detected',
        evidencePhrases: ['baseline of normal', 'anomalous', 'anomaly', 'unusual activity', 'normal behaviour'],
      },
      {
        key: 'tooling-alerts',
        requirement: 'Monitoring tools generate alerts against defined use cases',
        evidencePhrases: ['siem', 'security alerts', 'security operations centre', 'security operations center', 'detection rules', 'intrusion detection system'],
      },
      {
        key: 'triage-escalation',
        requirement: 'Alerts are triaged and escalated into incident management',
        evidencePhrases: ['alert triage', 'alerts are investigated', 'escalated to', 'false positive', 'incident response'],
      },
      {
        key: 'coverage',
        requirement: 'Monitoring coverage, including out of hours, is proportionate to risk',
        evidencePhrases: ['24x7', '24/7', 'on-call', 'out of hours', 'managed detection'],
      },
    ],
    recommendation:
      'Define detection use cases for your key threats, feed critical logs into a SIEM or managed detection service, triage alerts within defined times and escalate confirmed incidents.',
    bestPractices:
      'Map detections to attacker techniques, tune rules to reduce noise, and test detection with simulated attacks.',
    implementationGuidance:
      'Select the monitoring scope based on risk and implement detection rules and anomaly baselines. Document triage steps and response times, and arrange out-of-hours coverage in-house or through a managed service. Review detection effectiveness quarterly.',
  },
  {
    id: 'a-8-17',
    controlRef: 'A.8.17',
    category: TECH,
    title: 'Clock synchronization',
    text: 'How does the organisation keep system clocks (servers, network devices, cloud services and log platforms) aligned to trusted reference time so that events from different systems can be correlated, and where is this configured and checked? Provide the time synchronisation standard and configuration evidence.',
    guidance:
      'The auditor expects a defined reference time source, configuration of systems (including network devices and cloud services) to synchronise with it, a consistent time zone or UTC in logs, and detection of significant drift.',
    typicalEvidence: [
      'Time synchronisation standard',
      'NTP configuration from sample systems',
      'Drift monitoring or alerts',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'synchronised',
        mustHave: true,
        requirement: 'Systems synchronise their clocks automatically',
        evidencePhrases: ['ntp', 'network time protocol', 'time synchronisation', 'time synchronization', 'clock synchronization', 'synchronised'],
      },
      {
        key: 'reference-source',
        requirement: 'An approved reference time source is defined',
        evidencePhrases: ['time source', 'time server', 'reference time', 'authoritative time', 'atomic clock'],
      },
      {
        key: 'consistent-timezone',
        requirement: 'Logs use a consistent time standard',
        evidencePhrases: ['coordinated universal time', 'utc time', 'time zone', 'consistent timestamps'],
      },
      {
        key: 'drift-monitored',
        requirement: 'Time drift is monitored and corrected',
        evidencePhrases: ['time drift', 'clock drift', 'time offset', 'drift alert'],
      },
    ],
    recommendation:
      'Configure all systems, network devices and log platforms to synchronise with defined reference time sources and record timestamps in UTC.',
    bestPractices:
      'Use at least two trusted time sources, include cloud and container workloads, and alert on significant drift.',
    implementationGuidance:
      'Specify approved time sources in the configuration baseline and apply NTP or cloud provider time services through configuration management. Standardise log timestamps on UTC and check for drift in monitoring.',
  },
];
