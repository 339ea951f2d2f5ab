import { type CyclesFigure, describeCycles } from '../proposals/figures.ts';
import { type EquipmentLike, toSystemInput } from '../proposals/program-input.ts';

/** The program's cycles of concentration as the report (screen and PDF) shows it: the generator's figure. */
export function reportCyclesFigure(
  equipment: readonly EquipmentLike[],
  conductivity: number | null | undefined,
): CyclesFigure {
  return describeCycles(conductivity, equipment.map(toSystemInput));
}
