/**
 * The policy wording of the test documents, written for the tests (no corpus text): one source for the gateway's
 * analysis tests (analysis-test-kit.ts) and the journeys (e2e/support/policy-documents.ts), which build the files.
 * Plain data without imports, so the journeys can read it from here.
 */

/** A two-page information security policy: approval and communication on page 1, backups on page 2. */
export const securityPolicyPages: readonly (readonly string[])[] = [
  [
    'Northwind Traders Information Security Policy',
    'This information security policy was approved by the board of directors on 3 March 2026.',
    'The policy is communicated to all employees, who acknowledge that they have read and understood it.',
    'The policy owner reviews this policy at least annually and after any significant change.',
  ],
  [
    'Backup',
    'Full backups of production databases are taken every night and retained for 35 days.',
    'Backup copies are encrypted and stored in a second region, away from the primary site.',
    'Restore tests are performed quarterly and the results are recorded by the operations team.',
  ],
];

/** An access control procedure: least privilege, approvals, quarterly reviews, leavers, MFA; passwords. */
export const accessControlSections: readonly { heading: string; paragraphs: readonly string[] }[] = [
  {
    heading: 'Access control',
    paragraphs: [
      'Access to information systems is granted on a least privilege and need-to-know basis.',
      'Access rights are requested through the service desk and approved by the asset owner before provisioning.',
      'User access rights are reviewed every quarter by system owners, and leavers are removed within one working day.',
      'Multi-factor authentication is required for remote access and for all administrator accounts.',
    ],
  },
  {
    heading: 'Passwords',
    paragraphs: [
      'Passwords must be at least 14 characters long and are stored in the approved password manager.',
      'Default passwords are changed before a system goes into production.',
    ],
  },
];
