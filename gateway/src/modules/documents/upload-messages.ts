import { limits } from '@gap/schema';

/** Server-side refusal messages of a document upload (the ones the UI also checks live in @gap/schema). */
export const allowedTypesText = limits.projectDocumentExtensions.join(', ');

export const uploadMessages = {
  notMultipart: 'Expected a multipart/form-data request with one file in the field "file"',
  missingFile: 'No file received: send one file in the multipart field "file"',
  oneFilePerRequest: 'Upload one file per request',
  missingName: 'The uploaded file has no name',
  uploadInterrupted: 'The upload was interrupted before the file was complete',
  notValid: (file: string, kind: string) => `File ${file} is not a valid ${kind}`,
  damaged: (file: string, kind: string) => `File ${file} could not be read: it is not a readable ${kind} (the file may be damaged)`,
  encrypted: (file: string) => `File ${file} is password-protected: remove the password and upload it again`,
  tooManyParts: (file: string, max: number) => `File ${file} was refused: it contains more than ${max} parts`,
  expandsTooMuch: (file: string) => `File ${file} was refused: its compressed content expands too much (possible zip bomb)`,
  xmlDeclarations: (file: string) => `File ${file} was refused: it contains XML document type or entity declarations, which are not allowed`,
  tooManyPassages: (file: string, max: number) =>
    `File ${file} was refused: it holds more than ${max.toLocaleString('en-US')} separate passages of text. Split it into smaller documents and upload them one by one`,
  tooSlow: (file: string) => `File ${file} could not be read: processing it took too long`,
  parserCrashed: (file: string) => `File ${file} could not be read: processing it needed too many resources`,
  projectFull: (max: number) => `This project already has the most documents allowed (at most ${max} documents per project): delete one first`,
  noExtractor: (file: string) => `File ${file} was not stored: no server was free to read it; please upload it again in a few minutes`,
  storageFull: (file: string) => `File ${file} was refused: your storage quota is used up; delete documents to make room`,
} as const;
