import type { ExamplePolicy } from './policy.types.js';

/** Incidents and corrective action, continuity, suppliers and people security (Annex A 5.19-5.30 and 6, clause 10). */
export const incidentSupplierPeopleProcedure: ExamplePolicy = {
  fileName: 'Larkspur Ledger - Incident, Continuity, Supplier and People Security Procedure.pdf',
  title: 'Incident, Continuity, Supplier and People Security Procedure',
  control: 'Document LL-PRO-004 - Version 1.2 - Document owner: ISMS Manager - Approved by Maya Okafor, Chief Executive, on 10 February 2026',
  sections: [
    {
      heading: '1. Incident management',
      blocks: [
        'Our incident response plan defines how we detect, report and handle information security incidents. The ISMS Manager is the incident manager and leads an incident response team drawn from engineering, support and the Data Protection Officer.',
        'Staff report suspected incidents in the security incident channel or to the security mailbox. Incidents are classified into severity levels from SEV1 (customer data exposed or service down) to SEV3 (minor, contained). The escalation path runs from the on-call engineer to the incident manager and, for SEV1, to the Chief Executive. The communication plan covers customers, partners and the regulator; personal data breaches are reported to the Information Commissioner within 72 hours.',
        'The response follows our incident response procedure and playbooks: contain the incident, preserve evidence, eradicate the cause, restore services and formally close the incident. Every action is recorded in the incident ticket, and each SEV1 or SEV2 incident gets an incident report with a timeline. We run a tabletop exercise of the plan every year.',
      ],
    },
    {
      heading: '2. Nonconformity, corrective action and improvement',
      blocks: [
        'Nonconformities found in incidents, reviews or customer audits are recorded in the corrective action log. The owner carries out a root cause analysis (five whys), agrees a corrective action in proportion to the impact, and the ISMS Manager verifies the effectiveness of the corrective action before it is closed. Lessons learned and staff suggestions go into the improvement register, which the leadership team reviews each quarter.',
      ],
    },
    {
      heading: '3. Business continuity and ICT readiness',
      blocks: [
        'Our business impact analysis identifies the critical services (invoicing, bank feeds and customer sign-in) and their ICT dependencies. The recovery time objective for these services is 4 hours and the recovery point objective is 1 hour. The disaster recovery plan describes failover to a second cloud region, and a disaster recovery test is carried out every year.',
      ],
    },
    {
      heading: '4. Suppliers',
      blocks: [
        'Supplier security risk is managed through this procedure. The supplier register lists every supplier with a risk tier based on the information and access involved; critical suppliers are those that hold customer data or run our production service.',
        'Before engagement we carry out due diligence with a security questionnaire and review the supplier\'s SOC 2 report or ISO 27001 certificate. Contracts include security requirements, confidentiality and breach notification duties. Supplier access to our systems is limited to least privilege and removed at the end of the relationship, and critical suppliers are reviewed every year.',
      ],
    },
    {
      heading: '5. People security',
      blocks: [
        'Before anyone joins, we carry out background checks proportionate to the role and the information they will handle, in accordance with UK employment law and with the candidate\'s consent: an identity check, right to work, reference checks and employment history. Contractors with access to customer data are screened in the same way.',
        'Terms and conditions of employment and contractor agreements include confidentiality and information security responsibilities, and a non-disclosure agreement is signed before access is given. A breach of security policy is handled through the disciplinary process.',
        'When someone leaves or changes role, their manager completes the leaver checklist: company equipment is returned, access is revoked, and confidentiality obligations continue after employment ends. Remote working follows the Acceptable Use Policy: company laptops only, screen lock and no work on public computers.',
      ],
    },
  ],
};
