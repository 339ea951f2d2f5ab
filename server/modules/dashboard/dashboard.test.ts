import { describe, expect, test } from 'vitest';
import { proposals } from '#db/schema/index.ts';
import { utcDate } from '#server/lib/clock.ts';
import { createObservations, createSurvey, createUser } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';
import { startOfUtcMonth } from './dashboard.ts';

const ctx = registerTestContext();

const dayMs = 24 * 3600 * 1000;

async function addProposal(userId: string, status: string) {
  const survey = await createSurvey(ctx.db, { userId });
  await ctx.db.insert(proposals).values({ surveyId: survey.id, userId, title: 'Proposal', status });
}

describe('GET /api/dashboard/stats', () => {
  test('counts surveys, this month, active proposals and pending follow-ups of the user only', async () => {
    const user = await createUser(ctx.db);
    const cookie = await ctx.login(user.username!);
    const now = new Date();
    const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 15));
    const today = utcDate(now);
    const yesterday = utcDate(new Date(now.getTime() - dayMs));
    const nextWeek = utcDate(new Date(now.getTime() + 7 * dayMs));

    const old = await createSurvey(ctx.db, { userId: user.id, createdAt: lastYear });
    await createObservations(ctx.db, old.id, { followUpDate: nextWeek });
    const followUps = [
      { followUpDate: today, followUpTasks: null },
      { followUpDate: yesterday, followUpTasks: 'Overdue' },
      { followUpDate: null, followUpTasks: 'Call back' },
      { followUpDate: null, followUpTasks: '  ' },
      { followUpDate: null, followUpTasks: null },
    ];
    for (const followUp of followUps) {
      const survey = await createSurvey(ctx.db, { userId: user.id });
      await createObservations(ctx.db, survey.id, followUp);
    }
    for (const status of ['draft', 'sent', 'accepted', 'rejected']) await addProposal(user.id, status);

    const other = await createUser(ctx.db);
    await createObservations(ctx.db, (await createSurvey(ctx.db, { userId: other.id })).id, {
      followUpDate: nextWeek,
    });
    await addProposal(other.id, 'draft');

    const res = await ctx.call('GET', '/api/dashboard/stats', { cookie });
    expect(res.statusCode).toBe(200);
    // 1 old + 5 with observations + 4 with proposals; pending: next week, today, undated with tasks.
    expect(res.json()).toEqual({ totalSurveys: 10, activeProposals: 2, thisMonth: 9, pendingFollowups: 3 });
  });

  test('answers zeros for a new user', async () => {
    const user = await createUser(ctx.db);
    const cookie = await ctx.login(user.username!);
    const res = await ctx.call('GET', '/api/dashboard/stats', { cookie });
    expect(res.json()).toEqual({ totalSurveys: 0, activeProposals: 0, thisMonth: 0, pendingFollowups: 0 });
  });

  test('a survey made just before midnight UTC on the last day of last month is not this month', async () => {
    const user = await createUser(ctx.db);
    const cookie = await ctx.login(user.username!);
    const monthStart = startOfUtcMonth(new Date());
    await createSurvey(ctx.db, { userId: user.id, createdAt: new Date(monthStart.getTime() - 1000) });
    await createSurvey(ctx.db, { userId: user.id, createdAt: monthStart });
    const res = await ctx.call('GET', '/api/dashboard/stats', { cookie });
    expect(res.json()).toMatchObject({ totalSurveys: 2, thisMonth: 1 });
  });
});

describe('month and day boundaries', () => {
  test('months start at midnight UTC on the 1st and days are UTC dates', () => {
    expect(startOfUtcMonth(new Date('2025-03-31T23:59:59Z')).toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(startOfUtcMonth(new Date('2025-01-01T00:00:00Z')).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(utcDate(new Date('2025-03-31T23:59:59-05:00'))).toBe('2025-04-01');
  });
});
