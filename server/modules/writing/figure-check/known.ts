import { parseLooseNumber } from '#shared/calc/index.ts';
import type { WritingBrief } from '../brief.ts';
import { type FigureKind, scanFigures } from './scan.ts';

// The figures a proposal may state: the engine's program (per product and in total), the survey's own
// measurements, the RFP's numbers and figures quoted from text the rep or the customer wrote.

/** What a known figure is, so a wrong one can be put right by its context. */
export type FigureRole =
  | 'annual'
  | 'monthly'
  | 'unit-price'
  | 'usage'
  | 'makeup'
  | 'rate'
  | 'target'
  | 'survey'
  | 'rfp'
  | 'quoted';

/** One figure the text may state. */
export interface KnownFigure {
  kind: FigureKind;
  value: number;
  role: FigureRole;
  /** The product or system it belongs to, "total" for program totals, null for figures of no one subject. */
  subject: string | null;
}

/** Roles that belong to no product or total and may appear beside any of them. */
export const NEUTRAL_ROLES: ReadonlySet<FigureRole> = new Set(['survey', 'rfp', 'quoted', 'target']);

/** The subject name of the program's totals. */
export const TOTAL_SUBJECT = 'total';

function rateKind(unit: string): FigureKind | null {
  if (unit === 'lbs/1000gal') return 'lb';
  if (unit === 'gal/day') return 'gal';
  return null;
}

function pushQuoted(figures: KnownFigure[], text: string | null | undefined): void {
  if (!text) return;
  for (const line of text.split(/\r?\n/)) {
    for (const found of scanFigures(line)) {
      figures.push({
        kind: found.kind,
        value: found.value * found.multiplier,
        role: 'quoted',
        subject: null,
      });
    }
  }
}

function pushProgram(figures: KnownFigure[], brief: WritingBrief): void {
  const { program } = brief;
  for (const chemical of program.chemicals) {
    const subject = chemical.name;
    figures.push(
      { kind: 'usd', value: chemical.annualCost, role: 'annual', subject },
      { kind: 'lb', value: chemical.lbsPerYear, role: 'usage', subject },
      { kind: 'gal', value: chemical.gallonsPerYear, role: 'usage', subject },
      { kind: 'gal', value: chemical.makeupGallonsPerYear, role: 'makeup', subject },
    );
    if (chemical.unitCost !== null) {
      figures.push({ kind: 'usd', value: chemical.unitCost, role: 'unit-price', subject });
    }
    const kind = rateKind(chemical.rateUnit);
    if (kind && chemical.treatmentRate !== null) {
      figures.push({ kind, value: chemical.treatmentRate, role: 'rate', subject });
    }
  }
  figures.push(
    { kind: 'usd', value: program.totalAnnualCost, role: 'annual', subject: TOTAL_SUBJECT },
    { kind: 'usd', value: program.monthlyCost, role: 'monthly', subject: TOTAL_SUBJECT },
    { kind: 'gal', value: program.totalMakeupGallonsPerYear, role: 'makeup', subject: TOTAL_SUBJECT },
  );
  const target = program.target;
  if (target) {
    const values: [FigureKind, number | null][] = [
      ['usd', target.target.annualCost],
      ['usd', target.costSavedPerYear],
      ['gal', target.target.makeupGallonsPerYear],
      ['gal', target.waterSavedGallonsPerYear],
    ];
    for (const [kind, value] of values) {
      if (value !== null) figures.push({ kind, value: Math.abs(value), role: 'target', subject: null });
    }
  }
}

function pushSurvey(figures: KnownFigure[], brief: WritingBrief): void {
  for (const system of brief.systems) {
    figures.push({
      kind: 'gal',
      value: Math.abs(system.makeupGallonsPerYear),
      role: 'makeup',
      subject: system.name,
    });
    for (const spec of system.specs) {
      const [label = '', value = ''] = spec.split(': ');
      const number = parseLooseNumber(value);
      if (number === null) continue;
      if (/steam rate/i.test(label))
        figures.push({ kind: 'lb', value: number, role: 'survey', subject: null });
      if (/flow rate|make-up meter|water volume/i.test(label)) {
        figures.push({ kind: 'gal', value: number, role: 'survey', subject: null });
      }
    }
    for (const text of [system.name, system.manufacturer, system.model, system.location, system.comments]) {
      pushQuoted(figures, text);
    }
    for (const chemical of system.currentChemicals) pushQuoted(figures, chemical.description);
  }
  const { steamRateLbPerHour, closedLoopVolumeGallons } = brief.program;
  if (steamRateLbPerHour !== null) {
    figures.push({ kind: 'lb', value: steamRateLbPerHour, role: 'survey', subject: null });
  }
  if (closedLoopVolumeGallons !== null) {
    figures.push({ kind: 'gal', value: closedLoopVolumeGallons, role: 'survey', subject: null });
  }
  pushQuoted(figures, brief.water?.notes);
  const notes = brief.observations;
  pushQuoted(figures, notes?.systemObservations);
  pushQuoted(figures, notes?.recommendations);
  pushQuoted(figures, notes?.followUpTasks);
  for (const chemical of brief.program.chemicals) pushQuoted(figures, chemical.description);
  pushQuoted(figures, brief.customDetails);
}

const RFP_KIND: Record<string, FigureKind> = {
  usd: 'usd',
  $: 'usd',
  gallons: 'gal',
  gallon: 'gal',
  gal: 'gal',
  lb: 'lb',
  lbs: 'lb',
  pounds: 'lb',
};

function pushRfp(figures: KnownFigure[], brief: WritingBrief): void {
  const rfp = brief.rfp;
  if (!rfp) return;
  for (const numeric of rfp.numericRequirements) {
    const kind = RFP_KIND[numeric.unit.toLowerCase()];
    for (const value of [numeric.min, numeric.max]) {
      if (kind && value !== null) figures.push({ kind, value, role: 'rfp', subject: null });
    }
    pushQuoted(figures, numeric.text);
  }
  for (const requirement of rfp.identifiedRequirements) pushQuoted(figures, requirement.text);
}

/** Every figure a proposal written from this brief may state, each with its role and subject. */
export function collectKnownFigures(brief: WritingBrief): KnownFigure[] {
  const figures: KnownFigure[] = [];
  pushProgram(figures, brief);
  pushSurvey(figures, brief);
  pushRfp(figures, brief);
  return figures;
}
