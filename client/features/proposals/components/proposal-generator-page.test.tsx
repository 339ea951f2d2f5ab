// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildChemical, buildProposal } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { stubSurveyApi } from '#client/test-utils/stub-survey.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { ChemicalCreateInput } from '#shared/schemas/proposal.ts';
import { ProposalGeneratorPage } from './proposal-generator-page.tsx';

resetBetweenTests();

function stubSurvey(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubSurveyApi({ 'GET /api/proposals/survey/5': () => jsonResponse(200, null), ...extra });
}

function bodyOf(init: RequestInit | undefined) {
  return JSON.parse(String(init?.body)) as ChemicalCreateInput;
}

test('says "Invalid Survey ID" without a usable surveyId', async () => {
  stubFetch({ 'GET /api/user': () => jsonResponse(200, buildUser()) });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=abc' });
  expect(await screen.findByText('Invalid Survey ID')).toBeTruthy();
});

test('says "Survey Not Found" when the survey cannot be loaded', async () => {
  stubSurvey({ 'GET /api/surveys/5': () => jsonResponse(404, { message: 'Survey not found' }) });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  expect(await screen.findByText('Survey Not Found')).toBeTruthy();
});

test('prices a row as it is typed, then creates the proposal and the row 2 s later', async () => {
  const createdProposal = buildProposal({ totalAnnualCost: '0.00' });
  const fetchMock = stubSurvey({
    'POST /api/proposals': () => jsonResponse(201, createdProposal),
    'POST /api/chemicals': (init) => {
      const body = bodyOf(init);
      return jsonResponse(201, { ...body, id: 77, proposalId: 3, annualCost: '91454.00', createdAt: '' });
    },
  });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  const row = await screen.findByTestId('chemical-row-0');
  expect(screen.getByTestId('cycles-value').textContent).toBe('5.00');
  expect(screen.getByText('Please select at least one system to calculate usage rates')).toBeTruthy();
  const remove = within(row).getByRole('button', { name: /cannot be removed/ });
  expect(remove.hasAttribute('disabled')).toBe(true);
  expect(remove.parentElement?.getAttribute('title')).toBe('The last remaining chemical cannot be removed');

  fireEvent.change(within(row).getByLabelText('Chemical name'), { target: { value: 'Scale inhibitor' } });
  fireEvent.click(within(row).getByRole('button', { name: /^Systems:/ }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Cooling Tower 1 (Cooling Tower)' }));
  fireEvent.change(within(row).getByLabelText('Treatment rate'), { target: { value: '2.5' } });
  fireEvent.change(within(row).getByLabelText('Unit cost'), { target: { value: '3.20' } });

  expect(within(row).getByTestId('row-cost').textContent).toBe('$91,454');
  expect(screen.getByTestId('program-total').textContent).toBe('$91,454');
  expect(screen.queryByText('Please select at least one system to calculate usage rates')).toBeNull();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

  await waitFor(() => expect(within(row).getByTestId('row-save-state').dataset.state).toBe('saved'), {
    timeout: 5000,
  });
  const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(posts.map(([url]) => url)).toEqual(['/api/proposals', '/api/chemicals']);
  expect(JSON.parse(String(posts[0][1]?.body))).toMatchObject({
    surveyId: 5,
    status: 'draft',
    title: 'Proposal for Lakeside Medical Center',
  });
  expect(bodyOf(posts[1][1])).toMatchObject({
    proposalId: 3,
    name: 'Scale inhibitor',
    treatmentRate: 2.5,
    unitCost: 3.2,
    systemIds: [11],
    equipmentId: 11,
    tempId: 1000,
    annualCost: 91_454,
  });
});

test('loads the saved proposal and its rows, and shows "Failed to update chemical" when an update fails', async () => {
  stubSurvey({
    'GET /api/proposals/survey/5': () => jsonResponse(200, buildProposal()),
    'GET /api/chemicals/proposal/3': () => jsonResponse(200, [buildChemical({ createdAt: '' })]),
    'PUT /api/chemicals/7': () => jsonResponse(500, { message: 'boom' }),
  });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  const row = await screen.findByTestId('chemical-row-0');
  expect((within(row).getByLabelText('Chemical name') as HTMLInputElement).value).toBe('Scale inhibitor');
  expect(within(row).getByTestId('row-cost').textContent).toBe('$91,454');
  expect(screen.getByRole('link', { name: 'View Proposal' }).getAttribute('href')).toBe('/proposals/3');

  fireEvent.change(within(row).getByLabelText('Treatment rate'), { target: { value: '3' } });
  expect(await screen.findByText('Failed to update chemical', {}, { timeout: 5000 })).toBeTruthy();
});
