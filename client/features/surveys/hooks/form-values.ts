/** Form values as the inputs hold them: text, one string per field. */
export type TextValues<K extends string> = Record<K, string>;

/** Blank (after trimming) text becomes null; everything else is kept (spec: empty strings are sent as null). */
export function emptyToNull<T extends Record<string, unknown>>(values: T): { [K in keyof T]: T[K] | null } {
  const out = {} as { [K in keyof T]: T[K] | null };
  for (const key of Object.keys(values) as (keyof T)[]) {
    const value = values[key];
    out[key] = typeof value === 'string' && value.trim() === '' ? null : value;
  }
  return out;
}

/** Text for the inputs from a stored row: null and undefined become '', numbers become their digits. */
export function toTextValues<K extends string>(
  keys: readonly K[],
  row: Partial<Record<K, unknown>> | null | undefined,
  defaults: Partial<Record<K, string>> = {},
): TextValues<K> {
  const out = {} as TextValues<K>;
  for (const key of keys) {
    const value = row?.[key];
    out[key] = value === null || value === undefined || value === '' ? (defaults[key] ?? '') : String(value);
  }
  return out;
}

/** True when any field holds non-blank text (auto-save only runs when some content exists). */
export function hasAnyContent(values: Record<string, unknown>): boolean {
  return Object.values(values).some((v) => (typeof v === 'string' ? v.trim() !== '' : v != null));
}

/** A follow-up date for the API: empty becomes null, otherwise an ISO date (YYYY-MM-DD). */
export function toIsoDate(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return text.slice(0, 10);
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString().slice(0, 10);
}
