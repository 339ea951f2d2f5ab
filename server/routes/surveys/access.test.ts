import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCurrentChemical, createEquipment, createSurvey } from '../../../tests/factories/surveys.ts';
import { createAdmin, createUser } from '../../../tests/factories/users.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

let ctx: TestContext;
let routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: object }[];
beforeAll(async () => {
  ctx = await createTestContext();
  const survey = await createSurvey(ctx.db);
  const item = await createEquipment(ctx.db, survey.id);
  const chemical = await createCurrentChemical(ctx.db, item.id);
  routes = [
    { method: 'GET', url: '/api/dashboard/stats' },
    { method: 'GET', url: '/api/follow-ups' },
    { method: 'GET', url: '/api/surveys' },
    { method: 'GET', url: `/api/surveys/${survey.id}` },
    {
      method: 'POST',
      url: '/api/surveys',
      body: { facilityName: 'Plant', facilityAddress: '1 Main St', industryType: 'retail' },
    },
    { method: 'PUT', url: `/api/surveys/${survey.id}`, body: { status: 'final' } },
    { method: 'DELETE', url: `/api/surveys/${survey.id}` },
    { method: 'GET', url: `/api/equipment/survey/${survey.id}` },
    { method: 'POST', url: '/api/equipment', body: { surveyId: survey.id, type: 'chiller' } },
    { method: 'PUT', url: `/api/equipment/${item.id}`, body: { name: 'Renamed' } },
    { method: 'DELETE', url: `/api/equipment/${item.id}` },
    { method: 'GET', url: `/api/current-chemicals/equipment/${item.id}` },
    { method: 'POST', url: '/api/current-chemicals', body: { equipmentId: item.id, name: 'Biocide' } },
    { method: 'DELETE', url: `/api/current-chemicals/${chemical.id}` },
    { method: 'GET', url: `/api/water-quality/survey/${survey.id}` },
    { method: 'POST', url: '/api/water-quality', body: { surveyId: survey.id, ph: 7 } },
    { method: 'GET', url: `/api/observations/survey/${survey.id}` },
    { method: 'POST', url: '/api/observations', body: { surveyId: survey.id, recommendations: 'More' } },
  ];
});
afterAll(() => ctx.close());

const yearMs = 365 * 24 * 3600 * 1000;

describe('who may call the survey API', () => {
  test('every route answers 401 when signed out', async () => {
    for (const { method, url, body } of routes) {
      const res = await ctx.call(method, url, { body });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  test('every route answers 403 for an administrator', async () => {
    const admin = await createAdmin(ctx.db);
    const cookie = await ctx.login(admin.username!);
    for (const { method, url, body } of routes) {
      const res = await ctx.call(method, url, { cookie, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  test('every route answers 402 without a subscription or after a canceled one has ended', async () => {
    const inactive = await createUser(ctx.db, { subscriptionStatus: 'inactive' });
    const ended = await createUser(ctx.db, {
      subscriptionStatus: 'canceled',
      subscriptionPeriodEnd: new Date(Date.now() - 60_000),
    });
    for (const user of [inactive, ended]) {
      const cookie = await ctx.login(user.username!);
      for (const { method, url, body } of routes) {
        const res = await ctx.call(method, url, { cookie, body });
        expect(res.statusCode, `${user.subscriptionStatus} ${method} ${url}`).toBe(402);
      }
    }
  });

  test('past_due and canceled-until-period-end subscribers keep access', async () => {
    const pastDue = await createUser(ctx.db, { subscriptionStatus: 'past_due' });
    const canceled = await createUser(ctx.db, {
      subscriptionStatus: 'canceled',
      subscriptionPeriodEnd: new Date(Date.now() + yearMs),
    });
    for (const user of [pastDue, canceled]) {
      const cookie = await ctx.login(user.username!);
      expect((await ctx.call('GET', '/api/dashboard/stats', { cookie })).statusCode).toBe(200);
      expect((await ctx.call('GET', '/api/follow-ups', { cookie })).statusCode).toBe(200);
      expect((await ctx.call('GET', '/api/surveys', { cookie })).statusCode).toBe(200);
      const created = await ctx.call('POST', '/api/surveys', {
        cookie,
        body: { facilityName: 'Plant', facilityAddress: '1 Main St', industryType: 'retail' },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect((await ctx.call('GET', `/api/equipment/survey/${id}`, { cookie })).statusCode).toBe(200);
      expect((await ctx.call('DELETE', `/api/surveys/${id}`, { cookie })).statusCode).toBe(204);
    }
  });
});
