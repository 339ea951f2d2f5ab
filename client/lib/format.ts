const usdFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const dateFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Whole-dollar USD, e.g. "$19,876". Accepts numbers or numeric strings; anything else shows "$0". */
export function formatUsd(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return usdFormatter.format(Number.isFinite(amount) ? amount : 0);
}

/** US-style date, e.g. "Jan 5, 2025"; an empty or invalid value gives the fallback. */
export function formatDate(value: string | number | Date | null | undefined, fallback = ''): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = value instanceof Date ? value : parseDate(value);
  return Number.isNaN(date.getTime()) ? fallback : dateFormatter.format(date);
}

// A bare "YYYY-MM-DD" is a calendar date: read it in local time so it never shifts by a day.
function parseDate(value: string | number): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-').map(Number);
    return new Date(year, month - 1, day);
  }
  return new Date(value);
}
