import path from 'node:path';
import { limits, messages } from '@gap/schema';
import { PayloadTooLargeError, UnprocessableError, UnsupportedMediaTypeError, ValidationError } from '../../../lib/errors.js';
import type { SourceSection } from '../chunking.js';
import { knowledgeMessages } from '../knowledge.inputs.js';
import { markdownSections } from './markdown.js';

export interface ReceivedKnowledgeFile {
  filename: string;
  bytes: Buffer;
}

export interface ReadFile {
  name: string;
  title: string;
  sections: SourceSection[];
}

/** Reads a PDF into one section per page (the documents module's worker-thread extractor). */
export interface PdfReader {
  read(bytes: Uint8Array): Promise<SourceSection[]>;
  /** Ends the threads kept for the next file (the gateway is stopping). */
  close(): Promise<void>;
}

/** Every bad name of the batch in one message (SPEC 5), before anything is read. */
export function assertKnowledgeNames(names: string[]): void {
  const invalid = names.filter((name) => !(limits.knowledgeExtensions as readonly string[]).includes(path.extname(name).toLowerCase()));
  if (invalid.length) throw new UnsupportedMediaTypeError(knowledgeMessages.invalidTypes(invalid));
}

/**
 * Checks and reads one file: size, then content against its extension (a PDF header; UTF-8 text without
 * NUL bytes), then its text. Throws with the file's name; the caller stores nothing of a failed batch.
 */
export async function readKnowledgeFile(file: ReceivedKnowledgeFile, pdf: PdfReader): Promise<ReadFile> {
  const name = file.filename;
  if (file.bytes.length === 0) throw new ValidationError(messages.fileEmpty(name));
  if (file.bytes.length > limits.uploadMaxBytes) throw new PayloadTooLargeError(messages.fileTooLarge(name));
  const extension = path.extname(name).toLowerCase();
  const base = path.basename(name, extension);
  let read: ReadFile;
  if (extension === '.pdf') {
    if (!file.bytes.subarray(0, 1024).includes(Buffer.from('%PDF-', 'latin1'))) throw new UnsupportedMediaTypeError(knowledgeMessages.notPdf(name));
    let sections: SourceSection[];
    try {
      sections = await pdf.read(file.bytes);
    } catch {
      throw new UnprocessableError(knowledgeMessages.unreadable(name));
    }
    read = { name, title: base, sections };
  } else {
    const text = utf8(file.bytes);
    if (text === undefined) throw new UnsupportedMediaTypeError(knowledgeMessages.notText(name));
    read = extension === '.txt' ? { name, title: base, sections: [{ heading: null, text }] } : { name, ...markdownSections(text, base) };
  }
  if (!read.sections.some((s) => /[\p{L}\p{N}]/u.test(s.text))) throw new UnprocessableError(knowledgeMessages.noText(name));
  return read;
}

function utf8(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}
