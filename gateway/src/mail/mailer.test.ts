import { createServer, type Server, type Socket } from 'node:net';
import { parseFrom, parseSmtpUrl, type MailSettings } from '../config/mail-settings.js';
import { invitationEmail } from './invitation-email.js';
import { createMailer, MailDeliveryError, type Mailer } from './mailer.js';
import { closedPort, startTestSmtpServer, type TestSmtpServer } from './testing/test-smtp-server.js';

const from = parseFrom('ISO 27001 Gap Assessment <no-reply@gap.example>')!;
const settingsFor = (url: string): MailSettings => ({ smtp: parseSmtpUrl(url), from });
const mailerFor = (url: string, timeouts = {}): Mailer => createMailer(settingsFor(url), timeouts)!;

const invitation = (workspaceName = 'Acme ISMS') =>
  invitationEmail({ workspaceName, inviterName: 'Priya', role: 'editor', url: 'http://127.0.0.1:3000/invitations/accept#token=tok_abc123', expiresAt: new Date('2027-03-12T14:30:00Z') });

/** The rejection of a send, which must be a MailDeliveryError. */
async function failureOf(sending: Promise<void>): Promise<MailDeliveryError> {
  const error = await sending.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof MailDeliveryError)) throw new Error(`expected a MailDeliveryError, got ${String(error)}`);
  return error;
}

let server: TestSmtpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('no SMTP_URL: there is no mailer', () => {
  expect(createMailer({ from })).toBeNull();
});

test('an invitation sent through nodemailer arrives with its envelope, headers and link', async () => {
  server = await startTestSmtpServer({ auth: { user: 'gap', pass: 'p@ss:word/1' } });
  await mailerFor(server.url).send({ to: 'sam@example.com', ...invitation() });
  expect(server.received).toHaveLength(1);
  const [mail] = server.received;
  expect(mail!.envelope).toEqual({ from: 'no-reply@gap.example', to: ['sam@example.com'] });
  expect(mail!.headers.from).toBe('ISO 27001 Gap Assessment <no-reply@gap.example>');
  expect(mail!.headers.to).toBe('sam@example.com');
  expect(mail!.subject).toBe("Priya invited you to join 'Acme ISMS' on the ISO 27001 Gap Assessment Tool");
  expect(mail!.text).toContain('Accept: http://127.0.0.1:3000/invitations/accept#token=tok_abc123');
  expect(mail!.text).toContain('The link expires on 12 March 2027 at 14:30 UTC and works once.');
  expect(mail!.html).toContain('<a href="http://127.0.0.1:3000/invitations/accept#token=tok_abc123">Accept the invitation</a>');
});

test('a workspace name with a line break and a header cannot add a header or a recipient', async () => {
  server = await startTestSmtpServer();
  await mailerFor(server.url).send({ to: 'sam@example.com', ...invitation('Acme\r\nBcc: eve@evil.example\r\n\r\n<script>alert(1)</script>') });
  const [mail] = server.received;
  expect(mail!.envelope.to).toEqual(['sam@example.com']);
  expect(mail!.headerNames).not.toContain('bcc');
  expect(mail!.headerNames.filter((name) => name === 'subject')).toHaveLength(1);
  expect(mail!.subject).toBe("Priya invited you to join 'Acme Bcc: eve@evil.example <script>alert(1)</script>' on the ISO 27001 Gap Assessment Tool");
  expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(mail!.html).not.toContain('<script>');
});

test('a recipient the server refuses: a clear error naming the server and its answer', async () => {
  server = await startTestSmtpServer({ rejectRecipients: ['nobody@example.com'] });
  const error = await failureOf(mailerFor(server.url).send({ to: 'nobody@example.com', ...invitation() }));
  expect(error.reason).toBe('refused');
  expect(error.message).toMatch(new RegExp(`^The mail server 127\\.0\\.0\\.1:${server.port} refused the message: .*550.*No such mailbox`));
  expect(server.received).toHaveLength(0);
});

test('wrong credentials: refused, and the password appears nowhere in the error', async () => {
  server = await startTestSmtpServer({ auth: { user: 'gap', pass: 'right-password' } });
  const error = await failureOf(mailerFor(`smtp://gap:wrong-password-123@127.0.0.1:${server.port}`).send({ to: 'sam@example.com', ...invitation() }));
  expect(error.reason).toBe('refused');
  expect(error.message).toMatch(/^The mail server 127\.0\.0\.1:\d+ refused the message: .*535/);
  expect(`${error.message} ${error.stack} ${JSON.stringify(error)}`).not.toContain('wrong-password-123');
  expect(server.received).toHaveLength(0);
});

test('nothing listening on the port: could not be reached, at once', async () => {
  const port = await closedPort();
  const error = await failureOf(mailerFor(`smtp://gap:secret-pass@127.0.0.1:${port}`).send({ to: 'sam@example.com', ...invitation() }));
  expect(error.reason).toBe('unreachable');
  expect(error.message).toMatch(new RegExp(`^The mail server 127\\.0\\.0\\.1:${port} could not be reached: .*ECONNREFUSED`));
  expect(error.message).not.toContain('secret-pass');
});

test('a server that accepts the connection and never greets: could not be reached once the greeting timeout passes', async () => {
  const sockets: Socket[] = [];
  const silent: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as { port: number };
  try {
    const error = await failureOf(mailerFor(`smtp://127.0.0.1:${port}`, { greetingMs: 200 }).send({ to: 'sam@example.com', ...invitation() }));
    expect(error.reason).toBe('unreachable');
    expect(error.message).toMatch(/could not be reached: .*greeting/i);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});

test('a recipient that is not an address (or smuggles a second one) is refused before connecting', async () => {
  server = await startTestSmtpServer();
  const mailer = mailerFor(server.url);
  for (const to of ['not-an-address', 'sam@example.com\r\nBcc: eve@evil.example', 'sam@example.com, eve@evil.example']) {
    const error = await failureOf(mailer.send({ to, ...invitation() }));
    expect(error.reason).toBe('invalid');
  }
  expect(server.received).toHaveLength(0);
});
