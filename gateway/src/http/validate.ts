import type { Request, Response } from 'express';
import type { z } from 'zod';
import { parseInput } from '../lib/validation.js';

type Part = 'params' | 'query' | 'body';
const parts = new Set<string>(['params', 'query', 'body']);

/**
 * What a route reads at the edge, in the order given: a zod schema for a request part (params, query, body),
 * or a loader for anything else the handler needs first (an owned project: a foreign one answers 404 before
 * the body is looked at, as the services always did).
 */
export type EdgeSpec<R> = { [K in Part]?: z.ZodType } & { [key: string]: z.ZodType | ((req: R) => unknown) };

/** The parsed parts and loaded values, typed by their schemas and loaders. */
export type EdgeInput<S> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.infer<S[K]> : S[K] extends (...args: never[]) => infer T ? Awaited<T> : never;
};

const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && 'safeParse' in value;

/**
 * Parses and loads the request's input before the handler runs, and hands it the typed result. A schema
 * failure is the ValidationError `parseInput` throws (400 `{ message }`, the first problem): the same answer
 * the services gave when they parsed it themselves.
 */
export function validate<R extends Request, S extends EdgeSpec<R>>(spec: S, handler: (req: R, res: Response, input: EdgeInput<S>) => unknown) {
  for (const [key, value] of Object.entries(spec)) {
    if (isSchema(value) && !parts.has(key)) throw new Error(`validate: a schema names a request part (params, query, body), not "${key}"`);
  }
  return async (req: R, res: Response): Promise<void> => {
    const input: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(spec)) {
      input[key] = isSchema(value) ? parseInput(value, req[key as Part]) : await (value as (req: R) => unknown)(req);
    }
    await handler(req, res, input as EdgeInput<S>);
  };
}
