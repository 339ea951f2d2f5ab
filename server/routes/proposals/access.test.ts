import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '#db/schema/index.ts';
import { createChemical, createExampleSurvey, createProposal } from '../../../tests/factories/proposals.ts';
import { createAdmin, createUser } from '../../../tests/factories/users.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: object };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** User A's final survey with a tower, a proposal with one calculated chemical, and A's cookie. */
async function setUpOwner() {
  const owner = await createUser(ctx.db);
  const cookie = await ctx.login(owner.username!);
  const { survey, tower } = await createExampleSurvey(ctx.db, owner.id);
  const proposal = await createProposal(ctx.db, {
    userId: owner.id,
    surveyId: survey.id,
    title: 'A program',
  });
  const chemical = await createChemical(ctx.db, proposal.id, {
    systemIds: [tower.id],
    equipmentId: tower.id,
  });
  await ctx.call('PUT', `/api/proposals/${proposal.id}`, { cookie, body: {} });
  return { cookie, survey, tower, proposal, chemical };
}

function routesOn(a: Awaited<ReturnType<typeof setUpOwner>>): Route[] {
  return [
    { method: 'GET', url: '/api/proposals' },
    { method: 'GET', url: `/api/proposals/${a.proposal.id}` },
    { method: 'GET', url: `/api/proposals/${a.proposal.id}/program` },
    { method: 'GET', url: `/api/proposals/survey/${a.survey.id}` },
    { method: 'POST', url: '/api/proposals', body: { surveyId: a.survey.id } },
    { method: 'PUT', url: `/api/proposals/${a.proposal.id}`, body: { status: 'sent' } },
    { method: 'DELETE', url: `/api/proposals/${a.proposal.id}` },
    { method: 'GET', url: `/api/chemicals/proposal/${a.proposal.id}` },
    { method: 'POST', url: '/api/chemicals', body: { proposalId: a.proposal.id, name: 'Biocide' } },
    { method: 'PUT', url: `/api/chemicals/${a.chemical.id}`, body: { name: 'Renamed' } },
    { method: 'DELETE', url: `/api/chemicals/${a.chemical.id}` },
  ];
}

async function snapshot(cookie: string, proposalId: number) {
  const proposal = await ctx.call('GET', `/api/proposals/${proposalId}`, { cookie });
  const rows = await ctx.call('GET', `/api/chemicals/proposal/${proposalId}`, { cookie });
  return { proposal: proposal.json(), rows: rows.json() };
}

describe('who may call the proposal and chemical API', () => {
  test('every route answers 401 when signed out', async () => {
    for (const { method, url, body } of routesOn(await setUpOwner())) {
      const res = await ctx.call(method, url, { body });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  test('every route answers 403 for an administrator', async () => {
    const admin = await createAdmin(ctx.db);
    const cookie = await ctx.login(admin.username!);
    for (const { method, url, body } of routesOn(await setUpOwner())) {
      const res = await ctx.call(method, url, { cookie, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  test('every route answers 402 without an active subscription, even on the user’s own data', async () => {
    const a = await setUpOwner();
    const before = await snapshot(a.cookie, a.proposal.id);
    await ctx.db.update(users).set({ subscriptionStatus: 'inactive' }).where(eq(users.id, a.proposal.userId));
    for (const { method, url, body } of routesOn(a)) {
      const res = await ctx.call(method, url, { cookie: a.cookie, body });
      expect(res.statusCode, `${method} ${url}`).toBe(402);
    }
    await ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, a.proposal.userId));
    expect(await snapshot(a.cookie, a.proposal.id)).toEqual(before);
  });
});

describe('another user’s proposals and chemicals', () => {
  test('answer 404 exactly like missing ones, and A’s data is unchanged afterwards', async () => {
    const a = await setUpOwner();
    const before = await snapshot(a.cookie, a.proposal.id);
    expect(before.proposal.totalAnnualCost).toBe('91454.00');
    const other = await createUser(ctx.db);
    const cookie = await ctx.login(other.username!);
    await createExampleSurvey(ctx.db, other.id);
    const expected: Record<string, string> = {
      [`GET /api/proposals/${a.proposal.id}`]: 'Proposal not found',
      [`GET /api/proposals/${a.proposal.id}/program`]: 'Proposal not found',
      [`GET /api/proposals/survey/${a.survey.id}`]: 'Survey not found',
      'POST /api/proposals': 'Survey not found',
      [`PUT /api/proposals/${a.proposal.id}`]: 'Proposal not found',
      [`DELETE /api/proposals/${a.proposal.id}`]: 'Proposal not found',
      [`GET /api/chemicals/proposal/${a.proposal.id}`]: 'Proposal not found',
      'POST /api/chemicals': 'Proposal not found',
      [`PUT /api/chemicals/${a.chemical.id}`]: 'Chemical not found',
      [`DELETE /api/chemicals/${a.chemical.id}`]: 'Chemical not found',
    };
    for (const { method, url, body } of routesOn(a).filter((r) => r.url !== '/api/proposals' || r.body)) {
      const res = await ctx.call(method, url, { cookie, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual({ message: expected[`${method} ${url}`] });
    }
    const list = await ctx.call('GET', '/api/proposals', { cookie });
    expect(list.json()).toEqual([]);
    expect(await snapshot(a.cookie, a.proposal.id)).toEqual(before);
  });

  test('missing ids answer exactly as another user’s', async () => {
    const a = await setUpOwner();
    const other = await createUser(ctx.db);
    const cookie = await ctx.login(other.username!);
    for (const [foreignUrl, missingUrl] of [
      [`/api/proposals/${a.proposal.id}`, '/api/proposals/999999'],
      [`/api/proposals/survey/${a.survey.id}`, '/api/proposals/survey/999999'],
      [`/api/chemicals/proposal/${a.proposal.id}`, '/api/chemicals/proposal/999999'],
    ]) {
      const foreign = await ctx.call('GET', foreignUrl!, { cookie });
      const missing = await ctx.call('GET', missingUrl!, { cookie });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    }
    const foreignRow = await ctx.call('PUT', `/api/chemicals/${a.chemical.id}`, {
      cookie,
      body: { name: 'x' },
    });
    const missingRow = await ctx.call('PUT', '/api/chemicals/999999', { cookie, body: { name: 'x' } });
    expect(foreignRow.statusCode).toBe(404);
    expect(foreignRow.json()).toEqual(missingRow.json());
    const foreign = await ctx.call('POST', '/api/chemicals', {
      cookie,
      body: { proposalId: a.proposal.id, name: 'Biocide' },
    });
    const missing = await ctx.call('POST', '/api/chemicals', {
      cookie,
      body: { proposalId: 999999, name: 'x' },
    });
    expect(foreign.json()).toEqual(missing.json());
  });
});
