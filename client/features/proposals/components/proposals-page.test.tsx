// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetToasts } from '#client/hooks/use-toast.ts';
import { buildProposal } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { stubListPages } from '#client/test-utils/stub-list-pages.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { ProposalsPage } from './proposals-page.tsx';

beforeEach(() => resetToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('shows each proposal with its title, survey, status, whole-dollar value and US dates', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals': () =>
      jsonResponse(200, [
        buildProposal({ totalAnnualCost: '95074.40', status: 'sent' }),
        buildProposal({ id: 4, title: '' }),
      ]),
  });
  renderWithProviders(<ProposalsPage />, { path: '/proposals' });
  const card = await screen.findByTestId('proposal-card-3');
  expect(within(card).getByText('Proposal for Lakeside Medical Center')).toBeTruthy();
  expect(within(card).getByText('Survey #5')).toBeTruthy();
  expect(within(card).getByText('Sent')).toBeTruthy();
  expect(within(card).getByTestId('annual-value').textContent).toBe('$95,074');
  expect(within(card).getByText('Feb 4, 2025')).toBeTruthy();
  expect(within(card).getByText('Jan 5, 2025')).toBeTruthy();
  expect(within(card).getByRole('link', { name: /^Edit/ }).getAttribute('href')).toBe(
    '/proposal-generator?surveyId=5',
  );
  expect(within(screen.getByTestId('proposal-card-4')).getByText('Proposal #4')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Create from Survey' }).getAttribute('href')).toBe('/surveys');
});

test("a shared proposal's card shows its opens: times, first and last; unshared ones show none", async () => {
  const tracking = (openCount: number, first: string | null, last: string | null) => ({
    openCount,
    firstOpenedAt: first,
    lastOpenedAt: last,
    shared: true,
    customerAnswer: null,
  });
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals': () =>
      jsonResponse(200, [
        buildProposal({
          status: 'sent',
          tracking: tracking(3, '2025-01-06T15:30:00.000Z', '2025-01-08T10:05:00.000Z'),
        }),
        buildProposal({ id: 4, status: 'sent', tracking: tracking(0, null, null) }),
        buildProposal({ id: 5, tracking: { ...tracking(0, null, null), shared: false } }),
      ]),
  });
  renderWithProviders(<ProposalsPage />, { path: '/proposals' });
  const opens = within(await screen.findByTestId('proposal-card-3')).getByTestId('proposal-opens');
  expect(opens.textContent).toContain('Opened 3 times');
  expect(opens.textContent).toMatch(/First opened\s*Jan 6, 2025/);
  expect(opens.textContent).toMatch(/Last opened\s*Jan 8, 2025/);
  expect(within(screen.getByTestId('proposal-card-4')).getByTestId('proposal-opens').textContent).toBe(
    'Not opened yet',
  );
  expect(within(screen.getByTestId('proposal-card-5')).queryByTestId('proposal-opens')).toBeNull();
});

test('shows skeletons while loading and an empty state linking to surveys', async () => {
  let answer: (response: Response) => void = () => {};
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  renderWithProviders(<ProposalsPage />, { path: '/proposals' });
  expect((await screen.findAllByTestId('proposal-skeleton')).length).toBe(6);
  answer(jsonResponse(200, []));
  expect(await screen.findByText('No proposals yet')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to My Surveys' }).getAttribute('href')).toBe('/surveys');
});

test('asks before deleting and says "Failed to delete proposal" when it fails', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals': () => jsonResponse(200, [buildProposal()]),
    'DELETE /api/proposals/3': () => jsonResponse(500, { message: 'boom' }),
  });
  renderWithProviders(<ProposalsPage />, { path: '/proposals' });
  const card = await screen.findByTestId('proposal-card-3');
  fireEvent.click(within(card).getByRole('button', { name: /^Delete/ }));
  const dialog = await screen.findByRole('alertdialog');
  expect(
    within(dialog).getByText('Are you sure you want to delete this proposal? This action cannot be undone.'),
  ).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete proposal')).toBeTruthy();
  expect(screen.getByTestId('proposal-card-3')).toBeTruthy();
});

test('Load more adds the next page of proposals and goes away on the last page', async () => {
  const asked = stubListPages('/api/proposals', {
    '': { rows: [buildProposal({ id: 9 }), buildProposal({ id: 8 })], next: 'p1' },
    'cursor=p1': { rows: [buildProposal({ id: 7 })] },
  });
  renderWithProviders(<ProposalsPage />, { path: '/proposals' });
  await screen.findByTestId('proposal-card-8');
  expect(screen.queryByTestId('proposal-card-7')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Load more proposals' }));
  expect(await screen.findByTestId('proposal-card-7')).toBeTruthy();
  expect(screen.getByTestId('proposal-card-9')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Load more proposals' })).toBeNull();
  expect(asked).toEqual(['', 'cursor=p1']);
});
