import { describe, expect, test } from 'vitest';
import { buildSystem } from '../../tests/factories/index.ts';
import { calculateSystemMakeup, explainSystem } from './systems.ts';

const YEAR_MINUTES = 60 * 8760;

describe('cooling towers and evaporative condensers', () => {
  test('sizes flow from capacity × load × 3 when no flow rate is given', () => {
    const math = explainSystem(buildSystem({ capacity: 500, systemLoad: 50 }), null);
    expect(math).toMatchObject({ method: 'capacity', flowGpm: 750, loadFactor: 0.5, runtimeHours: 8760 });
    expect(math.makeupGallonsPerYearUnrounded).toBeCloseTo(750 * 0.012 * YEAR_MINUTES, 6);
  });

  test('uses flow rate × load when a flow rate is given', () => {
    const math = explainSystem(buildSystem({ capacity: 500, flowRate: '1,200 gpm', systemLoad: 75 }), null);
    expect(math).toMatchObject({ method: 'flow-rate', flowGpm: 900 });
  });

  test('falls back to capacity when the flow rate is 0', () => {
    const math = explainSystem(buildSystem({ capacity: 100, flowRate: 0 }), null);
    expect(math).toMatchObject({ method: 'capacity', flowGpm: 300 });
  });

  test('gives 0 flow at load 0 instead of the default load', () => {
    const math = explainSystem(buildSystem({ capacity: 500, systemLoad: 0 }), 5);
    expect(math.flowGpm).toBe(0);
    expect(math.makeupGallonsPerYear).toBe(0);
  });

  test('reads a negative load as 0', () => {
    expect(explainSystem(buildSystem({ capacity: 500, systemLoad: -20 }), null).flowGpm).toBe(0);
  });

  test('uses 8760 hours when the runtime is 0, blank or negative', () => {
    for (const annualRuntime of [0, '', null, -5, 'n/a']) {
      expect(explainSystem(buildSystem({ capacity: 1, annualRuntime }), null).runtimeHours).toBe(8760);
    }
    expect(explainSystem(buildSystem({ capacity: 1, annualRuntime: '2000 h' }), null).runtimeHours).toBe(
      2000,
    );
  });

  test.each([
    [null, 1],
    [0, 1],
    [15, 1],
    [14.9, 0.9],
    [-3, 0.9],
    [20, 1],
    [30, 1],
    [30.1, 1.1],
    ['40 psi', 1.1],
  ])('applies pressure factor at %s psi: × %s', (operatingPressure, factor) => {
    const math = explainSystem(buildSystem({ capacity: 100, operatingPressure }), null);
    expect(math.pressureFactor).toBe(factor);
    expect(math.flowGpm).toBeCloseTo(300 * factor, 10);
  });

  test('adds evaporation, blowdown and drift with cycles above 1', () => {
    const math = explainSystem(buildSystem({ capacity: 500, operatingPressure: 20 }), 5);
    expect(math).toMatchObject({
      evaporationGpm: 15,
      blowdownGpm: 3.75,
      driftGpm: 3,
      blowdownIncluded: true,
    });
    expect(math.makeupGallonsPerYear).toBe(11431800);
  });

  test.each([null, 1, 0.5, 0])('leaves blowdown out with cycles %s', (cycles) => {
    const math = explainSystem(buildSystem({ type: 'evaporative-condenser', capacity: 500 }), cycles);
    expect(math).toMatchObject({ blowdownGpm: 0, blowdownIncluded: false });
    expect(math.makeupGallonsPerYearUnrounded).toBeCloseTo(1500 * 0.012 * YEAR_MINUTES, 6);
  });

  test('asks for a flow rate or capacity when both are missing', () => {
    const math = explainSystem(buildSystem({ capacity: 'unknown' }), 5);
    expect(math).toMatchObject({ method: 'missing', makeupGallonsPerYear: 0 });
    expect(math.missing).toEqual(['Cooling tower needs a flow rate or a capacity']);
  });

  test('asks nothing of a tower that has a flow rate or a capacity', () => {
    expect(explainSystem(buildSystem({ flowRate: '900 gpm' }), 5)).toMatchObject({
      method: 'flow-rate',
      missing: [],
    });
    expect(explainSystem(buildSystem({ capacity: 500 }), 5)).toMatchObject({
      method: 'capacity',
      missing: [],
    });
  });

  test('names the evaporative condenser when it lacks both', () => {
    const math = explainSystem(buildSystem({ type: 'evaporative-condenser' }), 5);
    expect(math.missing).toEqual(['Evaporative condenser needs a flow rate or a capacity']);
  });
});

describe('boilers', () => {
  const boiler = (overrides: Parameters<typeof buildSystem>[0]) =>
    buildSystem({ type: 'boiler', ...overrides });

  test.each([
    [null, 1],
    [100, 1],
    [100.1, 0.98],
    [150, 0.98],
    [150.1, 0.95],
    [175, 0.95],
  ])('applies steam pressure factor at %s psi: × %s', (operatingPressure, factor) => {
    const math = explainSystem(boiler({ steamRate: '5000 lb/hr', systemLoad: 80, operatingPressure }), null);
    expect(math).toMatchObject({ method: 'steam-rate', pressureFactor: factor });
    expect(math.makeupGallonsPerYearUnrounded).toBeCloseTo((5000 * 0.8 * factor * 8760) / 8.34, 6);
  });

  test('uses the make-up meter instead of the steam rate when given', () => {
    const math = explainSystem(
      boiler({ steamRate: '3000', makeUpMeter: '4.5 gpm', annualRuntime: 6000 }),
      null,
    );
    expect(math).toMatchObject({
      method: 'make-up-meter',
      makeupGallonsPerYear: 1620000,
      makeupMeterGpm: 4.5,
    });
  });

  test('uses the steam rate when the make-up meter reads 0', () => {
    expect(explainSystem(boiler({ steamRate: '834', makeUpMeter: '0' }), null).method).toBe('steam-rate');
  });

  test('asks for a steam rate or meter when both are missing', () => {
    const math = explainSystem(boiler({}), null);
    expect(math.makeupGallonsPerYear).toBe(0);
    expect(math.missing).toEqual(['Boiler needs a steam rate or a make-up meter reading']);
  });

  test('says the figure is missing, not worked from a steam rate, when both are missing', () => {
    expect(explainSystem(boiler({ operatingPressure: 200 }), null)).toMatchObject({
      method: 'missing',
      pressureFactor: 0.95,
    });
  });

  test('asks nothing of a boiler with a steam rate or a meter', () => {
    expect(explainSystem(boiler({ steamRate: '834' }), null).missing).toEqual([]);
    expect(explainSystem(boiler({ makeUpMeter: '2' }), null).missing).toEqual([]);
  });

  test('counts no blowdown: a boiler is not evaporative', () => {
    expect(explainSystem(boiler({ steamRate: '834' }), 5)).toMatchObject({
      blowdownIncluded: false,
      blowdownGpm: null,
      evaporationGpm: null,
    });
  });
});

describe('chillers and closed loops', () => {
  test('sizes a chiller from capacity × load × 2.4 and takes 0.1 % of it', () => {
    const math = explainSystem(buildSystem({ type: 'chiller', capacity: 300 }), 4);
    expect(math).toMatchObject({ method: 'capacity', flowGpm: 720, makeupGallonsPerYear: 378432 });
  });

  test('asks for a flow rate or a capacity only when a chiller has neither', () => {
    const chiller = (overrides: Parameters<typeof buildSystem>[0]) =>
      explainSystem(buildSystem({ type: 'chiller', ...overrides }), null);
    expect(chiller({})).toMatchObject({
      method: 'missing',
      makeupGallonsPerYear: 0,
      missing: ['Chiller needs a flow rate or a capacity'],
    });
    expect(chiller({ flowRate: '1,000 gpm' })).toMatchObject({
      method: 'flow-rate',
      flowGpm: 1000,
      missing: [],
    });
    expect(chiller({ capacity: 300 })).toMatchObject({ method: 'capacity', missing: [] });
  });

  test('sizes a chiller from flow rate × load when given', () => {
    const gallons = calculateSystemMakeup(
      buildSystem({ type: 'chiller', flowRate: 1000, systemLoad: 50 }),
      null,
    );
    expect(gallons).toBeCloseTo(500 * 0.001 * YEAR_MINUTES, 6);
  });

  test('sizes a closed loop from flow rate × load × 10 × 0.0005 × runtime', () => {
    const gallons = calculateSystemMakeup(
      buildSystem({ type: 'closed-loop', flowRate: 800, systemLoad: 50 }),
      null,
    );
    expect(gallons).toBeCloseTo(17520, 6);
    const math = explainSystem(buildSystem({ type: 'closed-loop', flowRate: 800, systemLoad: 50 }), null);
    expect(math).toMatchObject({ method: 'flow-rate', flowGpm: 400, missing: [] });
  });

  test('gives a closed loop without flow rate 0 and asks for one', () => {
    const math = explainSystem(
      buildSystem({ type: 'closed-loop', capacity: 100, totalWaterVolume: 5000 }),
      null,
    );
    expect(math).toMatchObject({
      method: 'missing',
      makeupGallonsPerYear: 0,
      missing: ['Closed loop needs a flow rate'],
    });
  });
});

describe('metered systems', () => {
  test.each([
    ['feed-water-tank', 1576800],
    ['softener', 1892160],
    ['condensate-return', -1261440],
  ])('turns a %s meter of 3 GPM into %s gallons a year', (type, gallons) => {
    const math = explainSystem(buildSystem({ type, makeUpMeter: '3 gpm' }), null);
    expect(math.makeupGallonsPerYear).toBe(gallons);
    expect(math.isCredit).toBe(type === 'condensate-return');
    expect(math).toMatchObject({ method: 'make-up-meter', makeupMeterGpm: 3, missing: [] });
  });

  test('asks for a meter reading when it is missing', () => {
    const math = explainSystem(buildSystem({ type: 'softener', makeUpMeter: '' }), null);
    expect(math).toMatchObject({
      method: 'missing',
      makeupGallonsPerYear: 0,
      missing: ['Softener needs a make-up meter reading'],
    });
  });

  test.each([
    ['feed-water-tank', 'Feed-water tank needs a make-up meter reading'],
    ['condensate-return', 'Condensate return needs a make-up meter reading'],
  ])('names the %s that lacks a meter reading', (type, sentence) => {
    expect(explainSystem(buildSystem({ type }), null).missing).toEqual([sentence]);
  });
});

describe('system types', () => {
  test('counts an unknown type as 0 and says so', () => {
    const math = explainSystem(buildSystem({ type: 'fountain', capacity: 100, makeUpMeter: '5' }), 5);
    expect(math).toMatchObject({ method: 'unknown-type', makeupGallonsPerYear: 0 });
    expect(math.missing).toEqual(['Unknown system type "fountain" is not counted']);
  });

  test('says a system without a type is not counted', () => {
    for (const type of ['', '   ']) {
      const math = explainSystem(buildSystem({ type, capacity: 100 }), 5);
      expect(math).toMatchObject({ method: 'unknown-type', label: '', makeupGallonsPerYear: 0 });
      expect(math.missing).toEqual(['A system without a type is not counted']);
    }
  });

  test('says a system whose stored type is not text is not counted', () => {
    const math = explainSystem({ ...buildSystem({ capacity: 100 }), type: null as unknown as string }, 5);
    expect(math.missing).toEqual(['A system without a type is not counted']);
  });

  test.each([
    ['cooling-tower', 'Cooling Tower'],
    ['evaporative-condenser', 'Evaporative Condenser'],
    ['boiler', 'Boiler'],
    ['chiller', 'Chiller'],
    ['closed-loop', 'Closed Loop System'],
    ['feed-water-tank', 'Feed Water Tank/DA'],
    ['softener', 'Softener'],
    ['condensate-return', 'Condensate Return'],
  ])('labels a %s "%s"', (type, label) => {
    expect(explainSystem(buildSystem({ type }), null).label).toBe(label);
  });

  test('reads type names and capacity units with stray spaces', () => {
    const math = explainSystem(buildSystem({ type: '  Cooling  Tower ', capacity: 100 }), null);
    expect(math).toMatchObject({ type: 'cooling-tower', label: 'Cooling Tower', method: 'capacity' });
    expect(explainSystem(buildSystem({ type: 'Feed _ Water Tank', makeUpMeter: '1' }), null).label).toBe(
      'Feed Water Tank/DA',
    );
  });

  test('reads type names with spaces, underscores or capitals', () => {
    expect(explainSystem(buildSystem({ type: 'Cooling Tower', capacity: 1 }), null).type).toBe(
      'cooling-tower',
    );
    expect(explainSystem(buildSystem({ type: 'FEED_WATER_TANK' }), null).label).toBe('Feed Water Tank/DA');
  });

  test('never returns -0 for a credit without a meter', () => {
    expect(
      Object.is(explainSystem(buildSystem({ type: 'condensate-return' }), null).makeupGallonsPerYear, 0),
    ).toBe(true);
  });
});
