import { limits, messages } from '@gap/schema';

export const allowedExtensions: readonly string[] = limits.projectDocumentExtensions;
export const allowedTypesText = allowedExtensions.join(', ');
/** The `accept` attribute of the file picker. */
export const acceptAttribute = allowedExtensions.join(',');

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** The SPEC 5 refusal of a file before it is sent, or undefined when it may be uploaded. */
export function uploadRefusal(file: { name: string; size: number }): string | undefined {
  if (!allowedExtensions.includes(extensionOf(file.name))) return messages.invalidFileType(file.name, allowedTypesText);
  if (file.size > limits.uploadMaxBytes) return messages.fileTooLarge(file.name);
  return undefined;
}

export type FileKind = 'pdf' | 'word' | 'spreadsheet' | 'other';

/** PDF, word/document, spreadsheet or other, from the MIME type and, failing that, the extension (SPEC 4/9). */
export function fileKindOf(type: string, name: string): FileKind {
  const extension = extensionOf(name);
  if (type === 'application/pdf' || extension === '.pdf') return 'pdf';
  if (/word|msword|opendocument\.text/.test(type) || extension === '.docx' || extension === '.doc') return 'word';
  if (/sheet|excel/.test(type) || extension === '.xlsx' || extension === '.xls') return 'spreadsheet';
  return 'other';
}

export const fileExtensionLabel = (name: string): string => extensionOf(name).slice(1).toUpperCase() || 'FILE';
