/** The largest id a PostgreSQL serial column can hold. */
export const MAX_RECORD_ID = 2_147_483_647;

/** Reads a record id from a route parameter or query value: a positive whole number, else null. */
export function parseRecordId(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_RECORD_ID ? id : null;
}
