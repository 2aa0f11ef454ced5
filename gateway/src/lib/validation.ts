import { z } from 'zod';
import { ValidationError } from './errors.js';

/** Parses input at a service boundary; the first problem becomes the message, every problem is kept per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new ValidationError(result.error.issues[0]?.message ?? 'Invalid input', fields);
}

/** A body that may be absent (nothing sent) reads as `{}`, so the answer names the missing field. */
export const bodyOrEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? {}, schema);
