import type { MailMessage } from './mailer.js';

export interface InvitationEmailInput {
  /** User input: escaped in the HTML, made one line in the subject. */
  workspaceName: string;
  inviterName: string;
  role: 'owner' | 'editor' | 'viewer';
  /** The acceptance link with its single-use token (http or https). */
  url: string;
  expiresAt: Date;
}

const product = 'ISO 27001 Gap Assessment Tool';

/** The invitation to a workspace, as text and HTML; every value in the HTML escaped, the subject one line. */
export function invitationEmail({ workspaceName, inviterName, role, url, expiresAt }: InvitationEmailInput): Omit<MailMessage, 'to'> {
  // A link of another scheme (javascript:, data:) would be a bug upstream; an email must never carry one.
  if (!/^https?:\/\//i.test(url)) throw new Error('An invitation link must be an http(s) URL');
  const workspace = singleLine(workspaceName);
  const inviter = singleLine(inviterName);
  const asRole = `${role === 'viewer' ? 'a' : 'an'} ${role}`;
  const expires = formatExpiry(expiresAt);
  const text = [
    `${inviter} invited you to join '${workspace}' as ${asRole} on the ${product}.`,
    '',
    `Accept: ${url}`,
    '',
    `The link expires on ${expires} and works once. If you did not expect this invitation, you can ignore this email.`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f1f1f">',
    `<p>${escapeHtml(inviter)} invited you to join <strong>${escapeHtml(workspace)}</strong> as ${asRole} on the ${product}.</p>`,
    `<p><a href="${escapeHtml(url)}">Accept the invitation</a></p>`,
    `<p style="color: #595959">Or paste this link into your browser: ${escapeHtml(url)}<br>`,
    `The link expires on ${escapeHtml(expires)} and works once. If you did not expect this invitation, you can ignore this email.</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: `${inviter} invited you to join '${workspace}' on the ${product}`, text, html };
}

/** Line breaks and other control characters become spaces: a name cannot start a new header or paragraph. */
function singleLine(value: string): string {
  return value.replace(/[\x00-\x1f\x7f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** "12 March 2027 at 14:30 UTC": one unambiguous form, whatever the recipient's time zone. */
function formatExpiry(date: Date): string {
  return `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
}
