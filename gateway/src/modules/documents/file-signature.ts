import { UnsupportedMediaTypeError } from '../../lib/errors.js';
import { uploadMessages } from './upload-messages.js';
import type { AcceptedName } from './upload-policy.js';

const zipLocalHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const oleHeader = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const pdfHeader = Buffer.from('%PDF-', 'latin1');
/** Readers accept the PDF header anywhere in the first 1024 bytes (some generators prepend junk). */
const pdfHeaderWindow = 1024;

/** Where browsers sniff for markup: a PDF with HTML/SVG/XML markup here could be rendered as a page. */
const markupWindow = 4096;
const markup = /<(?:!doctype|html|head|body|script|svg|iframe|object|embed|meta|\?xml)\b/i;

/**
 * The bytes must be what the extension says (415 otherwise): the name alone proves nothing, and a file that
 * is also another format (an HTML/PDF polyglot) is refused. Office packages' parts are checked on opening.
 */
export function assertSignature(file: AcceptedName, bytes: Buffer): void {
  if (!hasSignature(file, bytes) || isPolyglot(file, bytes)) throw new UnsupportedMediaTypeError(uploadMessages.notValid(file.name, file.label));
}

function isPolyglot(file: AcceptedName, bytes: Buffer): boolean {
  return file.kind === 'pdf' && markup.test(bytes.toString('latin1', 0, markupWindow));
}

function hasSignature(file: AcceptedName, bytes: Buffer): boolean {
  switch (file.kind) {
    case 'pdf':
      return bytes.subarray(0, pdfHeaderWindow).includes(pdfHeader);
    case 'docx':
    case 'xlsx':
      // Required parts are checked by zip-inspection.ts once the archive is opened.
      return bytes.subarray(0, 4).equals(zipLocalHeader);
    case 'doc':
      return bytes.subarray(0, 8).equals(oleHeader);
  }
}
