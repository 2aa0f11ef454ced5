import { citableUnits } from './passages.js';

test('sentences of one paragraph are units; PDF line wraps inside a sentence are joined', () => {
  const chunk = 'Backups are taken daily and\nstored off-site. Restores are tested every quarter.\n\nAccess is reviewed twice a year by owners.';
  expect(citableUnits(chunk, null)).toEqual([
    'Backups are taken daily and stored off-site.',
    'Restores are tested every quarter.',
    'Access is reviewed twice a year by owners.',
  ]);
});

test('list items and table cells stay separate; headings, lead-ins and noun lists are dropped', () => {
  const chunk = [
    'Access Control',
    'The Security Officer shall:',
    '- Review all privileged accounts every quarter.',
    '- Remove accounts of leavers on their last day.',
    'Control | Accounts are reviewed monthly by the service owner',
    'Scanning tools and devices;',
  ].join('\n');
  expect(citableUnits(chunk, 'Access Control')).toEqual([
    '- Review all privileged accounts every quarter.',
    '- Remove accounts of leavers on their last day.',
    'Accounts are reviewed monthly by the service owner',
  ]);
});

test('the name of a standard or control, in title case and with no verb, is no statement', () => {
  const chunk = ['01.b - Access Control Policy and Review of Covered Accounts', 'HIPAA Privacy, Security, and Breach notification rules;', 'Accounts are reviewed by the Security Officer every quarter.'].join('\n');
  expect(citableUnits(chunk, null)).toEqual(['Accounts are reviewed by the Security Officer every quarter.']);
});

test('a PDF list whose bullets came out as Word\'s private-use glyphs keeps its items apart, even without a space after the bullet, and quotes them without it', () => {
  const chunk = 'Staff must:\n\uf0b7 lock their screen when leaving the desk\n\uf0b7report lost badges to security at once\n\u25cf store paper records in locked cabinets';
  expect(citableUnits(chunk, null)).toEqual(['lock their screen when leaving the desk', 'report lost badges to security at once', 'store paper records in locked cabinets']);
});

test('a table written as text with bare pipes ("|Name|Description| |Row|Text|") is split into its cells', () => {
  const chunk = '|Name|Description| |Screen lockout|Desktops must be configured to lock after 5 minutes of inactivity. Unlock must be by password only.| |ICMP Redirects|ICMP redirects must be disabled on every server.|';
  expect(citableUnits(chunk, null)).toEqual([
    'Desktops must be configured to lock after 5 minutes of inactivity.',
    'Unlock must be by password only.',
    'ICMP redirects must be disabled on every server.',
  ]);
});

test('tables of contents, with or without dot leaders, and boilerplate give no units', () => {
  expect(citableUnits('Contents\nAccess control policy ........ 4\nBackup and restore policy ........ 7', null)).toEqual([]);
  expect(citableUnits('1 Introduction 3\n2 Access control and passwords 4\n3 Backup and restore 7', null)).toEqual([]);
  expect(citableUnits('Copyright 2024 Example Ltd. All rights reserved.\n\nPage 3 of 12', null)).toEqual([]);
});

test('a sentence longer than a quote may be is cut at clause boundaries into quotable pieces', () => {
  const long = `Access rights are reviewed quarterly by each system owner, ${'with deviations recorded in the register and corrected, '.repeat(6)}and the review is signed off.`;
  const units = citableUnits(long, null);
  expect(units.length).toBeGreaterThan(1);
  for (const unit of units) expect(unit.length).toBeLessThanOrEqual(300);
  expect(long.replace(/\s+/g, ' ')).toContain(units[0]!);
});
