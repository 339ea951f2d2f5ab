import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, test, vi } from 'vitest';
import {
  currentChemicals,
  equipment,
  equipmentPhotos,
  idempotencyKeys,
  observations,
  surveys,
  waterQuality,
} from '#db/schema/index.ts';
import { buildApp } from '#server/app.ts';
import { housekeepingTasks } from '#server/housekeeping.ts';
import { runPeriodicWork } from '#server/lib/background.ts';
import { consoleLogger } from '#server/lib/logger.ts';
import { IN_PROGRESS_STALE_MS } from '#server/modules/sync/idempotency.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from '#shared/schemas/sync.ts';
import { createEquipment, createSurvey } from '../../tests/factories/index.ts';
import { SAMPLE_JPEG } from '../../tests/fixtures/image-samples.ts';
import { registerDiskContext, uploadBytes } from '../../tests/helpers/photos.ts';

// The Idempotency-Key header (docs/decisions/041): a replay answers as the first request did and changes nothing.
const disk = registerDiskContext();

const FACILITY = {
  facilityName: 'Harbor Plant',
  industryType: 'healthcare',
  facilityAddress: '1 Harbor Blvd',
};

function send(method: InjectOptions['method'], url: string, cookie: string, body?: unknown, key?: string) {
  return disk.ctx.call(method, url, { cookie, body, headers: key ? { 'idempotency-key': key } : {} });
}

async function surveysOf(userId: string) {
  return disk.ctx.db.select().from(surveys).where(eq(surveys.userId, userId));
}

async function keyRows(userId: string) {
  return disk.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}

describe('a replayed write', () => {
  test('answers the first answer three more times, marked as a replay, and creates one survey', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const key = randomUUID();
    const first = await send('POST', '/api/surveys', cookie, FACILITY, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (let i = 0; i < 3; i++) {
      const again = await send('POST', '/api/surveys', cookie, FACILITY, key);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(await surveysOf(user.id)).toHaveLength(1);
    expect(await keyRows(user.id)).toMatchObject([{ key, method: 'POST', status: 201 }]);
  });

  test('every create and update of the survey flow, replayed 3 times with its key, writes once', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const survey = await createSurvey(disk.ctx.db, { userId: user.id });
    const unit = await createEquipment(disk.ctx.db, survey.id);
    const uploadURL = await uploadBytes(disk.ctx, cookie, unit.id, SAMPLE_JPEG);
    const writes: [InjectOptions['method'], string, object][] = [
      ['POST', '/api/surveys', FACILITY],
      ['PUT', `/api/surveys/${survey.id}`, { contactName: 'Dana Reyes' }],
      ['POST', '/api/equipment', { surveyId: survey.id, type: 'boiler', name: 'Boiler 2' }],
      ['PUT', `/api/equipment/${unit.id}`, { name: 'Tower 9' }],
      ['POST', '/api/current-chemicals', { equipmentId: unit.id, name: 'Inhibitor 300' }],
      [
        'POST',
        `/api/equipment/${unit.id}/photos`,
        { photoUrl: uploadURL.split('?')[0], description: 'Fill' },
      ],
      ['POST', '/api/water-quality', { surveyId: survey.id, ph: 7.9, conductivity: 1400 }],
      ['POST', '/api/observations', { surveyId: survey.id, recommendations: 'Clean the basin' }],
    ];
    const counts = async () => {
      const ofSurvey = eq(equipment.surveyId, survey.id);
      return {
        surveys: (await surveysOf(user.id)).length,
        equipment: (await disk.ctx.db.select().from(equipment).where(ofSurvey)).length,
        chemicals: (
          await disk.ctx.db.select().from(currentChemicals).where(eq(currentChemicals.equipmentId, unit.id))
        ).length,
        photos: (
          await disk.ctx.db.select().from(equipmentPhotos).where(eq(equipmentPhotos.equipmentId, unit.id))
        ).length,
        water: (await disk.ctx.db.select().from(waterQuality).where(eq(waterQuality.surveyId, survey.id)))
          .length,
        observations: (
          await disk.ctx.db.select().from(observations).where(eq(observations.surveyId, survey.id))
        ).length,
      };
    };
    const before = await counts();
    for (const [method, url, body] of writes) {
      const key = randomUUID();
      const first = await send(method, url, cookie, body, key);
      expect(first.statusCode, `${method} ${url}: ${first.body}`).toBeLessThan(300);
      const afterFirst = await counts();
      for (let i = 0; i < 3; i++) {
        const again = await send(method, url, cookie, body, key);
        expect([again.statusCode, again.body], `${method} ${url}`).toEqual([first.statusCode, first.body]);
        expect(again.headers['idempotent-replayed']).toBe('true');
      }
      // The replays changed nothing: not a row more, and an update's updatedAt is the first answer's.
      expect(await counts(), `${method} ${url}`).toEqual(afterFirst);
    }
    expect(await counts()).toEqual({
      surveys: before.surveys + 1,
      equipment: before.equipment + 1,
      chemicals: before.chemicals + 1,
      photos: before.photos + 1,
      water: 1,
      observations: 1,
    });
    const [stored] = await disk.ctx.db.select().from(surveys).where(eq(surveys.id, survey.id));
    const read = await send('GET', `/api/surveys/${survey.id}`, cookie);
    expect(read.json().updatedAt).toBe(stored!.updatedAt.toISOString());
  });

  test('a delete replayed answers 204 again instead of 404', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const survey = await createSurvey(disk.ctx.db, { userId: user.id });
    const key = randomUUID();
    expect((await send('DELETE', `/api/surveys/${survey.id}`, cookie, undefined, key)).statusCode).toBe(204);
    const again = await send('DELETE', `/api/surveys/${survey.id}`, cookie, undefined, key);
    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Without the key the same call is a new request: the survey is gone.
    expect((await send('DELETE', `/api/surveys/${survey.id}`, cookie)).statusCode).toBe(404);
  });

  test('a validation refusal is kept and replayed too', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const key = randomUUID();
    const bad = { ...FACILITY, facilityName: '' };
    const first = await send('POST', '/api/surveys', cookie, bad, key);
    expect(first.statusCode).toBe(400);
    const again = await send('POST', '/api/surveys', cookie, bad, key);
    expect([again.statusCode, again.body]).toEqual([400, first.body]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await surveysOf(user.id)).toHaveLength(0);
  });

  test('holds across two server instances on one database', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const second: FastifyInstance = await buildApp(disk.ctx.deps);
    try {
      const key = randomUUID();
      const first = await send('POST', '/api/surveys', cookie, FACILITY, key);
      const elsewhere = await second.inject({
        method: 'POST',
        url: '/api/surveys',
        headers: { cookie, 'idempotency-key': key },
        payload: FACILITY,
      });
      expect([elsewhere.statusCode, elsewhere.body]).toEqual([201, first.body]);
      expect(elsewhere.headers['idempotent-replayed']).toBe('true');
      expect(await surveysOf(user.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('a key used again for something else', () => {
  test('with another body, method or path answers 422 idempotency_key_reused and changes nothing', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const key = randomUUID();
    const first = await send('POST', '/api/surveys', cookie, FACILITY, key);
    expect(first.statusCode).toBe(201);
    const id = first.json().id;
    const reuses = [
      send('POST', '/api/surveys', cookie, { ...FACILITY, facilityName: 'Other Plant' }, key),
      send('PUT', `/api/surveys/${id}`, cookie, { facilityName: 'Other Plant' }, key),
      send('POST', '/api/equipment', cookie, { surveyId: id, type: 'boiler' }, key),
    ];
    for (const res of await Promise.all(reuses)) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'This Idempotency-Key was already used for another request',
        code: 'idempotency_key_reused',
      });
    }
    const rows = await surveysOf(user.id);
    expect(rows.map((r) => r.facilityName)).toEqual(['Harbor Plant']);
  });

  test('keys are the user’s own: another user’s same key is a new request', async () => {
    const a = await disk.ctx.signIn();
    const b = await disk.ctx.signIn();
    const key = randomUUID();
    expect((await send('POST', '/api/surveys', a.cookie, FACILITY, key)).statusCode).toBe(201);
    const theirs = await send('POST', '/api/surveys', b.cookie, FACILITY, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await surveysOf(a.user.id)).toHaveLength(1);
    expect(await surveysOf(b.user.id)).toHaveLength(1);
  });
});

describe('two requests with one key at once', () => {
  test('write once: one runs, the other waits (409 idempotency_in_progress) or replays', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const key = randomUUID();
    const answers = await Promise.all([
      send('POST', '/api/surveys', cookie, FACILITY, key),
      send('POST', '/api/surveys', cookie, FACILITY, key),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const waiting = answers.find((a) => a.statusCode === 409);
    if (waiting) {
      expect(waiting.json().code).toBe('idempotency_in_progress');
      expect(waiting.headers['retry-after']).toBe('1');
    }
    expect(await surveysOf(user.id)).toHaveLength(1);
    // The retry after Retry-After gets the first answer.
    const created = answers.find((a) => a.statusCode === 201 && !a.headers['idempotent-replayed'])!;
    const retry = await send('POST', '/api/surveys', cookie, FACILITY, key);
    expect([retry.statusCode, retry.body]).toEqual([201, created.body]);
  });

  test('a first request still running answers 409 with Retry-After: 1; one whose server died is taken over', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const running = { userId: user.id, method: 'POST', path: '/api/surveys' };
    const body = JSON.stringify(FACILITY);
    const { hashBody } = await import('#server/modules/sync/idempotency.ts');
    await disk.ctx.db.insert(idempotencyKeys).values([
      { ...running, key: 'still-running', bodyHash: hashBody(JSON.parse(body)) },
      {
        ...running,
        key: 'died-running',
        bodyHash: hashBody(JSON.parse(body)),
        createdAt: new Date(Date.now() - IN_PROGRESS_STALE_MS - 1000),
      },
    ]);
    const waiting = await send('POST', '/api/surveys', cookie, FACILITY, 'still-running');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toEqual({
      message: 'The first request with this Idempotency-Key is still running',
      code: 'idempotency_in_progress',
    });
    const takenOver = await send('POST', '/api/surveys', cookie, FACILITY, 'died-running');
    expect(takenOver.statusCode).toBe(201);
    expect(await surveysOf(user.id)).toHaveLength(1);
  });
});

describe('a failed first try', () => {
  test('a 5xx leaves the key free: the retry runs, and later replays', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const survey = await createSurvey(disk.ctx.db, { userId: user.id });
    const unit = await createEquipment(disk.ctx.db, survey.id);
    const url = `/api/equipment/${unit.id}/photos/upload`;
    const spy = vi
      .spyOn(disk.ctx.deps.storage, 'createUploadUrl')
      .mockRejectedValueOnce(new Error('storage unreachable'));
    try {
      const key = randomUUID();
      const failed = await send('POST', url, cookie, { size: 100 }, key);
      expect(failed.statusCode).toBe(500);
      expect(await keyRows(user.id)).toEqual([]);
      const retry = await send('POST', url, cookie, { size: 100 }, key);
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      const replay = await send('POST', url, cookie, { size: 100 }, key);
      expect([replay.statusCode, replay.body]).toEqual([200, retry.body]);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  test('a refusal of the moment (402 without a subscription) leaves the key free', async () => {
    const { user, cookie } = await disk.ctx.signIn({ subscriptionStatus: 'canceled' });
    const key = randomUUID();
    expect((await send('POST', '/api/surveys', cookie, FACILITY, key)).statusCode).toBe(402);
    expect(await keyRows(user.id)).toEqual([]);
  });

  test('a cross-site request is refused before it can take the key', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const res = await disk.ctx.call('POST', '/api/surveys', {
      cookie,
      body: FACILITY,
      headers: { 'idempotency-key': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await keyRows(user.id)).toEqual([]);
  });
});

describe('the header itself', () => {
  test('a malformed key answers 400 validation_failed with a clear message', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    for (const key of ['has space', 'x'.repeat(201), 'ключ', 'semi;colon']) {
      const res = await send('POST', '/api/surveys', cookie, FACILITY, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({
        message: 'Idempotency-Key must be 1 to 200 letters, digits or _ . : -',
        code: 'validation_failed',
        errors: { 'Idempotency-Key': 'Idempotency-Key must be 1 to 200 letters, digits or _ . : -' },
      });
    }
    expect(await surveysOf(user.id)).toHaveLength(0);
    expect((await send('POST', '/api/surveys', cookie, FACILITY, 'a'.repeat(200))).statusCode).toBe(201);
  });

  test('is ignored on reads and on signed-out calls', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const key = randomUUID();
    expect((await send('GET', '/api/surveys', cookie, undefined, key)).statusCode).toBe(200);
    expect((await send('POST', '/api/surveys', '', FACILITY, key)).statusCode).toBe(401);
    expect(await keyRows(user.id)).toEqual([]);
  });
});

describe('keys are kept 7 days', () => {
  test('the purge deletes older keys and keeps younger ones; an expired key not yet purged runs anew', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const now = Date.now();
    const base = { userId: user.id, method: 'POST', path: '/api/surveys', bodyHash: 'x', status: 201 };
    await disk.ctx.db.insert(idempotencyKeys).values([
      { ...base, key: 'eight-days', createdAt: new Date(now - IDEMPOTENCY_KEY_TTL_MS - 86_400_000) },
      { ...base, key: 'six-days', createdAt: new Date(now - IDEMPOTENCY_KEY_TTL_MS + 86_400_000) },
    ]);
    // Expired but still stored: the key answers as new, not as a reuse.
    const fresh = await send('POST', '/api/surveys', cookie, FACILITY, 'eight-days');
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    await disk.ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(now - IDEMPOTENCY_KEY_TTL_MS - 1000) })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, 'eight-days')));
    await runPeriodicWork(housekeepingTasks(disk.ctx.db), consoleLogger);
    expect((await keyRows(user.id)).map((r) => r.key)).toEqual(['six-days']);
  });
});

describe('a body the route would refuse anyway', () => {
  test('nested too deeply to hash answers 400, not 500, and takes no key', async () => {
    const { user, cookie } = await disk.ctx.signIn();
    const deep = `${'{"a":['.repeat(20_000)}1${']}'.repeat(20_000)}`;
    const res = await disk.ctx.call('POST', '/api/surveys', {
      cookie,
      body: deep,
      headers: { 'idempotency-key': 'deep', 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is nested too deeply', code: 'bad_request' });
    expect(await keyRows(user.id)).toEqual([]);
  });
});
