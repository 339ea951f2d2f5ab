import { formatNumber, formatUsd, parseLooseNumber } from '../calc/index.ts';
import type { ProgramInput, ProgramResult } from '../calc/types.ts';
import { systemDisplayName } from '../report/systems.ts';

/** One chemical of the saved program with the figures the engine gave it, ready to show. */
export interface ProgramLine {
  key: number;
  name: string;
  systems: string;
  rate: string;
  price: string;
  lbsPerYear: string;
  gallonsPerYear: string;
  annualCost: string;
  needsSystems: boolean;
}

/** The columns of the program table, as the proposal detail page and the proposal PDF head them. */
export const PROGRAM_TABLE_HEADERS = [
  'Chemical',
  'Systems',
  'Treatment Rate',
  'Unit Cost',
  'lbs/yr',
  'gal/yr',
  'Annual Cost',
] as const;

/** A rate, density or other entered figure: up to 3 decimals, as typed ("2.5", "0.125"). */
export const LOOSE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
/** A unit price in dollars and cents ("$3.20"). */
export const MONEY = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});

/**
 * The program's chemicals as display lines, matched to the engine's result by position: the proposal detail
 * page's table and the proposal PDF's (docs/decisions/017-one-definition-per-figure.md).
 */
export function buildProgramLines(
  program: { input: ProgramInput; result: ProgramResult },
  equipment: readonly { id: number; name?: string | null }[],
): ProgramLine[] {
  const names = new Map(equipment.map((item) => [String(item.id), systemDisplayName(item)]));
  return program.input.chemicals.map((chemical, index) => {
    const figures = program.result.chemicals[index];
    const rate = parseLooseNumber(chemical.treatmentRate);
    const cost = parseLooseNumber(chemical.unitCost);
    return {
      key: index,
      name: chemical.name,
      systems:
        (chemical.systemIds ?? []).map((id) => names.get(String(id)) ?? `System #${id}`).join(', ') || 'None',
      rate: rate === null ? '—' : `${LOOSE.format(rate)} ${chemical.rateUnit ?? 'lbs/1000gal'}`,
      price: cost === null ? '—' : `${MONEY.format(cost)} / ${chemical.priceUnit === 'pound' ? 'lb' : 'gal'}`,
      lbsPerYear: formatNumber(figures?.lbsPerYear ?? 0),
      gallonsPerYear: formatNumber(figures?.gallonsPerYear ?? 0),
      annualCost: formatUsd(figures?.annualCost ?? 0),
      needsSystems: figures?.needsSystems === true,
    };
  });
}
