// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { buildProposal, buildRfpAnalysis } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { RfpAnalysis } from '#shared/schemas/rfp.ts';
import { RfpFacilityWarning } from './rfp-facility-warning.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function analysisFor(facility: string, issuer: string): RfpAnalysis {
  return buildRfpAnalysis({ specificDetails: { issuingOrganization: issuer, facility } });
}

const SURVEY = { facilityName: "St. Mary's Regional Medical Center", facilityAddress: '1450 Mercy Drive' };

function renderFor(analysis: RfpAnalysis) {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals/3': () => jsonResponse(200, buildProposal({ rfpAnalysis: analysis })),
  });
  renderWithProviders(
    <div>
      <RfpFacilityWarning proposalId={3} survey={SURVEY} />
      <span>loaded</span>
    </div>,
    { path: '/proposal-generator' },
  );
}

test('an RFP for another facility is flagged before the proposal is written from it', async () => {
  renderFor(analysisFor('Lincoln Regional Medical Center', 'Lincoln Health System'));
  const warning = await screen.findByTestId('rfp-facility-warning');
  expect(warning.textContent).toContain(
    "This RFP names Lincoln Regional Medical Center / Lincoln Health System, but the survey is for St. Mary's Regional Medical Center.",
  );
});

test('an RFP for the survey’s facility says nothing', async () => {
  renderFor(analysisFor("Saint Mary's Hospital", 'Sisters of Mercy Health'));
  await screen.findByText('loaded');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('rfp-facility-warning')).toBeNull();
});
