import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { chemicals, proposals } from '#db/schema/index.ts';
import {
  createChemical,
  createExampleSurvey,
  createProposal,
  createSurvey,
} from '../../../tests/factories/index.ts';
import examples from '../../../tests/fixtures/calculation-examples.json' with { type: 'json' };
import { registerTestContext } from '../../../tests/setup/test-app.ts';
import { defaultValidUntil } from './proposals.ts';

const ctx = registerTestContext();

const example = examples[0]!;
const exampleChemical = {
  name: 'Scale inhibitor',
  treatmentRate: 2.5,
  rateUnit: 'lbs/1000gal',
  unitCost: 3.2,
};

async function createProposalViaApi(cookie: string, surveyId: number, body: object = {}) {
  const res = await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/proposals', () => {
  test('creates a draft titled after the facility, valid for 30 days, with the engine total', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey } = await createExampleSurvey(ctx.db, user.id);
    const res = await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      surveyId: survey.id,
      userId: user.id,
      title: 'Proposal for Mercy General Hospital',
      status: 'draft',
      validUntil: defaultValidUntil(),
      totalAnnualCost: '0.00',
      proposalContent: null,
    });
    expect(typeof res.json().id).toBe('number');
  });

  test('ignores a client-sent total and keeps the given title, status, date and content', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey } = await createExampleSurvey(ctx.db, user.id);
    const created = await createProposalViaApi(cookie, survey.id, {
      title: 'Tower program 2026',
      status: 'sent',
      validUntil: '2026-09-30',
      targetCycles: 6,
      proposalContent: 'Scope of work',
      totalAnnualCost: 123456,
    });
    expect(created).toMatchObject({
      title: 'Tower program 2026',
      status: 'sent',
      validUntil: '2026-09-30',
      targetCycles: 6,
      proposalContent: 'Scope of work',
      totalAnnualCost: '0.00',
    });
  });

  test('refuses a survey that is not final', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: user.id, status: 'completed' });
    const res = await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Only final surveys can start a proposal', code: 'bad_request' });
    expect(await ctx.db.select().from(proposals).where(eq(proposals.surveyId, survey.id))).toEqual([]);
  });

  test('answers 409 with the existing id on a second proposal for the same survey', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey } = await createExampleSurvey(ctx.db, user.id);
    const first = await createProposalViaApi(cookie, survey.id);
    const second = await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'A proposal already exists for this survey',
      id: first.id,
      code: 'conflict',
    });
  });

  test('lets only one of two simultaneous first saves create the proposal', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey } = await createExampleSurvey(ctx.db, user.id);
    const body = { surveyId: survey.id };
    const answers = await Promise.all([
      ctx.call('POST', '/api/proposals', { cookie, body }),
      ctx.call('POST', '/api/proposals', { cookie, body }),
      ctx.call('POST', '/api/proposals', { cookie, body }),
    ]);
    const created = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const res of refused) expect(res.json().id).toBe(created[0]!.json().id);
  });

  test('validates the body with the field messages', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey } = await createExampleSurvey(ctx.db, user.id);
    const cases: [object, string, string][] = [
      [{}, 'surveyId', 'Survey is required'],
      [{ surveyId: survey.id, title: 'x'.repeat(301) }, 'title', 'Must be at most 300 characters'],
      [
        { surveyId: survey.id, status: 'archived' },
        'status',
        'Status must be draft, sent, accepted or rejected',
      ],
      [{ surveyId: survey.id, validUntil: 'next week' }, 'validUntil', 'Please enter a valid date'],
      [{ surveyId: survey.id, targetCycles: 1 }, 'targetCycles', 'Target cycles must be between 1.01 and 50'],
    ];
    for (const [body, field, message] of cases) {
      const res = await ctx.call('POST', '/api/proposals', { cookie, body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    expect(await ctx.db.select().from(proposals).where(eq(proposals.surveyId, survey.id))).toEqual([]);
  });
});

describe('reading proposals', () => {
  test('lists only the user’s proposals, newest first', async () => {
    const { user, cookie } = await ctx.signIn();
    const older = await createProposal(ctx.db, {
      userId: user.id,
      createdAt: new Date('2025-01-05T10:00:00Z'),
    });
    const newer = await createProposal(ctx.db, {
      userId: user.id,
      createdAt: new Date('2025-03-01T10:00:00Z'),
    });
    await createProposal(ctx.db);
    const res = await ctx.call('GET', '/api/proposals', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { id: number }) => p.id)).toEqual([newer.id, older.id]);
    expect(res.json()[0]).toMatchObject({ totalAnnualCost: '0.00', createdAt: '2025-03-01T10:00:00.000Z' });
  });

  test('returns one proposal, and 404 "Proposal not found" for a missing or malformed id', async () => {
    const { user, cookie } = await ctx.signIn();
    const proposal = await createProposal(ctx.db, { userId: user.id, title: 'Boiler program' });
    const res = await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: proposal.id, title: 'Boiler program', validUntil: '2030-01-31' });
    for (const id of ['999999', 'abc', '0']) {
      const missing = await ctx.call('GET', `/api/proposals/${id}`, { cookie });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Proposal not found', code: 'not_found' });
    }
  });

  test('returns the proposal of a survey, or null when the survey has none', async () => {
    const { user, cookie } = await ctx.signIn();
    const proposal = await createProposal(ctx.db, { userId: user.id });
    const withOne = await ctx.call('GET', `/api/proposals/survey/${proposal.surveyId}`, { cookie });
    expect(withOne.statusCode).toBe(200);
    expect(withOne.json()).toMatchObject({ id: proposal.id });
    const bare = await createSurvey(ctx.db, { userId: user.id });
    const without = await ctx.call('GET', `/api/proposals/survey/${bare.id}`, { cookie });
    expect(without.statusCode).toBe(200);
    expect(without.json()).toBeNull();
    const missing = await ctx.call('GET', '/api/proposals/survey/999999', { cookie });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Survey not found', code: 'not_found' });
  });

  test('GET /api/proposals/:id/program gives the engine input, result and explanation', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
    const proposal = await createProposal(ctx.db, { userId: user.id, surveyId: survey.id });
    await createChemical(ctx.db, proposal.id, { systemIds: [tower.id], equipmentId: tower.id });
    const res = await ctx.call('GET', `/api/proposals/${proposal.id}/program`, { cookie });
    expect(res.statusCode).toBe(200);
    const { input, result, explanation } = res.json();
    expect(input).toEqual({
      ...example.input,
      systems: [{ ...example.input.systems[0], id: tower.id }],
      chemicals: [{ ...example.input.chemicals[0], systemIds: [tower.id] }],
    });
    expect(result).toEqual({
      ...example.expected,
      systems: [{ id: tower.id, makeupGallonsPerYear: 11431800 }],
    });
    expect(explanation).toMatchObject({
      cycles: 5,
      blowdownIncluded: true,
      totalMakeupGallonsPerYear: 11431800,
    });
    // Reads never write: the factory's rows bypassed the API, so the stored total is still the factory's
    // (totals are recalculated by the writes themselves, docs/decisions/018).
    const stored = await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie });
    expect(stored.json().totalAnnualCost).toBe('0.00');
  });
});

describe('PUT /api/proposals/:id', () => {
  test('updates the given fields, bumps updatedAt and keeps the engine total over the client’s', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
    const created = await createProposalViaApi(cookie, survey.id);
    await ctx.call('POST', '/api/chemicals', {
      cookie,
      body: { ...exampleChemical, priceUnit: 'pound', proposalId: created.id, systemIds: [tower.id] },
    });
    const before = (await ctx.call('GET', `/api/proposals/${created.id}`, { cookie })).json();
    const res = await ctx.call('PUT', `/api/proposals/${created.id}`, {
      cookie,
      body: {
        title: 'Revised program',
        status: 'accepted',
        validUntil: '2026-12-31',
        targetCycles: 5.5,
        proposalContent: 'Executive summary',
        rfpFileUrl: '/objects/rfp/abc',
        totalAnnualCost: 1,
        surveyId: 424242,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      surveyId: survey.id,
      title: 'Revised program',
      status: 'accepted',
      validUntil: '2026-12-31',
      targetCycles: 5.5,
      proposalContent: 'Executive summary',
      rfpFileUrl: '/objects/rfp/abc',
      totalAnnualCost: (example.expected.totalAnnualCost as number).toFixed(2),
    });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(res.json().createdAt).toBe(before.createdAt);
  });

  test('moves through sent, accepted and rejected, and refuses an unknown status', async () => {
    const { user, cookie } = await ctx.signIn();
    const proposal = await createProposal(ctx.db, { userId: user.id });
    for (const status of ['sent', 'accepted', 'rejected', 'draft']) {
      const res = await ctx.call('PUT', `/api/proposals/${proposal.id}`, { cookie, body: { status } });
      expect(res.json().status).toBe(status);
    }
    const bad = await ctx.call('PUT', `/api/proposals/${proposal.id}`, { cookie, body: { status: 'won' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: 'Status must be draft, sent, accepted or rejected' });
  });

  test('a blank title goes back to the default and fields not sent stay as they were', async () => {
    const { user, cookie } = await ctx.signIn();
    const proposal = await createProposal(ctx.db, { userId: user.id, proposalContent: 'Kept' });
    const res = await ctx.call('PUT', `/api/proposals/${proposal.id}`, { cookie, body: { title: '  ' } });
    expect(res.json()).toMatchObject({
      title: 'Proposal for Mercy General Hospital',
      proposalContent: 'Kept',
      validUntil: '2030-01-31',
    });
  });

  test('answers 404 for a missing proposal and 400 for a title too long', async () => {
    const { user, cookie } = await ctx.signIn();
    const proposal = await createProposal(ctx.db, { userId: user.id });
    const missing = await ctx.call('PUT', '/api/proposals/999999', { cookie, body: { title: 'x' } });
    expect(missing.statusCode).toBe(404);
    const long = await ctx.call('PUT', `/api/proposals/${proposal.id}`, {
      cookie,
      body: { title: 'x'.repeat(301) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ title: 'Must be at most 300 characters' });
  });
});

describe('DELETE /api/proposals/:id', () => {
  test('deletes the proposal and its chemicals, then answers 404', async () => {
    const { user, cookie } = await ctx.signIn();
    const proposal = await createProposal(ctx.db, { userId: user.id });
    await createChemical(ctx.db, proposal.id);
    const res = await ctx.call('DELETE', `/api/proposals/${proposal.id}`, { cookie });
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.select().from(chemicals).where(eq(chemicals.proposalId, proposal.id))).toEqual([]);
    const again = await ctx.call('DELETE', `/api/proposals/${proposal.id}`, { cookie });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Proposal not found', code: 'not_found' });
  });
});
