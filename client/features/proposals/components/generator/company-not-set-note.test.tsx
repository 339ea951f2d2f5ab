// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { COMPANY_NOT_SET_NOTE } from '#shared/schemas/company.ts';
import { CompanyNotSetNote } from './company-not-set-note.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REP = { name: 'Dana Reyes', title: null, phone: null, email: 'dana@example.com' };

function renderNote(isSet: boolean) {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/settings/company': () =>
      jsonResponse(200, { isSet, name: isSet ? 'Clearwater Co.' : null, rep: REP }),
  });
  renderWithProviders(
    <div>
      <CompanyNotSetNote />
      <span>loaded</span>
    </div>,
    { path: '/proposals/generator/5' },
  );
}

test('until the company is set, says the PDF carries the rep only and links to Settings > Company', async () => {
  renderNote(false);
  const note = await screen.findByTestId('company-not-set');
  expect(note.textContent).toContain(COMPANY_NOT_SET_NOTE);
  expect(screen.getByRole('link', { name: 'Set up your company' }).getAttribute('href')).toBe(
    '/settings#company',
  );
});

test('says nothing once the company is set', async () => {
  renderNote(true);
  await screen.findByText('loaded');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('company-not-set')).toBeNull();
});
