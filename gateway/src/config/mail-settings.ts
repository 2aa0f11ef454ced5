import { z } from 'zod';
import { optional } from './env-helpers.js';

/** An address nodemailer and every mail server accept; control characters and angle brackets are never part of one. */
const addressPattern = /^[^\s\x00-\x1f\x7f@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;
/** `Name <address>` or a bare address; the name without line breaks, quotes or angle brackets (a header must stay one line). */
const fromPattern = /^(?:([^<>"\x00-\x1f\x7f]*?)\s*<([^<>]+)>|([^<>]+))$/;

const smtpUrlProblem = 'must be smtp://[user:password@]host[:port] or smtps://[user:password@]host[:port] (no path or query)';
const fromProblem = 'must be an email address, alone or as `Name <address>` (e.g. `ISO 27001 Gap Assessment <no-reply@example.com>`)';

export const mailEnvShape = {
  SMTP_URL: optional(
    // The message never repeats the value: the URL may hold the mail account's password.
    z.string().refine((value) => parseSmtpUrl(value) !== undefined, smtpUrlProblem),
  ).describe(
    'The mail server that sends workspace invitations: `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://user:password@host:465` (TLS from the start); user and password percent-encoded. Unset: no email is sent and the owner copies the invitation link. The password is never logged.',
  ),
  SMTP_FROM: z
    .string()
    .refine((value) => parseFrom(value) !== undefined, fromProblem)
    .default('ISO 27001 Gap Assessment <no-reply@localhost>')
    .describe('The sender of invitation emails: an address, alone or as `Name <address>`. Read only with SMTP_URL.'),
};

type MailEnv = z.infer<z.ZodObject<typeof mailEnvShape>>;

export interface MailAddress {
  name?: string;
  address: string;
}

/** One SMTP server: `server` (host:port) is what messages and logs may name; `auth` holds the password. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps: TLS from the first byte; smtp: plain, upgraded with STARTTLS when the server offers it. */
  secure: boolean;
  auth?: { user: string; pass: string };
  server: string;
}

export interface MailSettings {
  /** Absent: SMTP_URL is unset, and invitations are shared by copying their link. */
  smtp?: SmtpSettings;
  from: MailAddress;
}

export function resolveMailSettings(e: MailEnv): MailSettings {
  return { smtp: e.SMTP_URL === undefined ? undefined : parseSmtpUrl(e.SMTP_URL), from: parseFrom(e.SMTP_FROM)! };
}

/** The server and credentials of an smtp:/smtps: URL; undefined for anything else. */
export function parseSmtpUrl(value: string): SmtpSettings | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return undefined;
  if (!url.hostname || (url.pathname !== '' && url.pathname !== '/') || url.search || url.hash) return undefined;
  const secure = url.protocol === 'smtps:';
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  let user: string;
  let pass: string;
  try {
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
  } catch {
    return undefined;
  }
  // WHATWG URLs keep IPv6 hosts in brackets; the socket wants the bare address.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return { host, port, secure, auth: user ? { user, pass } : undefined, server: `${url.hostname}:${port}` };
}

/** A bare address (`someone@example.com`) that can stand in a header and an SMTP envelope. */
export const isEmailAddress = (value: string): boolean => value.length <= 254 && addressPattern.test(value);

/** `Name <address>` or `address`; undefined when either part is unusable in a header. */
export function parseFrom(value: string): MailAddress | undefined {
  const match = fromPattern.exec(value.trim());
  if (!match) return undefined;
  const name = match[1]?.trim();
  const address = (match[2] ?? match[3] ?? '').trim();
  if (!isEmailAddress(address)) return undefined;
  return name ? { name, address } : { address };
}
