import { invitationEmail, type InvitationEmailInput } from './invitation-email.js';

const input = (overrides: Partial<InvitationEmailInput> = {}): InvitationEmailInput => ({
  workspaceName: 'Acme ISMS',
  inviterName: 'Priya',
  role: 'editor',
  url: 'https://gap.example/invitations/accept#token=tok_abc123',
  expiresAt: new Date('2027-03-12T14:30:00Z'),
  ...overrides,
});

test('a plain invitation: who, where, which role, the link, when it expires', () => {
  const email = invitationEmail(input());
  expect(email.subject).toBe("Priya invited you to join 'Acme ISMS' on the ISO 27001 Gap Assessment Tool");
  expect(email.text).toBe(
    [
      "Priya invited you to join 'Acme ISMS' as an editor on the ISO 27001 Gap Assessment Tool.",
      '',
      'Accept: https://gap.example/invitations/accept#token=tok_abc123',
      '',
      'The link expires on 12 March 2027 at 14:30 UTC and works once. If you did not expect this invitation, you can ignore this email.',
      '',
    ].join('\n'),
  );
  expect(email.html).toContain('<p>Priya invited you to join <strong>Acme ISMS</strong> as an editor on the ISO 27001 Gap Assessment Tool.</p>');
  expect(email.html).toContain('<a href="https://gap.example/invitations/accept#token=tok_abc123">Accept the invitation</a>');
  expect(invitationEmail(input({ role: 'viewer' })).text).toContain('as a viewer on');
  expect(invitationEmail(input({ role: 'owner' })).text).toContain('as an owner on');
});

test('names are escaped in the HTML: a <script> in a workspace name stays text', () => {
  const email = invitationEmail(input({ workspaceName: '<script>alert("x")</script> & Co', inviterName: '<img src=x onerror=alert(1)>' }));
  expect(email.html).not.toMatch(/<script|<img/);
  expect(email.html).toContain('<strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</strong>');
  expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; invited you');
  // The plain-text part is not HTML: the name stands as written.
  expect(email.text).toContain(`join '<script>alert("x")</script> & Co'`);
});

test('a line break in a name cannot make the subject two header lines, nor split the text', () => {
  const email = invitationEmail(input({ workspaceName: 'Acme\r\nBcc: eve@evil.example', inviterName: 'Priya\nX-Injected: 1\u2028' }));
  expect(email.subject).toBe("Priya X-Injected: 1 invited you to join 'Acme Bcc: eve@evil.example' on the ISO 27001 Gap Assessment Tool");
  expect(email.subject).not.toMatch(/[\r\n\u2028\u2029]/);
  expect(email.text.split('\n')[0]).toBe("Priya X-Injected: 1 invited you to join 'Acme Bcc: eve@evil.example' as an editor on the ISO 27001 Gap Assessment Tool.");
});

test('a link in the HTML keeps its query intact but escaped, and only http(s) links are accepted', () => {
  const email = invitationEmail(input({ url: 'https://gap.example/accept?token=a"b&x=<y>' }));
  expect(email.html).toContain('href="https://gap.example/accept?token=a&quot;b&amp;x=&lt;y&gt;"');
  expect(() => invitationEmail(input({ url: 'javascript:alert(1)' }))).toThrow('An invitation link must be an http(s) URL');
});
