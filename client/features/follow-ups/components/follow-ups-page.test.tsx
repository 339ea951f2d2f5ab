// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { FollowUpsPage } from './follow-ups-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFollowUps(answer: () => Response) {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/follow-ups': answer,
  });
  return renderWithProviders(<FollowUpsPage />, { path: '/follow-ups' });
}

test('shows each follow-up with its date, tasks and report link; "No date set" without a date', async () => {
  renderFollowUps(() =>
    jsonResponse(200, [
      {
        id: 1,
        surveyId: 7,
        facilityName: 'Riverside Medical Center',
        followUpDate: '2020-01-05',
        followUpTasks: 'Call Pat',
      },
      {
        id: 2,
        surveyId: 8,
        facilityName: 'Lakeview High School',
        followUpDate: null,
        followUpTasks: 'Send proposal',
      },
    ]),
  );
  expect(await screen.findByText('Riverside Medical Center')).toBeTruthy();
  expect(screen.getByText('Jan 5, 2020')).toBeTruthy();
  expect(screen.getByText('Overdue')).toBeTruthy();
  expect(screen.getByText('Call Pat')).toBeTruthy();
  expect(screen.getByText('No date set')).toBeTruthy();
  const links = screen.getAllByRole('link', { name: /View Survey Report/ });
  expect(links.map((l) => l.getAttribute('href'))).toEqual(['/survey-report/7', '/survey-report/8']);
});

test('an empty list offers Create New Survey', async () => {
  renderFollowUps(() => jsonResponse(200, []));
  const button = await screen.findByRole('link', { name: 'Create New Survey' });
  expect(button.getAttribute('href')).toBe('/new-survey');
});

test('asks to log in when the list answers 401', async () => {
  renderFollowUps(() => jsonResponse(401, { message: 'Unauthorized' }));
  expect(await screen.findByText('Please log in to view follow ups.')).toBeTruthy();
});
