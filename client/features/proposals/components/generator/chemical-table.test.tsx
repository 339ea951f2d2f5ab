// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createBlankRow } from '../../lib/chemical-rows.ts';
import { ChemicalTable } from './chemical-table.tsx';

afterEach(cleanup);

const LONG_NAME = 'Catalyzed sodium sulfite oxygen scavenger with cobalt catalyst, liquid, 55-gallon drum';

function renderTable(onEdit = vi.fn()) {
  const row = { ...createBlankRow(1000), name: LONG_NAME, systemIds: [1] };
  render(
    <ChemicalTable
      totalAnnualCost={0}
      rows={[
        {
          row,
          figures: undefined,
          saveState: undefined,
          equipment: [],
          canRemove: true,
          onEdit,
          onRemove: vi.fn(),
        },
      ]}
    />,
  );
  return onEdit;
}

test('a long product name is shown whole in a field that wraps, and stays one line of text', () => {
  const onEdit = renderTable();
  const name = screen.getByLabelText('Chemical name') as HTMLTextAreaElement;
  expect(name.tagName).toBe('TEXTAREA');
  expect(name.value).toBe(LONG_NAME);
  expect(name.className).toContain('[field-sizing:content]');
  fireEvent.change(name, { target: { value: 'Line one\nline two' } });
  expect(onEdit).toHaveBeenCalledWith({ name: 'Line one line two' });
});

test('density says its unit', () => {
  renderTable();
  expect(screen.getByRole('columnheader', { name: 'Density (lb/gal)' })).toBeTruthy();
  expect(screen.getByLabelText('Density (lb/gal)')).toBeTruthy();
});
