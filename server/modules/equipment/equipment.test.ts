import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { equipment } from '#db/schema/index.ts';
import { createEquipment, createSurvey } from '../../../tests/factories/index.ts';
import { registerTestContext, signInWithSurvey } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

async function readEquipment(id: number) {
  const [row] = await ctx.db.select().from(equipment).where(eq(equipment.id, id));
  return row;
}

describe('POST /api/equipment', () => {
  test('adds a system to the survey with the defaults: name "" and capacity unit hp', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const res = await ctx.call('POST', '/api/equipment', {
      cookie,
      body: {
        surveyId: survey.id,
        type: 'chiller',
        capacity: '250.5',
        annualRuntime: '6000',
        systemLoad: 80,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      surveyId: survey.id,
      type: 'chiller',
      name: '',
      capacity: 250.5,
      capacityUnit: 'hp',
      annualRuntime: 6000,
      systemLoad: 80,
      manufacturer: null,
    });
    expect(await readEquipment(res.json().id)).toMatchObject({ name: '', capacity: 250.5 });
  });

  test('keeps fuel type only for boilers and total water volume only for closed loops', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const both = { fuelType: 'propane', totalWaterVolume: 1200 };
    const post = (type: string) =>
      ctx.call('POST', '/api/equipment', { cookie, body: { surveyId: survey.id, type, ...both } });
    expect((await post('boiler')).json()).toMatchObject({ fuelType: 'propane', totalWaterVolume: null });
    expect((await post('closed-loop')).json()).toMatchObject({ fuelType: null, totalWaterVolume: 1200 });
    expect((await post('cooling-tower')).json()).toMatchObject({ fuelType: null, totalWaterVolume: null });
  });

  test('refuses runtime 0, load 101 and a missing type with the field messages', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const cases = [
      [{ type: 'boiler', annualRuntime: 0 }, 'annualRuntime', /greater than 0/],
      [{ type: 'boiler', systemLoad: 101 }, 'systemLoad', /0 to 100/],
      [{ type: 'boiler', systemLoad: 50.5 }, 'systemLoad', /whole number/],
      [{}, 'type', /System type is required/],
    ] as const;
    for (const [fields, field, message] of cases) {
      const res = await ctx.call('POST', '/api/equipment', {
        cookie,
        body: { surveyId: survey.id, ...fields },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toMatch(message);
    }
    const listed = await ctx.call('GET', `/api/equipment/survey/${survey.id}`, { cookie });
    expect(listed.json()).toEqual([]);
  });

  test('refuses a NUL character or a lone surrogate in any text field with 400 naming the field', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    for (const [field, value] of [
      ['name', 'Tower\u0000 1'],
      ['manufacturer', 'BAC\ud800'],
      ['comments', '\u0000'],
    ] as const) {
      const res = await ctx.call('POST', '/api/equipment', {
        cookie,
        body: { surveyId: survey.id, type: 'boiler', [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        [field]: expect.stringMatching(/contains characters that are not allowed/),
      });
    }
    expect(await ctx.db.select().from(equipment).where(eq(equipment.surveyId, survey.id))).toEqual([]);
  });

  test("refuses another user's survey with 404 and adds nothing", async () => {
    const a = await signInWithSurvey(ctx);
    const b = await signInWithSurvey(ctx);
    const res = await ctx.call('POST', '/api/equipment', {
      cookie: b.cookie,
      body: { surveyId: a.survey.id, type: 'boiler' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Survey not found', code: 'not_found' });
    expect(await ctx.db.select().from(equipment).where(eq(equipment.surveyId, a.survey.id))).toEqual([]);
  });
});

describe('GET /api/equipment/survey/:surveyId', () => {
  test("lists the survey's systems by id", async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const first = await createEquipment(ctx.db, survey.id, { name: 'Zeta tower' });
    const second = await createEquipment(ctx.db, survey.id, { name: 'Alpha boiler', type: 'boiler' });
    await createEquipment(ctx.db, (await createSurvey(ctx.db)).id);
    const res = await ctx.call('GET', `/api/equipment/survey/${survey.id}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { id: number }) => e.id)).toEqual([first.id, second.id]);
    expect(res.json()[0]).toMatchObject({ capacity: 500, capacityUnit: 'tons', bleedSetpoint: '1500' });
  });

  test("answers 404 for a missing survey and for another user's", async () => {
    const a = await signInWithSurvey(ctx);
    const b = await signInWithSurvey(ctx);
    await createEquipment(ctx.db, a.survey.id);
    for (const id of [a.survey.id, 2147483647]) {
      const res = await ctx.call('GET', `/api/equipment/survey/${id}`, { cookie: b.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Survey not found', code: 'not_found' });
    }
  });
});

describe('PUT /api/equipment/:id', () => {
  test('updates the fields given, keeping the others', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const item = await createEquipment(ctx.db, survey.id);
    const res = await ctx.call('PUT', `/api/equipment/${item.id}`, {
      cookie,
      body: { name: 'Tower A', location: '', systemLoad: 75 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, name: 'Tower A', location: null, systemLoad: 75 });
    const stored = await readEquipment(item.id);
    expect(stored).toEqual({
      ...item,
      name: 'Tower A',
      location: null,
      systemLoad: 75,
      // Each field written notes when (docs/decisions/041); the row's updatedAt moves with it.
      fieldChangedAt: {
        name: expect.any(Object),
        location: expect.any(Object),
        systemLoad: expect.any(Object),
      },
      updatedAt: expect.any(Date),
    });
    expect(stored!.updatedAt.getTime()).toBeGreaterThan(item.updatedAt.getTime());
  });

  test('applies the type rules to the resulting type', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const boiler = await createEquipment(ctx.db, survey.id, { type: 'boiler', fuelType: 'oil' });
    const renamed = await ctx.call('PUT', `/api/equipment/${boiler.id}`, { cookie, body: { name: 'B-2' } });
    expect(renamed.json()).toMatchObject({ type: 'boiler', fuelType: 'oil' });
    const changed = await ctx.call('PUT', `/api/equipment/${boiler.id}`, {
      cookie,
      body: { type: 'closed-loop', totalWaterVolume: 800 },
    });
    expect(changed.json()).toMatchObject({ type: 'closed-loop', fuelType: null, totalWaterVolume: 800 });
    const refused = await ctx.call('PUT', `/api/equipment/${boiler.id}`, {
      cookie,
      body: { fuelType: 'propane' },
    });
    expect(refused.json()).toMatchObject({ type: 'closed-loop', fuelType: null, totalWaterVolume: 800 });
  });

  test('refuses runtime 0 and load 101 and changes nothing', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const item = await createEquipment(ctx.db, survey.id);
    for (const body of [{ annualRuntime: 0 }, { systemLoad: 101 }]) {
      const res = await ctx.call('PUT', `/api/equipment/${item.id}`, { cookie, body });
      expect(res.statusCode).toBe(400);
    }
    expect(await readEquipment(item.id)).toEqual(item);
  });
});

describe("another user's equipment", () => {
  test('PUT and DELETE answer 404 like a missing id and leave it unchanged', async () => {
    const a = await signInWithSurvey(ctx);
    const b = await signInWithSurvey(ctx);
    const item = await createEquipment(ctx.db, a.survey.id);
    for (const [method, body] of [
      ['PUT', { name: 'Mine now', type: 'boiler' }],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await ctx.call(method, `/api/equipment/${item.id}`, { cookie: b.cookie, body });
      const missing = await ctx.call(method, '/api/equipment/2147483647', { cookie: b.cookie, body });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Equipment not found', code: 'not_found' });
      expect(foreign.body).toBe(missing.body);
    }
    expect(await readEquipment(item.id)).toEqual(item);
  });
});

describe('DELETE /api/equipment/:id', () => {
  test('removes the system', async () => {
    const { survey, cookie } = await signInWithSurvey(ctx);
    const item = await createEquipment(ctx.db, survey.id);
    const res = await ctx.call('DELETE', `/api/equipment/${item.id}`, { cookie });
    expect(res.statusCode).toBe(204);
    expect(await readEquipment(item.id)).toBeUndefined();
    expect((await ctx.call('DELETE', `/api/equipment/${item.id}`, { cookie })).statusCode).toBe(404);
  });
});
