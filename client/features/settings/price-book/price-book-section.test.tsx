// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { Product, ProgramTemplate } from '#shared/schemas/price-book.ts';
import { AQUAGUARD_3100 } from '../../../../tests/factories/price-book.ts';
import { PriceBookSection } from './price-book-section.tsx';

resetBetweenTests();

const product: Product = {
  id: 40,
  ...AQUAGUARD_3100,
  systemTypes: ['cooling-tower'],
  notes: null,
  createdAt: '',
  updatedAt: '',
};

function renderSection(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const templates: ProgramTemplate[] = [];
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/products': () => jsonResponse(200, [product]),
    'GET /api/program-templates': () => jsonResponse(200, templates),
    'POST /api/program-templates': (init) => {
      const body = JSON.parse(String(init?.body));
      const saved = {
        id: 9,
        name: body.name,
        items: body.items.map((item: object) => ({ ...item, productName: product.name })),
        createdAt: '',
        updatedAt: '',
      };
      templates.push(saved);
      return jsonResponse(201, saved);
    },
    ...handlers,
  });
  renderWithProviders(<PriceBookSection />, { path: '/settings' });
  return fetchMock;
}

test('lists the book with its prices and says which rows of a refused CSV are wrong', async () => {
  const fetchMock = renderSection({
    'POST /api/products/import': () =>
      jsonResponse(400, {
        message: 'Line 3: Product name is required (and 1 more). Nothing was imported.',
        code: 'validation_failed',
        errors: { 'line 3': 'Product name is required', 'line 5': 'Price unit must be gallon or pound' },
      }),
  });
  const row = await screen.findByTestId('product-row');
  expect(row.textContent).toContain('Scale/corrosion inhibitor · 2.5 lbs/1000gal · $2.45/lb');
  expect(row.textContent).toContain('For Cooling Tower');

  const file = new File(['name,price_unit\n,gallon\n'], 'book.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV file to import'), { target: { files: [file] } });
  const problems = await screen.findByTestId('import-problems');
  expect(problems.textContent).toContain('line 3: Product name is required');
  expect(problems.textContent).toContain('line 5: Price unit must be gallon or pound');
  const post = fetchMock.mock.calls.find(([url]) => url === '/api/products/import');
  expect(post?.[1]?.headers).toEqual({ 'Content-Type': 'text/csv' });
  expect(post?.[1]?.body).toBe('name,price_unit\n,gallon\n');
});

test('refuses a product without a name with the field’s message before sending it', async () => {
  const fetchMock = renderSection();
  fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Unit cost ($)'), { target: { value: '-2' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add product' }));
  expect(await within(dialog).findByText('Product name is required')).toBeTruthy();
  expect(within(dialog).getByText('Unit cost must be a number of at least 0')).toBeTruthy();
  expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/products' && init?.method === 'POST')).toBe(
    false,
  );
});

test('builds a template from products found by search', async () => {
  const fetchMock = renderSection();
  fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
  const form = screen.getByRole('form', { name: 'Template' });
  fireEvent.change(within(form).getByLabelText('Template name'), {
    target: { value: 'Standard open tower' },
  });
  fireEvent.change(within(form).getByLabelText('Find a product to add'), { target: { value: 'aqua' } });
  fireEvent.click(await within(form).findByRole('button', { name: 'AquaGuard 3100' }));
  fireEvent.change(within(form).getByLabelText('AquaGuard 3100 rate'), { target: { value: '3' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save template' }));

  const list = screen.getByRole('list', { name: 'Program templates' });
  await waitFor(() => expect(within(list).getByText('Standard open tower')).toBeTruthy());
  expect(within(list).getByText('AquaGuard 3100 (Cooling Tower)')).toBeTruthy();
  const post = fetchMock.mock.calls.find(
    ([url, init]) => url === '/api/program-templates' && init?.method === 'POST',
  );
  expect(JSON.parse(String(post?.[1]?.body))).toEqual({
    name: 'Standard open tower',
    items: [{ productId: 40, treatmentRate: 3, rateUnit: 'lbs/1000gal', systemTypes: ['cooling-tower'] }],
  });
});
