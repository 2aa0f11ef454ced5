import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configProblems } from '../testing/config-problems.js';
import { loadConfig } from './env.js';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gap-mail-')) });

test('no SMTP_URL (or an empty one): no mail server, the default sender', () => {
  const defaults = { from: { name: 'ISO 27001 Gap Assessment', address: 'no-reply@localhost' } };
  expect(loadConfig(base()).mail).toEqual({ smtp: undefined, ...defaults });
  expect(loadConfig({ ...base(), SMTP_URL: '' }).mail).toEqual({ smtp: undefined, ...defaults });
});

test('smtp: and smtps: URLs, with percent-encoded credentials and default ports', () => {
  const { mail } = loadConfig({ ...base(), SMTP_URL: 'smtp://ops%40acme.example:p%40ss%3Aword@mail.example.com:2525', SMTP_FROM: 'Acme ISMS <isms@acme.example>' });
  expect(mail).toEqual({
    smtp: { host: 'mail.example.com', port: 2525, secure: false, auth: { user: 'ops@acme.example', pass: 'p@ss:word' }, server: 'mail.example.com:2525' },
    from: { name: 'Acme ISMS', address: 'isms@acme.example' },
  });
  expect(loadConfig({ ...base(), SMTP_URL: 'smtp://mail.example.com' }).mail.smtp).toEqual({ host: 'mail.example.com', port: 587, secure: false, auth: undefined, server: 'mail.example.com:587' });
  expect(loadConfig({ ...base(), SMTP_URL: 'smtps://u:p@mail.example.com' }).mail.smtp).toMatchObject({ port: 465, secure: true, server: 'mail.example.com:465' });
  expect(loadConfig({ ...base(), SMTP_URL: 'smtp://[::1]:2525' }).mail.smtp).toMatchObject({ host: '::1', port: 2525, server: '[::1]:2525' });
  expect(loadConfig({ ...base(), SMTP_FROM: 'alerts@acme.example' }).mail.from).toEqual({ address: 'alerts@acme.example' });
});

test('a URL of another scheme, with a path or query, or without a host is refused at start, never repeating the password', () => {
  for (const url of ['http://u:hunter2hunter2@mail.example.com', 'mailto:ops@example.com', 'smtp://u:hunter2hunter2@mail.example.com/path', 'smtp://mail.example.com?secure=false', 'smtp://', 'not a url hunter2hunter2']) {
    const problems = configProblems({ ...base(), SMTP_URL: url });
    expect(problems).toEqual(['SMTP_URL: must be smtp://[user:password@]host[:port] or smtps://[user:password@]host[:port] (no path or query)']);
    expect(problems.join()).not.toContain('hunter2');
  }
});

test('a sender that is not an address, or that would break the From header, is refused', () => {
  for (const from of ['no-reply', 'Acme <not an address>', 'Acme\r\nBcc: eve@evil.example <a@b.example>', 'a@b.example\r\nBcc: eve@evil.example', 'A "quoted" <a@b.example>', '']) {
    expect(configProblems({ ...base(), SMTP_FROM: from })).toEqual([expect.stringMatching(/^SMTP_FROM: must be an email address, alone or as `Name <address>`/)]);
  }
});

test('SMTP_URL may come from SMTP_URL_FILE (a Docker or Kubernetes secret)', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'gap-mail-secret-')), 'smtp-url');
  writeFileSync(file, 'smtps://gap:s3cret@mail.example.com\n', { mode: 0o600 });
  expect(loadConfig({ ...base(), SMTP_URL_FILE: file }).mail.smtp).toMatchObject({ host: 'mail.example.com', auth: { user: 'gap', pass: 's3cret' } });
});
