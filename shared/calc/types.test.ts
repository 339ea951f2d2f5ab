import { describe, expect, test } from 'vitest';
import { buildChemical, buildProgram, buildSystem } from '../../tests/factories/index.ts';
import { ProgramInputSchema } from './input-schema.ts';

// What `npm run calc` and the API say about a bad program input: the first problem, where it is and what was expected.
function firstProblem(input: unknown): string {
  const parsed = ProgramInputSchema.safeParse(input);
  if (parsed.success) return 'accepted';
  const [issue] = parsed.error.issues;
  return `${issue.path.join('.') || 'input'}: ${issue.message}`;
}

const system = buildSystem();
const chemical = buildChemical();

describe('ProgramInputSchema', () => {
  test('accepts the contract input with numbers, text and nulls', () => {
    const input = buildProgram({
      conductivity: '300 µS/cm',
      systems: [buildSystem({ capacity: 500, bleedSetpoint: '1,500' })],
      chemicals: [buildChemical({ rateUnit: null, priceUnit: undefined, systemIds: null })],
    });
    expect(firstProblem(input)).toBe('accepted');
  });

  test.each([
    [
      'a program that is not an object',
      5,
      'input: expected an object with conductivity, systems and chemicals',
    ],
    [
      'a conductivity of the wrong kind',
      buildProgram({ conductivity: true as never }),
      'conductivity: expected a number, a text holding a number, or null',
    ],
    [
      'systems that are not a list',
      { ...buildProgram(), systems: 'tower' },
      'systems: expected a list of systems',
    ],
    [
      'chemicals that are not a list',
      { ...buildProgram(), chemicals: {} },
      'chemicals: expected a list of chemicals',
    ],
    [
      'a system that is not an object',
      buildProgram({ systems: [5 as never] }),
      'systems.0: expected an object describing a system',
    ],
    [
      'a system id of the wrong kind',
      buildProgram({ systems: [{ ...system, id: true as never }] }),
      'systems.0.id: expected a number or a string',
    ],
    [
      'a system type that is not text',
      buildProgram({ systems: [{ ...system, type: 3 as never }] }),
      'systems.0.type: expected string',
    ],
    [
      'a capacity unit that is not text',
      buildProgram({ systems: [{ ...system, capacityUnit: 3 as never }] }),
      'systems.0.capacityUnit: expected string or null',
    ],
    [
      'a chemical that is not an object',
      buildProgram({ chemicals: ['x' as never] }),
      'chemicals.0: expected an object describing a chemical',
    ],
    [
      'a chemical name that is not text',
      buildProgram({ chemicals: [{ ...chemical, name: null as never }] }),
      'chemicals.0.name: expected string',
    ],
    [
      'an unknown rate unit',
      buildProgram({ chemicals: [{ ...chemical, rateUnit: 'kg/day' as never }] }),
      'chemicals.0.rateUnit: expected one of lbs/1000gal, ppm/1000gal, ml/min, gal/day',
    ],
    [
      'an unknown price unit',
      buildProgram({ chemicals: [{ ...chemical, priceUnit: 'drum' as never }] }),
      'chemicals.0.priceUnit: expected one of gallon, pound',
    ],
    [
      'system ids that are not a list',
      buildProgram({ chemicals: [{ ...chemical, systemIds: 1 as never }] }),
      'chemicals.0.systemIds: expected a list of system ids',
    ],
  ])('refuses %s with a clear message', (_, input, message) => {
    expect(firstProblem(input)).toBe(message);
  });
});
