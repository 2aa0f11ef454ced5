/**
 * ISO/IEC 27001:2022 Annex A physical controls (A.7.1-A.7.14). Wording is the project's own.
 */
import type { BankQuestion } from './types.js';

const PHYS = 'Physical controls';

export const physicalQuestions: readonly BankQuestion[] = [
  {
    id: 'a-7-1',
    controlRef: 'A.7.1',
    category: PHYS,
    title: 'Physical security perimeters',
    text: 'Where are the physical boundaries around areas holding information and equipment (offices, server rooms, data centres), how strong are they relative to what they protect, and how is their adequacy checked, including for facilities run by providers? Provide site plans, perimeter descriptions and inspection records.',
    guidance:
      'The auditor expects defined perimeters for each site and zone, physically sound boundaries (walls, doors, locks, alarms) proportionate to the assets inside, and, for outsourced data centres, provider assurance covering physical security.',
    typicalEvidence: [
      'Site security plans or zone maps',
      'Physical security assessments',
      'Data centre provider assurance reports',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'perimeters-defined',
        mustHave: true,
        requirement: 'Security perimeters and zones are defined for each site',
        evidencePhrases: ['security perimeter', 'secure area', 'restricted area', 'security zones', 'physical perimeter'],
      },
      {
        key: 'perimeters-sound',
        requirement: 'Perimeters are physically sound with appropriate doors, locks and alarms',
        evidencePhrases: ['locked doors', 'door locks', 'alarmed', 'reception desk', 'fire doors', 'solid construction'],
      },
      {
        key: 'provider-assurance',
        requirement: 'Physical security of provider-operated facilities is assured',
        evidencePhrases: ['data centre', 'data center', 'colocation', 'soc 2', 'provider is responsible'],
      },
      {
        key: 'perimeters-reviewed',
        requirement: 'Perimeters are inspected or reviewed periodically',
        evidencePhrases: ['physical security review', 'site assessment', 'perimeter is inspected', 'site inspection'],
      },
    ],
    recommendation:
      'Document the security zones for each site, make sure perimeters match the sensitivity of the assets inside, and obtain physical security assurance from data centre and cloud providers.',
    bestPractices:
      'Apply layered zones (public, office, restricted, secure) with increasing controls, and review perimeters after building changes or incidents.',
    implementationGuidance:
      'Map each site and mark zones and entry points. Check walls, doors, windows and alarms against the zone requirement, record gaps and remedial actions, and collect annual assurance reports for third-party facilities.',
  },
  {
    id: 'a-7-2',
    controlRef: 'A.7.2',
    category: PHYS,
    title: 'Physical entry',
    text: 'How is entry to secure areas controlled, covering entry mechanisms, authorisation of access, visitor management, entry logs and delivery or loading areas, and how are physical access rights reviewed? Provide the physical access procedure, access logs and visitor records.',
    guidance:
      'The auditor checks that only authorised people can enter secure areas, that access rights are approved and reviewed, that visitors are logged, badged and escorted, and that delivery areas are controlled so they do not give access to secure areas.',
    typicalEvidence: [
      'Physical access control procedure',
      'Access card system reports and review records',
      'Visitor log',
      'Delivery area arrangements',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'entry-controls',
        mustHave: true,
        requirement: 'Entry to secure areas is controlled by authentication mechanisms',
        evidencePhrases: ['access card', 'badge', 'key fob', 'swipe card', 'biometric', 'entry control'],
      },
      {
        key: 'authorised-access',
        requirement: 'Physical access rights are authorised and reviewed periodically',
        evidencePhrases: ['physical access rights', 'authorised personnel', 'authorized personnel', 'physical access review', 'access list'],
      },
      {
        key: 'visitors',
        requirement: 'Visitors are registered, identified and escorted',
        evidencePhrases: ['visitor', 'visitor log', 'escorted', 'sign in', 'visitor badge'],
      },
      {
        key: 'entry-logs',
        requirement: 'Entry to secure areas is logged and logs are retained',
        evidencePhrases: ['access logs', 'entry logs', 'entry is logged', 'audit trail'],
      },
      {
        key: 'delivery-areas',
        requirement: 'Delivery and loading areas are controlled and isolated from secure areas',
        evidencePhrases: ['delivery area', 'delivery and loading', 'loading bay', 'loading area', 'mail room'],
      },
    ],
    recommendation:
      'Control entry to secure areas with badges or equivalent, approve and review physical access rights, log and escort visitors, and separate delivery areas from secure areas.',
    bestPractices:
      'Integrate physical access with HR leaver processes, review access to the most sensitive rooms quarterly, and prevent tailgating with awareness and door alarms.',
    implementationGuidance:
      'Define who may enter each zone and how access is requested and approved. Configure the badge system accordingly, review access reports regularly, implement a visitor procedure, and check that delivery processes cannot bypass controls.',
  },
  {
    id: 'a-7-3',
    controlRef: 'A.7.3',
    category: PHYS,
    title: 'Securing offices, rooms and facilities',
    text: 'How are offices, rooms and facilities designed and operated so that confidential information and activities cannot be seen or heard by unauthorised people and sensitive facilities are not publicly identifiable? Provide facility security arrangements and inspection evidence.',
    guidance:
      'The auditor looks at how sensitive rooms are sited and protected: away from public access, locked when unoccupied, shielded from view and listening, and not advertised in signage or public directories.',
    typicalEvidence: [
      'Facility security standards',
      'Site walkthrough or inspection records',
      'Key and lock management records',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'sited-securely',
        mustHave: true,
        requirement: 'Key facilities are sited to avoid public access',
        evidencePhrases: ['not accessible to the public', 'away from public areas', 'public access', 'discreet'],
      },
      {
        key: 'not-visible-audible',
        requirement: 'Confidential information and activities are protected from being seen or overheard',
        evidencePhrases: ['visible from outside', 'overheard', 'window blinds', 'meeting rooms', 'soundproof'],
      },
      {
        key: 'locked',
        requirement: 'Offices and rooms holding sensitive assets are locked when unattended',
        evidencePhrases: ['locked when', 'lockable', 'key management', 'kept locked'],
      },
      {
        key: 'not-advertised',
        requirement: 'Directories and signage do not reveal the location of sensitive facilities',
        evidencePhrases: ['internal directories', 'floor plans', 'no signage', 'not publicly identified'],
      },
    ],
    recommendation:
      'Locate sensitive rooms away from public areas, keep them locked when unattended, prevent overlooking and overhearing, and remove identifying signage.',
    bestPractices:
      'Include office security in periodic site walkthroughs and consider sensitive activities when booking meeting rooms or choosing shared workspaces.',
    implementationGuidance:
      'Walk each site to identify rooms with sensitive equipment or discussions. Fit locks and window film where needed, manage keys, and adjust signage and published floor plans.',
  },
  {
    id: 'a-7-4',
    controlRef: 'A.7.4',
    category: PHYS,
    title: 'Physical security monitoring',
    text: 'What surveillance and detection (for example CCTV, intruder alarms or guards) watches the premises for unauthorised entry, who responds when an alarm is raised, and how are the systems maintained and recordings protected? Provide the monitoring arrangements and maintenance or test records.',
    guidance:
      'The auditor expects monitoring appropriate to the risk of each site (video surveillance, intrusion detection, guarding), a defined response to alarms, tested and maintained equipment, and access to recordings restricted in line with privacy law.',
    typicalEvidence: [
      'CCTV and alarm coverage plans',
      'Alarm monitoring contract or guard schedules',
      'Maintenance and test records',
      'CCTV retention and access procedure',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'surveillance',
        mustHave: true,
        requirement: 'Premises are monitored by surveillance systems or guards',
        evidencePhrases: ['cctv', 'video surveillance', 'security cameras', 'security guards', 'guarding'],
      },
      {
        key: 'intrusion-detection',
        requirement: 'Intrusion detection systems cover entry points and sensitive areas',
        evidencePhrases: ['intruder alarm', 'alarm system', 'motion detector', 'door sensors', 'intrusion detection'],
      },
      {
        key: 'alarm-response',
        requirement: 'Responses to alarms are defined',
        evidencePhrases: ['alarm response', 'monitoring centre', 'monitoring center', 'key holder', 'responds to alarms'],
      },
      {
        key: 'maintained-protected',
        requirement: 'Monitoring systems are tested and recordings are protected',
        evidencePhrases: ['alarm testing', 'system maintenance', 'cctv footage', 'recordings', 'retention of cctv'],
      },
    ],
    recommendation:
      'Install monitoring proportionate to each site\'s risk, contract a monitored alarm response, test equipment regularly and protect recordings in line with privacy requirements.',
    bestPractices:
      'Cover entrances and secure rooms, display privacy notices for CCTV, and review alarm events as part of security monitoring.',
    implementationGuidance:
      'Assess monitoring needs per site and confirm coverage of the perimeter and secure areas. Arrange alarm receiving centre or guard response and schedule equipment maintenance. Set CCTV retention and access rules in line with privacy law.',
  },
  {
    id: 'a-7-5',
    controlRef: 'A.7.5',
    category: PHYS,
    title: 'Protecting against physical and environmental threats',
    text: 'How has the organisation assessed and protected its facilities and infrastructure against physical and environmental threats such as fire, flood, power surges, extreme weather and intentional damage? Provide the relevant risk assessment and evidence of protective measures such as detection and suppression systems.',
    guidance:
      'The auditor looks for an assessment of physical and environmental threats for each site, protective measures such as fire detection and suppression, water detection and structural protection, and specialist advice where appropriate.',
    typicalEvidence: [
      'Physical and environmental risk assessment',
      'Fire risk assessment and fire system maintenance records',
      'Water or leak detection installation',
      'Data centre provider environmental controls',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'threats-assessed',
        mustHave: true,
        requirement: 'Physical and environmental threats to each site are assessed',
        evidencePhrases: ['environmental threats', 'natural disasters', 'physical threats', 'flood', 'extreme weather'],
      },
      {
        key: 'fire-protection',
        requirement: 'Fire detection and suppression is in place and maintained',
        evidencePhrases: ['fire detection', 'fire suppression', 'smoke detector', 'fire extinguisher', 'sprinkler'],
      },
      {
        key: 'water-protection',
        requirement: 'Water damage risks are detected and mitigated',
        evidencePhrases: ['water detection', 'leak detection', 'flood protection', 'raised floor', 'water pipes'],
      },
      {
        key: 'specialist-advice',
        requirement: 'Specialist advice or standards inform protective measures',
        evidencePhrases: ['fire risk assessment', 'specialist advice', 'building regulations', 'insurer'],
      },
    ],
    recommendation:
      'Assess each site for environmental threats, install and maintain detection and suppression systems proportionate to the risk, and obtain assurance for provider-run facilities.',
    bestPractices:
      'Avoid placing critical equipment in basements or under water pipes, and include climate-related hazards such as heat waves and flooding in the assessment.',
    implementationGuidance:
      'Review each site with facilities staff or specialists and record threats and existing controls. Schedule maintenance of fire and water detection systems, and check data centre provider reports for environmental protections.',
  },
  {
    id: 'a-7-6',
    controlRef: 'A.7.6',
    category: PHYS,
    title: 'Working in secure areas',
    text: 'What rules apply to people working in or visiting secure areas (for example need-to-know about the area, supervision of work, restrictions on photography and recording devices, and locking when vacant), and how are these rules communicated and enforced? Provide the secure area rules and supervision records.',
    guidance:
      'The auditor expects written rules for secure areas, applied to staff, contractors and visitors, with supervision of third-party work, restrictions on recording equipment, and checks that vacant areas are locked.',
    typicalEvidence: [
      'Secure area working rules',
      'Contractor supervision records',
      'Secure area access and inspection logs',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'rules-defined',
        mustHave: true,
        requirement: 'Security rules for working in secure areas are defined and communicated',
        evidencePhrases: ['secure area', 'secure areas', 'server room', 'data centre rules', 'comms room'],
      },
      {
        key: 'supervision',
        requirement: 'Work in secure areas is supervised where appropriate',
        evidencePhrases: ['supervised', 'escorted', 'unsupervised working', 'accompanied'],
      },
      {
        key: 'recording-devices',
        requirement: 'Photographic, video and recording devices are restricted',
        evidencePhrases: ['photography', 'recording equipment', 'cameras', 'recording devices', 'mobile phones'],
      },
      {
        key: 'vacant-locked',
        requirement: 'Vacant secure areas are locked and checked',
        evidencePhrases: ['locked when vacant', 'vacant', 'periodically checked', 'locked when not in use'],
      },
    ],
    recommendation:
      'Document rules for secure areas, including supervision of contractors and restrictions on recording devices, display them at entry points and check compliance.',
    bestPractices:
      'Keep the number of people with secure area access small and brief contractors on the rules before their first visit.',
    implementationGuidance:
      'Write a one-page rule set for each secure area and post it at the entrance. Brief authorised staff and contractors, and record supervised visits and periodic checks.',
  },
  {
    id: 'a-7-7',
    controlRef: 'A.7.7',
    category: PHYS,
    title: 'Clear desk and clear screen',
    text: 'What must staff do with papers, removable media and unattended screens when they leave their desks, and how does the organisation enforce it (for example automatic screen locking, lockable storage, secure printing and spot checks)? Provide the policy and evidence of enforcement.',
    guidance:
      'The auditor checks for documented rules, technical enforcement of screen locking, secure storage for papers and media, controls on printers and shared spaces, and spot checks during walkthroughs.',
    typicalEvidence: [
      'Clear desk and clear screen policy',
      'Screen lock configuration (device management profile)',
      'Clear desk spot check records',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'clear-desk',
        mustHave: true,
        requirement: 'Sensitive papers and media are locked away when not in use',
        evidencePhrases: ['clear desk', 'locked away', 'lockable storage', 'unattended documents', 'locked drawer'],
      },
      {
        key: 'clear-screen',
        mustHave: true,
        requirement: 'Screens are locked when unattended and lock automatically after inactivity',
        evidencePhrases: ['clear screen', 'screen lock', 'lock screen', 'screensaver', 'automatically lock', 'minutes of inactivity', 'log off', 'when unattended'],
      },
      {
        key: 'printing',
        requirement: 'Printed material is collected immediately or protected by secure printing',
        evidencePhrases: ['printers', 'secure print', 'pull printing', 'collected immediately'],
      },
      {
        key: 'compliance-checks',
        requirement: 'Compliance is checked',
        evidencePhrases: ['spot checks', 'clear desk checks', 'office walkthrough', 'clear desk sweep'],
      },
    ],
    recommendation:
      'Publish clear desk and clear screen rules, enforce automatic screen locking through device management, provide lockable storage and secure printing, and run periodic spot checks.',
    bestPractices:
      'Reduce paper use, clear meeting room whiteboards and screens after use, and include shared and hot-desking spaces in checks.',
    implementationGuidance:
      'Set an automatic screen lock of a few minutes through device policy and issue lockers or lockable drawers. Configure follow-me printing. Schedule monthly spot checks and report the results to managers.',
  },
  {
    id: 'a-7-8',
    controlRef: 'A.7.8',
    category: PHYS,
    title: 'Equipment siting and protection',
    text: 'How is equipment sited and protected to reduce risks from physical and environmental threats and from unauthorised access or viewing (for example overlooked screens, food and drink, temperature, humidity, dust and lightning)? Provide equipment siting standards and supporting evidence.',
    guidance:
      'The auditor looks at server rooms, network cabinets and workstations handling sensitive information: secure placement, environmental monitoring of temperature and humidity, protection from hazards and from casual viewing.',
    typicalEvidence: [
      'Equipment siting guidelines',
      'Environmental monitoring records for equipment rooms',
      'Site inspection notes',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'secure-siting',
        mustHave: true,
        requirement: 'Equipment is sited to minimise unauthorised access',
        evidencePhrases: ['sited securely', 'secure location', 'locked cabinet', 'locked rack', 'positioned to'],
      },
      {
        key: 'environmental-monitoring',
        requirement: 'Environmental conditions such as temperature and humidity are monitored',
        evidencePhrases: ['temperature', 'humidity', 'environmental monitoring', 'air conditioning', 'environmental conditions'],
      },
      {
        key: 'viewing-protection',
        requirement: 'Screens processing sensitive information are protected from overlooking',
        evidencePhrases: ['overlooked', 'privacy screen', 'privacy filter', 'viewing angle'],
      },
      {
        key: 'hazards',
        requirement: 'Equipment is protected from hazards such as food and drink, dust and lightning',
        evidencePhrases: ['food and drink', 'eating and drinking', 'lightning', 'vibration', 'surge protection'],
      },
    ],
    recommendation:
      'Place servers and network equipment in locked, environmentally monitored rooms or cabinets, and position sensitive workstations so screens cannot be overlooked.',
    bestPractices:
      'Set alert thresholds for temperature and humidity, ban food and drink near critical equipment, and fit surge and lightning protection.',
    implementationGuidance:
      'Inspect equipment rooms and cabinets and move equipment out of public or hazardous locations. Install environmental sensors with alerts, and issue privacy filters where screens face public areas.',
  },
  {
    id: 'a-7-9',
    controlRef: 'A.7.9',
    category: PHYS,
    title: 'Security of assets off-premises',
    text: 'How are the organisation\'s devices and information assets protected when used or stored away from its premises (laptops, phones, media and documents), including authorisation, tracking, encryption and loss reporting? Provide the relevant policy and asset tracking records.',
    guidance:
      'The auditor expects rules for taking assets off site, protection while travelling or at home (never unattended in public, encrypted devices), tracking of assets issued, and reporting and remote wiping when devices are lost or stolen.',
    typicalEvidence: [
      'Policy on assets used off-premises',
      'Asset register showing issued and off-site equipment',
      'Device encryption and remote wipe reports',
      'Lost or stolen device reports',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'rules-defined',
        mustHave: true,
        requirement: 'Rules for protecting assets off-premises are defined',
        evidencePhrases: ['off-site', 'off premises', 'off-premises', 'outside the office', 'while travelling'],
      },
      {
        key: 'physical-care',
        requirement: 'Assets are not left unattended and are physically protected while away',
        evidencePhrases: ['left unattended', 'not left in', 'locked away', 'hotel', 'vehicle'],
      },
      {
        key: 'encryption-wipe',
        requirement: 'Portable devices are encrypted and can be remotely locked or wiped',
        evidencePhrases: ['full disk encryption', 'devices are encrypted', 'remote wipe', 'mobile device management', 'remote lock'],
      },
      {
        key: 'tracking',
        requirement: 'Assets taken off-site are authorised and tracked',
        evidencePhrases: ['asset register', 'checked out', 'signed out', 'asset tracking', 'issued to'],
      },
      {
        key: 'loss-reporting',
        requirement: 'Loss or theft is reported promptly',
        evidencePhrases: ['lost or stolen', 'report loss', 'report the theft', 'theft of equipment', 'reported immediately'],
      },
    ],
    recommendation:
      'Encrypt all portable devices, track equipment issued to staff, set rules for protecting assets while away from the office, and require immediate reporting of loss or theft.',
    bestPractices:
      'Use device management to enforce encryption and enable remote wipe, and give travellers specific guidance for high-risk destinations.',
    implementationGuidance:
      'Record issued devices in the inventory and enforce encryption and remote wipe through device management. Publish off-site protection rules in the acceptable use or remote working policy, and link loss reports to the incident process.',
  },
  {
    id: 'a-7-10',
    controlRef: 'A.7.10',
    category: PHYS,
    title: 'Storage media',
    text: 'How does the organisation control removable and fixed storage media from purchase to disposal (who may use it, how it is protected in use, storage and transit, and how it is wiped or destroyed) consistently with its classification and handling rules? Provide the media handling policy, evidence of controls on removable media and disposal records.',
    guidance:
      'The auditor checks that removable media use is restricted and, where allowed, encrypted and registered; media is stored and transported securely; and media is sanitised or destroyed before re-use or disposal with records kept.',
    typicalEvidence: [
      'Removable media policy',
      'Device control configuration (e.g. USB blocking)',
      'Media register for permitted removable media',
      'Media disposal or destruction records',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'policy',
        mustHave: true,
        requirement: 'Rules for managing storage media are defined',
        evidencePhrases: ['removable media', 'storage media', 'usb', 'media handling', 'portable media'],
      },
      {
        key: 'use-restricted',
        requirement: 'Use of removable media is restricted and controlled technically',
        evidencePhrases: ['usb blocking', 'device control', 'disabled by default', 'approved devices', 'whitelisted devices', 'external data ports', 'approved removable media'],
      },
      {
        key: 'encryption',
        requirement: 'Media containing sensitive information is encrypted',
        evidencePhrases: ['encrypted usb', 'hardware encrypted', 'media must be encrypted', 'encrypted removable media'],
      },
      {
        key: 'secure-transport-storage',
        requirement: 'Media is stored and transported securely',
        evidencePhrases: ['secure storage', 'courier', 'media in transit', 'tamper-evident', 'locked storage'],
      },
      {
        key: 'disposal',
        requirement: 'Media is sanitised or destroyed securely before re-use or disposal',
        evidencePhrases: ['secure disposal', 'securely destroyed', 'securely wiped', 'degauss', 'shredded', 'certificate of destruction'],
      },
    ],
    recommendation:
      'Block removable media by default, allow only registered encrypted devices by exception, and sanitise or destroy media securely with records kept.',
    bestPractices:
      'Replace removable media with approved secure file-sharing, and log all permitted media use.',
    implementationGuidance:
      'Configure device control on endpoints to block or make read-only unapproved USB storage. Maintain a register of approved encrypted media, define transport and storage rules, and use a certified destruction service for disposal.',
  },
  {
    id: 'a-7-11',
    controlRef: 'A.7.11',
    category: PHYS,
    title: 'Supporting utilities',
    text: 'What keeps critical information processing facilities running if electricity, telecommunications, water, heating, ventilation or cooling fail, and how are these utilities monitored, tested and maintained? Provide the utility resilience design and test or maintenance records.',
    guidance:
      'The auditor expects utilities sized and configured to the needs of the facility, with resilience such as UPS, generators and diverse telecoms routes, regular testing and maintenance, alarms for faults, and emergency shut-offs where relevant.',
    typicalEvidence: [
      'UPS and generator specifications and test records',
      'HVAC maintenance records',
      'Telecoms diversity design',
      'Data centre provider utility assurance',
    ],
    criticality: 'medium',
    rubric: [
      {
        key: 'power-resilience',
        mustHave: true,
        requirement: 'Power supply is protected with UPS and backup generation appropriate to requirements',
        evidencePhrases: ['uninterruptible power supply', 'generator', 'backup power', 'power supply', 'battery backup'],
      },
      {
        key: 'environmental-services',
        requirement: 'Heating, ventilation and air conditioning are adequate and resilient',
        evidencePhrases: ['hvac', 'air conditioning', 'cooling', 'ventilation'],
      },
      {
        key: 'telecoms-resilience',
        requirement: 'Telecommunications links are resilient',
        evidencePhrases: ['diverse routing', 'redundant links', 'multiple providers', 'telecommunications links', 'secondary connection'],
      },
      {
        key: 'tested-maintained',
        requirement: 'Utilities are monitored, tested and maintained regularly',
        evidencePhrases: ['generator testing', 'ups testing', 'utility maintenance', 'load test', 'utility alarms'],
      },
      {
        key: 'emergency-controls',
        requirement: 'Emergency switches, lighting and shut-off valves are provided where appropriate',
        evidencePhrases: ['emergency power off', 'emergency switch', 'emergency lighting', 'shut-off valve'],
      },
    ],
    recommendation:
      'Provide UPS and, where justified, generator power for critical equipment, resilient telecoms and cooling, and test and maintain these utilities on a schedule.',
    bestPractices:
      'Size UPS runtime to allow generator start or graceful shutdown, test generators under load, and obtain utility assurance from hosting providers.',
    implementationGuidance:
      'Identify critical equipment and its utility dependencies. Install or verify UPS, generator, cooling and diverse connectivity, set up alarms, and schedule maintenance and tests with records kept.',
  },
  {
    id: 'a-7-12',
    controlRef: 'A.7.12',
    category: PHYS,
    title: 'Cabling security',
    text: 'How are power and data cabling runs protected against tapping, interference and physical damage (for example conduits, locked patch panels, separation of power and data, and labelling), and how is this checked? Provide cabling standards and inspection records.',
    guidance:
      'The auditor looks at cable routes and termination points in owned premises: protection in public or shared areas, separation of power and data, locked patch panels and comms rooms, and documentation that supports fault finding and inspection.',
    typicalEvidence: [
      'Cabling standard or installation specification',
      'Cabling diagrams and labelling records',
      'Comms room inspection records',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'cables-protected',
        mustHave: true,
        requirement: 'Cables are protected from damage and interception',
        evidencePhrases: ['cabling', 'network cables', 'conduit', 'trunking', 'underground'],
      },
      {
        key: 'power-data-separated',
        requirement: 'Power and data cables are separated to prevent interference',
        evidencePhrases: ['separation of power', 'separated from', 'interference', 'segregated'],
      },
      {
        key: 'termination-points',
        requirement: 'Patch panels and cable rooms are secured',
        evidencePhrases: ['patch panel', 'comms room', 'cable room', 'locked cabinet'],
      },
      {
        key: 'documented',
        requirement: 'Cabling is documented, labelled and inspected',
        evidencePhrases: ['cables are labelled', 'cable labelling', 'cabling diagram', 'cabling inspection'],
      },
    ],
    recommendation:
      'Route cables through protected pathways, separate power from data, lock patch panels and comms rooms, and maintain labelled cabling documentation.',
    bestPractices:
      'Use fibre for sensitive backbone links, inspect for unauthorised devices during comms room checks, and avoid exposed cabling in public areas.',
    implementationGuidance:
      'Survey the premises cabling and fix exposed or unprotected runs. Secure patch panels, label cables and record them in diagrams. Include cable rooms in periodic physical inspections.',
  },
  {
    id: 'a-7-13',
    controlRef: 'A.7.13',
    category: PHYS,
    title: 'Equipment maintenance',
    text: 'How is equipment serviced so that the information it handles stays available, accurate and confidential, including following supplier schedules, using authorised engineers, logging faults and protecting information when equipment is repaired on or off site? Provide maintenance schedules and records.',
    guidance:
      'The auditor expects maintenance according to supplier specifications, performed by authorised personnel, recorded (including faults), with supervision or removal of sensitive information where needed and inspection of equipment after maintenance.',
    typicalEvidence: [
      'Maintenance schedules and contracts',
      'Maintenance and fault logs',
      'Records of data removal or supervision for off-site repair',
    ],
    criticality: 'low',
    rubric: [
      {
        key: 'scheduled-maintenance',
        mustHave: true,
        requirement: 'Equipment is maintained according to supplier recommendations',
        evidencePhrases: ['maintenance schedule', 'preventive maintenance', 'manufacturer recommendations', 'serviced', 'maintenance contract'],
      },
      {
        key: 'authorised-personnel',
        requirement: 'Maintenance is performed only by authorised personnel',
        evidencePhrases: ['authorised maintenance', 'authorized personnel', 'qualified engineers', 'approved engineers', 'supervised by'],
      },
      {
        key: 'records',
        requirement: 'Maintenance and faults are recorded',
        evidencePhrases: ['maintenance records', 'maintenance log', 'fault log', 'service history', 'recorded faults'],
      },
      {
        key: 'information-protected',
        requirement: 'Information is protected when equipment is maintained or sent off site for repair',
        evidencePhrases: ['data removed', 'sanitised before', 'before repair', 'inspected after maintenance', 'off-site repair'],
      },
    ],
    recommendation:
      'Maintain equipment to supplier schedules through authorised engineers, keep maintenance and fault records, and remove or protect sensitive information before equipment leaves for repair.',
    bestPractices:
      'Include security and confidentiality clauses in maintenance contracts and check equipment for tampering after servicing.',
    implementationGuidance:
      'List equipment requiring maintenance and agree schedules with suppliers. Record each visit and fault, and supervise third-party engineers in secure areas. Wipe or retain storage media before equipment goes off site for repair.',
  },
  {
    id: 'a-7-14',
    controlRef: 'A.7.14',
    category: PHYS,
    title: 'Secure disposal or re-use of equipment',
    text: 'Before equipment containing storage media is disposed of or reissued, how does the organisation confirm that sensitive data and licensed software on it have been removed or made unrecoverable, and what evidence is kept? Provide the disposal procedure, certificates of destruction and disposal logs.',
    guidance:
      'The auditor checks that all equipment with storage is identified before disposal or re-use, sanitised by an approved method or physically destroyed, that sanitisation is verified, and that certificates and logs link back to asset records.',
    typicalEvidence: [
      'Secure disposal and re-use procedure',
      'Disposal log linked to the asset inventory',
      'Certificates of destruction from approved providers',
    ],
    criticality: 'high',
    rubric: [
      {
        key: 'sanitisation',
        mustHave: true,
        requirement: 'Storage media is securely erased using approved methods before re-use or disposal',
        evidencePhrases: ['securely erased', 'secure wipe', 'data sanitisation', 'data sanitization', 'overwrite', 'erase', 'nist 800-88'],
      },
      {
        key: 'destruction',
        requirement: 'Media that cannot be sanitised is physically destroyed',
        evidencePhrases: ['physically destroyed', 'shredded', 'degaussed', 'physical destruction', 'crushed', 'disintegration', 'destroy'],
      },
      {
        key: 'verification',
        requirement: 'Removal of data is verified and certified',
        evidencePhrases: ['verified as erased', 'verification of erasure', 'verifying', 'certificate of destruction', 'certificate of disposal', 'certificate of sanitisation'],
      },
      {
        key: 'approved-provider',
        requirement: 'Disposal providers are approved and accredited',
        evidencePhrases: ['approved disposal', 'accredited disposal', 'weee', 'disposal contractor', 'disposal provider', 'destruction standard'],
      },
      {
        key: 'asset-records',
        requirement: 'Disposal and re-use are recorded against the asset inventory',
        evidencePhrases: ['disposal log', 'asset register', 'serial number', 'decommissioned'],
      },
    ],
    recommendation:
      'Adopt a disposal and re-use procedure requiring verified sanitisation or physical destruction of all storage, use an accredited provider, and record certificates against asset records.',
    bestPractices:
      'Encrypt devices from first use so cryptographic erasure is an option, and keep equipment awaiting disposal in secure storage.',
    implementationGuidance:
      'Define sanitisation methods per media type and require a recorded check before equipment leaves the organisation or is reissued. Contract an accredited disposal provider and reconcile its certificates with the asset inventory.',
  },
];
