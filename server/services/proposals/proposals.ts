import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposals } from '#db/schema/index.ts';
import type { Proposal, ProposalCreateInput, ProposalUpdateInput } from '#shared/schemas/proposal.ts';
import { badRequest } from '../../lib/errors.ts';
import { ownedSurveyIds, requireOwnedSurvey } from '../surveys/ownership.ts';
import { lockOwnedProposal, type ProposalRow, requireOwnedProposal } from './ownership.ts';
import { recalculateProposal, refreshProposalFigures } from './recalculate.ts';

/** The 400 message when a survey that is not final is used to start a proposal (spec section 4). */
export const NOT_FINAL_MESSAGE = 'Only final surveys can start a proposal';
/** The 409 message when the survey already has its one proposal. */
export const PROPOSAL_EXISTS_MESSAGE = 'A proposal already exists for this survey';
/** Days a new proposal stays valid when the client gives no date. */
export const DEFAULT_VALID_DAYS = 30;

/** The outcome of creating a proposal: the new proposal, or the id of the one the survey already has. */
export type CreateProposalResult =
  | { kind: 'created'; proposal: ProposalRow }
  | { kind: 'exists'; id: number };

/** Turns a stored proposal into the API's Proposal (dates as ISO strings). */
export function presentProposal(row: ProposalRow): Proposal {
  return {
    id: row.id,
    surveyId: row.surveyId,
    userId: row.userId,
    title: row.title,
    status: row.status,
    validUntil: row.validUntil,
    totalAnnualCost: row.totalAnnualCost,
    targetCycles: row.targetCycles,
    proposalContent: row.proposalContent,
    proposalPdfUrl: row.proposalPdfUrl,
    rfpFileUrl: row.rfpFileUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The title a proposal gets when none is given (spec section 9). */
export function defaultProposalTitle(facilityName: string): string {
  return `Proposal for ${facilityName}`;
}

/** The default validUntil: DEFAULT_VALID_DAYS after today's UTC date, as YYYY-MM-DD. */
export function defaultValidUntil(now = new Date()): string {
  return new Date(now.getTime() + DEFAULT_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** The user's proposals, newest first. */
export function listProposals(db: Database, userId: string): Promise<ProposalRow[]> {
  return db
    .select()
    .from(proposals)
    .where(inArray(proposals.surveyId, ownedSurveyIds(db, userId)))
    .orderBy(desc(proposals.createdAt), desc(proposals.id));
}

async function readProposal(db: Database, proposalId: number): Promise<ProposalRow> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, proposalId)).limit(1);
  return row!;
}

/** The user's proposal with its figures brought up to date, or 404 "Proposal not found". */
export async function getProposal(db: Database, userId: string, proposalId: number): Promise<ProposalRow> {
  const { proposal } = await requireOwnedProposal(db, userId, proposalId);
  await refreshProposalFigures(db, proposal);
  return readProposal(db, proposal.id);
}

/** The proposal of the user's survey, or null when it has none; 404 "Survey not found" for others' surveys. */
export async function findSurveyProposal(
  db: Database,
  userId: string,
  surveyId: number,
): Promise<ProposalRow | null> {
  await requireOwnedSurvey(db, userId, surveyId);
  const [row] = await db.select().from(proposals).where(eq(proposals.surveyId, surveyId)).limit(1);
  if (!row) return null;
  await refreshProposalFigures(db, row);
  return readProposal(db, row.id);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function findProposalIdOfSurvey(db: Database, surveyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(eq(proposals.surveyId, surveyId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Creates the one proposal of the user's final survey; the total is the engine's, never the client's.
 * 404 for another user's survey, an existing proposal comes back as `exists`, a survey not final is 400.
 */
export async function createProposal(
  db: Database,
  userId: string,
  input: ProposalCreateInput,
): Promise<CreateProposalResult> {
  const survey = await requireOwnedSurvey(db, userId, input.surveyId);
  const existingId = await findProposalIdOfSurvey(db, survey.id);
  if (existingId !== null) return { kind: 'exists', id: existingId };
  if (survey.status !== 'final') throw badRequest(NOT_FINAL_MESSAGE);
  try {
    const proposal = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(proposals)
        .values({
          surveyId: survey.id,
          userId,
          title: input.title ?? defaultProposalTitle(survey.facilityName),
          status: input.status ?? 'draft',
          validUntil: input.validUntil ?? defaultValidUntil(),
          targetCycles: input.targetCycles ?? null,
          proposalContent: input.proposalContent ?? null,
          rfpFileUrl: input.rfpFileUrl ?? null,
        })
        .returning();
      await recalculateProposal(tx, row!.id);
      return readProposal(tx, row!.id);
    });
    return { kind: 'created', proposal };
  } catch (error) {
    // Two first saves at once: the unique index proposals_survey_key lets one win; the other learns its id.
    const winnerId = isUniqueViolation(error) ? await findProposalIdOfSurvey(db, survey.id) : null;
    if (winnerId === null) throw error;
    return { kind: 'exists', id: winnerId };
  }
}

/** Updates the given fields of the user's proposal, bumps updatedAt and recalculates; 404 for others'. */
export function updateProposal(
  db: Database,
  userId: string,
  proposalId: number,
  input: ProposalUpdateInput,
): Promise<ProposalRow> {
  return db.transaction(async (tx) => {
    const { facilityName } = await lockOwnedProposal(tx, userId, proposalId);
    const changes: Partial<typeof proposals.$inferInsert> = { updatedAt: new Date() };
    // A blank title goes back to the default rather than leaving the proposal nameless.
    if (input.title !== undefined) changes.title = input.title ?? defaultProposalTitle(facilityName);
    if (input.status !== undefined) changes.status = input.status;
    if (input.validUntil !== undefined) changes.validUntil = input.validUntil;
    if (input.targetCycles !== undefined) changes.targetCycles = input.targetCycles;
    if (input.proposalContent !== undefined) changes.proposalContent = input.proposalContent;
    if (input.rfpFileUrl !== undefined) changes.rfpFileUrl = input.rfpFileUrl;
    await tx.update(proposals).set(changes).where(eq(proposals.id, proposalId));
    await recalculateProposal(tx, proposalId);
    return readProposal(tx, proposalId);
  });
}

/** Deletes the user's proposal (its chemicals cascade); false when it is not the user's. */
export async function deleteProposal(db: Database, userId: string, proposalId: number): Promise<boolean> {
  const deleted = await db
    .delete(proposals)
    .where(and(eq(proposals.id, proposalId), inArray(proposals.surveyId, ownedSurveyIds(db, userId))))
    .returning({ id: proposals.id });
  return deleted.length > 0;
}
