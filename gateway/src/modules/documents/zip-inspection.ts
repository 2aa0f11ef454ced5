import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { UnprocessableError, UnsupportedMediaTypeError } from '../../lib/errors.js';
import { uploadMessages } from './upload-messages.js';
import type { AcceptedName } from './upload-policy.js';

/** Bounds on an Office (zip) package, checked from the central directory before anything is inflated. */
export const zipLimits = {
  maxEntries: 2000,
  maxTotalUncompressedBytes: 200 * 1024 * 1024,
  /** Entries larger than this (uncompressed) may expand at most `maxRatio` times. */
  ratioCheckAboveBytes: 1024 * 1024,
  maxRatio: 100,
};

const requiredParts: Record<'docx' | 'xlsx', string[]> = {
  docx: ['[Content_Types].xml', 'word/document.xml'],
  xlsx: ['[Content_Types].xml', 'xl/workbook.xml'],
};

/**
 * Vets a DOCX/XLSX before any parser sees it: a readable zip with the parts of its kind (415 otherwise),
 * within the entry-count, size and compression-ratio bounds, and with no XML part that declares a
 * document type or entities (422). The last rule shuts out XXE and entity-expansion attacks whatever
 * the parsers downstream would do with them. Inflation happens in zlib's thread pool, never in one piece.
 */
export async function inspectOfficePackage(file: AcceptedName & { kind: 'docx' | 'xlsx' }, bytes: Buffer): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw new UnprocessableError(uploadMessages.damaged(file.name, file.label));
  }
  try {
    if (zip.entryCount > zipLimits.maxEntries) throw new UnprocessableError(uploadMessages.tooManyParts(file.name, zipLimits.maxEntries));
    const entries = await listEntries(zip, file);
    const names = new Set(entries.map((e) => e.fileName));
    if (!requiredParts[file.kind].every((part) => names.has(part))) throw new UnsupportedMediaTypeError(uploadMessages.notValid(file.name, file.label));
    for (const entry of entries) {
      if (!(await isSafeXmlPart(zip, entry))) throw new UnprocessableError(uploadMessages.xmlDeclarations(file.name));
    }
  } catch (error) {
    if (error instanceof UnprocessableError || error instanceof UnsupportedMediaTypeError) throw error;
    throw new UnprocessableError(uploadMessages.damaged(file.name, file.label));
  } finally {
    zip.close();
  }
}

/** Every entry, with the size and ratio bounds applied from the declared sizes (yauzl enforces them when reading). */
async function listEntries(zip: ZipFile, file: AcceptedName): Promise<Entry[]> {
  const entries: Entry[] = [];
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    if (entry.isEncrypted()) throw new UnprocessableError(uploadMessages.encrypted(file.name));
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    const tooDense = entry.uncompressedSize > zipLimits.ratioCheckAboveBytes && ratio > zipLimits.maxRatio;
    if (tooDense || total > zipLimits.maxTotalUncompressedBytes) throw new UnprocessableError(uploadMessages.expandsTooMuch(file.name));
    entries.push(entry);
  }
  return entries;
}

const utf8Bom = Buffer.from([0xef, 0xbb, 0xbf]);
/** Enough bytes to hold '<!' plus 'DOCTYPE' across a chunk boundary. */
const overlap = 9;

/** Parts parsers read as XML whatever their first bytes: scanned whole even when they do not start with '<'. */
const xmlNames = /\.(xml|rels|vml)$/i;

/**
 * False when an entry that is or looks like XML declares a DOCTYPE or an ENTITY anywhere in it, or is not
 * UTF-8 (Office writes UTF-8; refusing UTF-16 parts keeps the byte scan sound). Other binary entries are left unread.
 */
async function isSafeXmlPart(zip: ZipFile, entry: Entry): Promise<boolean> {
  if (entry.fileName.endsWith('/') || entry.uncompressedSize === 0) return true;
  const namedXml = xmlNames.test(entry.fileName);
  const stream: Readable = await zip.openReadStreamPromise(entry);
  let carry: Buffer = Buffer.alloc(0);
  let first = true;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (first) {
        first = false;
        const start = leadingKind(chunk);
        if (start === 'binary' && !namedXml) return true;
        if (start === 'utf16') return false;
      }
      const window = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      if (hasDeclaration(window)) return false;
      carry = window.subarray(Math.max(0, window.length - overlap));
    }
    return true;
  } finally {
    stream.destroy();
  }
}

function leadingKind(chunk: Buffer): 'xml' | 'utf16' | 'binary' {
  if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) return 'utf16';
  if ((chunk[0] === 0x3c && chunk[1] === 0x00) || (chunk[0] === 0x00 && chunk[1] === 0x3c)) return 'utf16';
  let i = chunk.subarray(0, 3).equals(utf8Bom) ? 3 : 0;
  while (i < chunk.length && (chunk[i] === 0x20 || chunk[i] === 0x09 || chunk[i] === 0x0a || chunk[i] === 0x0d)) i += 1;
  return chunk[i] === 0x3c ? 'xml' : 'binary';
}

/** '<!DOCTYPE' or '<!ENTITY' in any letter case. */
function hasDeclaration(bytes: Buffer): boolean {
  for (let at = bytes.indexOf('<!'); at !== -1; at = bytes.indexOf('<!', at + 2)) {
    const word = bytes.toString('latin1', at + 2, at + 9).toUpperCase();
    if (word.startsWith('DOCTYPE') || word.startsWith('ENTITY')) return true;
  }
  return false;
}
