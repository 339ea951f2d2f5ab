// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { buildEquipment, buildProposal } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { stubSurveyApi } from '#client/test-utils/stub-survey.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { Product } from '#shared/schemas/price-book.ts';
import type { Chemical } from '#shared/schemas/proposal.ts';
import { ProposalGeneratorPage } from '../proposal-generator-page.tsx';
import { ProductPicker } from './product-picker.tsx';

resetBetweenTests();

function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 40,
    name: 'AquaGuard 3100',
    type: 'scale-corrosion-inhibitor',
    treatmentRate: 2.5,
    rateUnit: 'lbs/1000gal',
    density: 9.6,
    unitCost: 3.2,
    priceUnit: 'pound',
    systemTypes: ['cooling-tower'],
    notes: null,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  };
}

const BOOK = [
  buildProduct(),
  buildProduct({
    id: 41,
    name: 'SulfiTrol',
    type: 'oxygen-scavenger',
    unitCost: 1.85,
    priceUnit: 'gallon',
    systemTypes: ['boiler'],
  }),
];

function searchBook(url: URL) {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  return jsonResponse(
    200,
    BOOK.filter((p) => p.name.toLowerCase().includes(q)),
  );
}

/** The picker on its own over the book, its input focused; answers the input, the pick callback and the fetch stub. */
function renderPicker() {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/products': (_init, url) => searchBook(url),
  });
  const onPick = vi.fn();
  renderWithProviders(<ProductPicker onPick={onPick} />);
  const input = screen.getByRole('combobox', { name: 'Add from price book' });
  fireEvent.focus(input);
  return { input, onPick, fetchMock };
}

test('the picker searches the book on the server as the rep types, and hands over the product chosen', async () => {
  const { input, onPick, fetchMock } = renderPicker();
  fireEvent.change(input, { target: { value: 'sulf' } });
  const option = await screen.findByRole('option', { name: /SulfiTrol/ });
  expect(option.textContent).toContain('$1.85/gal');
  expect(screen.queryByRole('option', { name: /AquaGuard/ })).toBeNull();
  const asked = fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/products'));
  expect(asked.at(-1)).toBe('/api/products?q=sulf&limit=8');

  fireEvent.mouseDown(option);
  expect(onPick).toHaveBeenCalledWith(BOOK[1]);
  expect((input as HTMLInputElement).value).toBe('');
});

test('the picker chooses with the arrow keys and Enter, and says when nothing matches', async () => {
  const { input, onPick } = renderPicker();
  await screen.findByRole('option', { name: /SulfiTrol/ });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onPick).toHaveBeenCalledWith(BOOK[1]);

  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'zzz' } });
  expect(await screen.findByText('No product matches "zzz"')).toBeTruthy();
});

function stubGenerator(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubSurveyApi({
    'GET /api/equipment/survey/5': () =>
      jsonResponse(200, [
        buildEquipment(),
        buildEquipment({ id: 12, type: 'boiler', name: 'Boiler 1', steamRate: '5000' }),
      ]),
    'GET /api/products': (_init, url) => searchBook(url),
    'GET /api/program-templates': () => jsonResponse(200, []),
    ...extra,
  });
}

test('a product fills the untouched row with its values and the systems of its types, and the row saves linked to it', async () => {
  const fetchMock = stubGenerator({
    'GET /api/proposals/survey/5': () => jsonResponse(200, null),
    'POST /api/proposals': () => jsonResponse(201, buildProposal()),
    'POST /api/chemicals': (init) =>
      jsonResponse(201, { ...JSON.parse(String(init?.body)), id: 77, annualCost: '0', createdAt: '' }),
    'GET /api/proposals/3/price-book': () => jsonResponse(200, []),
  });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  const input = await screen.findByRole('combobox', { name: 'Add from price book' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'aqua' } });
  fireEvent.mouseDown(await screen.findByRole('option', { name: /AquaGuard/ }));

  const row = screen.getByTestId('chemical-row-0');
  expect(screen.queryByTestId('chemical-row-1')).toBeNull();
  expect((within(row).getByLabelText('Chemical name') as HTMLInputElement).value).toBe('AquaGuard 3100');
  expect((within(row).getByLabelText('Treatment rate') as HTMLInputElement).value).toBe('2.5');
  expect((within(row).getByLabelText('Unit cost') as HTMLInputElement).value).toBe('3.2');
  expect(within(row).getByRole('button', { name: /^Systems:/ }).textContent).toContain('Cooling Tower 1');
  expect(within(row).getByTestId('row-cost').textContent).toBe('$91,454');

  // The row keeps its own values: an edit after filling it stays.
  fireEvent.change(within(row).getByLabelText('Unit cost'), { target: { value: '3.00' } });
  await waitFor(() => expect(within(row).getByTestId('row-save-state').dataset.state).toBe('saved'), {
    timeout: 5000,
  });
  const post = fetchMock.mock.calls.find(
    ([url, init]) => url === '/api/chemicals' && init?.method === 'POST',
  );
  expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
    name: 'AquaGuard 3100',
    type: 'Scale/corrosion inhibitor',
    unitCost: 3,
    density: 9.6,
    priceUnit: 'pound',
    systemIds: [11],
    productId: 40,
    productUnitCost: 3.2,
  });
});

function savedRow(overrides: Partial<Chemical> = {}): Chemical {
  return {
    id: 7,
    proposalId: 3,
    equipmentId: 11,
    systemIds: [11],
    name: 'AquaGuard 3100',
    type: 'Scale/corrosion inhibitor',
    description: null,
    treatmentRate: 2.5,
    rateUnit: 'lbs/1000gal',
    density: 9.6,
    unitCost: 2.45,
    priceUnit: 'pound',
    annualCost: '70000.00',
    tempId: 1000,
    productId: 40,
    productUnitCost: 2.45,
    createdAt: '',
    ...overrides,
  };
}

test('a draft’s row offers the book’s new price, and Update takes it', async () => {
  const fetchMock = stubGenerator({
    'GET /api/proposals/survey/5': () => jsonResponse(200, buildProposal()),
    'GET /api/chemicals/proposal/3': () => jsonResponse(200, [savedRow()]),
    'GET /api/proposals/3/price-book': () =>
      jsonResponse(200, [
        { chemicalId: 7, productId: 40, productName: 'AquaGuard 3100', unitCost: 2.65, was: 2.45 },
      ]),
    'PUT /api/chemicals/7': (init) => jsonResponse(200, savedRow(JSON.parse(String(init?.body)))),
  });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  const notice = await screen.findByTestId('price-book-notice');
  expect(notice.textContent).toContain('Price book: $2.65 (was $2.45)');
  const row = screen.getByTestId('chemical-row-0');
  expect((within(row).getByLabelText('Unit cost') as HTMLInputElement).value).toBe('2.45');

  fireEvent.click(within(notice).getByRole('button', { name: 'Update' }));
  expect((within(row).getByLabelText('Unit cost') as HTMLInputElement).value).toBe('2.65');
  expect(screen.queryByTestId('price-book-notice')).toBeNull();
  await waitFor(() => expect(within(row).getByTestId('row-save-state').dataset.state).toBe('saved'), {
    timeout: 5000,
  });
  const put = fetchMock.mock.calls.find(([url]) => url === '/api/chemicals/7');
  expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ unitCost: 2.65, productUnitCost: 2.65 });
});

test('a template applies in one click: its saved rows replace the untouched row', async () => {
  const fetchMock = stubGenerator({
    'GET /api/proposals/survey/5': () => jsonResponse(200, buildProposal()),
    'GET /api/chemicals/proposal/3': () => jsonResponse(200, []),
    'GET /api/proposals/3/price-book': () => jsonResponse(200, []),
    'GET /api/program-templates': () =>
      jsonResponse(200, [{ id: 9, name: 'Standard open tower', items: [], createdAt: '', updatedAt: '' }]),
    'POST /api/proposals/3/apply-template': () =>
      jsonResponse(201, [
        savedRow({ tempId: null }),
        savedRow({ id: 8, name: 'SulfiTrol', systemIds: [12], equipmentId: 12, tempId: null, productId: 41 }),
      ]),
  });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  fireEvent.click(await screen.findByRole('button', { name: 'Apply template Standard open tower' }));
  await screen.findByTestId('chemical-row-1');
  expect(screen.queryByTestId('chemical-row-2')).toBeNull();
  const names = ['chemical-row-0', 'chemical-row-1'].map(
    (id) => (within(screen.getByTestId(id)).getByLabelText('Chemical name') as HTMLInputElement).value,
  );
  expect(names).toEqual(['AquaGuard 3100', 'SulfiTrol']);
  const apply = fetchMock.mock.calls.find(([url]) => url === '/api/proposals/3/apply-template');
  expect(JSON.parse(String(apply?.[1]?.body))).toEqual({ templateId: 9 });
});

test('typed rows go into the price book and are linked to their new products', async () => {
  const fetchMock = stubGenerator({
    'GET /api/proposals/survey/5': () => jsonResponse(200, buildProposal()),
    'GET /api/chemicals/proposal/3': () =>
      jsonResponse(200, [
        savedRow({
          name: 'Hand typed inhibitor',
          type: 'scale/corrosion inhibitor',
          productId: null,
          productUnitCost: null,
        }),
      ]),
    'GET /api/proposals/3/price-book': () => jsonResponse(200, []),
    'POST /api/products': (init) =>
      jsonResponse(201, buildProduct({ ...JSON.parse(String(init?.body)), id: 50 })),
    'PUT /api/chemicals/7': (init) => jsonResponse(200, savedRow(JSON.parse(String(init?.body)))),
  });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  fireEvent.click(await screen.findByRole('button', { name: 'Add typed rows to price book' }));
  expect(await screen.findByText('Added to your price book')).toBeTruthy();
  const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/products' && init?.method === 'POST');
  expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
    name: 'Hand typed inhibitor',
    type: 'scale-corrosion-inhibitor',
    treatmentRate: 2.5,
    unitCost: 2.45,
    priceUnit: 'pound',
    systemTypes: ['cooling-tower'],
  });
  expect(screen.queryByRole('button', { name: 'Add typed rows to price book' })).toBeNull();
  const row = screen.getByTestId('chemical-row-0');
  await waitFor(() => expect(within(row).getByTestId('row-save-state').dataset.state).toBe('saved'), {
    timeout: 5000,
  });
  const put = fetchMock.mock.calls.find(([url]) => url === '/api/chemicals/7');
  expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ productId: 50, productUnitCost: 2.45 });
});
