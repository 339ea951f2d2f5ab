import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { waterQuality } from '#db/schema/index.ts';
import { createWaterQuality } from '../../../tests/factories/index.ts';
import { registerTestContext, signInWithSurvey } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

function listStored(surveyId: number) {
  return ctx.db.select().from(waterQuality).where(eq(waterQuality.surveyId, surveyId));
}

const readings = {
  ph: 7.6,
  conductivity: 1250,
  hardness: '180',
  alkalinity: 95,
  silica: 14.2,
  iron: 0.04,
  copper: 0.01,
  chlorides: 60,
  notes: 'Sampled at tower basin',
};

describe('water quality of a survey', () => {
  test('answers JSON null before the first save', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const res = await ctx.call('GET', `/api/water-quality/survey/${survey.id}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toBeNull();
  });

  test('the first save inserts the row and the next one updates it, keeping one row', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const first = await ctx.call('POST', '/api/water-quality', {
      cookie,
      body: { surveyId: survey.id, ...readings },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ surveyId: survey.id, ph: 7.6, hardness: 180, iron: 0.04 });

    const second = await ctx.call('POST', '/api/water-quality', {
      cookie,
      body: { surveyId: survey.id, ...readings, ph: 8.1, silica: '', notes: '' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      id: first.json().id,
      ph: 8.1,
      silica: null,
      notes: null,
      hardness: 180,
    });

    const stored = await listStored(survey.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ph: 8.1, conductivity: 1250, silica: null });
    const read = await ctx.call('GET', `/api/water-quality/survey/${survey.id}`, { cookie });
    expect(read.json()).toMatchObject({ id: first.json().id, ph: 8.1, chlorides: 60 });
  });

  test('a save that leaves a field out keeps its stored value', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    await createWaterQuality(ctx.db, survey.id, { ph: 7.2, conductivity: 900 });
    const res = await ctx.call('POST', '/api/water-quality', {
      cookie,
      body: { surveyId: survey.id, ph: 7.4 },
    });
    expect(res.json()).toMatchObject({ ph: 7.4, conductivity: 900 });
  });

  test('refuses pH 15 and conductivity 1.5 with the field messages', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const ph = await ctx.call('POST', '/api/water-quality', {
      cookie,
      body: { surveyId: survey.id, ph: 15 },
    });
    expect(ph.statusCode).toBe(400);
    expect(ph.json().errors).toEqual({ ph: 'pH must be between 0 and 14' });
    const conductivity = await ctx.call('POST', '/api/water-quality', {
      cookie,
      body: { surveyId: survey.id, conductivity: 1.5 },
    });
    expect(conductivity.statusCode).toBe(400);
    expect(conductivity.json().errors).toEqual({
      conductivity: 'Conductivity must be a whole number of at least 0',
    });
    const negative = await ctx.call('POST', '/api/water-quality', {
      cookie,
      body: { surveyId: survey.id, iron: -1 },
    });
    expect(negative.statusCode).toBe(400);
    expect(await listStored(survey.id)).toEqual([]);
  });

  test("another user's survey answers 404 on read and save and keeps its readings", async () => {
    const a = await signInWithSurvey(ctx);
    const b = await signInWithSurvey(ctx);
    const row = await createWaterQuality(ctx.db, a.survey.id);
    for (const [method, url, body] of [
      ['GET', `/api/water-quality/survey/${a.survey.id}`, undefined],
      ['POST', '/api/water-quality', { surveyId: a.survey.id, ph: 2, notes: 'overwritten' }],
    ] as const) {
      const res = await ctx.call(method, url, { cookie: b.cookie, body });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Survey not found', code: 'not_found' });
    }
    expect(await listStored(a.survey.id)).toEqual([row]);
    const missing = await ctx.call('GET', '/api/water-quality/survey/2147483647', { cookie: b.cookie });
    expect(missing.json()).toEqual({ message: 'Survey not found', code: 'not_found' });
  });
});
