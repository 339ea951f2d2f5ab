// A leading number: optional sign, optional dollar sign, digits with optional comma thousands groups,
// optional decimals and exponent. Whatever follows (a unit) is ignored unless it makes the number ambiguous.
const LEADING_NUMBER = /^([+-]?)\$?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(e[+-]?\d+)?/i;

// "1,5" or "1.2.3" or "1,5000" could be read more than one way, so they read as not given.
const AMBIGUOUS_REST = /^(?:[.,]?\d)/;

/** Reads a number from a number, numeric text or text with a unit ("1,500 µS/cm" -> 1500); null when unreadable. */
export function parseLooseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = LEADING_NUMBER.exec(text);
  if (!match) return null;
  if (AMBIGUOUS_REST.test(text.slice(match[0].length))) return null;
  const [, sign, digits, exponent = ''] = match;
  const parsed = Number(`${sign}${digits.replaceAll(',', '')}${exponent}`);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Reads a loose number that counts as given only when above 0 (flow rates, meters, setpoints). */
export function parsePositiveNumber(value: unknown): number | null {
  const parsed = parseLooseNumber(value) ?? 0;
  return parsed > 0 ? parsed : null;
}
