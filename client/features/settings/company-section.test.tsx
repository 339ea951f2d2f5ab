// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { companyKeys } from '#client/api/company.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { CompanySettings } from '#shared/schemas/company.ts';
import { CompanySection } from './company-section.tsx';

const USER = buildUser({ jobTitle: 'Account Manager', phone: '512-555-0199' });
const REP = { name: 'Dana Reyes', title: 'Account Manager', phone: '512-555-0199', email: USER.email };
const NOT_SET: CompanySettings = {
  isSet: false,
  name: null,
  address: null,
  phone: null,
  email: null,
  website: null,
  licenceLines: null,
  certificationLines: null,
  brandColor: null,
  logoUrl: null,
  rep: REP,
  updatedAt: null,
};

resetBetweenTests();

function renderSection(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, USER),
    'GET /api/settings/company': () => jsonResponse(200, NOT_SET),
    ...handlers,
  });
  return { ...renderWithProviders(<CompanySection />, { path: '/settings' }), fetchMock };
}

function bodyOf(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => String(url) === path && init?.method === 'PUT');
  return call ? JSON.parse(String(call[1]!.body)) : undefined;
}

test('saves the company with its fields as typed; the rep’s profile lines show who signs', async () => {
  const saved = { ...NOT_SET, isSet: true, name: 'Clearwater Co.', phone: '(512) 555-0100', updatedAt: 'x' };
  const { fetchMock, queryClient } = renderSection({
    'PUT /api/settings/company': () => jsonResponse(200, saved),
  });
  const form = await screen.findByRole('form', { name: 'Company' });
  expect((await screen.findByTestId('company-signed-by')).textContent).toContain(
    'Dana Reyes · Account Manager · 512-555-0199 · dana@example.com',
  );
  fireEvent.change(within(form).getByLabelText('Company Name'), { target: { value: 'Clearwater Co.' } });
  fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '(512) 555-0100' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save Company' }));
  expect(await screen.findByText('Company saved')).toBeTruthy();
  expect(bodyOf(fetchMock, '/api/settings/company')).toEqual({
    name: 'Clearwater Co.',
    address: null,
    phone: '(512) 555-0100',
    email: null,
    website: null,
    licenceLines: null,
    certificationLines: null,
    brandColor: null,
  });
  expect(queryClient.getQueryData(companyKeys.all)).toEqual(saved);
});

test('checks the fields before sending, and puts the server’s messages under its fields', async () => {
  const { fetchMock } = renderSection({
    'PUT /api/settings/company': () =>
      jsonResponse(400, {
        message: 'Validation failed',
        code: 'validation_failed',
        errors: { website: 'Please enter a web address like www.example.com' },
      }),
  });
  const form = await screen.findByRole('form', { name: 'Company' });
  fireEvent.change(within(form).getByLabelText('Brand Colour'), { target: { value: 'blue' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save Company' }));
  expect(await within(form).findByText('Company name is required')).toBeTruthy();
  expect(within(form).getByText('Brand colour must be a hex colour like #0b5a7a')).toBeTruthy();
  expect(bodyOf(fetchMock, '/api/settings/company')).toBeUndefined();

  fireEvent.change(within(form).getByLabelText('Company Name'), { target: { value: 'Clearwater Co.' } });
  fireEvent.change(within(form).getByLabelText('Brand Colour'), { target: { value: '#7a1f5c' } });
  fireEvent.change(within(form).getByLabelText('Website'), { target: { value: 'clearwater.example' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save Company' }));
  expect(await within(form).findByText('Please enter a web address like www.example.com')).toBeTruthy();
  expect(await screen.findByText('Failed to save company')).toBeTruthy();
});
