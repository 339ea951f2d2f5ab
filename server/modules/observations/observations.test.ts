import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { observations } from '#db/schema/index.ts';
import { createObservations } from '../../../tests/factories/index.ts';
import { registerTestContext, signInWithSurvey } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

function listStored(surveyId: number) {
  return ctx.db.select().from(observations).where(eq(observations.surveyId, surveyId));
}

describe('observations of a survey', () => {
  test('answers JSON null before the first save', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const res = await ctx.call('GET', `/api/observations/survey/${survey.id}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  test('saves observations with an ISO follow-up date as a date, then updates the same row', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const first = await ctx.call('POST', '/api/observations', {
      cookie,
      body: {
        surveyId: survey.id,
        systemObservations: 'Heavy scale on fill',
        recommendations: 'Raise inhibitor dose',
        followUpTasks: 'Retest in 30 days',
        followUpDate: '2026-02-10T00:00:00.000Z',
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ surveyId: survey.id, followUpDate: '2026-02-10' });

    const second = await ctx.call('POST', '/api/observations', {
      cookie,
      body: { surveyId: survey.id, recommendations: 'Replace bleed valve', followUpDate: '' },
    });
    expect(second.json()).toMatchObject({
      id: first.json().id,
      systemObservations: 'Heavy scale on fill',
      recommendations: 'Replace bleed valve',
      followUpDate: null,
    });
    expect(await listStored(survey.id)).toHaveLength(1);
    const read = await ctx.call('GET', `/api/observations/survey/${survey.id}`, { cookie });
    expect(read.json()).toMatchObject({ id: first.json().id, recommendations: 'Replace bleed valve' });
  });

  test('refuses an impossible follow-up date', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const res = await ctx.call('POST', '/api/observations', {
      cookie,
      body: { surveyId: survey.id, followUpDate: 'next week' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ followUpDate: 'Please enter a valid follow-up date' });
    expect(await listStored(survey.id)).toEqual([]);
  });

  test("another user's survey answers 404 on read and save and keeps its observations", async () => {
    const a = await signInWithSurvey(ctx);
    const b = await signInWithSurvey(ctx);
    const row = await createObservations(ctx.db, a.survey.id);
    for (const [method, url, body] of [
      ['GET', `/api/observations/survey/${a.survey.id}`, undefined],
      ['POST', '/api/observations', { surveyId: a.survey.id, recommendations: 'overwritten' }],
    ] as const) {
      const res = await ctx.call(method, url, { cookie: b.cookie, body });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Survey not found', code: 'not_found' });
    }
    expect(await listStored(a.survey.id)).toEqual([row]);
  });
});
