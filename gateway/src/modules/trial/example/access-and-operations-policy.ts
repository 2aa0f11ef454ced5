import type { ExamplePolicy } from './policy.types.js';

/** Access control, authentication, privileged access, backup, logging and technical operations (Annex A 5.15-5.18 and 8). */
export const accessAndOperationsPolicy: ExamplePolicy = {
  fileName: 'Larkspur Ledger - Access Control and Operations Policy.pdf',
  title: 'Access Control and Operations Policy',
  control: 'Document LL-POL-003 - Version 3.0 - Document owner: Chief Technology Officer - Approved by Maya Okafor, Chief Executive, on 3 February 2026',
  sections: [
    {
      heading: '1. Access control principles',
      blocks: [
        'Access to information and systems is based on business need, need-to-know and least privilege. Access is granted through role-based access profiles defined for each job role, and access is not granted until it is explicitly approved: we deny by default. This access control policy covers logical access to our systems and physical access to the Bristol office.',
      ],
    },
    {
      heading: '2. Granting, changing and removing access',
      blocks: [
        'Every access request is raised in the ticketing system and approved by the system owner and the line manager before it is provisioned. When someone changes role, their access is modified within five working days to match the new role. When someone leaves, their access is revoked on their last working day.',
        'System owners carry out a user access review every quarter and remove access that is no longer needed. The identity provider holds the central record of access granted to each person.',
      ],
    },
    {
      heading: '3. Authentication',
      blocks: [
        'Staff sign in through single sign-on with our identity provider. Multi-factor authentication is required for every staff account, for remote access and for all privileged access. Accounts are locked after 10 failed login attempts, and administrative consoles end a session after 15 minutes of inactivity.',
        'Passwords have a minimum length of 14 characters and are checked against lists of breached passwords. Every employee has a password manager. Passwords must not be shared or written down, and a suspected compromise must be reported at once. A temporary password must be changed on first login, and default credentials are changed before a system is used. Application passwords are stored hashed and salted.',
      ],
    },
    {
      heading: '4. Privileged access',
      blocks: [
        'Privileged access to production is restricted to the five engineers of the platform team, with a business justification approved by the Chief Technology Officer. Engineers use a separate admin account that is not used for day-to-day work. Production access is granted just-in-time for up to four hours; a break-glass account exists for emergencies. Privileged sessions are logged, and a privileged access review takes place every quarter.',
      ],
    },
    {
      heading: '5. Backup',
      blocks: [
        'The customer database is backed up continuously with point-in-time recovery, and a daily full backup is retained for 35 days. Encrypted backups are copied to a separate cloud region. Backup monitoring raises an alert on backup failures, which the on-call engineer fixes the same day. A restore test of the customer database is run every quarter and the results are recorded.',
      ],
    },
    {
      heading: '6. Logging and monitoring',
      blocks: [
        'Audit logs record user activities, administrator activities, login attempts and security events, each with the user id, timestamp, source IP and event type. Logs from the application, the cloud platform and the identity provider are sent to centralised logging in our SIEM. Logs are protected on write-once storage with access to logs limited to the security team, and they are retained for 12 months. Alerts are reviewed daily and logs are reviewed regularly for unusual activity.',
      ],
    },
    {
      heading: '7. Malware, vulnerabilities and patching',
      blocks: [
        'All laptops run endpoint protection with automatic updates and disk encryption. Infrastructure and dependencies are scanned for vulnerabilities every week, and an external penetration test is carried out every year. Critical vulnerabilities are patched within 7 days and high ones within 30 days.',
      ],
    },
    {
      heading: '8. Cryptography and secure development',
      blocks: [
        'Customer data is encrypted in transit with TLS 1.2 or later and at rest with AES-256. Encryption keys are held in the cloud key management service and rotated every year.',
        'Code changes are peer reviewed, tested automatically and approved before release, and production is changed only through the deployment pipeline. Development, test and production environments are separated, and production customer data is never used for testing.',
      ],
    },
  ],
};
