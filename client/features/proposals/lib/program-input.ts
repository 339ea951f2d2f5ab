import type { ProgramInput } from '#shared/calc/index.ts';
import { buildProgramInput as buildInput, readNumber as readLoose } from '#shared/proposals/program-input.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import type { EditorRow } from './chemical-rows.ts';

/** A typed number, or null when blank or unreadable (the engine then applies its default). */
export function readNumber(text: string): number | null {
  return readLoose(text);
}

/** The engine's input for the generator: the survey's conductivity and equipment, and the editor's rows. */
export function buildProgramInput(
  equipment: Equipment[],
  waterQuality: WaterQuality | null | undefined,
  rows: EditorRow[],
): ProgramInput {
  return buildInput(waterQuality?.conductivity, equipment, rows);
}
