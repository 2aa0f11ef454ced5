import type { Request, Response } from 'express';
import type { z } from 'zod';
import { parseInput } from '../lib/validation.js';

/** What a route parses at the edge: any of the path parameters, the query string and the body. */
export interface EdgeSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** The parsed parts, typed by their schemas. */
export type EdgeInput<S extends EdgeSchemas> = { [K in keyof S]: S[K] extends z.ZodType ? z.infer<S[K]> : never };

const parts = ['params', 'query', 'body'] as const;

/**
 * Parses the request's parts before the handler runs and hands it the typed result. A failure is the
 * ValidationError `parseInput` throws (400 `{ message }`, the first problem), the same answer services gave
 * when they parsed. Parts are checked in path, query, body order.
 */
export function validate<S extends EdgeSchemas, R extends Request = Request>(schemas: S, handler: (req: R, res: Response, input: EdgeInput<S>) => unknown) {
  return async (req: R, res: Response): Promise<void> => {
    const input: Partial<Record<(typeof parts)[number], unknown>> = {};
    for (const part of parts) {
      const schema = schemas[part];
      if (schema) input[part] = parseInput(schema, req[part]);
    }
    await handler(req, res, input as EdgeInput<S>);
  };
}
