import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { messages } from '@gap/schema';
import { answerRestBreach, watchBodyPace, type BodyPace } from '../../http/body-pace.js';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { uploadMessages } from './upload-messages.js';

export interface ReceivedFile {
  filename: string | undefined;
  bytes: Buffer;
}

export interface ReceiveOptions {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** Vets the client's file name before any byte of the file is read (throws to refuse). */
  checkName: (filename: string | undefined) => string;
  /** How fast the body must arrive from now on (408 and the connection closed otherwise). */
  pace: BodyPace;
}

/** Multipart framing around one file (boundaries, part headers, a few small fields) stays well below this. */
const framingAllowance = 64 * 1024;
/**
 * After a refusal the rest of the body is read and thrown away, so the client reliably receives the
 * answer (closing at once makes its next write draw a reset, which can swallow the answer). Past this
 * much, the connection is cut instead.
 */
const discardLimitBytes = 64 * 1024 * 1024;

/**
 * Reads the one file of a multipart/form-data request as it streams. Refusals happen as early as the
 * request allows: a bad name before the file's first byte, a declared Content-Length that cannot fit
 * before reading the body, a body that outgrows the limit at the first byte past it. Nothing beyond
 * maxBytes is ever held; once refused, the rest of the body is read and thrown away, never kept.
 */
export function receiveSingleFile(req: Request, options: ReceiveOptions): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let received: ReceivedFile | undefined;
    const refuse = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      discardRest(req);
      reject(error);
    };

    if (!req.is('multipart/form-data')) {
      reject(new ValidationError(uploadMessages.notMultipart));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as raw UTF-8; busboy's default (latin1) would garble them.
        defParamCharset: 'utf8',
        limits: { fileSize: options.maxBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 },
      });
    } catch {
      reject(new ValidationError(uploadMessages.notMultipart));
      return;
    }
    const declaredLength = Number(req.get('content-length') ?? 0);
    watchBodyPace(req, req.res!, options.pace, answerRestBreach);

    parser.on('file', (field, stream, info) => {
      if (field !== options.field) return refuse(new ValidationError(uploadMessages.missingFile));
      let name: string;
      try {
        name = options.checkName(info.filename);
      } catch (error) {
        return refuse(error as Error);
      }
      if (declaredLength > options.maxBytes + framingAllowance) return refuse(new PayloadTooLargeError(messages.fileTooLarge(name)));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => refuse(new PayloadTooLargeError(messages.fileTooLarge(name))));
      stream.on('end', () => {
        if (!stream.truncated) received = { filename: info.filename, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => refuse(new ValidationError(uploadMessages.oneFilePerRequest)));
    parser.on('error', () => refuse(new ValidationError(uploadMessages.notMultipart)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (received) resolve(received);
      else reject(new ValidationError(uploadMessages.missingFile));
    });
    // A body cut off (by its sender, or by the pace watcher) is the client's failure, not the server's.
    req.on('error', () => refuse(new ValidationError(uploadMessages.uploadInterrupted)));
    req.on('close', () => {
      if (!req.complete) refuse(new ValidationError(uploadMessages.uploadInterrupted));
    });
    req.pipe(parser);
  });
}

/** Reads and throws away the rest of a refused upload's body, so the client receives the answer (see above). */
export function discardRest(req: Request, limitBytes = discardLimitBytes): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > limitBytes) req.socket.destroy();
  });
  req.resume();
}

/** Collects an upload stream, stopping at the first byte past the limit (a GraphQL upload; graphql-upload enforces the limit too). */
export async function readUploadStream(stream: Readable, name: string, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new PayloadTooLargeError(messages.fileTooLarge(name));
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof PayloadTooLargeError || (error as { status?: number }).status === 413) throw new PayloadTooLargeError(messages.fileTooLarge(name));
    throw new ValidationError(uploadMessages.uploadInterrupted);
  }
  return Buffer.concat(chunks);
}
