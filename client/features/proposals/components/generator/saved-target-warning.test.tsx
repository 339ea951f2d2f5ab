// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { buildWaterQuality } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { resolveControlRanges } from '#shared/water/control-ranges.ts';
import examples from '../../../../../tests/fixtures/water-chemistry-examples.json' with { type: 'json' };
import { SavedTargetWarning, TARGET_NOT_SOLD } from './saved-target-warning.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Worked case 1: with the default limits silica caps the tower at 4 cycles.
const { skinTemperatureF: _skin, ...CASE_1 } = examples[0]!.input;

function renderWarning(targetCycles: number | null) {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/settings/water-ranges': () => jsonResponse(200, resolveControlRanges(new Map())),
  });
  renderWithProviders(
    <div>
      <SavedTargetWarning
        waterQuality={buildWaterQuality(CASE_1)}
        equipment={[{ type: 'cooling-tower' }]}
        targetCycles={targetCycles}
        skinTemperatureF={null}
      />
      <span>loaded</span>
    </div>,
    { path: '/proposal-generator' },
  );
}

test('warns when the saved target is above the recommended maximum, and says the proposal does not sell it', async () => {
  renderWarning(6);
  const warning = await screen.findByTestId('saved-target-warning');
  expect(warning.textContent).toContain(
    'Saved target: The target of 6 cycles is above the recommended maximum of 4 cycles',
  );
  expect(warning.textContent).toContain(TARGET_NOT_SOLD);
});

test('says nothing for a target within the recommendation, or without one', async () => {
  renderWarning(4);
  await screen.findByText('loaded');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('saved-target-warning')).toBeNull();
  cleanup();
  renderWarning(null);
  await screen.findByText('loaded');
  expect(screen.queryByTestId('saved-target-warning')).toBeNull();
});
