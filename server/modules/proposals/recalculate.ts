import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { chemicals, proposals } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { refreshProposalText } from '#server/modules/writing/refresh.ts';
import { calculateProgram, type ProgramResult } from '#shared/calc/index.ts';
import {
  buildProgramInput,
  type ChemicalRow,
  loadProgramSource,
  type ProgramSource,
} from './program-input.ts';

/** Stored figures of one chemical that differ from the engine's. */
interface ChemicalChange {
  id: number;
  annualCost: string | null;
  systemIds: number[];
}

/** What a recalculation would write: changed chemical rows and the proposal total. */
export interface RecalculationPlan {
  result: ProgramResult;
  changes: ChemicalChange[];
  totalAnnualCost: string;
  isTotalChanged: boolean;
}

/** Formats a whole-dollar engine figure the way numeric(12,2) money columns read back ("91454.00"). */
export function toMoney(amount: number): string {
  return amount.toFixed(2);
}

function hasSameIds(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

// Equipment deleted from the survey leaves its id behind in system_ids; drop it so the editor never shows it.
function pruneSystemIds(row: ChemicalRow, equipmentIds: Set<number>): number[] {
  return row.systemIds.filter((id) => equipmentIds.has(id));
}

/** Works out the engine's figures for a program and which stored ones differ (no I/O). */
export function planRecalculation(source: ProgramSource, storedTotal: string | null): RecalculationPlan {
  const equipmentIds = new Set(source.equipment.map((row) => row.id));
  const rows = source.chemicals.map((row) => ({ ...row, systemIds: pruneSystemIds(row, equipmentIds) }));
  const result = calculateProgram(buildProgramInput({ ...source, chemicals: rows }));
  const changes: ChemicalChange[] = [];
  rows.forEach((row, index) => {
    const figures = result.chemicals[index]!;
    // A row treating no system is not calculated: its cost stays empty rather than a made-up 0.
    const annualCost = figures.needsSystems ? null : toMoney(figures.annualCost);
    const original = source.chemicals[index]!;
    if (annualCost !== original.annualCost || !hasSameIds(row.systemIds, original.systemIds)) {
      changes.push({ id: row.id, annualCost, systemIds: row.systemIds });
    }
  });
  const totalAnnualCost = toMoney(result.totalAnnualCost);
  return { result, changes, totalAnnualCost, isTotalChanged: totalAnnualCost !== storedTotal };
}

async function writePlan(db: Database, proposalId: number, plan: RecalculationPlan, touch: boolean) {
  for (const change of plan.changes) {
    await db
      .update(chemicals)
      .set({ annualCost: change.annualCost, systemIds: change.systemIds })
      .where(and(eq(chemicals.id, change.id), eq(chemicals.proposalId, proposalId)));
  }
  if (plan.isTotalChanged || touch) {
    await db
      .update(proposals)
      .set({ totalAnnualCost: plan.totalAnnualCost, ...(touch ? { updatedAt: clock.now() } : {}) })
      .where(eq(proposals.id, proposalId));
  }
}

/**
 * Recomputes every chemical's annualCost and the proposal's totalAnnualCost with the engine and stores them.
 * Call it inside the transaction that changed the program, after locking the proposal row; `touch` also
 * bumps the proposal's updatedAt (an edit by the user rather than a refresh).
 */
export async function recalculateProposal(
  db: Database,
  proposalId: number,
  options: { touch?: boolean } = {},
): Promise<RecalculationPlan | null> {
  const [proposal] = await db.select().from(proposals).where(eq(proposals.id, proposalId)).limit(1);
  if (!proposal) return null;
  const plan = planRecalculation(await loadProgramSource(db, proposal), proposal.totalAnnualCost);
  await writePlan(db, proposalId, plan, options.touch ?? false);
  // The written text follows the program: figures it states at an earlier value are brought up to date.
  await refreshProposalText(db, proposalId);
  return plan;
}

/**
 * Locks the proposal of a survey (FOR UPDATE) for the rest of the transaction and returns its id, or null when
 * the survey has none. Writes under a survey take their locks in the order survey, proposal, equipment, the
 * order of a survey delete and of a chemical write, so none of them can deadlock another (docs/decisions/018).
 */
export async function lockSurveyProposal(tx: Database, surveyId: number): Promise<number | null> {
  const [proposal] = await tx
    .select({ id: proposals.id })
    .from(proposals)
    .where(eq(proposals.surveyId, surveyId))
    .for('update');
  return proposal?.id ?? null;
}

/**
 * Recalculates the proposal of a survey, if it has one, inside the caller's transaction: every write that
 * changes what a program is calculated from (equipment, water quality) calls it before committing, so stored
 * totals are never stale and nothing repairs them on read (docs/decisions/018).
 */
export async function recalculateSurveyProposal(tx: Database, surveyId: number): Promise<void> {
  const proposalId = await lockSurveyProposal(tx, surveyId);
  if (proposalId !== null) await recalculateProposal(tx, proposalId);
}
