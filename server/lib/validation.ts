import type { z } from 'zod';
import { labelOfFieldName } from '#shared/schemas/fields.ts';
import { HttpError } from './errors.ts';

/** Parses input with a shared Zod schema; on failure throws 400 with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  rejectInvalidText(input);
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

// PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate would be stored silently as U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds characters the database cannot store as sent (NUL, a lone surrogate). */
export function hasInvalidText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

// A path kept as a chain to its parent, so walking a deep body costs no copying per level.
interface PathLink {
  key: string;
  parent: PathLink | null;
}

function pathOf(link: PathLink | null): string[] {
  const parts: string[] = [];
  for (let at = link; at; at = at.parent) parts.push(at.key);
  return parts.reverse();
}

/** "facilityName" → "Facility name"; the last named segment of a path ("chemicals.0.name" → "Name"). */
function fieldLabel(path: string[]): string {
  const name = [...path].reverse().find((part) => !/^\d+$/.test(part));
  return name ? labelOfFieldName(name) : 'The request';
}

function reportNotAllowed(fieldErrors: Record<string, string>, link: PathLink | null): void {
  const path = pathOf(link);
  fieldErrors[path.join('.') || '_'] ??= `${fieldLabel(path)} contains characters that are not allowed`;
}

/**
 * Throws 400 naming every field (and key) whose text holds characters the database cannot store. It walks
 * without recursion, so a deeply nested body cannot overflow the stack.
 */
export function rejectInvalidText(input: unknown): void {
  const fieldErrors: Record<string, string> = {};
  const pending: Array<{ value: unknown; link: PathLink | null }> = [{ value: input, link: null }];
  while (pending.length > 0) {
    const { value, link } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasInvalidText(value)) reportNotAllowed(fieldErrors, link);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        // A refused key is reported on its parent: echoing the key itself would send the bad text back.
        if (hasInvalidText(key)) reportNotAllowed(fieldErrors, link);
        else pending.push({ value: inner, link: { key, parent: link } });
      }
    }
  }
  const keys = Object.keys(fieldErrors).sort();
  if (keys.length === 0) return;
  const sorted = Object.fromEntries(keys.map((key) => [key, fieldErrors[key]!]));
  throw new HttpError(400, sorted[keys[0]!]!, sorted);
}
