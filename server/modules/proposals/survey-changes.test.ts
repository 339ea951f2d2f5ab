import { describe, expect, test } from 'vitest';
import { createExampleSurvey, createUser } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

async function setUpProposal() {
  const user = await createUser(ctx.db);
  const cookie = await ctx.login(user.username!);
  const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
  const proposal = (
    await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } })
  ).json();
  const chemical = {
    proposalId: proposal.id,
    name: 'Scale inhibitor',
    treatmentRate: 2.5,
    rateUnit: 'lbs/1000gal',
    unitCost: 3.2,
    priceUnit: 'pound',
    systemIds: [tower.id],
  };
  expect((await ctx.call('POST', '/api/chemicals', { cookie, body: chemical })).statusCode).toBe(201);
  return { cookie, survey, tower, proposal };
}

async function listedTotal(cookie: string, proposalId: number): Promise<string> {
  const list = (await ctx.call('GET', '/api/proposals', { cookie })).json() as {
    id: number;
    totalAnnualCost: string;
  }[];
  return list.find((p) => p.id === proposalId)!.totalAnnualCost;
}

describe('proposal totals follow the survey', () => {
  test('changing conductivity updates the total shown in the proposals list', async () => {
    const { cookie, survey, proposal } = await setUpProposal();
    expect(await listedTotal(cookie, proposal.id)).toBe('91454.00');
    // Conductivity 500 with bleed 1500 gives 3 cycles: more blowdown, more make-up, more chemical.
    const res = await ctx.call('POST', '/api/water-quality', {
      cookie,
      body: { surveyId: survey.id, conductivity: 500 },
    });
    expect(res.statusCode).toBe(200);
    expect(Number(await listedTotal(cookie, proposal.id))).toBeGreaterThan(91454);
  });

  test('editing or deleting the treated equipment updates the listed total', async () => {
    const { cookie, tower, proposal } = await setUpProposal();
    await ctx.call('PUT', `/api/equipment/${tower.id}`, { cookie, body: { capacity: 250 } });
    expect(await listedTotal(cookie, proposal.id)).toBe('45727.00');
    expect((await ctx.call('DELETE', `/api/equipment/${tower.id}`, { cookie })).statusCode).toBe(204);
    expect(await listedTotal(cookie, proposal.id)).toBe('0.00');
  });
});
