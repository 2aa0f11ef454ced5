import { z } from 'zod';
import { answerStatuses, bulkStatusMax, elementStates, limits, messages, structuredAnswerMessages } from '@gap/schema';
import { answerVersionMessages } from './answer-messages.js';

/** The answer's text (trimmed; absent and null read as empty, other types as not text): the status's justification. */
const answerText = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.answerEmpty : messages.answerNotText) })
  .trim()
  .max(limits.answerMax, messages.answerTooLong)
  .nullish();

const answerStatus = z.enum(answerStatuses, { error: structuredAnswerMessages.statusInvalid });

/** A person's state for one rubric element; the key is checked against the question's rubric by the service. */
const elementInput = z.object({
  rubricKey: z.string({ error: 'rubricKey must be text' }).trim().min(1, 'rubricKey must not be empty').max(100, 'rubricKey must be at most 100 characters'),
  state: z.enum(elementStates, { error: structuredAnswerMessages.elementStateInvalid }),
});
export type ElementInput = z.infer<typeof elementInput>;

export const saveAnswerInput = z.object({
  questionId: z.string({ error: messages.questionIdRequired }).trim().min(1, messages.questionIdRequired),
  answer: answerText,
  // Absent keeps the stored status (clients of SPEC's text-only call), null clears it.
  status: answerStatus.nullish(),
  // Only the elements given change; the others keep their stored state.
  elements: z.array(elementInput, { error: 'elements must be a list of {rubricKey, state}' }).max(20, 'At most 20 elements').optional(),
  // Clients only ever write manual answers; AI answers come from an analysis run (saveAiAnswer).
  source: z
    .unknown()
    .optional()
    .superRefine((value, ctx) => {
      if (value === 'ai') ctx.addIssue({ code: 'custom', message: messages.aiAnswerFromClient });
      else if (value !== undefined && value !== null && value !== 'manual') ctx.addIssue({ code: 'custom', message: messages.answerSourceInvalid });
    }),
  // Optional evidence a person cites: one of the project's documents (checked by the service, an id it cannot
  // find reads as not found) and a page or section in it.
  documentId: z.unknown().optional(),
  documentPage: z
    .number({ error: messages.evidencePageInvalid })
    .int(messages.evidencePageInvalid)
    .positive(messages.evidencePageInvalid)
    .max(2_147_483_647, messages.evidencePageInvalid)
    .nullish(),
  sectionLabel: z
    .string()
    .trim()
    .max(255, messages.evidenceSectionTooLong)
    .nullish()
    .transform((value) => value || null),
  // The version the person's edit started from (0: never answered); absent or null, the last write wins.
  expectedVersion: z
    .number({ error: answerVersionMessages.expectedVersionInvalid })
    .int(answerVersionMessages.expectedVersionInvalid)
    .min(0, answerVersionMessages.expectedVersionInvalid)
    .max(2_147_483_647, answerVersionMessages.expectedVersionInvalid)
    .nullish(),
});

export type SaveAnswerInput = z.infer<typeof saveAnswerInput>;

/** Many questions set to one status at once (a filtered list in the questionnaire). */
export const bulkStatusInput = z.object({
  questionIds: z
    .array(z.string({ error: structuredAnswerMessages.bulkQuestionsRequired }).trim().min(1).max(32), { error: structuredAnswerMessages.bulkQuestionsRequired })
    .min(1, structuredAnswerMessages.bulkQuestionsRequired)
    .max(bulkStatusMax, structuredAnswerMessages.bulkTooMany),
  status: answerStatus,
});
export type BulkStatusInput = z.infer<typeof bulkStatusInput>;

export const elementSuggestionsInput = z.object({
  questionId: z.string().trim().min(1, messages.questionIdRequired).max(32, messages.questionIdRequired),
  text: z.string().max(limits.answerMax, messages.answerTooLong),
});

export const testTypeInput = z.object({
  testType: z.string({ error: messages.testTypeRequired }).min(1, messages.testTypeRequired),
});
export type TestTypeInput = z.infer<typeof testTypeInput>;

/** One quoted passage of an AI answer (DESIGN section 5): verbatim, 20-300 characters, with its place in the document. */
const evidenceItem = z.object({
  documentId: z.number().int().positive(),
  documentName: z.string().min(1).max(255),
  page: z.number().int().positive().nullable(),
  section: z.string().max(255).nullable(),
  quote: z.string().min(20).max(300),
  rubricKey: z.string().min(1).max(100),
});

/** What an AI analysis found for one question; checked even though the caller is our own code. */
export const aiAnswerInput = z.object({
  answer: z.string().trim().min(1, messages.answerEmpty).max(limits.answerMax, messages.answerTooLong),
  coverage: z.number().min(0).max(1),
  evidence: z.array(evidenceItem).min(1).max(50),
  runId: z.number().int().positive().nullish(),
  /** Who wrote it: `openai:<model>` or `offline`. */
  engine: z.string().trim().min(1).max(100).nullish(),
});
export type AiAnswerInput = z.input<typeof aiAnswerInput>;
