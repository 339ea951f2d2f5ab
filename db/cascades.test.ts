import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createCurrentChemical,
  createEquipment,
  createObservations,
  createSurvey,
  createUser,
  createWaterQuality,
} from '../tests/factories/index.ts';
import { createTestDatabase } from '../tests/setup/test-db.ts';
import type { DatabaseHandle } from './client.ts';
import {
  chemicals,
  currentChemicals,
  equipment,
  equipmentPhotos,
  observations,
  passwordResetTokens,
  proposals,
  sessions,
  surveys,
  users,
  waterQuality,
} from './schema/index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** Resolves to the SQLSTATE of the error the promise rejects with (drizzle wraps the driver's error). */
async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const err = error as { code?: string; cause?: { code?: string } };
    return err.cause?.code ?? err.code;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';

async function createSurveyTree() {
  const { db } = handle;
  const survey = await createSurvey(db);
  const item = await createEquipment(db, survey.id);
  await db
    .insert(equipmentPhotos)
    .values({ equipmentId: item.id, photoUrl: '/p.jpg', storageKey: `k-${item.id}` });
  await createCurrentChemical(db, item.id);
  await createWaterQuality(db, survey.id);
  await createObservations(db, survey.id);
  const [proposal] = await db
    .insert(proposals)
    .values({ surveyId: survey.id, userId: survey.userId, title: 'Proposal' })
    .returning();
  await db.insert(chemicals).values({ proposalId: proposal!.id, equipmentId: item.id, name: 'Inhibitor' });
  return { survey, item, proposal: proposal! };
}

async function countTree(surveyId: number, equipmentId: number, proposalId: number) {
  const { db } = handle;
  const rows = await Promise.all([
    db.select().from(equipment).where(eq(equipment.surveyId, surveyId)),
    db.select().from(equipmentPhotos).where(eq(equipmentPhotos.equipmentId, equipmentId)),
    db.select().from(currentChemicals).where(eq(currentChemicals.equipmentId, equipmentId)),
    db.select().from(waterQuality).where(eq(waterQuality.surveyId, surveyId)),
    db.select().from(observations).where(eq(observations.surveyId, surveyId)),
    db.select().from(proposals).where(eq(proposals.surveyId, surveyId)),
    db.select().from(chemicals).where(eq(chemicals.proposalId, proposalId)),
  ]);
  return rows.map((r) => r.length);
}

describe('cascades', () => {
  test('deleting a survey removes its equipment, photos, current chemicals, water quality, observations, proposals and their chemicals', async () => {
    const doomed = await createSurveyTree();
    const kept = await createSurveyTree();
    expect(await countTree(doomed.survey.id, doomed.item.id, doomed.proposal.id)).toEqual([
      1, 1, 1, 1, 1, 1, 1,
    ]);
    await handle.db.delete(surveys).where(eq(surveys.id, doomed.survey.id));
    expect(await countTree(doomed.survey.id, doomed.item.id, doomed.proposal.id)).toEqual([
      0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(await countTree(kept.survey.id, kept.item.id, kept.proposal.id)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  test('deleting equipment removes its photos and current chemicals and unlinks proposal chemicals', async () => {
    const { survey, item, proposal } = await createSurveyTree();
    await handle.db.delete(equipment).where(eq(equipment.id, item.id));
    expect(await countTree(survey.id, item.id, proposal.id)).toEqual([0, 0, 0, 1, 1, 1, 1]);
    const [line] = await handle.db.select().from(chemicals).where(eq(chemicals.proposalId, proposal.id));
    expect(line?.equipmentId).toBeNull();
  });

  test('deleting a user removes their surveys and everything under them', async () => {
    const { survey, item, proposal } = await createSurveyTree();
    await handle.db.delete(users).where(eq(users.id, survey.userId));
    expect(await handle.db.select().from(surveys).where(eq(surveys.id, survey.id))).toEqual([]);
    expect(await countTree(survey.id, item.id, proposal.id)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('unique constraints', () => {
  test('e-mail and username are unique regardless of case', async () => {
    const { db } = handle;
    const user = await createUser(db, { email: 'Dana.Flow@Example.com', username: 'Dana_Flow' });
    expect(await sqlStateOf(createUser(db, { email: 'dana.flow@example.COM' }))).toBe(UNIQUE_VIOLATION);
    expect(await sqlStateOf(createUser(db, { username: 'DANA_FLOW' }))).toBe(UNIQUE_VIOLATION);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  test('a survey has at most one water quality row, one observations row and one proposal', async () => {
    const { db } = handle;
    const survey = await createSurvey(db);
    await createWaterQuality(db, survey.id);
    await createObservations(db, survey.id);
    await db.insert(proposals).values({ surveyId: survey.id, userId: survey.userId, title: 'First' });
    expect(await sqlStateOf(createWaterQuality(db, survey.id))).toBe(UNIQUE_VIOLATION);
    expect(await sqlStateOf(createObservations(db, survey.id))).toBe(UNIQUE_VIOLATION);
    expect(
      await sqlStateOf(
        db.insert(proposals).values({ surveyId: survey.id, userId: survey.userId, title: 'Second' }),
      ),
    ).toBe(UNIQUE_VIOLATION);
  });

  test('session ids and password reset tokens are unique', async () => {
    const { db } = handle;
    const user = await createUser(db);
    const sid = randomBytes(16).toString('hex');
    const session = {
      sid,
      sess: { userId: user.id, absoluteExpiresAt: new Date().toISOString() },
      expire: new Date(),
    };
    await db.insert(sessions).values(session);
    expect(await sqlStateOf(db.insert(sessions).values(session))).toBe(UNIQUE_VIOLATION);

    const token = { userId: user.id, token: randomBytes(16).toString('hex'), expiresAt: new Date() };
    await db.insert(passwordResetTokens).values(token);
    expect(await sqlStateOf(db.insert(passwordResetTokens).values(token))).toBe(UNIQUE_VIOLATION);
    const rows = await db
      .select()
      .from(passwordResetTokens)
      .where(inArray(passwordResetTokens.token, [token.token]));
    expect(rows).toHaveLength(1);
  });
});
