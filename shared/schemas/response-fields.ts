import { z } from 'zod';

// Building blocks of the response schemas (docs/decisions/019-response-schemas-and-error-codes.md): the JSON
// the API sends, so dates are ISO strings and a missing value is null, never absent.

/** Text or null. */
export const nullableText = z.string().nullable();
/** A number or null. */
export const nullableNumber = z.number().nullable();
/** A database id. */
export const idValue = z.number().int();
/** A timestamp as the API sends it. */
export const isoTime = z.string().describe('ISO 8601 timestamp');
/** A calendar date as the API sends it. */
export const isoDate = z.string().describe('YYYY-MM-DD');
