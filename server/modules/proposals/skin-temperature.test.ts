import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { proposals } from '#db/schema/index.ts';
import { createExampleSurvey, createProposal } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

const MESSAGE = 'Skin temperature must be between 32 and 212 °F';

async function readStored(id: number) {
  const [row] = await ctx.db.select().from(proposals).where(eq(proposals.id, id));
  return row!;
}

describe('skinTemperatureF on a proposal', () => {
  test('a new proposal has none (the default 120 °F), and POST can give one', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey } = await createExampleSurvey(ctx.db, user.id);
    const res = await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json().skinTemperatureF).toBeNull();

    const other = await createExampleSurvey(ctx.db, user.id);
    const given = await ctx.call('POST', '/api/proposals', {
      cookie,
      body: { surveyId: other.survey.id, skinTemperatureF: '135' },
    });
    expect(given.statusCode).toBe(201);
    expect(given.json().skinTemperatureF).toBe(135);
  });

  test('PUT saves it, GET reads it back, other fields stay, and null goes back to the default', async () => {
    const { user, cookie } = await ctx.signIn();
    const proposal = await createProposal(ctx.db, { userId: user.id, targetCycles: 6 });
    const res = await ctx.call('PUT', `/api/proposals/${proposal.id}`, {
      cookie,
      body: { skinTemperatureF: 140.5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ skinTemperatureF: 140.5, targetCycles: 6 });
    const read = await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie });
    expect(read.json().skinTemperatureF).toBe(140.5);

    const cleared = await ctx.call('PUT', `/api/proposals/${proposal.id}`, {
      cookie,
      body: { skinTemperatureF: '' },
    });
    expect(cleared.json().skinTemperatureF).toBeNull();
    expect((await readStored(proposal.id)).skinTemperatureF).toBeNull();
  });

  test('accepts the bounds 32 and 212 °F', async () => {
    const { user, cookie } = await ctx.signIn();
    const proposal = await createProposal(ctx.db, { userId: user.id });
    for (const value of [32, 212]) {
      const res = await ctx.call('PUT', `/api/proposals/${proposal.id}`, {
        cookie,
        body: { skinTemperatureF: value },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().skinTemperatureF).toBe(value);
    }
  });

  test('refuses a value outside 32-212 °F or not a number with the message, and stores nothing', async () => {
    const { user, cookie } = await ctx.signIn();
    const proposal = await createProposal(ctx.db, { userId: user.id, skinTemperatureF: 125, title: 'Kept' });
    const before = await readStored(proposal.id);
    for (const value of [31.9, 212.5, -40, 'hot', true]) {
      const res = await ctx.call('PUT', `/api/proposals/${proposal.id}`, {
        cookie,
        body: { skinTemperatureF: value, title: 'Changed' },
      });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().errors.skinTemperatureF).toBe(MESSAGE);
    }
    expect(await readStored(proposal.id)).toEqual(before);
  });

  test('another user cannot set it: 404 and the proposal is unchanged', async () => {
    const { user } = await ctx.signIn();
    const proposal = await createProposal(ctx.db, { userId: user.id, skinTemperatureF: 110 });
    const stranger = await ctx.signIn();
    const res = await ctx.call('PUT', `/api/proposals/${proposal.id}`, {
      cookie: stranger.cookie,
      body: { skinTemperatureF: 150 },
    });
    expect(res.statusCode).toBe(404);
    expect((await readStored(proposal.id)).skinTemperatureF).toBe(110);
  });
});
