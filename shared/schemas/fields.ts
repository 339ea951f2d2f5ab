import { z } from 'zod';

/** Blank strings become null; other text is trimmed. */
export const optionalText = (max = 2000) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z.string().max(max, `Must be at most ${max} characters`).nullable().optional(),
  );

/** Required text with the given message. */
export const requiredText = (message: string, max = 500) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).min(1, message).max(max, `Must be at most ${max} characters`),
  );

interface NumberRule {
  min?: number;
  max?: number;
  int?: boolean;
  /** Minimum is exclusive (greater than). */
  gt?: boolean;
  message: string;
}

/** An optional number: blank or null becomes null; numbers and numeric strings are checked against the rule. */
export const optionalNumber = (rule: NumberRule) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return null;
      if (typeof v === 'string') {
        const n = Number(v.trim());
        return Number.isFinite(n) ? n : v;
      }
      return v;
    },
    z
      .number({ error: rule.message })
      .refine((n) => Number.isFinite(n), rule.message)
      .refine((n) => !rule.int || Number.isInteger(n), rule.message)
      .refine((n) => rule.min === undefined || (rule.gt ? n > rule.min : n >= rule.min), rule.message)
      .refine((n) => rule.max === undefined || n <= rule.max, rule.message)
      .nullable()
      .optional(),
  );

/** A date-only value (YYYY-MM-DD); ISO date-times are cut to their date; blank becomes null. */
export const optionalDate = (message = 'Please enter a valid date') =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return null;
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) return v.slice(0, 10);
      return v;
    },
    z
      .string({ error: message })
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), message)
      .nullable()
      .optional(),
  );

/** A positive integer id in a body. */
export const idField = (message = 'A valid id is required') =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

/** A field's name as a person reads it: "facilityName" → "Facility name", "follow_up" → "Follow up". */
export function labelOfFieldName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const SIZE_MESSAGE = 'Size must be a number';

/**
 * The body that asks for an upload link (a photo's, a logo's, an RFP's): the file's exact size in bytes is
 * required (the link is made for that size only); name and type are optional, since the bytes are checked when
 * they arrive.
 */
export const UploadRequestSchema = z.object({
  fileName: optionalText(255),
  contentType: optionalText(100),
  size: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z
      .number({ error: (issue) => (issue.input == null ? 'Size is required' : SIZE_MESSAGE) })
      .int(SIZE_MESSAGE)
      .min(1, 'The file is empty'),
  ),
});
