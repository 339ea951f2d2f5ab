// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { buildEquipment, buildWaterQuality } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { resolveControlRanges } from '#shared/water/control-ranges.ts';
import examples from '../../../../../tests/fixtures/water-chemistry-examples.json' with { type: 'json' };
import { WaterRecommendationCard } from './water-recommendation.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const { skinTemperatureF: _skin, ...case1 } = examples[0]!.input;

function renderCard(
  proposal: { targetCycles: number | null; skinTemperatureF: number | null },
  water = buildWaterQuality(case1),
  ranges: () => Response = () => jsonResponse(200, resolveControlRanges(new Map())),
) {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/settings/water-ranges': ranges,
  });
  renderWithProviders(
    <WaterRecommendationCard
      proposal={{ surveyId: 5, ...proposal }}
      waterQuality={water}
      equipment={[buildEquipment()]}
    />,
  );
}

test('shows the recommendation for the saved target with the indices and their verdicts', async () => {
  renderCard({ targetCycles: 6, skinTemperatureF: 100 });
  const card = await screen.findByTestId('water-recommendation');
  expect((await within(card).findByTestId('water-max-cycles')).textContent).toBe(
    'Recommended maximum: 4 cyclesSilica reaches 150 mg/L at 5 cycles',
  );
  const verdict = within(card).getByTestId('water-target-verdict');
  expect(verdict.dataset.within).toBe('false');
  expect(verdict.textContent).toContain(
    'The target of 6 cycles is above the recommended maximum of 4 cycles: Silica reaches 150 mg/L at 5 cycles.',
  );
  const lsi = within(card).getByTestId('water-target-lsi');
  expect(lsi.textContent).toContain('1.40');
  expect(lsi.textContent).toContain('scale-forming');
  expect(card.textContent).toContain('Skin temperature 100 °F');
});

test('without a saved target it says where to set one', async () => {
  renderCard({ targetCycles: null, skinTemperatureF: null });
  const card = await screen.findByTestId('water-recommendation');
  expect(await within(card).findByText(/No target cycles is saved yet/)).toBeTruthy();
  expect(card.textContent).toContain('Skin temperature 120 °F (assumed)');
});

test('falls back to the default limits, and says so, when the ranges cannot be read', async () => {
  renderCard({ targetCycles: 4, skinTemperatureF: 100 }, undefined, () =>
    jsonResponse(500, { message: 'boom' }),
  );
  const card = await screen.findByTestId('water-recommendation');
  expect(await within(card).findByText(/default limits are shown/)).toBeTruthy();
  expect(within(card).getByTestId('water-target-verdict').dataset.within).toBe('true');
});

test('a water test lacking an input shows the engine’s reason and a link to the water step', async () => {
  renderCard({ targetCycles: 4, skinTemperatureF: null }, buildWaterQuality({ ...case1, ph: null }));
  const missing = await screen.findByTestId('water-missing');
  expect(missing.textContent).toContain('The scale and corrosion indices need pH.');
  expect(within(missing).getByRole('link').getAttribute('href')).toBe('/edit-survey/5');
});
