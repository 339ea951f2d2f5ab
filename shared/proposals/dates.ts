// A proposal's dates: how long its prices hold by default, and the due date an RFP states (docs/decisions/036).

/** Days the prices hold after the proposal's date when nothing else says. */
export const DEFAULT_VALID_DAYS = 30;
/** Days the prices hold after an RFP's due date: public buyers award weeks after the responses are in. */
export const VALID_DAYS_AFTER_DUE = 90;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The calendar date (YYYY-MM-DD) an RFP's due-date text names: "January 15, 2027, 3:00 PM EST", "Jan. 15th 2027",
 * "1/15/2027" (US order) or "2027-01-15"; null when it names none.
 */
export function parseDueDate(text: string | null | undefined): string | null {
  if (!text) return null;
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /\b(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/.exec(text);
  if (us) {
    const year = Number(us[3]) < 100 ? 2000 + Number(us[3]) : Number(us[3]);
    return isoOf(year, Number(us[1]), Number(us[2]));
  }
  const named = /\b([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/.exec(text);
  if (named) {
    const month = MONTHS.indexOf(named[1]!.toLowerCase()) + 1;
    if (month > 0) return isoOf(Number(named[3]), month, Number(named[2]));
  }
  return null;
}

/** A YYYY-MM-DD date `days` later. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Valid-until once an RFP is analysed: 90 days after the due date it states, when the proposal's prices would
 * stop holding earlier; else the proposal's own date (null: no change).
 */
export function validUntilForRfp(
  dueDateText: string | null | undefined,
  validUntil: string | null,
): string | null {
  const due = parseDueDate(dueDateText);
  if (!due) return null;
  const wanted = addDays(due, VALID_DAYS_AFTER_DUE);
  return validUntil === null || validUntil < wanted ? wanted : null;
}
