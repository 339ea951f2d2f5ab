import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import {
  chemicals,
  currentChemicals,
  equipment,
  equipmentPhotos,
  observations,
  proposals,
  storedObjects,
  surveys,
  waterQuality,
} from '#db/schema/index.ts';
import { servedKeyFor } from '#server/adapters/storage/keys.ts';
import {
  createCurrentChemical,
  createEquipment,
  createObservations,
  createSurvey,
  createWaterQuality,
} from '../../../tests/factories/index.ts';
import { SAMPLE_PNG } from '../../../tests/fixtures/image-samples.ts';
import { filePathOf, keyOf, putBytes, requestUploadUrl } from '../../../tests/helpers/photos.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'aqs-survey-delete-'));
  ctx = await createTestContext({ DATA_DIR: dataDir }, { logger: { level: 'error', stream: logStream } });
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Uploads a photo through the app (upload URL, PUT bytes, record) and returns its storage key. */
async function uploadPhoto(cookie: string, equipmentId: number): Promise<string> {
  const uploadURL = await requestUploadUrl(ctx, cookie, equipmentId, { size: SAMPLE_PNG.length });
  expect((await putBytes(ctx, uploadURL, SAMPLE_PNG)).statusCode).toBe(200);
  const res = await ctx.call('POST', `/api/equipment/${equipmentId}/photos`, {
    cookie,
    body: { photoUrl: uploadURL.split('?')[0], description: 'Basin' },
  });
  expect(res.statusCode).toBe(201);
  return servedKeyFor(keyOf(uploadURL));
}

/** A survey with two systems, each with an uploaded photo and a current chemical, plus every child row. */
async function createFullSurvey(userId: string, cookie: string) {
  const survey = await createSurvey(ctx.db, { userId });
  const tower = await createEquipment(ctx.db, survey.id);
  const boiler = await createEquipment(ctx.db, survey.id, { type: 'boiler', name: 'Boiler 1' });
  const keys = [await uploadPhoto(cookie, tower.id), await uploadPhoto(cookie, boiler.id)];
  for (const item of [tower, boiler]) await createCurrentChemical(ctx.db, item.id);
  await createWaterQuality(ctx.db, survey.id);
  await createObservations(ctx.db, survey.id);
  const [proposal] = await ctx.db
    .insert(proposals)
    .values({ surveyId: survey.id, userId, title: 'Proposal for Mercy General Hospital' })
    .returning();
  await ctx.db
    .insert(chemicals)
    .values({ proposalId: proposal!.id, name: 'Inhibitor', equipmentId: tower.id });
  return { survey, equipmentIds: [tower.id, boiler.id], keys, proposalId: proposal!.id };
}

type Tree = Awaited<ReturnType<typeof createFullSurvey>>;

async function countRows({ survey, equipmentIds, proposalId }: Tree) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    surveys: await count(ctx.db.select().from(surveys).where(eq(surveys.id, survey.id))),
    equipment: await count(ctx.db.select().from(equipment).where(eq(equipment.surveyId, survey.id))),
    photos: await count(
      ctx.db.select().from(equipmentPhotos).where(inArray(equipmentPhotos.equipmentId, equipmentIds)),
    ),
    currentChemicals: await count(
      ctx.db.select().from(currentChemicals).where(inArray(currentChemicals.equipmentId, equipmentIds)),
    ),
    waterQuality: await count(ctx.db.select().from(waterQuality).where(eq(waterQuality.surveyId, survey.id))),
    observations: await count(ctx.db.select().from(observations).where(eq(observations.surveyId, survey.id))),
    proposals: await count(ctx.db.select().from(proposals).where(eq(proposals.surveyId, survey.id))),
    chemicals: await count(ctx.db.select().from(chemicals).where(eq(chemicals.proposalId, proposalId))),
  };
}

const FULL = {
  surveys: 1,
  equipment: 2,
  photos: 2,
  currentChemicals: 2,
  waterQuality: 1,
  observations: 1,
  proposals: 1,
  chemicals: 1,
};
const EMPTY = Object.fromEntries(Object.keys(FULL).map((k) => [k, 0]));

/** The keys among these that still have a stored_objects row, sorted. */
async function recordedKeys(keys: string[]) {
  const rows = await ctx.db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(inArray(storedObjects.key, keys));
  return rows.map((r) => r.key).sort();
}

const fileExists = (key: string) => existsSync(filePathOf(dataDir, key));

test('deleting a survey removes everything under it and its photo files, and nothing of other surveys', async () => {
  const { user, cookie } = await ctx.signIn();
  const doomed = await createFullSurvey(user.id, cookie);
  const kept = await createFullSurvey(user.id, cookie);
  expect(doomed.keys.every(fileExists)).toBe(true);

  const res = await ctx.call('DELETE', `/api/surveys/${doomed.survey.id}`, { cookie });
  expect(res.statusCode).toBe(204);
  expect(await countRows(doomed)).toEqual(EMPTY);
  expect(doomed.keys.some(fileExists)).toBe(false);
  expect(await recordedKeys(doomed.keys)).toEqual([]);

  expect(await countRows(kept)).toEqual(FULL);
  expect(kept.keys.every(fileExists)).toBe(true);
  expect(await recordedKeys(kept.keys)).toEqual([...kept.keys].sort());
  expect((await ctx.call('GET', `/api/surveys/${doomed.survey.id}`, { cookie })).statusCode).toBe(404);
});

test('a file that cannot be deleted is logged and keeps its record; the survey is still deleted', async () => {
  const { user, cookie } = await ctx.signIn();
  const tree = await createFullSurvey(user.id, cookie);
  const [broken, fine] = tree.keys as [string, string];
  const realDelete = ctx.deps.storage.deleteFile.bind(ctx.deps.storage);
  // Storage is the external part: make it fail for one key, as an unreachable bucket would.
  const spy = vi.spyOn(ctx.deps.storage, 'deleteFile').mockImplementation(async (key) => {
    if (key === broken) throw new Error('storage unavailable');
    return realDelete(key);
  });
  try {
    const res = await ctx.call('DELETE', `/api/surveys/${tree.survey.id}`, { cookie });
    expect(res.statusCode).toBe(204);
  } finally {
    spy.mockRestore();
  }
  expect(await countRows(tree)).toEqual(EMPTY);
  expect(fileExists(fine)).toBe(false);
  expect(fileExists(broken)).toBe(true);
  expect(await recordedKeys(tree.keys)).toEqual([broken]);
  const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.key === broken);
  expect(logged).toMatchObject({
    msg: 'could not delete a stored file',
    err: { message: 'storage unavailable' },
  });
});

test('deleting equipment removes its photos, their files and its current chemicals only', async () => {
  const { user, cookie } = await ctx.signIn();
  const tree = await createFullSurvey(user.id, cookie);
  const [goneKey, keptKey] = tree.keys as [string, string];
  const [goneId, keptId] = tree.equipmentIds as [number, number];

  const res = await ctx.call('DELETE', `/api/equipment/${goneId}`, { cookie });
  expect(res.statusCode).toBe(204);
  expect(fileExists(goneKey)).toBe(false);
  expect(fileExists(keptKey)).toBe(true);
  expect(await recordedKeys(tree.keys)).toEqual([keptKey]);
  expect(await countRows(tree)).toEqual({ ...FULL, equipment: 1, photos: 1, currentChemicals: 1 });
  const photos = await ctx.db
    .select()
    .from(equipmentPhotos)
    .where(inArray(equipmentPhotos.equipmentId, tree.equipmentIds));
  expect(photos.map((p) => [p.equipmentId, p.storageKey])).toEqual([[keptId, keptKey]]);
});

test("another user's delete of a survey or equipment touches no row and no file", async () => {
  const owner = await ctx.signIn();
  const intruder = await ctx.signIn();
  const tree = await createFullSurvey(owner.user.id, owner.cookie);

  const survey = await ctx.call('DELETE', `/api/surveys/${tree.survey.id}`, { cookie: intruder.cookie });
  expect(survey.statusCode).toBe(404);
  const item = await ctx.call('DELETE', `/api/equipment/${tree.equipmentIds[0]}`, {
    cookie: intruder.cookie,
  });
  expect(item.statusCode).toBe(404);
  expect(await countRows(tree)).toEqual(FULL);
  expect(tree.keys.every(fileExists)).toBe(true);
  expect(await recordedKeys(tree.keys)).toEqual([...tree.keys].sort());
});
