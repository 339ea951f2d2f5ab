import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { chemicals } from '#db/schema/index.ts';
import {
  createChemical,
  createEquipment,
  createExampleSurvey,
  createProposal,
  createUser,
} from '../../../tests/factories/index.ts';
import examples from '../../../tests/fixtures/calculation-examples.json' with { type: 'json' };
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

const EXAMPLE_COST = (examples[0]!.expected.totalAnnualCost as number).toFixed(2);
const scaleInhibitor = {
  name: 'Scale inhibitor',
  treatmentRate: 2.5,
  rateUnit: 'lbs/1000gal',
  unitCost: 3.2,
  priceUnit: 'pound',
};

/** A signed-in user with the first worked example's survey and an empty proposal on it. */
async function setUpProgram() {
  const user = await createUser(ctx.db);
  const cookie = await ctx.login(user.username!);
  const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
  const proposal = await createProposal(ctx.db, { userId: user.id, surveyId: survey.id });
  return { user, cookie, survey, tower, proposal };
}

async function readTotal(cookie: string, proposalId: number): Promise<string> {
  return (await ctx.call('GET', `/api/proposals/${proposalId}`, { cookie })).json().totalAnnualCost;
}

describe('POST /api/chemicals', () => {
  test('echoes the tempId, gives a real id and stores the engine’s annual cost and total', async () => {
    const { cookie, tower, proposal } = await setUpProgram();
    const res = await ctx.call('POST', '/api/chemicals', {
      cookie,
      body: {
        ...scaleInhibitor,
        proposalId: proposal.id,
        systemIds: [tower.id],
        tempId: 1000,
        annualCost: 5,
      },
    });
    expect(res.statusCode).toBe(201);
    const row = res.json();
    expect(row).toMatchObject({
      proposalId: proposal.id,
      tempId: 1000,
      equipmentId: tower.id,
      systemIds: [tower.id],
      type: 'treatment',
      annualCost: '91454.00',
    });
    expect(row.annualCost).toBe(EXAMPLE_COST);
    const [stored] = await ctx.db.select().from(chemicals).where(eq(chemicals.id, row.id));
    expect(stored).toMatchObject({ id: row.id, annualCost: '91454.00' });
    expect(await readTotal(cookie, proposal.id)).toBe('91454.00');
  });

  test('an equipmentId sent alone selects that one system', async () => {
    const { cookie, tower, proposal } = await setUpProgram();
    const res = await ctx.call('POST', '/api/chemicals', {
      cookie,
      body: { ...scaleInhibitor, proposalId: proposal.id, equipmentId: tower.id },
    });
    expect(res.json()).toMatchObject({
      equipmentId: tower.id,
      systemIds: [tower.id],
      annualCost: '91454.00',
    });
  });

  test('a row with no system is stored uncalculated and adds nothing to the total', async () => {
    const { cookie, proposal } = await setUpProgram();
    const res = await ctx.call('POST', '/api/chemicals', {
      cookie,
      body: { name: 'Biocide', proposalId: proposal.id, treatmentRate: 3, unitCost: 9 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      equipmentId: null,
      systemIds: [],
      annualCost: null,
      rateUnit: 'lbs/1000gal',
      priceUnit: 'gallon',
    });
    expect(await readTotal(cookie, proposal.id)).toBe('0.00');
  });

  test('refuses systems that are not equipment of the proposal’s survey', async () => {
    const { user, cookie, tower, proposal } = await setUpProgram();
    const { tower: otherTower } = await createExampleSurvey(ctx.db, user.id);
    const cases: [object, string][] = [
      [{ systemIds: [tower.id, otherTower.id] }, 'systemIds'],
      [{ systemIds: [tower.id], equipmentId: otherTower.id }, 'equipmentId'],
      [{ systemIds: [999999] }, 'systemIds'],
    ];
    for (const [systems, field] of cases) {
      const res = await ctx.call('POST', '/api/chemicals', {
        cookie,
        body: { ...scaleInhibitor, proposalId: proposal.id, ...systems },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Selected systems must belong to this survey',
        code: 'validation_failed',
        errors: { [field]: 'Selected systems must belong to this survey' },
      });
    }
    expect(await ctx.db.select().from(chemicals).where(eq(chemicals.proposalId, proposal.id))).toEqual([]);
  });

  test('validates the row with the field messages', async () => {
    const { cookie, tower, proposal } = await setUpProgram();
    const base = { ...scaleInhibitor, proposalId: proposal.id, systemIds: [tower.id] };
    const cases: [object, string, string][] = [
      [
        { rateUnit: 'gallons/hour' },
        'rateUnit',
        'Rate unit must be lbs/1000gal, ppm/1000gal, ml/min or gal/day',
      ],
      [{ unitCost: -1 }, 'unitCost', 'Unit cost must be a number of at least 0'],
      [{ rateUnit: 'ppm/1000gal', density: 0 }, 'density', 'Density must be a number greater than 0'],
      [{ name: '  ' }, 'name', 'Chemical name is required'],
      [{ priceUnit: 'ton' }, 'priceUnit', 'Price unit must be gallon or pound'],
      [{ treatmentRate: 'lots' }, 'treatmentRate', 'Treatment rate must be a number of at least 0'],
      [{ proposalId: undefined }, 'proposalId', 'Proposal is required'],
    ];
    for (const [change, field, message] of cases) {
      const res = await ctx.call('POST', '/api/chemicals', { cookie, body: { ...base, ...change } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    expect(await ctx.db.select().from(chemicals).where(eq(chemicals.proposalId, proposal.id))).toEqual([]);
  });

  test('keeps the total right when rows are added at the same time', async () => {
    const { cookie, tower, proposal } = await setUpProgram();
    const body = { ...scaleInhibitor, proposalId: proposal.id, systemIds: [tower.id] };
    const answers = await Promise.all(
      [1000, 1001, 1002, 1003].map((tempId) =>
        ctx.call('POST', '/api/chemicals', { cookie, body: { ...body, tempId } }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await readTotal(cookie, proposal.id)).toBe((91454 * 4).toFixed(2));
  });
});

describe('GET /api/chemicals/proposal/:proposalId', () => {
  test('lists the rows by position, then id', async () => {
    const { cookie, proposal } = await setUpProgram();
    const third = await createChemical(ctx.db, proposal.id, { name: 'Third', position: 2 });
    const first = await createChemical(ctx.db, proposal.id, { name: 'First', position: 0 });
    const secondA = await createChemical(ctx.db, proposal.id, { name: 'Second A', position: 1 });
    const secondB = await createChemical(ctx.db, proposal.id, { name: 'Second B', position: 1 });
    const res = await ctx.call('GET', `/api/chemicals/proposal/${proposal.id}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((row: { id: number }) => row.id)).toEqual([
      first.id,
      secondA.id,
      secondB.id,
      third.id,
    ]);
  });

  test('new rows go to the end of the list', async () => {
    const { cookie, tower, proposal } = await setUpProgram();
    await createChemical(ctx.db, proposal.id, { name: 'Existing', position: 7 });
    await ctx.call('POST', '/api/chemicals', {
      cookie,
      body: { ...scaleInhibitor, name: 'Added', proposalId: proposal.id, systemIds: [tower.id] },
    });
    const res = await ctx.call('GET', `/api/chemicals/proposal/${proposal.id}`, { cookie });
    expect(res.json().map((row: { name: string }) => row.name)).toEqual(['Existing', 'Added']);
  });
});

describe('PUT /api/chemicals/:id', () => {
  test('updates the row, echoes the tempId and recalculates the row and the total', async () => {
    const { cookie, tower, proposal } = await setUpProgram();
    const row = await createChemical(ctx.db, proposal.id, { systemIds: [tower.id], tempId: 1000 });
    const res = await ctx.call('PUT', `/api/chemicals/${row.id}`, {
      cookie,
      body: { treatmentRate: 5, tempId: 1001, annualCost: 1, proposalId: 424242 },
    });
    expect(res.statusCode).toBe(200);
    // 11,431,800 gal/yr / 1000 × 5 lbs = 57,159 lbs at $3.20 = $182,908.80, rounded half up.
    expect(res.json()).toMatchObject({
      id: row.id,
      proposalId: proposal.id,
      tempId: 1001,
      treatmentRate: 5,
      annualCost: '182909.00',
    });
    expect(await readTotal(cookie, proposal.id)).toBe('182909.00');
  });

  test('leaves the fields not sent as they were', async () => {
    const { cookie, tower, proposal } = await setUpProgram();
    const row = await createChemical(ctx.db, proposal.id, {
      systemIds: [tower.id],
      equipmentId: tower.id,
      rateUnit: 'ppm/1000gal',
      density: 9.5,
      description: 'Phosphonate',
    });
    const res = await ctx.call('PUT', `/api/chemicals/${row.id}`, { cookie, body: { name: 'Renamed' } });
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      rateUnit: 'ppm/1000gal',
      density: 9.5,
      priceUnit: 'pound',
      description: 'Phosphonate',
      systemIds: [tower.id],
      equipmentId: tower.id,
      tempId: null,
    });
  });

  test('new systemIds move equipmentId to the first of them', async () => {
    const { cookie, survey, tower, proposal } = await setUpProgram();
    const chiller = await createEquipment(ctx.db, survey.id, { type: 'chiller', capacity: 200 });
    const row = await createChemical(ctx.db, proposal.id, { systemIds: [tower.id], equipmentId: tower.id });
    const res = await ctx.call('PUT', `/api/chemicals/${row.id}`, {
      cookie,
      body: { systemIds: [chiller.id, tower.id] },
    });
    expect(res.json()).toMatchObject({ systemIds: [chiller.id, tower.id], equipmentId: chiller.id });
    const invalid = await ctx.call('PUT', `/api/chemicals/${row.id}`, {
      cookie,
      body: { rateUnit: 'gallons/hour' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  test('answers 404 "Chemical not found" for a missing row', async () => {
    const { cookie } = await setUpProgram();
    const res = await ctx.call('PUT', '/api/chemicals/999999', { cookie, body: { name: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Chemical not found', code: 'not_found' });
  });
});

describe('DELETE /api/chemicals/:id', () => {
  test('deletes rows down to the last one and recalculates the total each time', async () => {
    const { cookie, tower, proposal } = await setUpProgram();
    const body = { ...scaleInhibitor, proposalId: proposal.id, systemIds: [tower.id] };
    const first = (await ctx.call('POST', '/api/chemicals', { cookie, body })).json();
    const second = (await ctx.call('POST', '/api/chemicals', { cookie, body })).json();
    expect(await readTotal(cookie, proposal.id)).toBe('182908.00');
    expect((await ctx.call('DELETE', `/api/chemicals/${first.id}`, { cookie })).statusCode).toBe(204);
    expect(await readTotal(cookie, proposal.id)).toBe('91454.00');
    expect((await ctx.call('DELETE', `/api/chemicals/${second.id}`, { cookie })).statusCode).toBe(204);
    expect(await readTotal(cookie, proposal.id)).toBe('0.00');
    const again = await ctx.call('DELETE', `/api/chemicals/${second.id}`, { cookie });
    expect(again.statusCode).toBe(404);
  });
});

describe('when the survey changes under a proposal', () => {
  test('deleting equipment keeps the chemical row, clears equipmentId and recalculates', async () => {
    const { cookie, survey, tower, proposal } = await setUpProgram();
    const half = await createEquipment(ctx.db, survey.id, { name: 'Tower 2', capacity: 250 });
    const created = await ctx.call('POST', '/api/chemicals', {
      cookie,
      body: { ...scaleInhibitor, proposalId: proposal.id, systemIds: [tower.id, half.id] },
    });
    expect(created.json()).toMatchObject({ equipmentId: tower.id, annualCost: '137182.00' });
    expect((await ctx.call('DELETE', `/api/equipment/${tower.id}`, { cookie })).statusCode).toBe(204);
    const rows = (await ctx.call('GET', `/api/chemicals/proposal/${proposal.id}`, { cookie })).json();
    // The 250-ton tower alone makes half the example's water: 5,715,900 gal → 14,289.75 lbs → $45,727.
    expect(rows).toEqual([
      expect.objectContaining({
        id: created.json().id,
        equipmentId: null,
        systemIds: [half.id],
        annualCost: '45727.00',
      }),
    ]);
    expect(await readTotal(cookie, proposal.id)).toBe('45727.00');
  });

  test('a proposal read after its water quality changed shows the new figures', async () => {
    const { cookie, survey, tower, proposal } = await setUpProgram();
    await createChemical(ctx.db, proposal.id, { systemIds: [tower.id], annualCost: '91454.00' });
    await ctx.call('POST', '/api/water-quality', { cookie, body: { surveyId: survey.id, conductivity: 0 } });
    const res = await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie });
    // Without cycles there is no blowdown: (1 % + 0.2 %) of 1,500 gpm × 60 × 8,760 = 9,460,800 gal → $75,686.
    expect(res.json().totalAnnualCost).toBe('75686.00');
  });
});
