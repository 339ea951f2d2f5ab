import { describe, expect, it } from 'vitest';
import { explainProgram } from '#shared/calc/index.ts';
import { describeChemicalMath, listMathAssumptions, listMathSteps } from './math-steps.ts';

const base = {
  name: 'Scale inhibitor',
  rateUnit: 'lbs/1000gal',
  treatmentRate: 2.5,
  density: null,
  unitCost: 3.2,
  priceUnit: 'pound',
  makeupGallonsPerYear: 11_431_800,
  lbsPerYear: 28_580,
  gallonsPerYear: 28_580,
  annualCost: 91_454,
};

describe('chemical math lines', () => {
  it('shows usage from make-up water and cost by weight', () => {
    expect(describeChemicalMath(base)).toEqual([
      '11,431,800 gal ÷ 1,000 × 2.5 lbs = 28,580 lbs',
      '28,580 lbs ÷ 1 lb/gal = 28,580 gal',
      '28,580 lbs × $3.20 per pound = $91,454',
    ]);
  });

  it('uses the 8.34 default density for ppm and prices by the gallon', () => {
    const lines = describeChemicalMath({ ...base, rateUnit: 'ppm/1000gal', priceUnit: 'gallon', density: 0 });
    expect(lines[0]).toContain('× 8.34 lb/gal ÷ 1,000,000');
    expect(lines[2]).toMatch(/gal × \$3\.20 per gallon = \$91,454$/);
  });
});

describe('system math steps', () => {
  it('lists a cooling tower with its blowdown, and says when blowdown is left out', () => {
    const tower = {
      id: 1,
      type: 'cooling-tower',
      capacity: 500,
      capacityUnit: 'tons',
      operatingPressure: 20,
      bleedSetpoint: '1500',
    };
    const withCycles = explainProgram({ conductivity: 300, systems: [tower], chemicals: [] });
    const steps = listMathSteps(withCycles.systems[0]);
    expect(steps.find((s) => s.label === 'Blowdown')).toMatchObject({ value: '3.75 GPM' });
    expect(steps.find((s) => s.label === 'Flow')?.note).toBe('capacity 500 × load × 3');
    const noCycles = explainProgram({ conductivity: null, systems: [tower], chemicals: [] });
    expect(listMathSteps(noCycles.systems[0]).find((s) => s.label === 'Blowdown')?.value).toBe(
      'not included',
    );
    expect(noCycles.blowdownNote).toMatch(/^Blowdown is not included/);
  });
});

describe('listMathAssumptions', () => {
  const tower = { type: 'cooling-tower', capacity: 500, capacityUnit: 'tons' };
  const chiller = { type: 'chiller', capacity: 200, capacityUnit: 'tons' };

  it('states drift, tonnage summing and the default density, one line each, when they shape the figures', () => {
    const lines = listMathAssumptions({
      systems: [tower, chiller],
      chemicals: [{ density: null, systemIds: [1] }],
    });
    expect(lines).toEqual([
      expect.stringMatching(/^Drift is taken as 0\.2% of the recirculating flow/),
      expect.stringMatching(/^Total tonnage adds the rated tons of every system given in tons/),
      expect.stringMatching(
        /^A product without a density is taken at 1 lb\/gal \(8\.34 lb\/gal for ppm rates\)/,
      ),
    ]);
    for (const line of lines) expect(line).not.toContain('\n');
  });

  it('leaves out what does not apply: a boiler alone with every density given', () => {
    expect(
      listMathAssumptions({
        systems: [{ type: 'boiler', capacity: 300, capacityUnit: 'hp' }],
        chemicals: [{ density: 10.2, systemIds: [1] }],
      }),
    ).toEqual([]);
  });
});
