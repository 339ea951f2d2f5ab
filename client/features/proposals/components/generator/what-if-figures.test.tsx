// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { formatUsd, simulateCycles } from '#shared/calc/index.ts';
import { projectTargetCycles } from '#shared/proposals/figures.ts';
import { buildChemical, buildProgram, buildSystem } from '../../../../../tests/factories/calc-inputs.ts';
import { WhatIfFigures } from './what-if-figures.tsx';

afterEach(cleanup);

const INPUT = buildProgram({
  conductivity: 300,
  systems: [buildSystem({ capacity: 500, bleedSetpoint: '1200' })],
  chemicals: [buildChemical({ treatmentRate: 2.5, unitCost: 3.2 })],
});

function renderAt(cycles: number, input = INPUT) {
  const simulation = simulateCycles(input, [cycles]);
  render(<WhatIfFigures simulation={simulation} scenario={simulation.scenarios[0]} input={input} />);
}

test('beside the gallons saved, the dollars the program saves at the target (the detail page’s projection)', () => {
  renderAt(8);
  const saved = projectTargetCycles(INPUT, 8)!.costSavedPerYear!;
  expect(saved).toBeGreaterThan(1);
  expect(screen.getByTestId('what-if-delta').textContent).toMatch(/^−/);
  expect(screen.getByTestId('what-if-cost').textContent).toBe(`${formatUsd(saved)} saved a year`);
});

test('a target below today’s cycles costs more, and says so', () => {
  renderAt(2);
  const saved = projectTargetCycles(INPUT, 2)!.costSavedPerYear!;
  expect(saved).toBeLessThan(-1);
  expect(screen.getByTestId('what-if-cost').textContent).toBe(`${formatUsd(-saved)} more a year`);
});

test('no dollars without chemicals to price', () => {
  renderAt(8, { ...INPUT, chemicals: [] });
  expect(screen.queryByTestId('what-if-cost')).toBeNull();
});
