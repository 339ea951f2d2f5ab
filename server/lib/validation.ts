import type { z } from 'zod';
import { HttpError } from './errors.ts';

/** Parses input with a shared Zod schema; on failure throws 400 with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fieldErrors[key] ??= issue.message;
  }
  const first = result.error.issues[0]!;
  const where = first.path.length ? `${first.path.join('.')}: ` : '';
  const message =
    first.code === 'invalid_type' && first.path.length ? `${where}${first.message}` : first.message;
  throw new HttpError(400, message, fieldErrors);
}

/** Parses a positive integer id from a path parameter; anything else answers 404 like a missing row. */
export function parseId(value: unknown, what = 'Not found'): number {
  const text = String(value ?? '');
  if (!/^[1-9][0-9]{0,9}$/.test(text)) throw new HttpError(404, what);
  const id = Number(text);
  if (id > 2_147_483_647) throw new HttpError(404, what);
  return id;
}
