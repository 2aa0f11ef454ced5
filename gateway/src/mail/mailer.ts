import nodemailer, { type Transporter } from 'nodemailer';
import { isEmailAddress, type MailAddress, type MailSettings, type SmtpSettings } from '../config/mail-settings.js';

/** One email to one person, in plain text and HTML (the HTML escaped by whoever builds it). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends email; there is none when SMTP_URL is unset (see createMailer). */
export interface Mailer {
  /** Resolves once the server accepted the message; rejects with a MailDeliveryError otherwise. */
  send(message: MailMessage): Promise<void>;
}

/**
 * A message that did not reach the mail server or that it refused. The message names the server (host:port) and its
 * answer, never the password; `reason` says which of the two happened.
 */
export class MailDeliveryError extends Error {
  constructor(
    readonly reason: 'refused' | 'unreachable' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** How long each step may take, so a silent or slow server fails a request in seconds instead of holding it. */
export interface MailTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

export const defaultMailTimeouts: MailTimeouts = { connectionMs: 5_000, greetingMs: 5_000, socketMs: 10_000 };

/** The mailer of the configuration: null when SMTP_URL is unset (the owner copies the invitation link instead). */
export function createMailer(settings: MailSettings, timeouts: Partial<MailTimeouts> = {}): Mailer | null {
  return settings.smtp ? new SmtpMailer(settings.smtp, settings.from, { ...defaultMailTimeouts, ...timeouts }) : null;
}

/** nodemailer over SMTP, one connection per message (invitations are rare; nothing stays open between them). */
class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly smtp: SmtpSettings,
    private readonly from: MailAddress,
    timeouts: MailTimeouts,
  ) {
    this.transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.auth,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
      dnsTimeout: timeouts.connectionMs,
      logger: false,
    });
  }

  async send(message: MailMessage): Promise<void> {
    if (!isEmailAddress(message.to)) throw new MailDeliveryError('invalid', 'The recipient is not an email address (for example name@example.com)');
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        // A subject is one header line whatever the caller passed.
        subject: message.subject.replace(/[\r\n]+/g, ' '),
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      throw this.deliveryError(error as SmtpFailure);
    }
  }

  private deliveryError(error: SmtpFailure): MailDeliveryError {
    const refused = error.responseCode !== undefined || refusalCodes.has(error.code ?? '');
    const detail = this.withoutSecrets(oneLine(refused ? (error.response ?? error.message) : (error.message || error.code || 'no answer')));
    return refused
      ? new MailDeliveryError('refused', `The mail server ${this.smtp.server} refused the message: ${detail}`)
      : new MailDeliveryError('unreachable', `The mail server ${this.smtp.server} could not be reached: ${detail}`);
  }

  /** Servers and libraries may echo what they were sent; the password is never part of an error. */
  private withoutSecrets(text: string): string {
    const pass = this.smtp.auth?.pass;
    return pass ? text.split(pass).join('[redacted]') : text;
  }
}

/** nodemailer's errors carry the server's answer when there was one. */
interface SmtpFailure extends Error {
  code?: string;
  response?: string;
  responseCode?: number;
}

/** The server answered and said no: wrong credentials, a refused sender or recipient, a refused message. */
const refusalCodes = new Set(['EAUTH', 'EENVELOPE', 'EMESSAGE', 'ENOAUTH']);

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);
