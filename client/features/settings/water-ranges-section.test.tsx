// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import {
  DEFAULT_CONTROL_RANGES,
  resolveControlRanges,
  type WaterControlRanges,
  type WaterRangeSystemType,
} from '#shared/water/control-ranges.ts';
import { RangesFormSchema, toRangesFormValues } from './water-ranges-form.ts';
import { WaterRangesSection } from './water-ranges-section.tsx';

resetBetweenTests();

function renderSection(path = '/settings') {
  const saved = new Map<WaterRangeSystemType, WaterControlRanges>();
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/settings/water-ranges': () => jsonResponse(200, resolveControlRanges(saved)),
    'PUT /api/settings/water-ranges/cooling-tower': (init) => {
      saved.set('cooling-tower', JSON.parse(String(init?.body)));
      return jsonResponse(200, resolveControlRanges(saved));
    },
    'DELETE /api/settings/water-ranges/cooling-tower': () => {
      saved.delete('cooling-tower');
      return jsonResponse(200, resolveControlRanges(saved));
    },
  });
  renderWithProviders(<WaterRangesSection />, { path });
  return { fetchMock, saved };
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

test('shows the cooling tower defaults with the cycles limits, marked Default', async () => {
  renderSection();
  expect(await screen.findByLabelText('LSI Minimum')).toBeTruthy();
  expect(input('LSI Minimum').value).toBe('-0.5');
  expect(input('LSI Maximum').value).toBe('2.8');
  expect(input('Larson-Skold Minimum').value).toBe('');
  expect(input('Silica (mg/L)').value).toBe('150');
  expect(screen.getByTestId('water-ranges-state').textContent).toBe('Default');
  expect((screen.getByRole('button', { name: 'Reset to defaults' }) as HTMLButtonElement).disabled).toBe(
    true,
  );
});

test('opens on the system type the report links to; closed systems have no cycles limits', async () => {
  renderSection('/settings?ranges=boiler');
  expect(await screen.findByLabelText('LSI Maximum')).toBeTruthy();
  expect(input('LSI Maximum').value).toBe('0.5');
  expect(screen.queryByLabelText('Silica (mg/L)')).toBeNull();
});

test('saves edited ranges (blank = no bound), says so and shows Custom', async () => {
  const { saved } = renderSection();
  await screen.findByLabelText('LSI Minimum');
  fireEvent.change(input('LSI Minimum'), { target: { value: '' } });
  fireEvent.change(input('LSI Maximum'), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Ranges' }));
  expect(await screen.findByText('Cooling Tower control ranges were saved.')).toBeTruthy();
  expect(saved.get('cooling-tower')?.indices.lsi).toEqual({ min: null, max: 2 });
  await waitFor(() => expect(screen.getByTestId('water-ranges-state').textContent).toBe('Custom'));
  expect(input('LSI Maximum').value).toBe('2');
});

test('shows the schema’s message under a bad field and saves nothing', async () => {
  const { fetchMock } = renderSection();
  await screen.findByLabelText('LSI Minimum');
  fireEvent.change(input('LSI Minimum'), { target: { value: '3' } });
  fireEvent.change(input('Silica (mg/L)'), { target: { value: '' } });
  fireEvent.change(input('RSI Maximum'), { target: { value: 'abc' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Ranges' }));
  expect(await screen.findByText('LSI minimum must be below its maximum')).toBeTruthy();
  expect(screen.getByText('Silica limit must be a number between 1 and 99,999,999 mg/L')).toBeTruthy();
  expect(screen.getByText('RSI maximum must be a number between 0 and 20')).toBeTruthy();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
});

test('Reset to defaults asks first, then puts the defaults back', async () => {
  const { saved } = renderSection();
  await screen.findByLabelText('LSI Minimum');
  fireEvent.change(input('LSI Maximum'), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Ranges' }));
  await waitFor(() => expect(screen.getByTestId('water-ranges-state').textContent).toBe('Custom'));
  fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(screen.getByTestId('water-ranges-state').textContent).toBe('Default'));
  expect(saved.has('cooling-tower')).toBe(false);
  expect(input('LSI Maximum').value).toBe('2.8');
});

test('the form reads its text back to the ranges it started from, and a typed minus sign as minus', () => {
  const ranges = DEFAULT_CONTROL_RANGES['cooling-tower'];
  expect(RangesFormSchema.parse(toRangesFormValues(ranges))).toEqual(ranges);
  const values = toRangesFormValues(ranges);
  values.indices.lsi.min = '−1';
  expect(RangesFormSchema.parse(values).indices.lsi.min).toBe(-1);
});
