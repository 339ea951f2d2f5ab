// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import { DashboardPage } from './dashboard-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATS = { totalSurveys: 4, activeProposals: 1, thisMonth: 2, pendingFollowups: 3 };

function buildSurvey(id: number, overrides: Partial<Survey> = {}): Survey {
  return {
    id,
    userId: 'user-1',
    facilityName: `Facility ${id}`,
    facilityAddress: '1 Main St',
    industryType: 'commercial',
    contactName: null,
    contactPhone: null,
    contactEmail: null,
    currentVendor: null,
    status: 'in_progress',
    clientId: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

function buildProposal(id: number, overrides: Partial<Proposal> = {}): Proposal {
  return {
    id,
    surveyId: 1,
    userId: 'user-1',
    title: `Proposal for Facility ${id}`,
    status: 'draft',
    validUntil: null,
    totalAnnualCost: '19876.40',
    targetCycles: null,
    skinTemperatureF: null,
    proposalContent: null,
    proposalPdfUrl: null,
    rfpFileUrl: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

/** The stubbed server applies `limit` and `status` like the real one, so the test sees what the page asks for. */
function applyListQuery<T extends { status: string }>(rows: T[], url: URL): T[] {
  const statuses = url.searchParams.getAll('status');
  const limit = Number(url.searchParams.get('limit') ?? 50);
  return rows.filter((row) => statuses.length === 0 || statuses.includes(row.status)).slice(0, limit);
}

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
    buildSurvey(5, { status: 'final', facilityName: 'Riverside Medical Center', industryType: 'healthcare' }),
    buildSurvey(4),
    buildSurvey(3),
    buildSurvey(2),
  ];
  const proposals = [
    buildProposal(11, { status: 'accepted' }),
    buildProposal(12, { status: 'sent', validUntil: '2025-03-01' }),
    buildProposal(13),
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
  expect(asked).toContain('/api/surveys?limit=3');
});

test('open proposals behind many newer closed ones still show: the server is asked for draft and sent only', async () => {
  const closed = Array.from({ length: 60 }, (_, i) => buildProposal(100 + i, { status: 'accepted' }));
  renderDashboard([buildSurvey(1)], [...closed, buildProposal(7, { status: 'sent' })]);
  expect(await screen.findByText('Proposal #7')).toBeTruthy();
  expect(screen.queryByText('Proposal #100')).toBeNull();
});
