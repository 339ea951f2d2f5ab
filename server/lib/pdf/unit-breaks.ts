import LineBreaker from 'linebreak';

// Unicode line breaking allows a break after a slash, so pdfkit may end a line with "mg/" and start the next with
// "L". pdfkit asks this breaker (the same module instance it imports) for every break; the wrapped copy skips a
// break between a slash and a letter or digit that follows a letter, digit or µ, so "mg/L", "µS/cm" and "gal/yr"
// stay whole. A word too long for a line is still split by pdfkit itself.
const UNIT_CHAR = /[\p{L}\p{N}]/u;

let isKept = false;

/** Tells whether a break at `position` would split a slashed unit such as "mg/L". */
export function isInsideSlashedUnit(text: string, position: number): boolean {
  return (
    position >= 2 &&
    text[position - 1] === '/' &&
    UNIT_CHAR.test(text[position - 2] ?? '') &&
    UNIT_CHAR.test(text[position] ?? '')
  );
}

/** Makes pdfkit's line breaking keep slashed units whole, once per process; later calls do nothing. */
export function keepSlashedUnitsWhole(): void {
  if (isKept) return;
  isKept = true;
  const nextBreak = LineBreaker.prototype.nextBreak;
  LineBreaker.prototype.nextBreak = function nextBreakOutsideUnits(this: LineBreaker) {
    let found = nextBreak.call(this);
    while (found && !found.required && isInsideSlashedUnit(this.string, found.position))
      found = nextBreak.call(this);
    return found;
  };
}
