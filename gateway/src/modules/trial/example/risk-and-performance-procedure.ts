import type { ExamplePolicy } from './policy.types.js';

/** Risk assessment and treatment, operational control, measurement and management review (clauses 6, 8, 9.1 and 9.3). */
export const riskAndPerformanceProcedure: ExamplePolicy = {
  fileName: 'Larkspur Ledger - Risk Management and Performance Procedure.pdf',
  title: 'Risk Management and Performance Procedure',
  control: 'Document LL-PRO-002 - Version 1.3 - Document owner: ISMS Manager - Approved by Maya Okafor, Chief Executive, on 20 January 2026',
  sections: [
    {
      heading: '1. Risk criteria',
      blocks: [
        'Risks are rated with a five by five risk matrix: likelihood from 1 (rare) to 5 (almost certain) multiplied by impact from 1 (minor) to 5 (severe) gives a risk score from 1 to 25. Our risk acceptance criteria are: a score of 8 or below may be accepted by the risk owner; a score from 9 to 15 needs a treatment plan approved by the Chief Technology Officer; a score of 16 or more needs a treatment plan approved by the leadership team. Our risk appetite for the confidentiality of customer data is low.',
        'The risk assessment methodology is written down in this procedure so that repeated assessments give consistent, valid and comparable results.',
      ],
    },
    {
      heading: '2. Risk assessment',
      blocks: [
        'The ISMS Manager leads an annual risk assessment each October, and a risk assessment is also performed when a significant change occurs, such as a new system, a new supplier or a major change to the architecture, before implementation.',
        'For each information asset in scope we identify risks to confidentiality, integrity and availability from realistic threats and vulnerabilities. Each risk has a risk owner, normally the head of the team that runs the asset. The risk owner rates likelihood and impact to give the risk level, and risks are compared against the acceptance criteria and prioritised for treatment. The results are retained in the risk register.',
      ],
    },
    {
      heading: '3. Risk treatment',
      blocks: [
        'For each risk above the acceptable level the risk owner chooses a risk treatment option: mitigate the risk with controls, avoid the risk, transfer the risk (for example through insurance or a supplier contract) or accept the risk. The necessary controls are selected and compared with Annex A of ISO/IEC 27001.',
        'The Statement of Applicability records every Annex A control, the justification for inclusion or exclusion and its implementation status. The risk treatment plan lists each action with an action owner and a target date. Risk owners sign off the plan and accept the residual risk.',
        'Progress of treatment actions is tracked at the monthly security meeting, and overdue actions are escalated to the leadership team. When an action is complete the risk is reassessed and the residual risk is recorded in the updated risk register.',
      ],
    },
    {
      heading: '4. Risks and opportunities for the ISMS',
      blocks: [
        'When the ISMS is planned each year, the ISMS Manager reviews the internal and external issues and the requirements of interested parties to determine the risks and opportunities that could affect its intended outcomes. The resulting actions are added to the ISMS action plan and integrated into our processes; the effectiveness of these actions is reviewed at the management review.',
      ],
    },
    {
      heading: '5. Operational control',
      blocks: [
        'Security-relevant processes follow standard operating procedures kept in the wiki. Every change to production goes through change management: a ticket, peer review, automated tests and an approved deployment through the pipeline. Emergency changes are allowed for incidents and receive a post-implementation review within two working days. Operational records are kept in the ticketing system. Outsourced services are controlled through the supplier process described in LL-PRO-004.',
      ],
    },
    {
      heading: '6. Monitoring and measurement',
      blocks: [
        'We measure the key performance indicators behind our security objectives: training completion rate, time to fix critical vulnerabilities, backup restore results, phishing simulation click rate and the number of incidents by severity. The security engineer collects them monthly from the HR system, the vulnerability scanner and the ticketing system; each indicator is calculated as written in the metrics sheet. Results are reported quarterly to the leadership team on the security dashboard, where trends are analysed.',
      ],
    },
    {
      heading: '7. Management review',
      blocks: [
        'The leadership team holds a management review at least annually; the first was held in December 2025. The review considers the status of actions from previous reviews, changes in internal and external issues, nonconformities and corrective actions, monitoring and measurement results, the risk register and the status of the risk treatment plan, feedback from interested parties and opportunities for continual improvement, to confirm the continuing suitability, adequacy and effectiveness of the ISMS.',
        'Decisions taken and actions arising, each with an owner and a due date, are recorded in the management review minutes, which are retained by the ISMS Manager.',
      ],
    },
  ],
};
