// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { Route } from 'wouter';
import { buildEquipment, buildSurvey } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { SurveyWizardPage } from './survey-wizard-page.tsx';

const SURVEY = buildSurvey({
  id: 42,
  facilityName: 'Riverside Medical Center',
  facilityAddress: '100 River Rd',
  contactName: 'Dana Reyes',
  status: 'in_progress',
  createdAt: '2025-01-05T15:00:00.000Z',
  updatedAt: '2025-01-05T15:00:00.000Z',
});

const userHandler = { 'GET /api/user': () => jsonResponse(200, buildUser()) };

function renderWizard(path: string) {
  return renderWithProviders(
    <>
      <Route path="/new-survey" component={SurveyWizardPage} />
      <Route path="/edit-survey/:id" component={SurveyWizardPage} />
    </>,
    { path },
  );
}

function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? '{}'));
}

beforeEach(() => {
  // The wizard keeps its step in history state; each test starts from a fresh entry.
  window.history.replaceState(null, '');
});
resetBetweenTests();

describe('new survey', () => {
  test('shows the title, progress text and the required-field messages', async () => {
    stubFetch(userHandler);
    renderWizard('/new-survey');
    expect(screen.getByRole('heading', { name: 'New Facility Survey' })).toBeTruthy();
    expect(
      screen.getByText('Complete all sections to generate a comprehensive facility report'),
    ).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByText('0% Complete')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Systems/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Save & Continue/ }));
    expect(await screen.findByText('Facility name is required')).toBeTruthy();
    expect(screen.getByText('Facility address is required')).toBeTruthy();
    expect(screen.getByText('Industry type is required')).toBeTruthy();
  });

  test('Cancel asks before discarding what was typed; Keep Editing keeps it, Discard leaves', async () => {
    stubFetch(userHandler);
    const { location } = renderWizard('/new-survey');
    fireEvent.change(screen.getByLabelText(/Facility Name/), { target: { value: 'Harbor Plant' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard this survey?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByDisplayValue('Harbor Plant')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/new-survey');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/surveys'));
  });

  test('Cancel on an untouched new survey leaves without asking', async () => {
    stubFetch(userHandler);
    const { location } = renderWizard('/new-survey');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/surveys'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('existing survey', () => {
  function stubExisting(
    extra: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>> = {},
  ) {
    return stubFetch({
      ...userHandler,
      'GET /api/surveys/42': () => jsonResponse(200, SURVEY),
      'GET /api/equipment/survey/42': () => jsonResponse(200, []),
      'GET /api/water-quality/survey/42': () =>
        jsonResponse(200, { id: 1, surveyId: 42, ph: 7.4, conductivity: 900, notes: null }),
      'GET /api/observations/survey/42': () => jsonResponse(200, null),
      ...extra,
    });
  }

  test('fills step 1 from the survey and marks steps with data as completed', async () => {
    stubExisting();
    renderWizard('/edit-survey/42');
    expect(await screen.findByDisplayValue('Riverside Medical Center')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Edit Survey' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Water Quality/ }).textContent).toContain('Water Quality');
    expect(screen.getAllByLabelText('Completed')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Water Quality/ }));
    expect(await screen.findByDisplayValue('7.4')).toBeTruthy();
    expect(screen.getByDisplayValue('900')).toBeTruthy();
    expect(screen.getByText('50% Complete')).toBeTruthy();
  });

  test('saving step 1 sends blanks as null, toasts and moves to step 2', async () => {
    const fetchMock = stubExisting({
      'PUT /api/surveys/42': (init) => jsonResponse(200, { ...SURVEY, ...bodyOf(init) }),
    });
    renderWizard('/edit-survey/42');
    const name = await screen.findByDisplayValue('Riverside Medical Center');
    fireEvent.change(name, { target: { value: 'Riverside Medical Center East' } });
    fireEvent.click(screen.getByRole('button', { name: /Save & Continue/ }));
    expect(await screen.findByText('Facility information saved successfully!')).toBeTruthy();
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    // Step 2's code loads after step 1 drew (decision 039): its content arrives a moment later.
    expect(await screen.findByText('No equipment documented yet')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({
      facilityName: 'Riverside Medical Center East',
      contactName: 'Dana Reyes',
      contactPhone: null,
      contactEmail: null,
    });
  });

  test('a failed save shows the spec error and stays on step 1', async () => {
    stubExisting({ 'PUT /api/surveys/42': () => jsonResponse(500, { message: 'boom' }) });
    renderWizard('/edit-survey/42');
    await screen.findByDisplayValue('Riverside Medical Center');
    fireEvent.click(screen.getByRole('button', { name: /Save & Continue/ }));
    expect(await screen.findByText('Failed to save facility information. Please try again.')).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });

  test('finishing step 4 finalizes the survey and opens the report', async () => {
    const fetchMock = stubExisting({
      'POST /api/observations': (init) => jsonResponse(200, { id: 1, ...bodyOf(init) }),
      'PUT /api/surveys/42': (init) => jsonResponse(200, { ...SURVEY, ...bodyOf(init) }),
    });
    const { location } = renderWizard('/edit-survey/42');
    await screen.findByDisplayValue('Riverside Medical Center');
    fireEvent.click(screen.getByRole('button', { name: /Observations/ }));
    fireEvent.change(await screen.findByLabelText('Recommendations'), {
      target: { value: 'Raise cycles to 5' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Complete Survey/ }));
    expect(await screen.findByText('Survey Finalized')).toBeTruthy();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/survey-report/42'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      surveyId: 42,
      systemObservations: null,
      recommendations: 'Raise cycles to 5',
      followUpTasks: null,
      followUpDate: null,
    });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({ status: 'final' });
  });

  test('when the status update fails it says "Survey Completed" and still opens the report', async () => {
    stubExisting({
      'POST /api/observations': (init) => jsonResponse(200, { id: 1, ...bodyOf(init) }),
      'PUT /api/surveys/42': () => jsonResponse(500, { message: 'boom' }),
    });
    const { location } = renderWizard('/edit-survey/42');
    await screen.findByDisplayValue('Riverside Medical Center');
    fireEvent.click(screen.getByRole('button', { name: /Observations/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Complete Survey/ }));
    expect(await screen.findByText('Survey Completed')).toBeTruthy();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/survey-report/42'));
  });

  test('a deleted system leaves the list at once and its photos and current chemicals are never asked for again', async () => {
    let isDeleted = false;
    let answerList: () => void = () => {};
    const fetchMock = stubExisting({
      // After the delete the list is read again slowly: the card must not wait for it, nor fetch in between.
      'GET /api/equipment/survey/42': () =>
        isDeleted
          ? new Promise<Response>((resolve) => {
              answerList = () => resolve(jsonResponse(200, []));
            })
          : jsonResponse(200, [buildEquipment({ id: 5, surveyId: 42, name: 'Tower 1' })]),
      'GET /api/equipment/5/photos': () => jsonResponse(200, []),
      'GET /api/current-chemicals/equipment/5': () =>
        jsonResponse(200, [{ id: 1, equipmentId: 5, name: 'Biocide', description: null }]),
      'DELETE /api/equipment/5': () => {
        isDeleted = true;
        return jsonResponse(204);
      },
    });
    const { queryClient } = renderWizard('/edit-survey/42');
    await screen.findByDisplayValue('Riverside Medical Center');
    fireEvent.click(screen.getByRole('button', { name: /Systems/ }));
    expect(await screen.findByText('Biocide')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Tower 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No equipment documented yet')).toBeTruthy();
    answerList();
    expect(await screen.findByText('Equipment deleted successfully!')).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    const afterDelete = calls.slice(calls.indexOf('DELETE /api/equipment/5') + 1);
    expect(afterDelete).toEqual(['GET /api/equipment/survey/42']);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['current-chemicals', 'equipment', 5] })).toEqual(
      [],
    );
    expect(queryClient.getQueryCache().findAll({ queryKey: ['photos', 'equipment', 5] })).toEqual([]);
  });

  test('an unknown survey shows "Survey not found"', async () => {
    stubFetch(userHandler);
    renderWizard('/edit-survey/999');
    expect(await screen.findByText('Survey not found')).toBeTruthy();
  });

  test('a malformed link says what is wrong and leads to My Surveys', async () => {
    stubFetch(userHandler);
    renderWizard('/edit-survey/abc');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByText(/It does not point to a survey/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Surveys' }).getAttribute('href')).toBe('/surveys');
  });

  test('a refused load says why and leads back, with no "Try Again"; a server failure offers it', async () => {
    let status = 403;
    stubFetch({
      ...userHandler,
      'GET /api/surveys/42': () => jsonResponse(status, { message: status === 403 ? 'Forbidden' : 'Busy' }),
    });
    renderWizard('/edit-survey/42');
    expect(await screen.findByText('Forbidden')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to My Surveys' })).toBeTruthy();
    cleanup();
    status = 503;
    renderWizard('/edit-survey/42');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
