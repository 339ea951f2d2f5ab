import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposals, surveys } from '#db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { PROPOSAL_NOT_FOUND } from '#server/lib/not-found.ts';

/** A proposal row as stored. */
export type ProposalRow = typeof proposals.$inferSelect;

/** A proposal with the facility name of its survey (the default title is made from it). */
export interface OwnedProposal {
  proposal: ProposalRow;
  facilityName: string;
}

function selectOwned(db: Database, userId: string, proposalId: number) {
  return db
    .select({ proposal: proposals, facilityName: surveys.facilityName })
    .from(proposals)
    .innerJoin(surveys, eq(surveys.id, proposals.surveyId))
    .where(and(eq(proposals.id, proposalId), eq(surveys.userId, userId)));
}

/** The user's proposal with this id, or null when it is missing or belongs to someone else. */
export async function findOwnedProposal(
  db: Database,
  userId: string,
  proposalId: number,
): Promise<OwnedProposal | null> {
  const [row] = await selectOwned(db, userId, proposalId).limit(1);
  return row ?? null;
}

/** The user's proposal with this id, or 404 "Proposal not found". */
export async function requireOwnedProposal(
  db: Database,
  userId: string,
  proposalId: number,
): Promise<OwnedProposal> {
  const row = await findOwnedProposal(db, userId, proposalId);
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  return row;
}

/**
 * Locks the user's proposal row for the rest of the transaction, or 404 "Proposal not found". Every change to
 * a proposal or its chemicals takes this lock first, so concurrent edits recalculate one after another.
 */
export async function lockOwnedProposal(
  tx: Database,
  userId: string,
  proposalId: number,
): Promise<OwnedProposal> {
  const [row] = await selectOwned(tx, userId, proposalId).for('update', { of: proposals });
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  return row;
}
