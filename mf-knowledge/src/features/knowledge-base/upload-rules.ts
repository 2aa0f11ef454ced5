import { limits, messages } from '@gap/schema';
import { knowledgeText } from './knowledge-messages';

export const knowledgeExtensions: readonly string[] = limits.knowledgeExtensions;
/** The `accept` attribute of the file picker. */
export const acceptAttribute = knowledgeExtensions.join(',');

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

export interface SelectionCheck<F> {
  accepted: F[];
  /** Toast title and text for each refusal of this selection (SPEC 5 wording). */
  refusals: { title: string; text: string }[];
}

/** SPEC 5/9: only .pdf, .md, .markdown and .txt files of at most 20 MB are kept. */
export function checkSelection<F extends { name: string; size: number }>(files: readonly F[]): SelectionCheck<F> {
  const wrongType = files.filter((file) => !knowledgeExtensions.includes(extensionOf(file.name)));
  const tooLarge = files.filter((file) => !wrongType.includes(file) && file.size > limits.uploadMaxBytes);
  const refusals = [
    ...(wrongType.length > 0 ? [{ title: knowledgeText.invalidTypesTitle, text: knowledgeText.invalidTypes(wrongType.map((f) => f.name)) }] : []),
    ...tooLarge.map((file) => ({ title: knowledgeText.uploadFailed, text: messages.fileTooLarge(file.name) })),
  ];
  return { accepted: files.filter((file) => !wrongType.includes(file) && !tooLarge.includes(file)), refusals };
}
