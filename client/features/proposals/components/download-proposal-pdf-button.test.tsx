// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Route } from 'wouter';
import { proposalKeys } from '#client/api/proposals.ts';
import { resetToasts } from '#client/hooks/use-toast.ts';
import {
  buildEquipment,
  buildProposal,
  buildSurvey,
  buildWaterQuality,
} from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { calculateProgram, explainProgram } from '#shared/calc/index.ts';
import { buildProgramInput } from '#shared/proposals/program-input.ts';
import { DownloadProposalPdfButton } from './download-proposal-pdf-button.tsx';
import { ProposalDetailPage } from './proposal-detail-page.tsx';
import { ProposalGeneratorPage } from './proposal-generator-page.tsx';

const PDF_URL = 'POST /api/generate-pdf-proposal';

let savedNames: string[];
beforeEach(() => {
  resetToasts();
  savedNames = [];
  URL.createObjectURL = vi.fn(() => 'blob:proposal');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedNames.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function pdfResponse(disposition: string | null) {
  return new Response('%PDF-1.3 test', {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      ...(disposition ? { 'Content-Disposition': disposition } : {}),
    },
  });
}

function stubUser(extra: Parameters<typeof stubFetch>[0]) {
  return stubFetch({ 'GET /api/user': () => jsonResponse(200, buildUser()), ...extra });
}

test('downloads the PDF under the name the answer gives, the title as written', async () => {
  const fetchMock = stubUser({
    [PDF_URL]: () =>
      pdfResponse(`attachment; filename="Cafe Elan.pdf"; filename*=UTF-8''Caf%C3%A9%20%C3%89lan.pdf`),
  });
  renderWithProviders(<DownloadProposalPdfButton proposalId={3} />);
  fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(savedNames).toEqual(['Café Élan.pdf']));
  const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/generate-pdf-proposal');
  expect(JSON.parse(String(call?.[1]?.body))).toEqual({ proposalId: 3 });
  expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
});

test('a PDF without a named file saves as proposal.pdf', async () => {
  stubUser({ [PDF_URL]: () => pdfResponse(null) });
  renderWithProviders(<DownloadProposalPdfButton proposalId={3} />);
  fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  await waitFor(() => expect(savedNames).toEqual(['proposal.pdf']));
});

test('a failure shows the spec’s toast; a proposal without text says what to do', async () => {
  stubUser({ [PDF_URL]: () => jsonResponse(500, { message: 'boom', code: 'internal_error' }) });
  renderWithProviders(<DownloadProposalPdfButton proposalId={3} />);
  fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByText('Failed to generate PDF. Please try again.')).toBeTruthy();
  expect(savedNames).toEqual([]);
  cleanup();
  resetToasts();

  const message =
    'This proposal has no written content yet. Generate the AI proposal first, then download the PDF.';
  stubUser({ [PDF_URL]: () => jsonResponse(400, { message, code: 'bad_request' }) });
  renderWithProviders(<DownloadProposalPdfButton proposalId={3} />);
  fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByText(message)).toBeTruthy();
});

test('waits for the rep’s last edit to be saved before asking for the PDF', async () => {
  const fetchMock = stubUser({ [PDF_URL]: () => pdfResponse('attachment; filename="p.pdf"') });
  const { queryClient } = renderWithProviders(
    <DownloadProposalPdfButton proposalId={3} content="Edited text" />,
  );
  queryClient.setQueryData(proposalKeys.bySurvey(5), buildProposal({ proposalContent: 'Written text' }));
  fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  expect(await screen.findByRole('button', { name: 'Preparing PDF...' })).toBeTruthy();
  const pdfCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/generate-pdf-proposal');
  expect(pdfCalls()).toHaveLength(0);
  // The auto-save lands and stores the proposal with the edit.
  act(() => {
    queryClient.setQueryData(proposalKeys.bySurvey(5), buildProposal({ proposalContent: 'Edited text' }));
  });
  await waitFor(() => expect(savedNames).toEqual(['p.pdf']));
  expect(pdfCalls()).toHaveLength(1);
});

function renderDetail() {
  return renderWithProviders(<Route path="/proposals/:id" component={ProposalDetailPage} />, {
    path: '/proposals/3',
  });
}

function stubGenerator(proposalContent: string | null) {
  return stubUser({
    'GET /api/surveys/5': () => jsonResponse(200, buildSurvey()),
    'GET /api/equipment/survey/5': () => jsonResponse(200, [buildEquipment()]),
    'GET /api/water-quality/survey/5': () => jsonResponse(200, buildWaterQuality()),
    'GET /api/proposals/survey/5': () => jsonResponse(200, buildProposal({ proposalContent })),
    'GET /api/proposals/3': () => jsonResponse(200, buildProposal({ proposalContent })),
    'GET /api/chemicals/proposal/3': () => jsonResponse(200, []),
    'GET /api/proposals/3/program': () => {
      const input = buildProgramInput(300, [buildEquipment()], []);
      return jsonResponse(200, {
        input,
        result: calculateProgram(input),
        explanation: explainProgram(input),
      });
    },
  });
}

test('the generator shows Download PDF only once the proposal has written content', async () => {
  stubGenerator(null);
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  expect(await screen.findByRole('link', { name: 'View Proposal' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  cleanup();

  stubGenerator('# Proposal for Lakeside Medical Center\n\nWritten.');
  renderWithProviders(<ProposalGeneratorPage />, { path: '/proposal-generator?surveyId=5' });
  expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
});

test('the proposal detail page shows Download PDF when the proposal has written content', async () => {
  stubGenerator(null);
  renderDetail();
  expect(await screen.findByTestId('proposal-detail', {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Edit in Generator' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  cleanup();

  stubGenerator('Written.');
  renderDetail();
  expect(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 5000 })).toBeTruthy();
});
