// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildProposal, buildWaterQuality } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse } from '#client/test-utils/stub-fetch.ts';
import { stubSurveyApi } from '#client/test-utils/stub-survey.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import { resolveControlRanges } from '#shared/water/control-ranges.ts';
import examples from '../../../../../tests/fixtures/water-chemistry-examples.json' with { type: 'json' };
import { ProposalGeneratorPage } from '../proposal-generator-page.tsx';

resetBetweenTests();

// Worked case 1 of the water-chemistry contract: silica is the first limit its concentrated water breaks.
const { skinTemperatureF: _skin, ...CASE_1 } = examples[0]!.input;

/** The user's ranges with the cooling tower's silica limit at 200 mg/L. */
function rangesWithSilica(silica: number) {
  return resolveControlRanges(new Map()).map((entry) =>
    entry.systemType === 'cooling-tower'
      ? {
          ...entry,
          isDefault: false,
          ranges: { ...entry.ranges, cycleLimits: { ...entry.ranges.cycleLimits, silica } },
        }
      : entry,
  );
}

function stubGenerator(options: { water?: object; proposal?: Partial<Proposal> } = {}) {
  const puts: unknown[] = [];
  const mock = stubSurveyApi({
    'GET /api/water-quality/survey/5': () => jsonResponse(200, buildWaterQuality(options.water ?? CASE_1)),
    'GET /api/proposals/survey/5': () => jsonResponse(200, buildProposal(options.proposal)),
    'GET /api/chemicals/proposal/3': () => jsonResponse(200, []),
    'GET /api/settings/water-ranges': () => jsonResponse(200, rangesWithSilica(200)),
    'PUT /api/proposals/3': (init) => {
      const body = JSON.parse(String(init?.body));
      puts.push(body);
      return jsonResponse(200, buildProposal({ ...options.proposal, ...body }));
    },
  });
  return { mock, puts };
}

function setTarget(value: string) {
  fireEvent.change(screen.getByLabelText('Target cycles'), { target: { value } });
}

test('shows the recommendation against the user’s own limits and warns when the target goes past it', async () => {
  stubGenerator({ proposal: { targetCycles: 5, skinTemperatureF: 100 } });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  const section = await screen.findByTestId('water-what-if', {}, { timeout: 5000 });
  await within(section).findByText('Recommended maximum: 5 cycles');
  expect(within(section).getByTestId('water-limiting-factor').textContent).toBe(
    'Silica reaches 200 mg/L at 6 cycles',
  );
  const verdict = within(section).getByTestId('water-target-verdict');
  expect(verdict.dataset.within).toBe('true');
  expect(verdict.textContent).toContain(
    'The target of 5 cycles is within the recommended maximum of 5 cycles.',
  );
  expect(
    within(section)
      .getAllByTestId('water-limit-label')
      .map((label) => label.textContent),
  ).toEqual(['LSI 2.8', 'Silica 200 mg/L', 'Calcium hardness 1,200 mg/L', 'Chlorides 500 mg/L']);
  expect(within(section).getAllByTestId('water-projection-row')).toHaveLength(9);

  setTarget('7');
  const warning = await within(section).findByRole('alert');
  expect(warning.textContent).toContain(
    'The target of 7 cycles is above the recommended maximum of 5 cycles: Silica reaches 200 mg/L at 6 cycles.',
  );
  expect(warning.textContent).toContain('At the target: Silica 233.8 mg/L, above the 200 mg/L limit.');
  const targetRow = within(section)
    .getAllByTestId('water-projection-row')
    .find((row) => row.dataset.target === 'true');
  expect(targetRow?.dataset.cycles).toBe('7');
});

test('a half-step target gets its own row between the whole cycles', async () => {
  stubGenerator({ proposal: { targetCycles: 4.5, skinTemperatureF: 100 } });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  const section = await screen.findByTestId('water-what-if', {}, { timeout: 5000 });
  await within(section).findByText('Recommended maximum: 5 cycles');
  const rows = within(section).getAllByTestId('water-projection-row');
  expect(rows.map((row) => row.dataset.cycles)).toEqual([
    '2',
    '3',
    '4',
    '4.5',
    '5',
    '6',
    '7',
    '8',
    '9',
    '10',
  ]);
});

test('the skin temperature changes the figures at once, refuses 250 °F with the message, and saves 2 s later', async () => {
  const { puts } = stubGenerator({ proposal: { targetCycles: 5, skinTemperatureF: null } });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  const section = await screen.findByTestId('water-what-if', {}, { timeout: 5000 });
  const lsi = await within(section).findByTestId('water-target-lsi');
  const before = lsi.textContent;
  expect(within(section).getByTestId('water-notes').textContent).toContain(
    'Skin temperature assumed 120 °F for the cycles projection.',
  );

  const input = within(section).getByLabelText('Skin temperature');
  fireEvent.change(input, { target: { value: '250' } });
  expect(within(section).getByText('Skin temperature must be between 32 and 212 °F')).toBeTruthy();
  expect(input.getAttribute('aria-invalid')).toBe('true');

  fireEvent.change(input, { target: { value: '160' } });
  expect(within(section).queryByText('Skin temperature must be between 32 and 212 °F')).toBeNull();
  expect(within(section).getByTestId('water-target-lsi').textContent).not.toBe(before);
  expect(within(section).getByTestId('water-notes').textContent).not.toContain('Skin temperature assumed');
  expect(puts).toEqual([]);
  await waitFor(() => expect(puts).toEqual([{ skinTemperatureF: 160 }]), { timeout: 5000 });
  await waitFor(() => expect(within(section).getByTestId('row-save-state').dataset.state).toBe('saved'));
});

test('a water test without what the indices need says so and links to the survey’s water step', async () => {
  stubGenerator({ water: { ...CASE_1, alkalinity: null } });
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  const missing = await screen.findByTestId('water-missing', {}, { timeout: 5000 });
  expect(missing.textContent).toContain('The scale and corrosion indices need alkalinity.');
  expect(within(missing).getByRole('link').getAttribute('href')).toBe('/edit-survey/5');
  expect(screen.queryByTestId('water-projection')).toBeNull();
});
