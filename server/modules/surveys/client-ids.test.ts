import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { currentChemicals, equipment, equipmentPhotos, surveys } from '#db/schema/index.ts';
import { createEquipment, createSurvey } from '../../../tests/factories/index.ts';
import { SAMPLE_JPEG } from '../../../tests/fixtures/image-samples.ts';
import { registerDiskContext, uploadBytes } from '../../../tests/helpers/photos.ts';

// Ids made on the device (docs/decisions/041): a create sent again with its clientId answers the first row.
const disk = registerDiskContext();

/** A UUIDv7 as the app makes them: a millisecond time, then random bits. */
function uuidV7(): string {
  const hex = Date.now().toString(16).padStart(12, '0') + randomUUID().replace(/-/g, '').slice(12);
  const chars = hex.split('');
  chars[12] = '7';
  chars[16] = ((Number.parseInt(chars[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = chars.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

const FACILITY = {
  facilityName: 'Harbor Plant',
  industryType: 'healthcare',
  facilityAddress: '1 Harbor Blvd',
};

describe('POST /api/surveys with a clientId', () => {
  test('creates once: the second create answers 200 with the first survey', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const clientId = uuidV7();
    const first = await disk.ctx.call('POST', '/api/surveys', { cookie, body: { ...FACILITY, clientId } });
    expect(first.statusCode).toBe(201);
    expect(first.json().clientId).toBe(clientId);
    const second = await disk.ctx.call('POST', '/api/surveys', {
      cookie,
      body: { ...FACILITY, facilityName: 'Edited meanwhile', clientId },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await disk.ctx.db.select().from(surveys).where(eq(surveys.userId, user.id))).toHaveLength(1);
  });

  test('two creates with one clientId at once make one row', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const clientId = uuidV7();
    const answers = await Promise.all(
      [1, 2, 3].map(() => disk.ctx.call('POST', '/api/surveys', { cookie, body: { ...FACILITY, clientId } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await disk.ctx.db.select().from(surveys).where(eq(surveys.userId, user.id))).toHaveLength(1);
  });

  test('another user’s same clientId is independent', async () => {
    const a = await disk.ctx.signIn();
    const b = await disk.ctx.signIn();
    const clientId = uuidV7();
    const mine = await disk.ctx.call('POST', '/api/surveys', {
      cookie: a.cookie,
      body: { ...FACILITY, clientId },
    });
    const theirs = await disk.ctx.call('POST', '/api/surveys', {
      cookie: b.cookie,
      body: { ...FACILITY, clientId },
    });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().userId).toBe(b.user.id);
  });

  test('without a clientId every create is new, and clientId is null', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    for (let i = 0; i < 2; i++) {
      const res = await disk.ctx.call('POST', '/api/surveys', { cookie, body: FACILITY });
      expect(res.statusCode).toBe(201);
      expect(res.json().clientId).toBeNull();
    }
    expect(await disk.ctx.db.select().from(surveys).where(eq(surveys.userId, user.id))).toHaveLength(2);
  });

  test('a clientId that is not a UUID is refused with a clear message', async () => {
    const { cookie } = await disk.ctx.signIn();
    const res = await disk.ctx.call('POST', '/api/surveys', {
      cookie,
      body: { ...FACILITY, clientId: 'survey-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ clientId: 'Client id must be a UUID' });
  });
});

describe('equipment, current chemicals and photos with a clientId', () => {
  test('a survey made offline links up with its equipment, and each create sent twice makes one row', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const surveyClientId = uuidV7();
    const survey = (
      await disk.ctx.call('POST', '/api/surveys', { cookie, body: { ...FACILITY, clientId: surveyClientId } })
    ).json();
    const unitBody = { surveyId: survey.id, type: 'cooling-tower', name: 'Tower 1', clientId: uuidV7() };
    const unit = await disk.ctx.call('POST', '/api/equipment', { cookie, body: unitBody });
    expect(unit.statusCode).toBe(201);
    expect(unit.json()).toMatchObject({ clientId: unitBody.clientId, updatedAt: expect.any(String) });
    const unitAgain = await disk.ctx.call('POST', '/api/equipment', { cookie, body: unitBody });
    expect([unitAgain.statusCode, unitAgain.json()]).toEqual([200, unit.json()]);

    const chemicalBody = { equipmentId: unit.json().id, name: 'Inhibitor 300', clientId: uuidV7() };
    const chemical = await disk.ctx.call('POST', '/api/current-chemicals', { cookie, body: chemicalBody });
    const chemicalAgain = await disk.ctx.call('POST', '/api/current-chemicals', {
      cookie,
      body: chemicalBody,
    });
    expect([chemical.statusCode, chemicalAgain.statusCode]).toEqual([201, 200]);
    expect(chemicalAgain.json()).toEqual(chemical.json());
    expect(chemical.json().clientId).toBe(chemicalBody.clientId);

    const uploadURL = await uploadBytes(disk.ctx, cookie, unit.json().id, SAMPLE_JPEG);
    const photoBody = { photoUrl: uploadURL.split('?')[0], description: 'Fill', clientId: uuidV7() };
    const photoUrl = `/api/equipment/${unit.json().id}/photos`;
    const photo = await disk.ctx.call('POST', photoUrl, { cookie, body: photoBody });
    expect(photo.statusCode, photo.body).toBe(201);
    // Without the clientId the same upload is refused as already saved; with it, the first record answers.
    expect(
      (await disk.ctx.call('POST', photoUrl, { cookie, body: { ...photoBody, clientId: undefined } }))
        .statusCode,
    ).toBe(409);
    const photoAgain = await disk.ctx.call('POST', photoUrl, { cookie, body: photoBody });
    expect([photoAgain.statusCode, photoAgain.json()]).toEqual([200, photo.json()]);
    expect(photo.json().clientId).toBe(photoBody.clientId);

    const unitId = unit.json().id;
    expect(await disk.ctx.db.select().from(equipment).where(eq(equipment.surveyId, survey.id))).toHaveLength(
      1,
    );
    expect(
      await disk.ctx.db.select().from(currentChemicals).where(eq(currentChemicals.equipmentId, unitId)),
    ).toHaveLength(1);
    expect(
      await disk.ctx.db.select().from(equipmentPhotos).where(eq(equipmentPhotos.equipmentId, unitId)),
    ).toHaveLength(1);
    expect(await disk.ctx.db.select().from(surveys).where(eq(surveys.userId, user.id))).toHaveLength(1);
  });

  test('concurrent equipment creates with one clientId make one row; another user’s clientId is theirs', async () => {
    const a = await disk.ctx.signIn();
    const b = await disk.ctx.signIn();
    const surveyA = await createSurvey(disk.ctx.db, { userId: a.user.id });
    const surveyB = await createSurvey(disk.ctx.db, { userId: b.user.id });
    const clientId = uuidV7();
    const answers = await Promise.all(
      [1, 2].map(() =>
        disk.ctx.call('POST', '/api/equipment', {
          cookie: a.cookie,
          body: { surveyId: surveyA.id, type: 'boiler', clientId },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const theirs = await disk.ctx.call('POST', '/api/equipment', {
      cookie: b.cookie,
      body: { surveyId: surveyB.id, type: 'boiler', clientId },
    });
    expect(theirs.statusCode).toBe(201);
    expect(await disk.ctx.db.select().from(equipment).where(eq(equipment.surveyId, surveyA.id))).toHaveLength(
      1,
    );
    expect(await disk.ctx.db.select().from(equipment).where(eq(equipment.surveyId, surveyB.id))).toHaveLength(
      1,
    );
    // A's clientId never reaches B's equipment, nor B's into A's survey.
    const other = await createEquipment(disk.ctx.db, surveyA.id);
    expect(other.clientId).toBeNull();
  });
});
