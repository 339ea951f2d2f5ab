import { describe, expect, test } from 'vitest';
import { waterControlRanges } from '#db/schema/index.ts';
import { DEFAULT_CONTROL_RANGES } from '#shared/water/control-ranges.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

const tighter = () => {
  const ranges = structuredClone(DEFAULT_CONTROL_RANGES['cooling-tower']);
  ranges.indices.lsi = { min: 0, max: 2 };
  ranges.cycleLimits.silica = 120;
  return ranges;
};

describe('water control ranges in Settings', () => {
  test('start as the defaults for every system type', async () => {
    const { cookie } = await ctx.signIn();
    const res = await ctx.call('GET', '/api/settings/water-ranges', { cookie });
    expect(res.statusCode).toBe(200);
    const all = res.json();
    expect(all).toHaveLength(6);
    expect(all[0]).toEqual({
      systemType: 'cooling-tower',
      label: 'Cooling Tower',
      isDefault: true,
      ranges: DEFAULT_CONTROL_RANGES['cooling-tower'],
    });
    // The make-up water, graded on the survey report before it is concentrated, is read for its tendency.
    expect(all[5]).toEqual({
      systemType: 'make-up',
      label: 'Make-up Water',
      isDefault: true,
      ranges: DEFAULT_CONTROL_RANGES['make-up'],
    });
    expect(all[5].ranges.indices).toEqual({
      lsi: { min: -2, max: 2 },
      rsi: { min: 5.5, max: 8.5 },
      psi: { min: 5.5, max: 8.5 },
      larsonSkold: { min: null, max: 1.2 },
    });
  });

  test('the make-up water’s ranges are saved like a system’s', async () => {
    const { cookie } = await ctx.signIn();
    const ranges = structuredClone(DEFAULT_CONTROL_RANGES['make-up']);
    ranges.indices.lsi = { min: -1, max: 1 };
    const saved = await ctx.call('PUT', '/api/settings/water-ranges/make-up', { cookie, body: ranges });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()[5]).toMatchObject({ systemType: 'make-up', isDefault: false, ranges });
    expect(saved.json()[0].isDefault).toBe(true);
  });

  test('save one system type, survive a re-read, and reset to the defaults', async () => {
    const { cookie } = await ctx.signIn();
    const saved = await ctx.call('PUT', '/api/settings/water-ranges/cooling-tower', {
      cookie,
      body: tighter(),
    });
    expect(saved.statusCode).toBe(200);
    // The band's LSI maximum is the cycles projection's LSI limit too (one ceiling for an open system).
    const expected = tighter();
    expected.cycleLimits.lsi = 2;
    expect(saved.json()[0]).toMatchObject({ isDefault: false, ranges: expected });

    const again = await ctx.call('PUT', '/api/settings/water-ranges/cooling-tower', {
      cookie,
      body: tighter(),
    });
    expect(again.statusCode).toBe(200);
    const read = (await ctx.call('GET', '/api/settings/water-ranges', { cookie })).json();
    expect(read[0].ranges.cycleLimits.silica).toBe(120);
    expect(read[1].isDefault).toBe(true);

    const reset = await ctx.call('DELETE', '/api/settings/water-ranges/cooling-tower', { cookie });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()[0]).toMatchObject({
      isDefault: true,
      ranges: DEFAULT_CONTROL_RANGES['cooling-tower'],
    });
  });

  test('give a tower one LSI ceiling: the band’s maximum is the cycles limit, even in a row stored apart', async () => {
    const { user, cookie } = await ctx.signIn();
    const apart = structuredClone(DEFAULT_CONTROL_RANGES['cooling-tower']);
    apart.indices.lsi = { min: -0.5, max: 2.4 };
    apart.cycleLimits.lsi = 3.1;
    const saved = await ctx.call('PUT', '/api/settings/water-ranges/evaporative-condenser', {
      cookie,
      body: apart,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const condenser = saved
      .json()
      .find((entry: { systemType: string }) => entry.systemType === 'evaporative-condenser');
    expect(condenser.ranges.indices.lsi).toEqual({ min: -0.5, max: 2.4 });
    expect(condenser.ranges.cycleLimits.lsi).toBe(2.4);
    // A row saved before the rule (two values) reads with one; a closed system keeps its own limit.
    await ctx.db
      .insert(waterControlRanges)
      .values({ userId: user.id, systemType: 'cooling-tower', ranges: apart })
      .onConflictDoUpdate({
        target: [waterControlRanges.userId, waterControlRanges.systemType],
        set: { ranges: apart },
      });
    const read = (await ctx.call('GET', '/api/settings/water-ranges', { cookie })).json();
    const tower = read.find((entry: { systemType: string }) => entry.systemType === 'cooling-tower');
    expect(tower.ranges.cycleLimits.lsi).toBe(2.4);
    const loop = structuredClone(DEFAULT_CONTROL_RANGES['closed-loop']);
    loop.cycleLimits.lsi = 3.1;
    const closed = await ctx.call('PUT', '/api/settings/water-ranges/closed-loop', { cookie, body: loop });
    const saved2 = closed.json().find((entry: { systemType: string }) => entry.systemType === 'closed-loop');
    expect(saved2.ranges).toEqual(loop);
  });

  test('are each user’s own', async () => {
    const owner = await ctx.signIn();
    const other = await ctx.signIn();
    await ctx.call('PUT', '/api/settings/water-ranges/boiler', { cookie: owner.cookie, body: tighter() });
    const theirs = (await ctx.call('GET', '/api/settings/water-ranges', { cookie: other.cookie })).json();
    expect(theirs.every((r: { isDefault: boolean }) => r.isDefault)).toBe(true);
  });

  test('refuse bad ranges with the field’s message and keep what was stored', async () => {
    const { cookie } = await ctx.signIn();
    await ctx.call('PUT', '/api/settings/water-ranges/chiller', { cookie, body: tighter() });
    const bad = tighter();
    bad.indices.psi = { min: 8, max: 6 };
    const res = await ctx.call('PUT', '/api/settings/water-ranges/chiller', { cookie, body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('PSI minimum must be below its maximum');
    for (const body of [
      [],
      { indices: {} },
      { ...tighter(), indices: null },
      { ...tighter(), cycleLimits: { lsi: 1e308 } },
    ]) {
      const fuzzed = await ctx.call('PUT', '/api/settings/water-ranges/chiller', { cookie, body });
      expect(fuzzed.statusCode).toBe(400);
    }
    const read = (await ctx.call('GET', '/api/settings/water-ranges', { cookie })).json();
    expect(read.find((r: { systemType: string }) => r.systemType === 'chiller').ranges).toEqual(tighter());
  });

  test('answer 404 for a system type without ranges and 401 signed out', async () => {
    const { cookie } = await ctx.signIn();
    const softener = await ctx.call('PUT', '/api/settings/water-ranges/softener', {
      cookie,
      body: tighter(),
    });
    expect(softener.statusCode).toBe(404);
    expect((await ctx.call('DELETE', '/api/settings/water-ranges/__proto__', { cookie })).statusCode).toBe(
      404,
    );
    expect((await ctx.call('GET', '/api/settings/water-ranges')).statusCode).toBe(401);
  });
});
