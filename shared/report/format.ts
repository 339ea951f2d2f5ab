import { formatNumber } from '../calc/format.ts';
import { parsePositiveNumber } from '../calc/parse-number.ts';

/** Shown for a water-quality value nobody entered. */
export const NOT_TESTED = 'Not tested';
/** Shown when the survey names no current vendor. */
export const NO_VENDOR = 'None specified';

const MEASURE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Formats a measurement with thousands separators, up to 3 decimals and its unit ("5,000 gallons", "80%"); null when missing. */
export function formatMeasure(value: number | null | undefined, unit?: string | null): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const text = MEASURE.format(value);
  if (!unit) return text;
  return unit === '%' ? `${text}%` : `${text} ${unit}`;
}

// A bare typed number ("1800", "1,800", "12000.5"): the report adds its unit; anything else is shown as typed.
const BARE_NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** Shows a text field that holds a measurement with its unit: "1800" reads "1,800 µS/cm"; other text stays as typed. */
export function formatTypedMeasure(text: string | null | undefined, unit: string): string | null {
  const value = text?.trim();
  if (!value) return null;
  return BARE_NUMBER.test(value) ? formatMeasure(Number(value.replaceAll(',', '')), unit) : value;
}

/** Cycles of concentration by conductivity: bleed setpoint (text) / conductivity to 2 decimals; null unless both are above 0. */
export function cyclesByConductivity(
  bleedSetpoint: string | number | null | undefined,
  conductivity: number | null | undefined,
): string | null {
  const bleed = parsePositiveNumber(bleedSetpoint);
  const water = parsePositiveNumber(conductivity);
  if (bleed === null || water === null) return null;
  return formatNumber(bleed / water, 2);
}

/** The current vendor, or "None specified" when blank. */
export function vendorDisplay(vendor: string | null | undefined): string {
  return vendor?.trim() || NO_VENDOR;
}

/** A short, safe file name for a facility's report ("st-marys-regional-medical-center-survey-report.pdf"). */
export function reportFileName(facilityName: string, fallback = 'facility'): string {
  const slug = facilityName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return `${slug || fallback}-survey-report.pdf`;
}
