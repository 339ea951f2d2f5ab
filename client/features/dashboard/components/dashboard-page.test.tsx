// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildProposal, buildSurvey } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import { DashboardPage } from './dashboard-page.tsx';

resetBetweenTests();

const STATS = { totalSurveys: 4, activeProposals: 1, thisMonth: 2, pendingFollowups: 3 };

/** Survey `id` in progress at "Facility <id>". */
function surveyNo(id: number, overrides: Partial<Survey> = {}): Survey {
  return buildSurvey({
    id,
    facilityName: `Facility ${id}`,
    facilityAddress: '1 Main St',
    industryType: 'commercial',
    status: 'in_progress',
    ...overrides,
  });
}

/** Draft proposal `id` of survey 1, at $19,876.40 a year. */
function proposalNo(id: number, overrides: Partial<Proposal> = {}): Proposal {
  return buildProposal({
    id,
    surveyId: 1,
    title: `Proposal for Facility ${id}`,
    validUntil: null,
    totalAnnualCost: '19876.40',
    ...overrides,
  });
}

/**
 * The stubbed server applies `limit`, `status` and `answeredWithinDays` (a customer's answer) like the real one, so
 * the test sees what the page asks for.
 */
function applyListQuery<T extends { status: string; tracking?: Proposal['tracking'] }>(
  rows: T[],
  url: URL,
): T[] {
  const statuses = url.searchParams.getAll('status');
  const answered = url.searchParams.has('answeredWithinDays');
  const limit = Number(url.searchParams.get('limit') ?? 50);
  return rows
    .filter((row) => statuses.length === 0 || statuses.includes(row.status))
    .filter((row) => !answered || !!row.tracking?.customerAnswer)
    .slice(0, limit);
}

const customerAnswer = (status: 'accepted' | 'rejected', at: string, name: string | null = null) => ({
  firstOpenedAt: at,
  lastOpenedAt: at,
  openCount: 1,
  shared: true,
  customerAnswer: { status, name, at },
});

function renderDashboard(surveys: Survey[], proposals: Proposal[]) {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser({ firstName: 'Dana' })),
    'GET /api/dashboard/stats': () => jsonResponse(200, STATS),
    'GET /api/surveys': (_init, url) => jsonResponse(200, applyListQuery(surveys, url)),
    'GET /api/proposals': (_init, url) => jsonResponse(200, applyListQuery(proposals, url)),
  });
  renderWithProviders(<DashboardPage />);
  return fetchMock;
}

test('a new user sees the empty texts and the New Survey call to action', async () => {
  renderDashboard([], []);
  expect(await screen.findByText('No recent surveys')).toBeTruthy();
  expect(screen.getByText(/^Welcome, Dana!/)).toBeTruthy();
  expect(await screen.findByText('No active proposals')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Start your first facility survey' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'New Survey' }).getAttribute('href')).toBe('/new-survey');
});

test('shows the welcome, the four stats and the first three surveys and open proposals', async () => {
  const surveys = [
    surveyNo(5, { status: 'final', facilityName: 'Riverside Medical Center', industryType: 'healthcare' }),
    surveyNo(4),
    surveyNo(3),
    surveyNo(2),
  ];
  const proposals = [
    proposalNo(11, { status: 'accepted' }),
    proposalNo(12, { status: 'sent', validUntil: '2025-03-01' }),
    proposalNo(13),
  ];
  const fetchMock = renderDashboard(surveys, proposals);
  expect(await screen.findByText(/Welcome back, Dana!/)).toBeTruthy();
  expect((await screen.findByTestId('stat-totalSurveys')).textContent).toBe('4');
  expect(screen.getByTestId('stat-pendingFollowups').textContent).toBe('3');

  const recent = (await screen.findByText('Riverside Medical Center')).closest('ul') as HTMLElement;
  expect(within(recent).getAllByRole('link')).toHaveLength(3);
  expect(within(recent).getByText(/Healthcare/)).toBeTruthy();
  expect(within(recent).getAllByText(/Jan 5, 2025/)).toHaveLength(3);
  expect(within(recent).getByText('Riverside Medical Center').closest('a')?.getAttribute('href')).toBe(
    '/survey-report/5',
  );
  expect(within(recent).getByText('Facility 4').closest('a')?.getAttribute('href')).toBe('/edit-survey/4');
  expect(screen.queryByText('Facility 2')).toBeNull();
  expect(screen.getByRole('link', { name: /View All Surveys/ }).getAttribute('href')).toBe('/surveys');

  expect(screen.queryByText('Proposal #11')).toBeNull();
  const sent = screen.getByText('Proposal #12').closest('a') as HTMLElement;
  expect(sent.textContent).toContain('$19,876/year');
  expect(sent.textContent).toContain('Expires Mar 1, 2025');
  expect(within(sent).getByText('Sent')).toBeTruthy();
  expect(screen.getByText('Proposal #13').closest('a')?.textContent).not.toContain('Expires');
  expect(screen.getByRole('link', { name: /View All Proposals/ }).getAttribute('href')).toBe('/proposals');
  const asked = fetchMock.mock.calls.map(([url]) => String(url));
  expect(asked).toContain('/api/proposals?status=draft&status=sent&limit=3');
  expect(asked).toContain('/api/proposals?answeredWithinDays=14&limit=20');
  expect(asked).toContain('/api/surveys?limit=3');
});

test('open proposals behind many newer closed ones still show: the server is asked for draft and sent only', async () => {
  const closed = Array.from({ length: 60 }, (_, i) => proposalNo(100 + i, { status: 'accepted' }));
  renderDashboard([surveyNo(1)], [...closed, proposalNo(7, { status: 'sent' })]);
  expect(await screen.findByText('Proposal #7')).toBeTruthy();
  expect(screen.queryByText('Proposal #100')).toBeNull();
});

test("the customer's recent answers come first, newest answer first, with who accepted and when", async () => {
  renderDashboard(
    [surveyNo(1)],
    [
      proposalNo(21, { status: 'sent' }),
      proposalNo(22, {
        status: 'accepted',
        tracking: customerAnswer('accepted', '2025-01-06T15:30:00.000Z', 'Pat Customer'),
      }),
      proposalNo(23, {
        status: 'rejected',
        tracking: customerAnswer('rejected', '2025-01-07T09:00:00.000Z'),
      }),
      proposalNo(24, { status: 'draft' }),
    ],
  );
  const accepted = (await screen.findByText('Proposal #22')).closest('a') as HTMLElement;
  expect(within(accepted).getByTestId('customer-answer-line').textContent).toMatch(
    /^Accepted by Pat Customer · Jan 6, 2025/,
  );
  expect(within(accepted).getByText('Accepted')).toBeTruthy();
  const declined = screen.getByText('Proposal #23').closest('a') as HTMLElement;
  expect(within(declined).getByTestId('customer-answer-line').textContent).toMatch(/^Declined · Jan 7, 2025/);
  // Newest answer first, then the open ones fill the three rows.
  const rows = screen.getAllByText(/^Proposal #\d+$/).map((el) => el.textContent);
  expect(rows).toEqual(['Proposal #23', 'Proposal #22', 'Proposal #21']);
});
