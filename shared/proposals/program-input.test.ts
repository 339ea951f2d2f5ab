import { describe, expect, test } from 'vitest';
import examples from '../../tests/fixtures/calculation-examples.json' with { type: 'json' };
import { calculateProgram } from '../calc/program.ts';
import { buildProgramInput, readNumber, toChemicalInput, toSystemInput } from './program-input.ts';

describe('toSystemInput', () => {
  test('keeps the engine fields and drops the rest', () => {
    const stored = {
      ...examples[0]!.input.systems[0]!,
      name: 'CT-1',
      comments: 'not an engine field',
      createdAt: new Date(0),
    };
    expect(toSystemInput(stored)).toEqual(examples[0]!.input.systems[0]);
  });
});

describe('toChemicalInput', () => {
  test('reads text typed in the editor and numbers as stored alike', () => {
    const typed = toChemicalInput({
      name: 'Scale inhibitor',
      treatmentRate: '2.5',
      rateUnit: 'lbs/1000gal',
      density: '',
      unitCost: '$3.20',
      priceUnit: 'pound',
      systemIds: [1],
    });
    expect(typed).toEqual(examples[0]!.input.chemicals[0]);
    expect(toChemicalInput({ ...examples[0]!.input.chemicals[0]!, density: null })).toEqual(typed);
  });

  test('reads unknown units as not given and missing systems as none', () => {
    const input = toChemicalInput({
      name: 'Mystery',
      treatmentRate: 'abc',
      rateUnit: 'gallons/hour',
      density: null,
      unitCost: null,
      priceUnit: 'ton',
      systemIds: null,
    });
    expect(input).toEqual({
      name: 'Mystery',
      treatmentRate: null,
      rateUnit: null,
      density: null,
      unitCost: null,
      priceUnit: null,
      systemIds: [],
    });
  });
});

test('readNumber reads blank and unreadable text as not given', () => {
  expect(readNumber('')).toBeNull();
  expect(readNumber('   ')).toBeNull();
  expect(readNumber('abc')).toBeNull();
  expect(readNumber('1,500 µS/cm')).toBe(1500);
  expect(readNumber(0.5)).toBe(0.5);
});

describe('buildProgramInput', () => {
  test.each(examples.map((example) => [example.name, example] as const))(
    'reproduces the worked example "%s" through the shared mappers',
    (_name, example) => {
      const input = buildProgramInput(
        example.input.conductivity,
        example.input.systems.map((system) => ({ ...system, id: Number(system.id) })),
        example.input.chemicals.map((chemical) => ({
          ...chemical,
          systemIds: (chemical.systemIds ?? []).map(Number),
        })),
      );
      expect(calculateProgram(input)).toEqual(example.expected);
    },
  );

  test('reads a missing water test as unknown conductivity', () => {
    expect(buildProgramInput(undefined, [], []).conductivity).toBeNull();
  });
});
