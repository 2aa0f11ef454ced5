import type { ExamplePolicy } from './policy.types.js';

/** The top-level policy: context, interested parties, scope, leadership, objectives, people and documents (clauses 4, 5 and 7). */
export const informationSecurityPolicy: ExamplePolicy = {
  fileName: 'Larkspur Ledger - Information Security Policy.pdf',
  title: 'Information Security Policy',
  control: 'Document LL-POL-001 - Version 2.1 - Document owner: ISMS Manager - Approved by Maya Okafor, Chief Executive, on 14 January 2026',
  sections: [
    {
      heading: '1. Purpose and context',
      blocks: [
        'Larkspur Ledger Ltd builds and runs a cloud invoicing and bookkeeping service used by about 6,000 small businesses in the United Kingdom and Ireland. Our customers trust us with their financial records, so protecting the confidentiality, integrity and availability of that information is central to our business.',
        'This policy sets the direction of our information security management system (ISMS). It is the top-level policy; the topic-specific policies listed in section 5 sit under it.',
        'We record the internal and external issues that affect the ISMS in the context register. External issues include customer expectations of bank-grade security, UK GDPR, our reliance on one cloud hosting provider and phishing aimed at finance users. Internal issues include a small team, weekly product releases and fast growth. We considered climate change and recorded that extreme weather affecting our cloud region is the relevant risk; it is covered by continuity planning. The issues are taken into account when setting the ISMS scope and are considered in the risk assessment. The context register is reviewed at least annually and when a significant change occurs.',
      ],
    },
    {
      heading: '2. Interested parties',
      blocks: [
        'The stakeholder register lists the interested parties relevant to the ISMS: customers and their accountants, the Information Commissioner as regulator, our payment and banking partners, suppliers, staff and investors. For each party it records their needs and expectations, including legal requirements, regulatory requirements and contractual requirements from customer terms, and how the requirement is met through the ISMS. The ISMS Manager keeps the register up to date; it is reviewed annually.',
      ],
    },
    {
      heading: '3. Scope of the ISMS',
      blocks: [
        'The scope of the ISMS is the development, operation and support of the Larkspur invoicing service, its production environment in our cloud provider\'s London region, the Bristol office and the laptops of remote staff. The marketing website, built and hosted by an agency that has no access to customer data, is out of scope.',
        'Interfaces and dependencies with activities performed by other organisations are recorded in the scope statement: cloud hosting, the payment processor and the e-mail delivery service are outsourced services controlled through supplier management.',
      ],
    },
    {
      heading: '4. Leadership and commitment',
      blocks: [
        'The leadership team (Chief Executive, Chief Technology Officer, Chief Financial Officer and Head of People) sets the information security objectives in line with the strategic direction of the company, provides the resources needed for the ISMS and reviews its performance every quarter. The 2026 security budget of GBP 180,000 funds a full-time security engineer, tooling and external testing.',
        'The leadership team is committed to information security, to satisfying applicable legal, regulatory and contractual requirements, and to continual improvement of the information security management system.',
      ],
    },
    {
      heading: '5. Policy framework',
      blocks: [
        'This information security policy is supported by topic-specific policies: the Access Control and Operations Policy, the Risk Management and Performance Procedure, the Incident, Continuity, Supplier and People Security Procedure, and the Acceptable Use Policy.',
        'Each policy has a policy owner, is approved by the Chief Executive and is reviewed at least annually and after significant changes. Policies are published on the intranet and communicated to all staff at induction; every employee and contractor confirms they have read and understood them. Customers and partners may request a copy.',
      ],
    },
    {
      heading: '6. Roles and responsibilities',
      blocks: [
        { bullets: [
          'The Chief Executive is accountable for the ISMS.',
          'The ISMS Manager (our Head of Security, Priya Raman) is responsible for ensuring that the ISMS conforms to ISO/IEC 27001 and reports on the performance of the ISMS to the leadership team each quarter.',
          'Information and system owners are responsible for classifying their information and approving access to it.',
          'Every employee and contractor is responsible for following this policy and reporting security events.',
        ] },
        'Roles and responsibilities are described in job descriptions and the organisation chart, which are available to all staff on the intranet.',
      ],
    },
    {
      heading: '7. Information security objectives',
      blocks: [
        'Our information security objectives for 2026 are measurable:',
        { bullets: [
          'All staff complete security awareness training within 30 days of joining and every year (target: 100 percent completion rate).',
          'Critical vulnerabilities in production are fixed within 7 days (target: 95 percent).',
          'A restore test of the customer database is passed every quarter within our recovery time objective.',
          'No personal data breach needs to be reported to the regulator.',
        ] },
        'Progress against objectives is monitored monthly on the security dashboard and objectives are reviewed quarterly by the leadership team.',
      ],
    },
    {
      heading: '8. Competence and awareness',
      blocks: [
        'Competence requirements for roles that affect information security are set out in a skills matrix. Engineers receive secure coding training and the platform team holds relevant professional certification. Training records are kept in the HR system.',
        'Security awareness training is given at induction and annually, with phishing simulations every quarter, so that everyone knows this policy, their security responsibilities and the benefits of good security. Violation of this policy may lead to the disciplinary process.',
      ],
    },
    {
      heading: '9. Communication',
      blocks: [
        'The communication plan sets what to communicate about information security, when, with whom and how: a monthly security bulletin at the all-hands meeting, security notices to customers through the status page, and contact with regulators by the Data Protection Officer.',
      ],
    },
    {
      heading: '10. Documented information',
      blocks: [
        'ISMS documents carry a document id, version number, document owner and effective date. They are written from a standard template in the company wiki and are reviewed and approved before publication. Edit rights are restricted to document owners, the wiki keeps the change history, and superseded versions are marked obsolete. Records are retained for six years and then destroyed.',
      ],
    },
  ],
};
