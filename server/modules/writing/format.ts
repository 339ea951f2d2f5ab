import { formatDateUS } from '#shared/calc/format.ts';
import { formatNumber, formatUsd } from '#shared/calc/index.ts';
import { formatMeasure } from '#shared/report/format.ts';

// How a written proposal spells each kind of figure. The writers and the figure check use these, so what the
// built-in writer writes is exactly what the check reads back.

/** Whole dollars, "$12,345" (the product's currency format). */
export function dollars(amount: number): string {
  return formatUsd(amount);
}

/** A unit price with cents, "$2.85". */
export function unitPrice(amount: number): string {
  return `$${formatNumber(amount, 2)}`;
}

/** Whole gallons, "1,234,567 gallons" (a credit reads as its size). */
export function gallons(amount: number): string {
  return `${formatNumber(Math.abs(amount))} gallons`;
}

/** Whole pounds, "2,345 lb". */
export function pounds(amount: number): string {
  return `${formatNumber(Math.abs(amount))} lb`;
}

/** A treatment rate as stored, "2.5 lbs/1000gal"; null without one. */
export function treatmentRate(rate: number | null, unit: string): string | null {
  const value = formatMeasure(rate);
  return value === null ? null : `${value} ${unit}`;
}

/** A unit price with its unit, "$2.85 per pound"; null without a price. */
export function pricePer(amount: number | null, unit: string): string | null {
  return amount === null ? null : `${unitPrice(amount)} per ${unit}`;
}

/** A date like "Jan 5, 2025"; "" for none. */
export function usDate(date: string | null | undefined): string {
  return formatDateUS(date ?? null);
}
