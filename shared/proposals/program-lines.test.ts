import { describe, expect, it } from 'vitest';
import { calculateProgram } from '../calc/index.ts';
import type { ProgramInput } from '../calc/types.ts';
import { buildProgramLines } from './program-lines.ts';

const input: ProgramInput = {
  conductivity: 300,
  systems: [
    {
      id: 7,
      type: 'cooling-tower',
      capacity: 500,
      capacityUnit: 'tons',
      operatingPressure: 20,
      bleedSetpoint: '1500',
    },
  ],
  chemicals: [
    { name: 'Scale inhibitor', treatmentRate: 2.5, unitCost: 3.2, priceUnit: 'pound', systemIds: [7] },
    { name: 'Biocide', treatmentRate: '0.125', rateUnit: 'gal/day', unitCost: 12, systemIds: [] },
  ],
};

describe('buildProgramLines', () => {
  it('shows each chemical with its systems, rate, price and the engine’s figures', () => {
    const lines = buildProgramLines({ input, result: calculateProgram(input) }, [
      { id: 7, name: 'Tower One' },
    ]);
    expect(lines[0]).toEqual({
      key: 0,
      name: 'Scale inhibitor',
      systems: 'Tower One',
      rate: '2.5 lbs/1000gal',
      price: '$3.20 / lb',
      lbsPerYear: '28,580',
      gallonsPerYear: '28,580',
      annualCost: '$91,454',
      needsSystems: false,
    });
    expect(lines[1]).toMatchObject({
      systems: 'None',
      rate: '0.125 gal/day',
      price: '$12.00 / gal',
      annualCost: '$0',
      needsSystems: true,
    });
  });

  it('names a system it does not know by its id, and a blank one "Unnamed System"', () => {
    const lines = buildProgramLines({ input, result: calculateProgram(input) }, [{ id: 7, name: ' ' }]);
    expect(lines[0]!.systems).toBe('Unnamed System');
    expect(buildProgramLines({ input, result: calculateProgram(input) }, [])[0]!.systems).toBe('System #7');
  });
});
