import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposals } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { readStoredAnalysis } from '#server/modules/rfp/stored-analysis.ts';
import { listControlRanges } from '#server/modules/water-ranges/control-ranges.ts';
import { defaultServicePlan, unconfirmedFromRfp } from '#server/modules/writing/service-plan-defaults.ts';
import { reviewedAnalysis } from '#shared/schemas/rfp.ts';
import { type ServicePlan, type ServicePlanAnswer, ServicePlanSchema } from '#shared/schemas/service-plan.ts';
import type { WaterControlRanges } from '#shared/water/control-ranges.ts';
import { lockOwnedProposal, type ProposalRow, requireOwnedProposal } from './ownership.ts';
import { loadProgramSource } from './program-input.ts';

// The service plan saved with a proposal (docs/decisions/037): stored as JSON on the proposal row, checked when
// read; until the rep saves one, the defaults from the RFP and the rep's Settings ranges stand in.

/** A stored plan, or null when none was saved or it no longer fits the schema. */
export function readStoredPlan(value: unknown): ServicePlan | null {
  if (value == null) return null;
  const parsed = ServicePlanSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The user's Settings ranges by system type (defaults where none were saved). */
export async function loadRangeMap(db: Database, userId: string): Promise<Map<string, WaterControlRanges>> {
  const ranges = await listControlRanges(db, userId);
  return new Map(ranges.map((entry) => [entry.systemType, entry.ranges]));
}

/** The proposal's plan as the generator shows it: saved, or the defaults; with the fields the RFP set. */
export async function answerFor(db: Database, proposal: ProposalRow): Promise<ServicePlanAnswer> {
  const analysis = readStoredAnalysis(proposal.rfpAnalysis);
  const [program, ranges] = await Promise.all([
    loadProgramSource(db, proposal),
    loadRangeMap(db, proposal.userId),
  ]);
  const defaults = defaultServicePlan({
    rfp: analysis ? reviewedAnalysis(analysis) : null,
    equipment: program.equipment,
    ranges,
  });
  const neutral = defaultServicePlan({ rfp: null, equipment: program.equipment, ranges }).plan;
  const saved = readStoredPlan(proposal.servicePlan);
  const toConfirm = unconfirmedFromRfp(defaults, saved, neutral);
  if (!saved) return { plan: defaults.plan, isSaved: false, fromRfp: defaults.fromRfp, toConfirm };
  // A default the rep kept still comes from the RFP; one she changed does not.
  const fromRfp = defaults.fromRfp.filter(
    (field) => JSON.stringify(saved[field]) === JSON.stringify(defaults.plan[field]),
  );
  return { plan: saved, isSaved: true, fromRfp, toConfirm };
}

/** The user's proposal's service plan (404 "Proposal not found" for others'). */
export async function getServicePlan(db: Database, userId: string, proposalId: number) {
  const { proposal } = await requireOwnedProposal(db, userId, proposalId);
  return answerFor(db, proposal);
}

/** Saves the service plan on the user's proposal under its row lock (404 for others') and answers it. */
export function saveServicePlan(db: Database, userId: string, proposalId: number, plan: ServicePlan) {
  return db.transaction(async (tx) => {
    await lockOwnedProposal(tx, userId, proposalId);
    const [saved] = await tx
      .update(proposals)
      .set({ servicePlan: plan, updatedAt: clock.now() })
      .where(eq(proposals.id, proposalId))
      .returning();
    return answerFor(tx, saved!);
  });
}
