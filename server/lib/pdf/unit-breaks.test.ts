import LineBreaker from 'linebreak';
import { expect, test } from 'vitest';
import { isInsideSlashedUnit, keepSlashedUnitsWhole } from './unit-breaks.ts';

function breakPositions(text: string): number[] {
  const breaker = new LineBreaker(text);
  const positions: number[] = [];
  for (let found = breaker.nextBreak(); found; found = breaker.nextBreak()) positions.push(found.position);
  return positions;
}

test('a slash between letters or digits is inside a unit; one before a space or after a space is not', () => {
  expect(isInsideSlashedUnit('207 mg/L', 7)).toBe(true);
  expect(isInsideSlashedUnit('1,250 µS/cm', 9)).toBe(true);
  expect(isInsideSlashedUnit('and/ or', 4)).toBe(false);
  expect(isInsideSlashedUnit('a /b', 3)).toBe(false);
});

test('pdfkit’s line breaker no longer offers a break inside "mg/L", and keeps every other break', () => {
  const text = 'Calcium hardness 207 mg/L as CaCO3 and/ or 1,250 µS/cm';
  const before = breakPositions(text);
  expect(before).toContain(text.indexOf('mg/L') + 3);
  keepSlashedUnitsWhole();
  keepSlashedUnitsWhole();
  const after = breakPositions(text);
  expect(after).not.toContain(text.indexOf('mg/L') + 3);
  expect(after).not.toContain(text.indexOf('µS/cm') + 3);
  expect(after).toEqual(before.filter((p) => !isInsideSlashedUnit(text, p)));
  expect(after).toContain(text.indexOf('and/') + 5);
});
