import { z } from 'zod';
import { PROPOSAL_STATUSES, SURVEY_STATUSES, valuesOf } from '../enums.ts';

/** Rows in a page when the client does not say (docs/decisions/015-paging-lists.md). */
export const PAGE_SIZE_DEFAULT = 50;
/** The most rows one page may hold. */
export const PAGE_SIZE_MAX = 100;
/** The 400 message for a cursor this API did not give out. */
export const INVALID_CURSOR_MESSAGE = 'Invalid cursor: start again from the first page';

/** A position in a list ordered newest first: the last row's exact created_at (UTC, microseconds) and id. */
export interface PageCursor {
  createdAt: string;
  id: number;
}

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~([1-9]\d{0,9})$/;
const MAX_ID = 2_147_483_647;

function toBase64Url(text: string): string {
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  try {
    return atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
}

/** Turns a position into the opaque cursor string the API hands out. */
export function encodeCursor(cursor: PageCursor): string {
  return toBase64Url(`${cursor.createdAt}~${cursor.id}`);
}

/** Reads a cursor string back into a position, or null when it is not one this API could have made. */
export function decodeCursor(text: string): PageCursor | null {
  const match = CURSOR_TEXT.exec(fromBase64Url(text) ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  if (id > MAX_ID || Number.isNaN(Date.parse(match[1]!))) return null;
  return { createdAt: match[1]!, id };
}

/** `?limit=&cursor=`: every paged list reads these two the same way. */
export const PageQuerySchema = z.object({
  limit: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce
      .number({ error: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
      .int(`limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
      .min(1, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
      .max(PAGE_SIZE_MAX, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
      .default(PAGE_SIZE_DEFAULT),
  ),
  cursor: z
    .string({ error: INVALID_CURSOR_MESSAGE })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      const cursor = decodeCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_CURSOR_MESSAGE });
      return cursor ?? undefined;
    }),
});
export type PageQuery = z.output<typeof PageQuerySchema>;

const searchText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  z.string({ error: 'q must be text' }).max(100, 'q must be at most 100 characters').optional(),
);

/** `?status=a&status=b` (or one value): the statuses to keep, undefined for all. */
function statusFilter<T extends [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? [v] : v),
    z
      .array(z.enum(values, { error: message }), { error: message })
      .max(values.length, message)
      .optional(),
  );
}

/** GET /api/surveys query: a page, optionally only some statuses and only facilities matching `q`. */
export const SurveyListQuerySchema = PageQuerySchema.extend({
  q: searchText,
  status: statusFilter(valuesOf(SURVEY_STATUSES), 'status must be draft, in_progress, completed or final'),
});
export type SurveyListQuery = z.output<typeof SurveyListQuerySchema>;

/** The longest look back for the customer's recent answers (`answeredWithinDays`). */
export const ANSWERED_WITHIN_DAYS_MAX = 90;
const ANSWERED_DAYS_MESSAGE = `answeredWithinDays must be a whole number from 1 to ${ANSWERED_WITHIN_DAYS_MAX}`;

/**
 * GET /api/proposals query: a page, optionally only some statuses (the dashboard wants draft and sent) and only the
 * proposals the customer accepted or declined on the public page in the last N days (docs/decisions/040).
 */
export const ProposalListQuerySchema = PageQuerySchema.extend({
  status: statusFilter(valuesOf(PROPOSAL_STATUSES), 'status must be draft, sent, accepted or rejected'),
  answeredWithinDays: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: ANSWERED_DAYS_MESSAGE })
      .int(ANSWERED_DAYS_MESSAGE)
      .min(1, ANSWERED_DAYS_MESSAGE)
      .max(ANSWERED_WITHIN_DAYS_MAX, ANSWERED_DAYS_MESSAGE)
      .optional(),
  ),
});
export type ProposalListQuery = z.output<typeof ProposalListQuerySchema>;
