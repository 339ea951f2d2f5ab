import { isFiniteNumber } from './round.ts';

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Formats an amount as whole US dollars ("$91,454"); "" when it is not a finite number. */
export function formatUsd(amount: number | null | undefined): string {
  if (!isFiniteNumber(amount)) return '';
  return USD.format(amount);
}

/**
 * A money figure as the API sends it (a number, or the spec's decimal text such as "1234.50") in whole US
 * dollars; "$0" when there is none. Screens that list proposals use it; `formatUsd` leaves a missing figure blank.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return USD.format(Number.isFinite(amount) ? amount : 0);
}

/** A unit price with cents ("$2.65"), as a price book quotes it; "" when there is none. */
export function formatUnitPrice(value: number | null | undefined): string {
  if (!isFiniteNumber(value)) return '';
  return `$${value.toFixed(2)}`;
}

// Making an Intl formatter costs far more than using one; PDFs format hundreds of figures.
const NUMBER_FORMATS = new Map<number, Intl.NumberFormat>();
// Keyed by the time zone asked for; undefined is the runtime's own.
const DATE_FORMATS = new Map<string | undefined, Intl.DateTimeFormat>();
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function cached<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** Formats a number with thousands separators and a fixed number of decimals (0 by default); "" when not finite. */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  if (!isFiniteNumber(value)) return '';
  const digits = Math.min(Math.max(Math.trunc(decimals), 0), 20);
  const formatter = cached(
    NUMBER_FORMATS,
    digits,
    () => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );
  return formatter.format(value);
}

/** A valid date and whether it was date-only text, which names a calendar day rather than a moment. */
function readDate(value: Date | string | null | undefined): { date: Date; isDateOnly: boolean } | null {
  if (typeof value === 'string') {
    const text = value.trim();
    return validDate(new Date(text), DATE_ONLY.test(text));
  }
  return value instanceof Date ? validDate(value, false) : null;
}

function validDate(date: Date, isDateOnly: boolean) {
  return Number.isNaN(date.getTime()) ? null : { date, isDateOnly };
}

/**
 * Formats a date US style ("Jan 5, 2025"); date-only text such as "2025-01-05" is read in UTC so it never shifts a day,
 * other values in the given time zone (the runtime's own by default); "" for null or an invalid date.
 */
export function formatDateUS(value: Date | string | null | undefined, timeZone?: string): string {
  const read = readDate(value);
  if (read === null) return '';
  // new Date('2025-01-05') is midnight UTC: shown in UTC it is that day in every time zone.
  const zone = read.isDateOnly ? 'UTC' : timeZone;
  const formatter = cached(
    DATE_FORMATS,
    zone,
    () =>
      new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: zone }),
  );
  return formatter.format(read.date);
}

/** A moment US style with its time ("Jan 5, 2025, 3:04 PM") in the runtime's zone; "" for null or an invalid date. */
export function formatDateTimeUS(value: Date | string | null | undefined): string {
  const read = readDate(value);
  return read === null ? '' : DATE_TIME_FORMAT.format(read.date);
}

/** How long ago a moment was, in words: "just now", "1 minute ago", "3 hours ago", "2 days ago". */
export function formatAge(thenMs: number, nowMs: number = Date.now()): string {
  const minutes = Math.floor(Math.max(0, nowMs - thenMs) / 60_000);
  if (minutes < 1) return 'just now';
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 1440
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return `${value} ${unit}${value === 1 ? '' : 's'} ago`;
}
