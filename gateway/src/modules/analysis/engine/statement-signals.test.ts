import { describesScope, isCharacterisation, isDependence, isCommitment, isCrossReference, isDefinition, isMerePossibility, isNegated, isNotApplicable, isRoleAssignment } from './statement-signals.js';

test('a sentence that points to another document is a cross-reference unless it says what that document requires', () => {
  expect(isCrossReference('The Key Handling Standard describes the controls for managing keys.')).toBe(true);
  expect(isCrossReference('This policy covers every employee and contractor.')).toBe(true);
  expect(isCrossReference('The Key Handling Standard specifies that keys are rotated every year.')).toBe(false);
  expect(isCrossReference('Keys are rotated every year in line with the Key Handling Standard.')).toBe(false);
});

test('a pointer to where something is found or whom to contact, or a bare "comply with the X Policy", is a cross-reference', () => {
  expect(isCrossReference('Password rules, see the Company Identity Standard, contact helpdesk@example.org.')).toBe(true);
  expect(isCrossReference('Escalation routes, refer to the incident team.')).toBe(true);
  expect(isCrossReference('The onboarding checklist can be found on the people team wiki.')).toBe(true);
  expect(isCrossReference('All laptops must comply with the Group Endpoint Standard.')).toBe(true);
  expect(isCrossReference('The handbook includes rotation calendars for the various keys.')).toBe(true);
  expect(isCrossReference('Note – The Group – Vendor Management Policy contains the template for a supplier review.')).toBe(true);
  expect(isCrossReference('All laptops must comply with the Group Endpoint Standard by encrypting their disks.')).toBe(false);
  expect(isCrossReference('Report suspected incidents to security@example.org within one hour.')).toBe(false);
  expect(isCrossReference('Staff must see that visitors are escorted at all times.')).toBe(false);
});

test('a sentence saying where details are given, and nothing else, is a pointer', () => {
  expect(isCrossReference('Response times for each severity are provided in the annex of the Patching Guide.')).toBe(true);
  expect(isCrossReference('Where a forensic copy is needed it is taken by the security team, and details are provided in the Forensics Policy.')).toBe(false);
  expect(isCrossReference('Patches are provided in the staging environment first and tested for a week.')).toBe(false);
});

test('what something is like is a description, not a practice; a rule or practice worded with an adjective is not', () => {
  expect(isCharacterisation('The restore and rebuild steps are usually stressful.')).toBe(true);
  expect(isCharacterisation('Regular backups are essential.')).toBe(true);
  expect(isCharacterisation('Encryption of laptops is mandatory.')).toBe(false);
  expect(isCharacterisation('Backups must be kept where they are accessible.')).toBe(false);
  expect(isCharacterisation('Backups are encrypted.')).toBe(false);
});

test('a plan or policy said to be aligned with another one says what neither requires', () => {
  expect(isCrossReference('The activation of the Continuity Plan is closely aligned to the matching Crisis Communication Plan.')).toBe(true);
  expect(isCrossReference('The contact tree of the Continuity Plan should align with that of the Crisis Communication Plan.')).toBe(true);
  expect(isCrossReference('The duties in this standard are aligned with and support the Group – Supplier Assurance Policy.')).toBe(true);
  expect(isCrossReference('Recovery objectives are aligned with the business impact analysis and tested every year.')).toBe(false);
  expect(isCrossReference('Roles are aligned with and support the incident policy, and incidents are reported within one hour.')).toBe(false);
});

test('a definition is a bare term said to be "a/the ... of" something, without a commitment', () => {
  expect(isDefinition('Key rotation is the replacement of a key by a new one.')).toBe(true);
  expect(isDefinition('Teleworking means working from a place outside the office.')).toBe(true);
  expect(isDefinition('The administrator is the owner of every service account.')).toBe(false);
  expect(isDefinition('Sharing a token is a breach of this policy and may lead to sanctions.')).toBe(false);
  expect(isDefinition('Keys are rotated every year.')).toBe(false);
});

test('what the document itself is, is no statement of practice', () => {
  expect(isDefinition('This page is the first of three about patching and scanning.')).toBe(true);
  expect(isDefinition('This document is the Backup Policy of the company.')).toBe(true);
  expect(isDefinition('This section outlines how accounts are created and removed.')).toBe(false);
});

test('prohibitions are not negations', () => {
  expect(isNegated('Users must not share passwords.')).toBe(false);
  expect(isNegated('Backups are not yet tested.')).toBe(true);
  expect(isNegated("The owner didn't approve the change.")).toBe(true);
  expect(isNegated("Restores won't be tested this year.")).toBe(true);
});

test('a practice described as in place is a commitment; advice and what the document itself is are not', () => {
  expect(isCommitment('Malware scans are run on every shared file server.')).toBe(true);
  expect(isCommitment('Restricted areas are locked when unattended.')).toBe(true);
  expect(isCommitment('Staff must lock their screens.')).toBe(true);
  expect(isCommitment('Contractors who break these rules are subject to termination of their contract.')).toBe(true);
  expect(isCommitment('Disciplinary action and the appeal process.')).toBe(false);
  expect(isCommitment('It is recommended that the team seeks legal counsel before an audit.')).toBe(false);
  expect(isCommitment('This Clean Desk Standard is owned by the Facilities Manager.')).toBe(false);
  expect(isCommitment('The office is often busy in the morning.')).toBe(false);
});

test('what may or can happen is a mere possibility; consequences, restrictions and rules are not', () => {
  expect(isMerePossibility('The ticket may optionally include a screenshot of the error.')).toBe(true);
  expect(isMerePossibility('Suspicious logins may surface through several channels, such as user reports.')).toBe(true);
  expect(isMerePossibility('Removable drives such as SD cards can be handy for moving photos.')).toBe(true);
  expect(isMerePossibility('Violation of this policy may result in disciplinary action.')).toBe(false);
  expect(isMerePossibility('Company phones may not be used for personal trading.')).toBe(false);
  expect(isMerePossibility('Production data may only be copied with the owner\'s approval.')).toBe(false);
  expect(isMerePossibility('Staff can request access, which must be approved by the owner.')).toBe(false);
});

test('a role assignment gives someone a role or its duties', () => {
  expect(isRoleAssignment('The Privacy Officer is responsible for compliance with data protection law.')).toBe(true);
  expect(isRoleAssignment('The Data Protection Lead is nominated by and reports to the Executive Committee.')).toBe(true);
  expect(isRoleAssignment('A request for a penetration test must be approved by the Head of IT.')).toBe(false);
});

test('a sentence saying a requirement does not apply here is a not-applicable statement; scope that includes something is not', () => {
  for (const sentence of [
    'Outsourced development is not applicable, as all software is bought off the shelf.',
    'Physical security of the data centre is out of scope for this ISMS.',
    'Teleworking equipment is outside the scope of this certification.',
    'The warehouse sites are excluded from the scope.',
    'This control does not apply to the office in Leeds.',
    'Cabling security: N/A (hosted by the cloud provider).',
    'Source code access is not relevant to our business.',
  ]) {
    expect([sentence, isNotApplicable(sentence)]).toEqual([sentence, true]);
  }
  for (const sentence of [
    'The scope of the ISMS includes every office and the hosted platform.',
    'Applicable legislation is recorded in the legal register.',
    'Controls apply to all staff and contractors.',
    'Any change that is not tested in staging must not reach production.',
  ]) {
    expect([sentence, isNotApplicable(sentence)]).toEqual([sentence, false]);
  }
});

test('what a document or section covers, or what a process is for, is its scope, not a practice', () => {
  expect(describesScope('This section outlines how accounts are created and removed.')).toBe(true);
  expect(describesScope('This section of the policy is concerned with recording security events.')).toBe(true);
  expect(describesScope('It provides the core set of principles on the acceptable use of laptops.')).toBe(true);
  expect(describesScope('The intent of completing a risk assessment is to determine threats.')).toBe(true);
  expect(describesScope('This policy applies to all staff.')).toBe(false);
  expect(describesScope('The section owner reviews the access list every month.')).toBe(false);
  expect(describesScope('It is the responsibility of each user to lock the screen.')).toBe(false);
});

test('what something depends on, with no commitment beside it, sets nothing', () => {
  expect(isDependence('The recovery time will vary based on the system and data involved.')).toBe(true);
  expect(isDependence('The choice of controls is dependent upon the risk appetite of the board.')).toBe(true);
  expect(isDependence('This depends on the data stored.')).toBe(true);
  expect(isDependence('Users must hold a clearance before access is granted; the level depends on the role.')).toBe(false);
  expect(isDependence('Backups are kept for 30 days.')).toBe(false);
});
