import busboy from 'busboy';
import type { Request } from 'express';
import { limits, messages } from '@gap/schema';
import { answerRestBreach, watchBodyPace, type BodyPace } from '../../../http/body-pace.js';
import { PayloadTooLargeError, ValidationError } from '../../../lib/errors.js';
import { uploadMessages } from '../../documents/upload-messages.js';
import { discardRest } from '../../documents/upload-stream.js';
import { knowledgeMessages } from '../knowledge.inputs.js';
import type { ReceivedKnowledgeFile } from './knowledge-files.js';

const fileFields = new Set(['files', 'files[]']);
const batchMaxBytes = 100 * 1024 * 1024;

export const receiveMessages = {
  notMultipart: 'Expected a multipart/form-data request with files in the field "files"',
  batchTooLarge: 'The upload is larger than 100 MB in total: send fewer files at once',
} as const;

/**
 * Reads every file of a multipart request (field `files` or `files[]`) as it streams, at most 20 MB each
 * and 100 MB together, and answers them with their names, for the caller to vet as a batch. Files whose
 * name has a wrong extension are counted by name but never buffered.
 */
export function receiveFiles(req: Request, acceptsName: (name: string) => boolean, pace: BodyPace): Promise<{ files: ReceivedKnowledgeFile[]; names: string[] }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const files: ReceivedKnowledgeFile[] = [];
    const names: string[] = [];
    let total = 0;
    const refuse = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      discardRest(req);
      reject(error);
    };
    if (!req.is('multipart/form-data')) return reject(new ValidationError(receiveMessages.notMultipart));
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: limits.uploadMaxBytes + 1, files: limits.uploadMaxFiles, fields: 10, fieldSize: 1024, parts: limits.uploadMaxFiles + 10, headerPairs: 20 },
      });
    } catch {
      return reject(new ValidationError(receiveMessages.notMultipart));
    }
    watchBodyPace(req, req.res!, pace, answerRestBreach);
    parser.on('file', (field, stream, info) => {
      const name = displayName(info.filename ?? '');
      if (!fileFields.has(field) || !name) {
        stream.resume();
        return;
      }
      names.push(name);
      if (!acceptsName(name)) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > batchMaxBytes) return refuse(new PayloadTooLargeError(receiveMessages.batchTooLarge));
        chunks.push(chunk);
      });
      stream.on('limit', () => refuse(new PayloadTooLargeError(messages.fileTooLarge(name))));
      stream.on('end', () => {
        if (!stream.truncated) files.push({ filename: name, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => refuse(new ValidationError(knowledgeMessages.tooManyFiles(limits.uploadMaxFiles))));
    parser.on('error', () => refuse(new ValidationError(receiveMessages.notMultipart)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (names.length === 0) reject(new ValidationError(knowledgeMessages.noFiles));
      else resolve({ files, names });
    });
    req.on('error', () => refuse(new ValidationError(uploadMessages.uploadInterrupted)));
    req.on('close', () => {
      if (!req.complete) refuse(new ValidationError(uploadMessages.uploadInterrupted));
    });
    req.pipe(parser);
  });
}

/** No directories, no control characters, at most 255 characters. */
function displayName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  return base.replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/\s+/g, ' ').trim().slice(-255);
}
