/**
 * A small labelled set written for these tests (not from any standard's text): eight guidance notes in
 * markdown and queries phrased differently from the text, each with the section that answers it.
 */
export const guidanceNotes: Record<string, string> = {
  'backup-guide.md': `# Backup and Restore Guide\n\n## Restore testing\nCopies of business data are only useful if they can be brought back. Every quarter the operations team picks a sample of systems and rebuilds them from the stored copies in an isolated environment, timing how long recovery takes and recording any failures.\n\n## Retention of copies\nDaily copies are kept for thirty days, monthly copies for one year. Copies are encrypted and one set is kept offline, away from the production network, so ransomware cannot reach it.`,
  'password-guide.md': `# Authentication Guide\n\n## Passphrases\nStaff choose long passphrases of at least fourteen characters. Passphrases are checked against lists of breached credentials and are not rotated on a fixed schedule unless a compromise is suspected.\n\n## Multi-factor sign-in\nRemote access, cloud consoles and administrator accounts require a second factor such as an authenticator app or a hardware security key.`,
  'supplier-guide.md': `# Supplier Security Guide\n\n## Vendor due diligence\nBefore a contract is signed, suppliers who will handle our data answer a security questionnaire and provide independent audit reports. Procurement rates each vendor by the sensitivity of the data it will process.\n\n## Contract clauses\nAgreements with vendors include breach notification within 48 hours, the right to audit, and return or destruction of data when the service ends.`,
  'incident-guide.md': `# Incident Handling Guide\n\n## Reporting events\nAnyone who notices suspicious activity, a lost laptop or a phishing email reports it to the service desk straight away, by phone or through the portal.\n\n## Lessons learned\nAfter a major incident the response team holds a review meeting, records the root cause and tracks corrective actions until they are closed.`,
  'physical-guide.md': `# Office Security Guide\n\n## Entry control\nVisitors sign in at reception, wear a badge and are escorted. Server rooms open only with a badge and a PIN, and entries are logged.\n\n## Clear desk\nPapers and removable media are locked away at the end of the day and screens lock after five minutes without activity.`,
  'logging-guide.md': `# Monitoring Guide\n\n## Event logs\nServers, firewalls and applications send their logs to a central collector where they are kept for one year and protected from alteration.\n\n## Alert review\nThe security operations analysts review alerts from the collector every day and escalate anything that looks like an attack.`,
  'training-guide.md': `# Awareness Guide\n\n## Induction\nNew joiners complete security awareness training in their first week, covering phishing, data handling and how to report problems.\n\n## Phishing simulations\nEvery two months staff receive simulated phishing emails; those who click get short refresher training.`,
  'crypto-guide.md': `# Encryption Guide\n\n## Data at rest\nLaptops use full-disk encryption and databases holding personal data encrypt their storage.\n\n## Key management\nEncryption keys are generated in a key management service, rotated yearly and access to them is limited to two administrators.`,
};

export const labelledQueries: { query: string; file: string; section: string }[] = [
  { query: 'How often do we check that backups can actually be recovered?', file: 'backup-guide.md', section: 'Restore testing' },
  { query: 'minimum password length and breached password checks', file: 'password-guide.md', section: 'Passphrases' },
  { query: 'which accounts need MFA', file: 'password-guide.md', section: 'Multi-factor sign-in' },
  { query: 'assessing third party vendors before signing', file: 'supplier-guide.md', section: 'Vendor due diligence' },
  { query: 'how do employees report a security event', file: 'incident-guide.md', section: 'Reporting events' },
  { query: 'post-incident review and root cause', file: 'incident-guide.md', section: 'Lessons learned' },
  { query: 'visitor badges and escorting guests', file: 'physical-guide.md', section: 'Entry control' },
  { query: 'how long are logs retained and protected from tampering', file: 'logging-guide.md', section: 'Event logs' },
  { query: 'phishing test emails for staff', file: 'training-guide.md', section: 'Phishing simulations' },
  { query: 'who can access the encryption keys', file: 'crypto-guide.md', section: 'Key management' },
];
