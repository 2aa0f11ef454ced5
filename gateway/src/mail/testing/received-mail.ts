/** A message as the test SMTP server received it: envelope, decoded headers, and the text and HTML parts decoded. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** Top-level headers by lower-case name, unfolded, encoded words decoded (the last one of a repeated name). */
  headers: Record<string, string>;
  /** Every top-level header name in order, lower-case, repeats included (a header injected by a name would show here). */
  headerNames: string[];
  subject: string;
  text: string;
  html: string;
  /** The message exactly as sent (after the DATA command). */
  raw: string;
}

/** Just enough MIME for what nodemailer sends: one text part, or multipart/alternative of text and HTML. */
export function parseReceivedMail(envelope: ReceivedMail['envelope'], raw: string): ReceivedMail {
  const { headers, headerNames, body } = splitHeaders(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = splitHeaders(section.replace(/^\r?\n/, ''));
      parts.push({ type: part.headers['content-type'] ?? 'text/plain', content: decodeBody(part.body, part.headers['content-transfer-encoding']) });
    }
  } else {
    parts.push({ type: headers['content-type'] ?? 'text/plain', content: decodeBody(body, headers['content-transfer-encoding']) });
  }
  const partOf = (type: string) => parts.find((part) => part.type.toLowerCase().startsWith(type))?.content ?? '';
  return { envelope, headers, headerNames, subject: headers.subject ?? '', text: partOf('text/plain'), html: partOf('text/html'), raw };
}

function splitHeaders(raw: string): { headers: Record<string, string>; headerNames: string[]; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  const headerNames: string[] = [];
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headerNames.push(name);
    headers[name] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, headerNames, body };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); the space between two of them is not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, encoding = '7bit'): string {
  const content = body.replace(/\r?\n$/, '');
  if (/^base64$/i.test(encoding.trim())) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/^quoted-printable$/i.test(encoding.trim())) return decodeQuotedPrintable(content.replace(/=\r?\n/g, ''));
  return content;
}

/** Quoted-printable text is ASCII: each =XX is one byte of the UTF-8 original. */
function decodeQuotedPrintable(text: string): string {
  return Buffer.from(text.replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}
