// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { Route } from 'wouter';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { ProposalDetailPage } from './proposal-detail-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDetail(path: string) {
  return renderWithProviders(<Route path="/proposals/:id" component={ProposalDetailPage} />, { path });
}

test('a malformed link says what is wrong and leads to Proposals, asking nothing of the server', async () => {
  const fetchMock = stubFetch({ 'GET /api/user': () => jsonResponse(200, buildUser()) });
  renderDetail('/proposals/xyz');
  expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
  expect(screen.getByText(/It does not point to a proposal/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to Proposals' }).getAttribute('href')).toBe('/proposals');
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/user']);
});

test('a well-formed link to a proposal that does not exist says "Proposal not found"', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals/999': () => jsonResponse(404, { message: 'Proposal not found', code: 'not_found' }),
  });
  renderDetail('/proposals/999');
  expect(await screen.findByRole('heading', { name: 'Proposal not found' })).toBeTruthy();
});
