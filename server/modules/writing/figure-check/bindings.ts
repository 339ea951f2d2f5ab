import { z } from 'zod';
import type { WritingBrief } from '../brief.ts';
import type { FigureRole } from './known.ts';
import { TOTAL_SUBJECT } from './known.ts';
import type { FigureKind } from './scan.ts';

// Figure binding (docs/decisions/037): the text stores figures as written, and the proposal keeps, per program
// figure (a product's annual cost, the total, the cycles...), the values the text was checked against. After a
// change to the survey or a chemical, a figure the text still states at an earlier value of exactly one program
// figure is rewritten to that figure's value now, wherever it stands and whoever wrote it.

/** What a bound figure measures: the figure check's kinds, and cycles of concentration. */
export type BoundKind = FigureKind | 'cycles';

/** One program figure the text may state, named by a key that stays the same when its value changes. */
export interface BoundFigure {
  key: string;
  kind: BoundKind;
  value: number;
  /** The product or system it belongs to, "total", or null (target figures, cycles). */
  subject: string | null;
  role: FigureRole | 'cycles';
}

/** How many values of one figure are remembered (the value now first). */
const HISTORY = 8;

/** The stored bindings: per key, its kind and its values, the latest first. */
export const FigureBindingsSchema = z.record(
  z.string().max(600),
  z.object({
    kind: z.enum(['usd', 'gal', 'lb', 'cycles']),
    values: z.array(z.number()).max(HISTORY),
  }),
);
export type FigureBindings = z.infer<typeof FigureBindingsSchema>;

/** The stored bindings, or none when the column is empty or not of this shape (never trusted blindly). */
export function readBindings(stored: unknown): FigureBindings {
  const parsed = FigureBindingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}

/** Every program figure of the brief that the text may state, each under its key. */
export function collectBoundFigures(brief: WritingBrief): BoundFigure[] {
  const { program } = brief;
  const figures: BoundFigure[] = [];
  const add = (
    key: string,
    kind: BoundKind,
    value: number | null,
    subject: string | null,
    role: BoundFigure['role'],
  ) => {
    if (value !== null && Number.isFinite(value))
      figures.push({ key, kind, value: Math.abs(value), subject, role });
  };
  for (const chemical of program.chemicals) {
    const at = `chemical:${chemical.name}`;
    add(`${at}:annual`, 'usd', chemical.annualCost, chemical.name, 'annual');
    add(`${at}:unit-price`, 'usd', chemical.unitCost, chemical.name, 'unit-price');
    add(`${at}:pounds`, 'lb', chemical.lbsPerYear, chemical.name, 'usage');
    add(`${at}:gallons`, 'gal', chemical.gallonsPerYear, chemical.name, 'usage');
    add(`${at}:makeup`, 'gal', chemical.makeupGallonsPerYear, chemical.name, 'makeup');
  }
  for (const system of brief.systems) {
    add(`system:${system.name}:makeup`, 'gal', system.makeupGallonsPerYear, system.name, 'makeup');
  }
  add('total:annual', 'usd', program.totalAnnualCost, TOTAL_SUBJECT, 'annual');
  add('total:monthly', 'usd', program.monthlyCost, TOTAL_SUBJECT, 'monthly');
  add('total:makeup', 'gal', program.totalMakeupGallonsPerYear, TOTAL_SUBJECT, 'makeup');
  const target = program.target;
  if (target) {
    add('target:annual', 'usd', target.target.annualCost, null, 'target');
    add('target:saved', 'usd', target.costSavedPerYear, null, 'target');
    add('target:makeup', 'gal', target.target.makeupGallonsPerYear, null, 'target');
    add('target:water-saved', 'gal', target.waterSavedGallonsPerYear, null, 'target');
  }
  add('cycles', 'cycles', program.cycles.value, null, 'cycles');
  add('target:cycles', 'cycles', program.targetCycles, null, 'cycles');
  return figures;
}

/** The bindings after the text was brought to these figures: each figure's value now, then its earlier ones. */
export function bindFigures(previous: FigureBindings, figures: BoundFigure[]): FigureBindings {
  const next: FigureBindings = {};
  for (const figure of figures) {
    const earlier = previous[figure.key]?.kind === figure.kind ? previous[figure.key]!.values : [];
    next[figure.key] = {
      kind: figure.kind,
      values: [figure.value, ...earlier.filter((value) => value !== figure.value)].slice(0, HISTORY),
    };
  }
  return next;
}

/** True when the two bindings hold the same figures and values (jsonb does not keep key order). */
export function isSameBindings(a: FigureBindings, b: FigureBindings): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const other = b[key];
    const mine = a[key]!;
    return (
      other !== undefined &&
      other.kind === mine.kind &&
      other.values.length === mine.values.length &&
      other.values.every((value, index) => value === mine.values[index])
    );
  });
}
