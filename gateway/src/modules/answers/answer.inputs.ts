import { z } from 'zod';
import { limits, messages } from '@gap/schema';

/** Text that must hold something after trimming; absent and null read as empty, other types as not text. */
const answerText = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.answerEmpty : messages.answerNotText) })
  .trim()
  .min(1, messages.answerEmpty)
  .max(limits.answerMax, messages.answerTooLong);

export const saveAnswerInput = z.object({
  questionId: z.string({ error: messages.questionIdRequired }).trim().min(1, messages.questionIdRequired),
  answer: answerText,
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
});

export type SaveAnswerInput = z.infer<typeof saveAnswerInput>;

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
});
export type AiAnswerInput = z.input<typeof aiAnswerInput>;
