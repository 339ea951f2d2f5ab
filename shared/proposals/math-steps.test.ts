import { describe, expect, it } from 'vitest';
import { explainProgram } from '#shared/calc/index.ts';
import { describeChemicalMath, listMathSteps } from './math-steps.ts';

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
