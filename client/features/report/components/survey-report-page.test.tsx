// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Route } from 'wouter';
import { buildSurvey, buildWaterQuality } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import {
  DEFAULT_CONTROL_RANGES,
  resolveControlRanges,
  type SystemControlRanges,
} from '#shared/water/control-ranges.ts';
import { buildEquipmentRecord, WORKED_EXAMPLE_3 } from '../../../../tests/factories/index.ts';
import { SurveyReportPage } from './survey-report-page.tsx';

const SURVEY = buildSurvey({
  id: 7,
  facilityName: 'Riverside Medical Center',
  facilityAddress: '100 River Rd, Springfield, IL',
  contactName: 'Pat Lee',
});

function buildEquipment(id: number, overrides: Partial<Equipment>): Equipment {
  return buildEquipmentRecord({ id, surveyId: 7, name: `System ${id}`, ...overrides });
}

const TOWER = buildEquipment(1, {
  name: 'Tower 1',
  location: 'Roof',
  capacity: 500,
  capacityUnit: 'tons',
  bleedSetpoint: '1500',
});
const LOOP = buildEquipment(2, { type: 'closed-loop', name: '', totalWaterVolume: 5000, capacity: 12 });
const WATER = buildWaterQuality({ surveyId: 7, chlorides: 40 });

resetBetweenTests();

function stubReport({
  water = WATER as WaterQuality | null,
  survey = SURVEY,
  ranges = resolveControlRanges(new Map()) as SystemControlRanges[] | null,
} = {}) {
  return stubFetch({
    ...(ranges && { 'GET /api/settings/water-ranges': () => jsonResponse(200, ranges) }),
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/surveys/7': () => jsonResponse(200, survey),
    'GET /api/equipment/survey/7': () => jsonResponse(200, [TOWER, LOOP]),
    'GET /api/water-quality/survey/7': () => jsonResponse(200, water),
    'GET /api/observations/survey/7': () =>
      jsonResponse(200, {
        id: 1,
        surveyId: 7,
        systemObservations: 'Scale on tower fill.',
        recommendations: null,
        followUpTasks: 'Call Pat',
        followUpDate: '2025-02-10',
      }),
    'GET /api/current-chemicals/equipment/1': () =>
      jsonResponse(200, [
        { id: 3, equipmentId: 1, name: 'Scale Inhibitor X', description: 'Phosphonate blend' },
      ]),
    'GET /api/current-chemicals/equipment/2': () => jsonResponse(200, []),
    'GET /api/equipment/1/photos': () =>
      jsonResponse(200, [
        { id: 9, equipmentId: 1, photoUrl: '/x', description: 'Fill', url: '/api/objects/p/9' },
      ]),
    'GET /api/equipment/2/photos': () => jsonResponse(200, []),
  });
}

function renderReport(path = '/survey-report/7') {
  return renderWithProviders(<Route path="/survey-report/:id" component={SurveyReportPage} />, { path });
}

function systemCard(name: string): HTMLElement {
  const card = screen.getByText(name).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

test('a malformed id says the link is not valid and leads to My Surveys, asking nothing of the server', async () => {
  const fetchMock = stubFetch({ 'GET /api/user': () => jsonResponse(200, buildUser()) });
  renderReport('/survey-report/abc');
  expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to My Surveys' }).getAttribute('href')).toBe('/surveys');
  expect(screen.queryByText(/Not a valid id|Survey ID is required|Try again/i)).toBeNull();
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/user']);
});

test('says "Survey not found" when the survey answers 404', async () => {
  stubFetch({ 'GET /api/user': () => jsonResponse(200, buildUser()) });
  renderReport();
  expect(screen.getByText('Loading survey report...')).toBeTruthy();
  expect(await screen.findByText('Survey not found')).toBeTruthy();
});

test('groups systems by location and shows each system the spec way', async () => {
  const fetchMock = stubReport();
  renderReport();
  await screen.findByText('Riverside Medical Center', { selector: 'h1' });

  const locations = screen.getAllByTestId('report-location');
  expect(locations.map((l) => within(l).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Roof',
    'No Location Specified',
  ]);
  expect(within(locations[0]).getByText('1 unit')).toBeTruthy();

  const tower = systemCard('Tower 1');
  expect(within(tower).getByText('500 Tons')).toBeTruthy();
  expect(within(tower).getByText('5.00')).toBeTruthy();
  expect(await within(tower).findByText('Scale Inhibitor X')).toBeTruthy();
  expect((await within(tower).findByRole('img', { name: 'Fill' })).getAttribute('src')).toBe(
    '/api/objects/p/9',
  );

  const loop = systemCard('Unnamed System');
  expect(within(loop).getByText('Closed Loop System')).toBeTruthy();
  expect(within(loop).getByText('5,000 gallons')).toBeTruthy();
  expect(within(loop).queryByText('Capacity')).toBeNull();

  const called = fetchMock.mock.calls.map(([url]) => String(url));
  expect(called).toContain('/api/current-chemicals/equipment/2');
  expect(called).toContain('/api/equipment/2/photos');
});

test('shows "None specified", "Not tested" and the observations', async () => {
  stubReport();
  renderReport();
  const facility = await screen.findByTestId('facility-section');
  expect(within(facility).getByText('None specified')).toBeTruthy();
  expect(within(screen.getByTestId('water-alkalinity')).getByText('Not tested')).toBeTruthy();
  expect(within(screen.getByTestId('water-conductivity')).getByText('300')).toBeTruthy();
  expect(within(screen.getByTestId('water-conductivity')).getByText('µS/cm')).toBeTruthy();
  const notes = screen.getByTestId('observations-section');
  expect(within(notes).getByText('Scale on tower fill.')).toBeTruthy();
  expect(within(notes).getByText('Feb 10, 2025')).toBeTruthy();
});

test('hides cycles when conductivity is 0', async () => {
  stubReport({ water: { ...WATER, conductivity: 0 } });
  renderReport();
  await screen.findByText('Tower 1');
  expect(within(systemCard('Tower 1')).queryByText('Cycles by Conductivity')).toBeNull();
});

test('offers Create Proposal only for a final survey', async () => {
  stubReport({ survey: { ...SURVEY, status: 'in_progress' } });
  renderReport();
  await screen.findByText('Tower 1');
  expect(screen.queryByRole('link', { name: /create proposal/i })).toBeNull();
  cleanup();
  stubReport();
  renderReport();
  const link = await screen.findByRole('link', { name: /create proposal/i });
  expect(link.getAttribute('href')).toBe('/proposal-generator?surveyId=7');
});

test('a failed download shows a destructive toast', async () => {
  const fetchMock = stubReport();
  renderReport();
  fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
  expect(await screen.findByText('Failed to generate PDF. Please try again.')).toBeTruthy();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy());
  expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/surveys/7/report.pdf')).toBe(true);
});

// Worked example 3 of the water-chemistry contract, without a sample temperature.
const FULL_WATER: WaterQuality = { ...WATER, ...WORKED_EXAMPLE_3 };

/** One index of one reading: the make-up water's, or the tower water's at its current cycles. */
function indexRow(key: string, reading: 'make-up' | 'tower' = 'make-up'): HTMLElement {
  return within(screen.getByTestId(`scale-corrosion-${reading}`)).getByTestId(`index-${key}`);
}

test('the panel grades the make-up water against the make-up ranges, and the tower water at its cycles against the tower’s', async () => {
  stubReport({ water: FULL_WATER });
  renderReport();
  const panel = await screen.findByTestId('scale-corrosion-section');
  expect(within(panel).getByRole('heading', { name: 'Scale and Corrosion' })).toBeTruthy();
  expect(within(panel).getByRole('heading', { name: 'Make-up water' })).toBeTruthy();
  expect(within(indexRow('lsi')).getByText('0.55')).toBeTruthy();
  expect(within(indexRow('lsi')).getByText('scale-forming')).toBeTruthy();
  expect(within(indexRow('lsi')).getByText('Within range')).toBeTruthy();
  expect(within(indexRow('lsi')).getByTestId('index-lsi-range').textContent).toBe(
    'Make-up Water range −2 to 2',
  );
  // Corrosive by Ryznar, as the verdict says, but within the make-up band: not an "Outside range" water.
  expect(within(indexRow('rsi')).getByText('corrosive')).toBeTruthy();
  expect(indexRow('rsi').dataset.status).toBe('within');
  expect(indexRow('psi').dataset.status).toBe('within');
  expect(within(indexRow('larsonSkold')).getByText('2.32')).toBeTruthy();
  expect(within(indexRow('larsonSkold')).getByText('Outside range')).toBeTruthy();
  const makeUp = screen.getByTestId('scale-corrosion-make-up');
  expect(within(makeUp).getByTestId('scale-corrosion-make-up-basis').textContent).toContain(
    '77 °F (assumed)',
  );
  expect(within(makeUp).getByText('Sample temperature assumed 77 °F.')).toBeTruthy();
  const makeUpLink = within(makeUp).getByRole('link', { name: 'Change make-up water ranges in Settings' });
  expect(makeUpLink.getAttribute('href')).toBe('/settings?ranges=make-up');

  // The tower: bleed setpoint 1,500 ÷ make-up conductivity 291.
  const tower = screen.getByTestId('scale-corrosion-tower');
  expect(within(tower).getByRole('heading', { name: 'Tower water at 5.15 cycles' })).toBeTruthy();
  expect(within(indexRow('lsi', 'tower')).getByTestId('index-lsi-range').textContent).toBe(
    'Cooling Tower range −0.5 to 2.8',
  );
  expect(
    within(tower).getByText('Tower pH estimated from the concentrated alkalinity (no acid feed).'),
  ).toBeTruthy();
  const towerLink = within(tower).getByRole('link', { name: 'Change cooling tower ranges in Settings' });
  expect(towerLink.getAttribute('href')).toBe('/settings?ranges=cooling-tower');

  expect(within(screen.getByTestId('water-calciumHardness')).getByText('207')).toBeTruthy();
  expect(within(screen.getByTestId('water-calciumHardness')).getByText('mg/L as CaCO₃')).toBeTruthy();
  expect(within(screen.getByTestId('water-sulfate')).getByText('121')).toBeTruthy();
  expect(within(screen.getByTestId('water-temperatureF')).getByText('Not tested')).toBeTruthy();
});

test('the panel reads the user’s saved ranges, and gives the reason for an index it cannot calculate', async () => {
  const makeUp = DEFAULT_CONTROL_RANGES['make-up'];
  const saved = new Map([
    ['make-up' as const, { ...makeUp, indices: { ...makeUp.indices, lsi: { min: 1, max: 3 } } }],
  ]);
  stubReport({ water: { ...FULL_WATER, sulfate: null }, ranges: resolveControlRanges(saved) });
  renderReport();
  await screen.findByTestId('scale-corrosion-section');
  expect(within(indexRow('lsi')).getByText('Outside range')).toBeTruthy();
  expect(within(indexRow('lsi')).getByTestId('index-lsi-range').textContent).toBe(
    'Make-up Water range 1 to 3',
  );
  expect(within(indexRow('larsonSkold')).getByText(/Larson-Skold needs sulfate\./)).toBeTruthy();
  expect(indexRow('larsonSkold').dataset.status).toBe('missing');
  expect(indexRow('larsonSkold', 'tower').dataset.status).toBe('missing');
});

test('without the user’s ranges the defaults colour the panel, and it says so', async () => {
  stubReport({ water: FULL_WATER, ranges: null });
  renderReport();
  await screen.findByTestId('scale-corrosion-section');
  expect(within(indexRow('lsi')).getByText('Within range')).toBeTruthy();
  expect(
    screen.getByText("Couldn't load your control ranges, so the defaults colour this panel."),
  ).toBeTruthy();
});
