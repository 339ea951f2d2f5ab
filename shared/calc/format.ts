const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Formats an amount as whole US dollars ("$91,454"); "" when it is not a finite number. */
export function formatUsd(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  return USD.format(amount);
}

// Making an Intl formatter costs far more than using one; PDFs format hundreds of figures.
const NUMBER_FORMATS = new Map<number, Intl.NumberFormat>();
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Formats a number with thousands separators and a fixed number of decimals (0 by default); "" when not finite. */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const digits = Math.min(Math.max(Math.trunc(decimals), 0), 20);
  let formatter = NUMBER_FORMATS.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    NUMBER_FORMATS.set(digits, formatter);
  }
  return formatter.format(value);
}

/**
 * Formats a date US style ("Jan 5, 2025"); date-only text such as "2025-01-05" is read in UTC so it never shifts a day,
 * other values in the given time zone (the runtime's own by default); "" for null or an invalid date.
 */
export function formatDateUS(value: Date | string | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const isDateOnly = typeof value === 'string' && DATE_ONLY.test(value.trim());
  const date = typeof value === 'string' ? new Date(value.trim()) : value;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return '';
  const zone = isDateOnly ? 'UTC' : timeZone;
  let formatter = DATE_FORMATS.get(zone ?? '');
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: zone,
    });
    DATE_FORMATS.set(zone ?? '', formatter);
  }
  return formatter.format(date);
}
