import { formatDateUS, formatUsd as formatWholeUsd } from '#shared/calc/format.ts';

/** Whole-dollar USD, e.g. "$19,876". Accepts numbers or numeric strings (money columns); anything else shows "$0". */
export function formatUsd(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return formatWholeUsd(Number.isFinite(amount) ? amount : 0);
}

/** US-style date, e.g. "Jan 5, 2025" (calendar dates never shift a day); an empty or invalid value gives the fallback. */
export function formatDate(value: string | number | Date | null | undefined, fallback = ''): string {
  const date = typeof value === 'number' ? new Date(value) : value;
  return formatDateUS(date) || fallback;
}

/** A unit price with cents ("$2.65"), as a price book quotes it; "" when there is none. */
export function formatUnitPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `$${value.toFixed(2)}`;
}
