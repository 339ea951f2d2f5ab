import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { currentChemicals } from '#db/schema/index.ts';
import { createCurrentChemical, createEquipment, createSurvey } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

async function signInWithEquipment() {
  const { user, cookie } = await ctx.signIn();
  const survey = await createSurvey(ctx.db, { userId: user.id });
  const item = await createEquipment(ctx.db, survey.id);
  return { user, item, cookie };
}

function listStored(equipmentId: number) {
  return ctx.db.select().from(currentChemicals).where(eq(currentChemicals.equipmentId, equipmentId));
}

describe('current chemicals on equipment', () => {
  test('adds chemicals, lists them in the order added and removes one', async () => {
    const { item, cookie } = await signInWithEquipment();
    const first = await ctx.call('POST', '/api/current-chemicals', {
      cookie,
      body: { equipmentId: item.id, name: '  Molybdate  ', description: 'Corrosion inhibitor' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      equipmentId: item.id,
      name: 'Molybdate',
      description: 'Corrosion inhibitor',
    });
    const second = await ctx.call('POST', '/api/current-chemicals', {
      cookie,
      body: { equipmentId: String(item.id), name: 'Bromine', description: '' },
    });
    expect(second.json()).toMatchObject({ name: 'Bromine', description: null });

    const list = await ctx.call('GET', `/api/current-chemicals/equipment/${item.id}`, { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(['Molybdate', 'Bromine']);

    const del = await ctx.call('DELETE', `/api/current-chemicals/${first.json().id}`, { cookie });
    expect(del.statusCode).toBe(204);
    expect((await listStored(item.id)).map((c) => c.name)).toEqual(['Bromine']);
  });

  test('refuses a blank name with the field message', async () => {
    const { item, cookie } = await signInWithEquipment();
    const res = await ctx.call('POST', '/api/current-chemicals', {
      cookie,
      body: { equipmentId: item.id, name: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'Chemical name is required' });
    expect(await listStored(item.id)).toEqual([]);
  });

  test('answers 404 for missing equipment and a missing chemical', async () => {
    const { cookie } = await signInWithEquipment();
    const list = await ctx.call('GET', '/api/current-chemicals/equipment/2147483647', { cookie });
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ message: 'Equipment not found', code: 'not_found' });
    const del = await ctx.call('DELETE', '/api/current-chemicals/2147483647', { cookie });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ message: 'Chemical not found', code: 'not_found' });
  });
});

describe("another user's equipment and chemicals", () => {
  test('list, create and delete answer 404 like missing ids and change nothing', async () => {
    const a = await signInWithEquipment();
    const b = await signInWithEquipment();
    const chemical = await createCurrentChemical(ctx.db, a.item.id);

    const list = await ctx.call('GET', `/api/current-chemicals/equipment/${a.item.id}`, { cookie: b.cookie });
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ message: 'Equipment not found', code: 'not_found' });

    const create = await ctx.call('POST', '/api/current-chemicals', {
      cookie: b.cookie,
      body: { equipmentId: a.item.id, name: 'Intruder' },
    });
    expect(create.statusCode).toBe(404);
    expect(create.json()).toEqual({ message: 'Equipment not found', code: 'not_found' });

    const del = await ctx.call('DELETE', `/api/current-chemicals/${chemical.id}`, { cookie: b.cookie });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ message: 'Chemical not found', code: 'not_found' });

    expect(await listStored(a.item.id)).toEqual([chemical]);
  });
});
