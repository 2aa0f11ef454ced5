import path from 'node:path';
import { limits, messages } from '@gap/schema';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../lib/errors.js';
import type { DocumentKind } from './extraction/extraction-runner.js';
import { allowedTypesText, uploadMessages } from './upload-messages.js';

export interface KindInfo {
  kind: DocumentKind;
  /** Stored as the document's type: derived from the verified kind, never from the client's claim. */
  mimeType: string;
  /** How messages name the kind. */
  label: string;
}

const kinds: Record<string, KindInfo> = {
  '.pdf': { kind: 'pdf', mimeType: 'application/pdf', label: 'PDF document' },
  '.docx': { kind: 'docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word document (.docx)' },
  '.doc': { kind: 'doc', mimeType: 'application/msword', label: 'Word 97-2003 document (.doc)' },
  '.xlsx': { kind: 'xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel workbook (.xlsx)' },
};

export interface AcceptedName extends KindInfo {
  /** The display name: no directories, no control characters, at most 255 characters. */
  name: string;
}

const nameMax = 255;

/** Checks a client file name before any byte is read: 400 without a name, 415 for a type not allowed. */
export function acceptFileName(raw: string | undefined): AcceptedName {
  const name = displayName(raw ?? '');
  if (!name) throw new ValidationError(uploadMessages.missingName);
  const extension = path.extname(name).toLowerCase();
  const allowed = (limits.projectDocumentExtensions as readonly string[]).includes(extension);
  const info = allowed ? kinds[extension] : undefined;
  if (!info) throw new UnsupportedMediaTypeError(messages.invalidFileType(name, allowedTypesText));
  return { ...info, name };
}

/** 400 for an empty file, 413 above the upload limit. */
export function assertFileSize(name: string, size: number): void {
  if (size === 0) throw new ValidationError(messages.fileEmpty(name));
  if (size > limits.uploadMaxBytes) throw new PayloadTooLargeError(messages.fileTooLarge(name));
}

function displayName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/\s+/g, ' ').trim();
  if (clean.length <= nameMax) return clean;
  const ext = path.extname(clean);
  return clean.slice(0, nameMax - ext.length) + ext;
}
