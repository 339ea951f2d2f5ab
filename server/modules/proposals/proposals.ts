import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposals } from '#db/schema/index.ts';
import { clock, utcDate } from '#server/lib/clock.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { PROPOSAL_NOT_FOUND } from '#server/lib/not-found.ts';
import { afterCursor, cursorTimeOf, newestFirst, type Page, toPage } from '#server/lib/paging.ts';
import type { FileDeps } from '#server/modules/files/stored-objects.ts';
import { deleteRfpFiles } from '#server/modules/rfp/rfp-files.ts';
import { inOwnedSurvey, ownedSurveyIds, requireOwnedSurvey } from '#server/modules/surveys/ownership.ts';
import { checkSavedText } from '#server/modules/writing/refresh.ts';
import { addDays, DEFAULT_VALID_DAYS } from '#shared/proposals/dates.ts';
import { defaultProposalTitle } from '#shared/proposals/defaults.ts';
import type { ProposalStatusChange } from '#shared/proposals/status.ts';
import type { ProposalListQuery } from '#shared/schemas/paging.ts';
import {
  type ProposalCreateInput,
  type ProposalUpdateInput,
  VALID_UNTIL_BEFORE_DATE,
} from '#shared/schemas/proposal.ts';
import type { ProposalSharing, ProposalTracking } from '#shared/schemas/proposal-sharing.ts';
import { lockOwnedProposal, type ProposalRow, requireOwnedProposal } from './ownership.ts';
import { recalculateProposal } from './recalculate.ts';
import { readSharing } from './sharing.ts';
import { readStatusHistory, recordStatusChange } from './status-history.ts';
import { answeredSince, readTracking } from './tracking.ts';

/** The 400 message when a survey that is not final is used to start a proposal. */
export const NOT_FINAL_MESSAGE = 'Only final surveys can start a proposal';
/** The 409 message when the survey already has its one proposal. */
export const PROPOSAL_EXISTS_MESSAGE = 'A proposal already exists for this survey';

/** The outcome of creating a proposal: the new proposal, or the id of the one the survey already has. */
export type CreateProposalResult =
  | { kind: 'created'; proposal: ProposalDetail }
  | { kind: 'exists'; id: number };

/** One proposal as the detail page reads it: the row and, oldest first, every status it was given. */
export type ProposalDetail = ProposalRow & {
  statusHistory?: ProposalStatusChange[];
  sharing?: ProposalSharing;
  tracking?: ProposalTracking;
};

/** 400 when the prices would stop holding before the proposal's own date (both YYYY-MM-DD, compared as text). */
function assertValidDates(
  proposalDate: string | null | undefined,
  validUntil: string | null | undefined,
): void {
  if (proposalDate && validUntil && validUntil < proposalDate)
    throw badRequest(VALID_UNTIL_BEFORE_DATE, { validUntil: VALID_UNTIL_BEFORE_DATE });
}

/** The default validUntil: DEFAULT_VALID_DAYS after the proposal's date (today's UTC date without one), as YYYY-MM-DD. */
export function defaultValidUntil(now = clock.now(), proposalDate?: string | null): string {
  return addDays(proposalDate ?? utcDate(now), DEFAULT_VALID_DAYS);
}

/**
 * One page of the user's proposals, newest first, optionally only some statuses. The user_id condition lets
 * proposals_user_created_idx serve the order; the survey condition keeps ownership defined by the survey.
 */
export async function listProposals(
  db: Database,
  userId: string,
  query: ProposalListQuery,
  now = clock.now(),
): Promise<Page<ProposalDetail>> {
  const rows = await db
    .select({ row: getTableColumns(proposals), cursorTime: cursorTimeOf(proposals) })
    .from(proposals)
    .where(
      and(
        eq(proposals.userId, userId),
        inArray(proposals.surveyId, ownedSurveyIds(db, userId)),
        afterCursor(proposals, query.cursor),
        query.status ? inArray(proposals.status, query.status) : undefined,
        query.answeredWithinDays
          ? answeredSince(new Date(now.getTime() - query.answeredWithinDays * 86_400_000))
          : undefined,
      ),
    )
    .orderBy(...newestFirst(proposals))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  // Each card shows its opens and the customer's answer (decision 040).
  const tracking = await readTracking(db, page.items);
  return { ...page, items: page.items.map((row) => ({ ...row, tracking: tracking.get(row.id) })) };
}

async function readProposal(db: Database, proposalId: number): Promise<ProposalDetail> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, proposalId)).limit(1);
  return {
    ...row!,
    statusHistory: await readStatusHistory(db, proposalId),
    sharing: await readSharing(db, proposalId),
    tracking: (await readTracking(db, [row!])).get(proposalId),
  };
}

/** The user's proposal (its figures are stored by every write, docs/decisions/018), or 404 "Proposal not found". */
export async function getProposal(db: Database, userId: string, proposalId: number): Promise<ProposalDetail> {
  const { proposal } = await requireOwnedProposal(db, userId, proposalId);
  return readProposal(db, proposal.id);
}

/** The proposal of the user's survey, or null when it has none; 404 "Survey not found" for others' surveys. */
export async function findSurveyProposal(
  db: Database,
  userId: string,
  surveyId: number,
): Promise<ProposalDetail | null> {
  await requireOwnedSurvey(db, userId, surveyId);
  const [row] = await db.select().from(proposals).where(eq(proposals.surveyId, surveyId)).limit(1);
  if (!row) return null;
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
  assertValidDates(input.proposalDate, input.validUntil);
  try {
    // The survey stays locked (KEY SHARE) until the proposal is in, so a racing survey delete waits or wins.
    const proposal = await inOwnedSurvey(db, userId, survey.id, async (tx) => {
      const [row] = await tx
        .insert(proposals)
        .values({
          surveyId: survey.id,
          userId,
          title: input.title ?? defaultProposalTitle(survey.facilityName),
          status: input.status ?? 'draft',
          validUntil: input.validUntil ?? defaultValidUntil(clock.now(), input.proposalDate),
          proposalDate: input.proposalDate ?? null,
          targetCycles: input.targetCycles ?? null,
          skinTemperatureF: input.skinTemperatureF ?? null,
          proposalContent: input.proposalContent ?? null,
          rfpFileUrl: input.rfpFileUrl ?? null,
        })
        .returning();
      await recordStatusChange(tx, { proposalId: row!.id, status: row!.status, changedAt: row!.createdAt });
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
): Promise<ProposalDetail> {
  return db.transaction(async (tx) => {
    const { proposal, facilityName } = await lockOwnedProposal(tx, userId, proposalId);
    const updatedAt = clock.now();
    const changes: Partial<typeof proposals.$inferInsert> = { updatedAt };
    // A blank title goes back to the default rather than leaving the proposal nameless.
    if (input.title !== undefined) changes.title = input.title ?? defaultProposalTitle(facilityName);
    if (input.status !== undefined) changes.status = input.status;
    if (input.validUntil !== undefined) changes.validUntil = input.validUntil;
    if (input.proposalDate !== undefined) changes.proposalDate = input.proposalDate;
    // A proposal dated past its prices' end, with no new end given, holds them the default time from its new date.
    const currentEnd = 'validUntil' in changes ? changes.validUntil : proposal.validUntil;
    if (input.proposalDate && input.validUntil === undefined && currentEnd && currentEnd < input.proposalDate)
      changes.validUntil = defaultValidUntil(updatedAt, input.proposalDate);
    assertValidDates(
      'proposalDate' in changes ? changes.proposalDate : proposal.proposalDate,
      'validUntil' in changes ? changes.validUntil : proposal.validUntil,
    );
    if (input.targetCycles !== undefined) changes.targetCycles = input.targetCycles;
    if (input.skinTemperatureF !== undefined) changes.skinTemperatureF = input.skinTemperatureF;
    if (input.proposalContent !== undefined) {
      changes.proposalContent = input.proposalContent;
      // Text the rep saves is checked like the writer's: each figure is the program's, corrected or marked.
      const checked = input.proposalContent
        ? await checkSavedText(tx, proposal, input.proposalContent)
        : null;
      if (checked) {
        changes.proposalContent = checked.outcome.content;
        changes.figureBindings = checked.bindings;
      }
      // The rep has the text as it is now: the note of sections updated since is answered.
      changes.figuresUpdatedSections = null;
    }
    if (input.rfpFileUrl !== undefined) changes.rfpFileUrl = input.rfpFileUrl;
    await tx.update(proposals).set(changes).where(eq(proposals.id, proposalId));
    // Only a different status is a change worth a line in the history; re-sending the same one is not.
    if (changes.status !== undefined && changes.status !== proposal.status) {
      await recordStatusChange(tx, { proposalId, status: changes.status, changedAt: updatedAt });
    }
    await recalculateProposal(tx, proposalId);
    return readProposal(tx, proposalId);
  });
}

/**
 * Deletes the user's proposal (its chemicals cascade), then its uploaded RFP file; 404 "Proposal not found"
 * when it is not the user's.
 */
export async function deleteProposal(deps: FileDeps, userId: string, proposalId: number): Promise<void> {
  const { db } = deps;
  const deleted = await db
    .delete(proposals)
    .where(and(eq(proposals.id, proposalId), inArray(proposals.surveyId, ownedSurveyIds(db, userId))))
    .returning({ id: proposals.id, rfpFileUrl: proposals.rfpFileUrl });
  if (deleted.length === 0) throw notFound(PROPOSAL_NOT_FOUND);
  await deleteRfpFiles(deps, userId, [deleted[0]!.rfpFileUrl]);
}
