/**
 * Ten hand-written answers with the compliance an auditor would give them (`expected`, from reading the
 * answer against the rubric) and what the scoring computes (`computed`, asserted by the test). Where the
 * two differ the answer says the right thing in words the bank's phrases do not cover ("nightly").
 * Shared by scoring.test.ts and the README's figures.
 */
export interface HandWrittenAnswer {
  label: string;
  questionId: string;
  answer: string;
  expected: number;
  computed: number;
  compliant: boolean;
  risk: 'high' | 'medium' | 'low';
}

export const handWrittenAnswers: readonly HandWrittenAnswer[] = [
  {
    label: 'complete policy answer',
    questionId: 'c-5-2',
    answer:
      'Our information security policy v3.1 was approved by the CEO in March 2026. It sets measurable information security objectives, commits us to comply with legal and regulatory requirements and to continual improvement, and is published on the intranet where every employee must acknowledge it.',
    expected: 1,
    computed: 1,
    compliant: true,
    risk: 'low',
  },
  {
    label: 'policy not yet communicated',
    questionId: 'c-5-2',
    answer: 'We have an information security policy signed by the managing director. It has not yet been communicated to staff.',
    expected: 0.25,
    computed: 0.25,
    compliant: false,
    risk: 'high',
  },
  {
    label: 'no risk method yet (negated)',
    questionId: 'c-6-1-2',
    answer:
      'We do not yet have a risk assessment methodology or defined risk acceptance criteria. Risks are discussed informally in management meetings.',
    expected: 0,
    computed: 0,
    compliant: false,
    risk: 'high',
  },
  {
    label: 'mature risk assessment without evaluation step',
    questionId: 'c-6-1-2',
    answer:
      'Our risk methodology defines a 5x5 risk matrix with likelihood and impact ratings, and the risk appetite is approved by the board. Each risk has a risk owner. Threats and vulnerabilities are identified per asset in the risk register.',
    expected: 0.89,
    computed: 0.89,
    compliant: true,
    risk: 'low',
  },
  {
    label: 'internal audit programme',
    questionId: 'c-9-2-1',
    answer:
      'Internal audits follow an annual audit schedule approved by the ISMS manager and check conformity with ISO 27001. Audit findings are tracked to closure.',
    expected: 1,
    computed: 1,
    compliant: true,
    risk: 'low',
  },
  {
    label: 'nonconformities without corrective action',
    questionId: 'c-10-2',
    answer: 'Nonconformities are logged when found and we perform root cause analysis using the 5 whys.',
    expected: 0.29,
    computed: 0.29,
    compliant: false,
    risk: 'high',
  },
  {
    label: 'access control without default deny',
    questionId: 'a-5-15',
    answer:
      'Access is granted on a need-to-know basis following least privilege, through role-based access profiles defined per job role. Our access control policy covers logical and physical access.',
    expected: 0.83,
    computed: 0.83,
    compliant: true,
    risk: 'low',
  },
  {
    label: 'backups never restored (negated must-have)',
    questionId: 'a-8-13',
    answer: 'Backups run nightly to an off-site encrypted store, but we have never performed a restore test.',
    expected: 0.57,
    computed: 0.43,
    compliant: false,
    risk: 'medium',
  },
  {
    label: 'strong authentication',
    questionId: 'a-8-5',
    answer:
      'MFA is enforced for all remote and privileged access through our identity provider (Azure AD single sign-on). Accounts are locked out after five failed login attempts and sessions end after 15 minutes of inactivity.',
    expected: 0.83,
    computed: 0.83,
    compliant: true,
    risk: 'low',
  },
  {
    label: 'incident plan only planned',
    questionId: 'a-5-24',
    answer: 'We plan to write an incident response plan next quarter. Today incidents are reported to the IT manager by email.',
    expected: 0.17,
    computed: 0,
    compliant: false,
    risk: 'high',
  },
];
