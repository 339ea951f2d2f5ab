import type { Database } from '#db/client.ts';
import {
  calculateProgram,
  explainProgram,
  type ProgramExplanation,
  type ProgramInput,
  type ProgramResult,
} from '#shared/calc/index.ts';
import { requireOwnedProposal } from './ownership.ts';
import { buildProgramInput, loadProgramSource } from './program-input.ts';

/** A proposal's calculated program: the engine's input, its result and the "Show the math" explanation. */
export interface ProposalProgram {
  input: ProgramInput;
  result: ProgramResult;
  explanation: ProgramExplanation;
}

/** Calculates the program of the user's proposal from its stored data; 404 for others'. */
export async function getProposalProgram(
  db: Database,
  userId: string,
  proposalId: number,
): Promise<ProposalProgram> {
  const { proposal } = await requireOwnedProposal(db, userId, proposalId);
  return calculateProposalProgram(buildProgramInput(await loadProgramSource(db, proposal)));
}

/** The engine's result and explanation of a program input (the program endpoint's and the proposal PDF's). */
export function calculateProposalProgram(input: ProgramInput): ProposalProgram {
  return { input, result: calculateProgram(input), explanation: explainProgram(input) };
}
