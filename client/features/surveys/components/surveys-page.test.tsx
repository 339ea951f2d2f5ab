// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildSurvey } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { type StubbedPage, stubListPages } from '#client/test-utils/stub-list-pages.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import { SurveysPage } from './surveys-page.tsx';

/** A survey in progress at Riverside Medical Center. */
function inProgressSurvey(overrides: Partial<Survey> = {}): Survey {
  return buildSurvey({
    id: 1,
    facilityName: 'Riverside Medical Center',
    facilityAddress: '100 River Rd',
    status: 'in_progress',
    createdAt: '2025-01-05T15:00:00.000Z',
    updatedAt: '2025-01-05T15:00:00.000Z',
    ...overrides,
  });
}

resetBetweenTests();

const userHandler = { 'GET /api/user': () => jsonResponse(200, buildUser()) };

test('shows six skeleton cards while the list loads', () => {
  stubFetch({ ...userHandler, 'GET /api/surveys': () => new Promise<Response>(() => {}) });
  renderWithProviders(<SurveysPage />, { path: '/surveys' });
  expect(screen.getAllByTestId('survey-card-skeleton')).toHaveLength(6);
});

test('shows the empty state with a Create Survey link', async () => {
  stubFetch({ ...userHandler, 'GET /api/surveys': () => jsonResponse(200, []) });
  renderWithProviders(<SurveysPage />, { path: '/surveys' });
  expect(await screen.findByText('No surveys yet')).toBeTruthy();
  expect(screen.getByText('Create your first facility survey to get started')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Create Survey' }).getAttribute('href')).toBe('/new-survey');
  expect(screen.getByRole('link', { name: 'New Survey' }).getAttribute('href')).toBe('/new-survey');
});

test('cards show industry label, status (unknown as Draft), US date, and actions by status', async () => {
  stubFetch({
    ...userHandler,
    'GET /api/surveys': () =>
      jsonResponse(200, [
        inProgressSurvey({ id: 7, status: 'final', industryType: 'commercial' }),
        inProgressSurvey({
          id: 8,
          facilityName: 'Lakeside School',
          status: 'mystery',
          industryType: 'education',
        }),
      ]),
  });
  renderWithProviders(<SurveysPage />, { path: '/surveys' });
  const [finalCard, draftCard] = await screen.findAllByTestId('survey-card');
  expect(within(finalCard).getByText('Commercial Office')).toBeTruthy();
  expect(within(finalCard).getByText('Final')).toBeTruthy();
  expect(within(finalCard).getByText('Jan 5, 2025')).toBeTruthy();
  expect(within(finalCard).getByRole('link', { name: 'Create Proposal' }).getAttribute('href')).toBe(
    '/proposal-generator?surveyId=7',
  );
  const report = within(finalCard).getByRole('link', { name: 'Report' });
  expect(report.getAttribute('href')).toBe('/survey-report/7');
  expect(report.getAttribute('target')).toBe('_blank');
  expect(within(finalCard).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/edit-survey/7');
  expect(within(draftCard).getByText('Draft')).toBeTruthy();
  expect(within(draftCard).queryByRole('link', { name: 'Create Proposal' })).toBeNull();
});

test('clicking a final survey card opens the proposal generator', async () => {
  stubFetch({
    ...userHandler,
    'GET /api/surveys': () => jsonResponse(200, [inProgressSurvey({ id: 7, status: 'final' })]),
  });
  const { location } = renderWithProviders(<SurveysPage />, { path: '/surveys' });
  fireEvent.click(await screen.findByText('Riverside Medical Center'));
  expect(location.history?.at(-1)).toBe('/proposal-generator?surveyId=7');
});

test('deleting asks first, then removes the card with the success toast', async () => {
  let surveys = [inProgressSurvey({ id: 3 })];
  const fetchMock = stubFetch({
    ...userHandler,
    'GET /api/surveys': () => jsonResponse(200, surveys),
    'DELETE /api/surveys/3': () => {
      surveys = [];
      return jsonResponse(204);
    },
  });
  renderWithProviders(<SurveysPage />, { path: '/surveys' });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Riverside Medical Center' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Survey deleted successfully')).toBeTruthy();
  await waitFor(() => expect(screen.queryByTestId('survey-card')).toBeNull());
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
});

test('a failed delete shows "Failed to delete survey" and keeps the card', async () => {
  stubFetch({
    ...userHandler,
    'GET /api/surveys': () => jsonResponse(200, [inProgressSurvey({ id: 3 })]),
    'DELETE /api/surveys/3': () => jsonResponse(500, { message: 'Internal error' }),
  });
  renderWithProviders(<SurveysPage />, { path: '/surveys' });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Riverside Medical Center' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete survey')).toBeTruthy();
  expect(screen.getByTestId('survey-card')).toBeTruthy();
});

const named = (id: number, facilityName: string) => inProgressSurvey({ id, facilityName });

test('Load more adds the next page after the loaded cards and goes away on the last page', async () => {
  const asked = stubListPages('/api/surveys', {
    '': { rows: [named(9, 'Alpha Plant'), named(8, 'Bravo Plant')], next: 'c1' },
    'cursor=c1': { rows: [named(7, 'Charlie Plant')] },
  });
  renderWithProviders(<SurveysPage />, { path: '/surveys' });
  expect(await screen.findAllByTestId('survey-card')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Load more surveys' }));
  await waitFor(() => expect(screen.getAllByTestId('survey-card')).toHaveLength(3));
  const names = screen
    .getAllByTestId('survey-card')
    .map((card) => within(card).getByRole('heading').textContent);
  expect(names).toEqual(['Alpha Plant', 'Bravo Plant', 'Charlie Plant']);
  expect(screen.queryByRole('button', { name: 'Load more surveys' })).toBeNull();
  expect(asked).toEqual(['', 'cursor=c1']);
});

test('a failed Load more keeps the loaded cards and lets the user try again', async () => {
  const pages: Record<string, StubbedPage> = {
    '': { rows: [named(9, 'Alpha Plant')], next: 'c1' },
    'cursor=c1': 'fail',
  };
  stubListPages('/api/surveys', pages);
  renderWithProviders(<SurveysPage />, { path: '/surveys' });
  fireEvent.click(await screen.findByRole('button', { name: 'Load more surveys' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Server unavailable');
  expect(screen.getAllByTestId('survey-card')).toHaveLength(1);
  pages['cursor=c1'] = { rows: [named(7, 'Charlie Plant')] };
  fireEvent.click(screen.getByRole('button', { name: 'Load more surveys' }));
  await waitFor(() => expect(screen.getAllByTestId('survey-card')).toHaveLength(2));
});

test('search is asked of the server, pages within the results, and Clear Filters shows every survey again', async () => {
  const asked = stubListPages('/api/surveys', {
    '': { rows: [named(9, 'Alpha Plant')], next: 'c1' },
    'q=harbor': { rows: [named(4, 'Harbor Mill')], next: 'h1' },
    'q=harbor&cursor=h1': { rows: [named(2, 'Old Harbor Works')] },
    'q=nothing': { rows: [] },
  });
  renderWithProviders(<SurveysPage />, { path: '/surveys' });
  await screen.findByText('Alpha Plant');
  const search = screen.getByRole('searchbox', { name: 'Search surveys' });
  fireEvent.change(search, { target: { value: ' harbor ' } });
  expect(await screen.findByText('Harbor Mill')).toBeTruthy();
  expect(screen.queryByText('Alpha Plant')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Load more surveys' }));
  expect(await screen.findByText('Old Harbor Works')).toBeTruthy();
  fireEvent.change(search, { target: { value: 'nothing' } });
  expect(await screen.findByText('No surveys match')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  expect(await screen.findByText('Alpha Plant')).toBeTruthy();
  expect((screen.getByRole('searchbox', { name: 'Search surveys' }) as HTMLInputElement).value).toBe('');
  expect(asked).toEqual(['', 'q=harbor', 'q=harbor&cursor=h1', 'q=nothing']);
});
