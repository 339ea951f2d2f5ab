import type { CyclesSource } from '../calc/cycles.ts';
import {
  type ChemicalInput,
  type ChemicalResult,
  formatNumber,
  parseLooseNumber,
  type SystemExplanation,
} from '../calc/index.ts';
import { LOOSE, MONEY } from './program-lines.ts';

// "Show the math" in words: the generator's panel and the proposal PDF's appendix read the same lines.

/** One labelled input or factor of a system's calculation. */
export interface MathStep {
  label: string;
  value: string;
  /** How the value was arrived at, shown small under it. */
  note?: string;
}

const gpm = (value: number | null) => `${formatNumber(value ?? 0, 2)} GPM`;
const hours = (value: number) => `${formatNumber(value)} h/yr`;
const percent = (factor: number) => `${formatNumber(factor * 100, 0)}%`;

function flowNote(system: SystemExplanation, capacityFactor: number): string {
  const pressure = system.pressureFactor === 1 ? '' : ` × ${system.pressureFactor}`;
  if (system.method === 'capacity')
    return `capacity ${formatNumber(system.capacity)} × load × ${capacityFactor}${pressure}`;
  if (system.method === 'flow-rate') return `flow rate × load${pressure}`;
  return 'needs a flow rate or a capacity';
}

function pressureText(system: SystemExplanation): string {
  if (system.pressure === null) return 'none (no pressure entered)';
  return `× ${system.pressureFactor} at ${formatNumber(system.pressure)} psi`;
}

/** The inputs and factors a system's make-up figure used, in the order they are applied. */
export function listMathSteps(system: SystemExplanation): MathStep[] {
  const steps: MathStep[] = [];
  const add = (label: string, value: string, note?: string) => steps.push({ label, value, note });
  switch (system.type) {
    case 'cooling-tower':
    case 'evaporative-condenser':
      add('Flow', gpm(system.flowGpm), flowNote(system, 3));
      add('Load', percent(system.loadFactor));
      add('Pressure factor', pressureText(system));
      add('Evaporation (1% of flow)', gpm(system.evaporationGpm));
      add(
        'Blowdown',
        system.blowdownIncluded ? gpm(system.blowdownGpm) : 'not included',
        system.blowdownIncluded ? `evaporation ÷ (${formatNumber(system.cycles, 2)} − 1)` : undefined,
      );
      add('Drift (0.2% of flow)', gpm(system.driftGpm));
      add('Cycles', system.cycles === null ? 'unknown' : formatNumber(system.cycles, 2));
      break;
    case 'boiler':
      if (system.method === 'make-up-meter') {
        add('Make-up meter', gpm(system.makeupMeterGpm));
      } else {
        add(
          'Steam rate',
          system.steamRate === null ? 'not entered' : `${formatNumber(system.steamRate)} lb/hr`,
        );
        add('Load', percent(system.loadFactor));
        add('Pressure factor', pressureText(system));
        add('Water', '8.34 lb/gal');
      }
      break;
    case 'chiller':
      add('Flow', gpm(system.flowGpm), flowNote(system, 2.4));
      add('Load', percent(system.loadFactor));
      add('Make-up', '0.1% of flow');
      break;
    case 'closed-loop':
      add('Flow', system.flowGpm === null ? 'not entered' : gpm(system.flowGpm));
      add('Load', percent(system.loadFactor));
      add('Loss factor', '10 × 0.0005');
      break;
    default:
      add('Make-up meter', system.makeupMeterGpm === null ? 'not entered' : gpm(system.makeupMeterGpm));
      if (system.type === 'softener') add('Regeneration factor', '× 1.2');
      if (system.isCredit) add('Return credit', '× 0.8, subtracted');
  }
  add('Runtime', hours(system.runtimeHours));
  return steps;
}

/** What a chemical line of "Show the math" is built from. */
export interface ChemicalMathInput {
  name: string;
  rateUnit: string;
  treatmentRate: number | null;
  density: number | null;
  unitCost: number | null;
  priceUnit: string;
  makeupGallonsPerYear: number;
  lbsPerYear: number;
  gallonsPerYear: number;
  annualCost: number;
}

/** The usage and cost steps of one chemical, e.g. "11,431,800 gal ÷ 1,000 × 2.5 lbs = 28,580 lbs". */
export function describeChemicalMath(chemical: ChemicalMathInput): string[] {
  const rate = LOOSE.format(chemical.treatmentRate ?? 0);
  const base = formatNumber(chemical.makeupGallonsPerYear);
  const lbs = `${formatNumber(chemical.lbsPerYear)} lbs`;
  const gallons = `${formatNumber(chemical.gallonsPerYear)} gal`;
  const density = (fallback: number) =>
    `${LOOSE.format(chemical.density !== null && chemical.density > 0 ? chemical.density : fallback)} lb/gal`;
  let usage: string[];
  switch (chemical.rateUnit) {
    case 'ppm/1000gal':
      usage = [
        `${rate} ppm × ${density(8.34)} ÷ 1,000,000 × ${base} gal = ${lbs}`,
        `${lbs} ÷ ${density(8.34)} = ${gallons}`,
      ];
      break;
    case 'ml/min':
      usage = [
        `${rate} ml/min × 60 × 8,760 ÷ 3,785.41 ml/gal = ${gallons}`,
        `${gallons} × ${density(1)} = ${lbs}`,
      ];
      break;
    case 'gal/day':
      usage = [`${rate} gal/day × 365 = ${gallons}`, `${gallons} × ${density(1)} = ${lbs}`];
      break;
    default:
      usage = [`${base} gal ÷ 1,000 × ${rate} lbs = ${lbs}`, `${lbs} ÷ ${density(1)} = ${gallons}`];
  }
  const price = MONEY.format(chemical.unitCost ?? 0);
  const isByWeight = chemical.priceUnit === 'pound';
  const cost = `${isByWeight ? lbs : gallons} × ${price} per ${isByWeight ? 'pound' : 'gallon'} = ${MONEY.format(chemical.annualCost).replace(/\.00$/, '')}`;
  return [...usage, cost];
}

/** One source of the cycles figure: "CT-1: bleed setpoint 1,500 ÷ conductivity 300 µS/cm = 5.00". */
export function describeCyclesSource(
  name: string,
  source: CyclesSource,
  conductivity: number | null,
): string {
  return `${name}: bleed setpoint ${formatNumber(source.bleedSetpoint)} ÷ conductivity ${formatNumber(conductivity)} µS/cm = ${formatNumber(source.cycles, 2)}`;
}

/** The name a chemical of the program is shown under ("Chemical 2" when it has none). */
export function chemicalDisplayName(chemical: Pick<ChemicalInput, 'name'>, index: number): string {
  return chemical.name.trim() || `Chemical ${index + 1}`;
}

/**
 * The usage and cost lines of the program's chemical with the engine's figures for it; null when it treats no
 * system (the engine did not price it).
 */
export function describeProgramChemicalMath(
  chemical: ChemicalInput,
  figures: ChemicalResult | undefined,
  index: number,
): string[] | null {
  if (!figures || figures.needsSystems) return null;
  return describeChemicalMath({
    ...figures,
    name: chemicalDisplayName(chemical, index),
    rateUnit: chemical.rateUnit ?? 'lbs/1000gal',
    priceUnit: chemical.priceUnit ?? 'gallon',
    treatmentRate: parseLooseNumber(chemical.treatmentRate),
    density: parseLooseNumber(chemical.density),
    unitCost: parseLooseNumber(chemical.unitCost),
  });
}

/** What the assumptions are read from: the engine's input (systems and chemicals). */
interface AssumptionInput {
  systems: readonly { type: string; capacity?: unknown; capacityUnit?: string | null }[];
  chemicals: readonly { density?: unknown; systemIds?: readonly unknown[] | null }[];
}

/**
 * The calculation rules a reviewer would question, stated in one line each where they shape this program's figures:
 * the drift rate of towers, tonnage summed over every system rated in tons, and the density taken when none is given.
 */
export function listMathAssumptions(input: AssumptionInput): string[] {
  const lines: string[] = [];
  if (input.systems.some((s) => s.type === 'cooling-tower' || s.type === 'evaporative-condenser'))
    lines.push(
      'Drift is taken as 0.2% of the recirculating flow of every cooling tower and evaporative condenser; it was not measured.',
    );
  const inTons = input.systems.filter(
    (s) => s.capacityUnit === 'tons' && parseLooseNumber(s.capacity) !== null,
  );
  if (inTons.length > 1)
    lines.push(
      'Total tonnage adds the rated tons of every system given in tons, so a chiller and the tower that rejects its heat are both counted.',
    );
  const hasDefaultDensity = input.chemicals.some((chemical) => {
    const density = parseLooseNumber(chemical.density);
    return (density === null || density <= 0) && (chemical.systemIds?.length ?? 0) > 0;
  });
  if (hasDefaultDensity)
    lines.push(
      'A product without a density is taken at 1 lb/gal (8.34 lb/gal for ppm rates) to convert between pounds and gallons.',
    );
  return lines;
}
