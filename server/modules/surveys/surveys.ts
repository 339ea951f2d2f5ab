import { and, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { equipment, equipmentPhotos, proposals, surveys } from '#db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';
import { afterCursor, cursorTimeOf, newestFirst, type Page, toPage } from '#server/lib/paging.ts';
import { preparedPerDatabase } from '#server/lib/prepared.ts';
import { lockSurveyProposal } from '#server/modules/proposals/recalculate.ts';
import { type Created, createOnce } from '#server/modules/sync/client-ids.ts';
import { applySyncedEdit, NO_SYNC, type SyncContext, type Synced } from '#server/modules/sync/conflicts.ts';
import type { SurveyListQuery } from '#shared/schemas/paging.ts';
import type { SurveyCreateRequest, SurveyUpdateInput } from '#shared/schemas/survey.ts';
import { requireOwnedSurvey, type SurveyRow } from './ownership.ts';

/** `q` as an ILIKE pattern that matches it literally anywhere (its own % and _ are not wildcards). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// One prepared statement per query shape (cursor or not, how many statuses, search or not): at most
// 2 × 5 × 2 per database, each built on first use (docs/decisions/029-request-path-speed.md).
function prepareSurveyPage(db: Database, cursor: boolean, statuses: number, search: boolean) {
  const pattern = sql.placeholder('pattern');
  return db
    .select({ row: getTableColumns(surveys), cursorTime: cursorTimeOf(surveys) })
    .from(surveys)
    .where(
      and(
        eq(surveys.userId, sql.placeholder('userId')),
        cursor ? afterCursor(surveys, CURSOR_PLACEHOLDERS) : undefined,
        statuses
          ? inArray(
              surveys.status,
              Array.from({ length: statuses }, (_, i) => sql.placeholder(`status${i}`)),
            )
          : undefined,
        search
          ? or(
              ilike(surveys.facilityName, pattern),
              ilike(surveys.facilityAddress, pattern),
              ilike(surveys.contactName, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(...newestFirst(surveys))
    .limit(sql.placeholder('limit'))
    .prepare(`aqs_survey_page_${cursor ? 'c' : 'f'}${statuses}${search ? 'q' : ''}`);
}
type SurveyPageStatement = ReturnType<typeof prepareSurveyPage>;
const CURSOR_PLACEHOLDERS = {
  createdAt: sql.placeholder('cursorCreatedAt'),
  id: sql.placeholder('cursorId'),
};
const surveyPageStatements = preparedPerDatabase(() => new Map<string, SurveyPageStatement>());

/** One page of the user's surveys, newest first, optionally only some statuses and facilities matching q. */
export async function listSurveys(
  db: Database,
  userId: string,
  query: SurveyListQuery,
): Promise<Page<SurveyRow>> {
  const statuses = query.status ?? [];
  const search = query.q !== undefined;
  const shape = `${query.cursor ? 1 : 0}${statuses.length}${search ? 1 : 0}`;
  const statements = surveyPageStatements(db);
  let statement = statements.get(shape);
  if (!statement) {
    statement = prepareSurveyPage(db, !!query.cursor, statuses.length, search);
    statements.set(shape, statement);
  }
  const values: Record<string, unknown> = { userId, limit: query.limit + 1 };
  if (query.cursor) {
    values.cursorCreatedAt = query.cursor.createdAt;
    values.cursorId = query.cursor.id;
  }
  statuses.forEach((status, i) => {
    values[`status${i}`] = status;
  });
  if (search) values.pattern = containsPattern(query.q!);
  return toPage(await statement.execute(values), query.limit);
}

/** The user's survey; 404 "Survey not found" when it is missing or someone else's. */
export function getSurvey(db: Database, userId: string, surveyId: number): Promise<SurveyRow> {
  return requireOwnedSurvey(db, userId, surveyId);
}

/**
 * Creates a survey for the user; a new survey starts in_progress (step 1 of the wizard saved). With a client
 * id the user already used for a survey, that survey is the answer and nothing is created (decision 041).
 */
export function createSurvey(
  db: Database,
  userId: string,
  input: SurveyCreateRequest,
): Promise<Created<SurveyRow>> {
  return db.transaction((tx) =>
    createOnce(
      tx,
      { userId, table: 'surveys', clientId: input.clientId },
      async (clientId) => {
        const [row] = await tx
          .select()
          .from(surveys)
          .where(and(eq(surveys.userId, userId), eq(surveys.clientId, clientId)));
        return row;
      },
      async () => {
        const [row] = await tx
          .insert(surveys)
          .values({ ...input, userId, status: input.status ?? 'in_progress' })
          .returning();
        return row!;
      },
    ),
  );
}

/**
 * Updates the given fields of the user's survey and bumps updatedAt; 404 when it is not the user's. An edit
 * synced from a device that saw an older version keeps, per field, the later edit (decision 041).
 */
export function updateSurvey(
  db: Database,
  userId: string,
  surveyId: number,
  input: SurveyUpdateInput,
  sync: SyncContext = NO_SYNC,
): Promise<Synced<SurveyRow>> {
  return db.transaction(async (tx) => {
    // The lock an UPDATE takes anyway (it lets equipment writes under the survey go on).
    const [current] = await tx
      .select()
      .from(surveys)
      .where(and(eq(surveys.id, surveyId), eq(surveys.userId, userId)))
      .for('no key update');
    if (!current) throw notFound(SURVEY_NOT_FOUND);
    return applySyncedEdit(tx, {
      current,
      input,
      sync,
      write: async (plan, now) => {
        const [row] = await tx
          .update(surveys)
          .set({
            ...(plan.values as SurveyUpdateInput),
            fieldChangedAt: { ...current.fieldChangedAt, ...plan.fieldChangedAt },
            updatedAt: now,
          })
          .where(eq(surveys.id, surveyId))
          .returning();
        return row!;
      },
      owner: () => ({ userId, surveyId, resource: 'survey', recordId: surveyId }),
    });
  });
}

/**
 * Deletes the user's survey and everything under it (database cascades) and returns the storage keys of
 * its photos, so the caller can delete the files; 404 when it is not the user's.
 */
export function deleteSurvey(
  db: Database,
  userId: string,
  surveyId: number,
): Promise<{ photoKeys: string[]; rfpFileUrls: (string | null)[] }> {
  return db.transaction(async (tx) => {
    const [survey] = await tx
      .select({ id: surveys.id })
      .from(surveys)
      .where(and(eq(surveys.id, surveyId), eq(surveys.userId, userId)))
      .for('update');
    if (!survey) throw notFound(SURVEY_NOT_FOUND);
    // Survey, proposal, equipment: the lock order every write under a survey takes (docs/decisions/018).
    await lockSurveyProposal(tx, surveyId);
    // Locking the equipment rows makes a photo added meanwhile wait, so no key escapes the list below.
    await tx
      .select({ id: equipment.id })
      .from(equipment)
      .where(eq(equipment.surveyId, surveyId))
      .for('update');
    const photos = await tx
      .select({ key: equipmentPhotos.storageKey })
      .from(equipmentPhotos)
      .innerJoin(equipment, eq(equipment.id, equipmentPhotos.equipmentId))
      .where(eq(equipment.surveyId, surveyId));
    // The proposal's uploaded RFP goes with it (the caller deletes the stored file after the commit).
    const rfps = await tx
      .select({ url: proposals.rfpFileUrl })
      .from(proposals)
      .where(eq(proposals.surveyId, surveyId));
    await tx.delete(surveys).where(eq(surveys.id, surveyId));
    return { photoKeys: photos.map((p) => p.key), rfpFileUrls: rfps.map((r) => r.url) };
  });
}
