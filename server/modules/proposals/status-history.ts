import { asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposalStatusChanges } from '#db/schema/index.ts';
import { displayProposalStatus } from '#shared/enums.ts';
import type { ProposalStatusChange } from '#shared/proposals/status.ts';

/**
 * Records that a proposal was given a status, inside the caller's transaction (and at the time the row says it
 * was written) so the row and its history never disagree (docs/decisions/021-guard-rails.md).
 */
export async function recordStatusChange(
  tx: Database,
  change: { proposalId: number; status: string; changedAt: Date },
): Promise<void> {
  await tx.insert(proposalStatusChanges).values(change);
}

/** Every status the proposal was given, oldest first (its creation, then each change). */
export async function readStatusHistory(db: Database, proposalId: number): Promise<ProposalStatusChange[]> {
  const rows = await db
    .select()
    .from(proposalStatusChanges)
    .where(eq(proposalStatusChanges.proposalId, proposalId))
    .orderBy(asc(proposalStatusChanges.changedAt), asc(proposalStatusChanges.id));
  return rows.map((row) => ({
    status: displayProposalStatus(row.status),
    changedAt: row.changedAt.toISOString(),
    // The customer's answer on the public page carries who answered and from where (decision 040).
    ...(row.ipAddress
      ? {
          byName: row.actorName,
          byTitle: row.actorTitle,
          ipAddress: row.ipAddress,
          userAgent: row.userAgent,
          note: row.note,
        }
      : {}),
  }));
}
