// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { buildProposal, buildRfpAnalysis } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { RFP_ANALYSIS_FAILED_MESSAGE, type RfpAnalysis } from '#shared/schemas/rfp.ts';
import { RfpCard } from './rfp-card.tsx';

const UPLOAD_URL = '/api/objects/uploads/rfps/user-1/abc?expires=1&size=3&signature=f00';

function buildAnalysis(overrides: Partial<RfpAnalysis> = {}): RfpAnalysis {
  return buildRfpAnalysis({
    identifiedRequirements: [
      {
        id: 'R1',
        text: 'The Contractor shall provide monthly service visits.',
        category: 'service visits',
        location: 'page 2',
      },
      {
        id: 'R2',
        text: 'Cooling tower water shall be maintained at 1,200-1,800 µS/cm.',
        category: 'water testing',
        location: 'page 2',
      },
      {
        id: 'R3',
        text: 'All service visits must be performed by a Certified Water Technologist (CWT).',
        category: 'staffing and certification',
        location: 'page 3',
      },
    ],
    specificDetails: {
      issuingOrganization: 'City of Riverton',
      facility: 'Riverton Civic Center',
      systemsMentioned: ['Cooling towers', 'Chillers'],
      dueDate: 'March 14, 2025 at 2:00 p.m. local time',
      contractTerm: null,
      contact: 'Maria Delgado, mdelgado@riverton.gov',
    },
    numericRequirements: [
      {
        text: '1,200-1,800 µS/cm',
        parameter: 'conductivity',
        min: 1200,
        max: 1800,
        comparator: 'range',
        unit: 'µS/cm',
        location: 'page 2',
        requirementId: 'R2',
      },
    ],
    totalRequirements: 3,
    pageCount: 3,
    failureReason: null,
    ...overrides,
  });
}

const SCAN = buildRfpAnalysis({
  identifiedRequirements: [
    {
      id: 'R1',
      text: 'Basic Chemical Treatment',
      category: 'chemicals and equipment',
      location: 'standard template',
    },
    {
      id: 'R2',
      text: 'Standard Monitoring',
      category: 'water testing',
      location: 'standard template',
    },
  ],
  totalRequirements: 2,
  hasTextLayer: false,
  isBasicTemplate: true,
  pageCount: 1,
  failureReason: 'no-text-layer',
});

/** XMLHttpRequest as the upload uses it: progress, then the answer this test gives. */
function stubUpload(answer: { status: number; body?: object }) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        this.status = answer.status;
        this.responseText = answer.body ? JSON.stringify(answer.body) : '';
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function pickFile(file: File) {
  fireEvent.change(screen.getByTestId('rfp-file-input'), { target: { files: [file] } });
}

function analyzedResult(analysis: RfpAnalysis, warning: string | null = null) {
  return {
    extractedText: '',
    analysis,
    warning,
    fileUrl: '/api/objects/rfps/user-1/abc',
    fileName: 'riverton-rfp.pdf',
  };
}

resetBetweenTests();

test('asks for the proposal to be saved first, with the upload disabled', () => {
  stubFetch({ 'GET /api/user': () => jsonResponse(200, buildUser()) });
  renderWithProviders(<RfpCard proposal={null} />);
  expect(screen.getByTestId('rfp-needs-proposal').textContent).toContain('must be saved first');
  expect(screen.getByRole('button', { name: 'Choose file' }).hasAttribute('disabled')).toBe(true);
});

test('shows the stored analysis on load: count, categories, numeric targets and details', async () => {
  const proposal = buildProposal({ rfpFileName: 'riverton-rfp.pdf', rfpAnalysis: buildAnalysis() });
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals/3': () => jsonResponse(200, proposal),
  });
  renderWithProviders(<RfpCard proposal={buildProposal()} />);
  expect((await screen.findByTestId('rfp-requirement-count')).textContent).toBe(
    '3 requirements found and 1 numeric target',
  );
  expect(screen.getByText('riverton-rfp.pdf')).toBeTruthy();
  expect(screen.getByText('PDF · 3 pages')).toBeTruthy();
  const groups = screen.getByTestId('rfp-requirement-groups');
  expect(within(groups).getByText('Service visits')).toBeTruthy();
  expect(within(groups).getByText('Staffing and certification')).toBeTruthy();
  expect(within(screen.getByTestId('rfp-numeric-targets')).getByText('1,200-1,800 µS/cm')).toBeTruthy();
  expect(within(screen.getByTestId('rfp-details')).getByText('Cooling towers, Chillers')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Replace RFP' })).toBeTruthy();
});

test('uploads a picked file with progress, then shows its analysis', async () => {
  const sent = stubUpload({ status: 200, body: { ok: true } });
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals/3': () => jsonResponse(200, buildProposal()),
    'POST /api/objects/upload': () => jsonResponse(200, { uploadURL: UPLOAD_URL }),
    'POST /api/analyze-rfp': () => jsonResponse(200, analyzedResult(buildAnalysis())),
  });
  renderWithProviders(<RfpCard proposal={buildProposal()} />);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Choose file' }).hasAttribute('disabled')).toBe(false),
  );
  pickFile(new File(['%PDF-1.7'], 'riverton-rfp.pdf', { type: 'application/pdf' }));

  expect((await screen.findByTestId('rfp-progress')).textContent).toMatch(
    /Uploading riverton-rfp\.pdf… \d+%/,
  );
  expect(await screen.findByTestId('rfp-requirement-count')).toBeTruthy();
  expect(await screen.findByText('3 requirements found in riverton-rfp.pdf')).toBeTruthy();
  expect(sent).toEqual([{ method: 'PUT', url: UPLOAD_URL, body: expect.any(File) }]);
  const bodies = fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body))]);
  expect(bodies).toEqual([
    ['/api/objects/upload', { fileName: 'riverton-rfp.pdf', contentType: 'application/pdf', size: 8 }],
    [
      '/api/analyze-rfp',
      { proposalId: 3, fileUrl: '/api/objects/uploads/rfps/user-1/abc', fileName: 'riverton-rfp.pdf' },
    ],
  ]);
});

test('a scanned PDF says it has no text layer, not "0 requirements", and the spec warning is shown', async () => {
  stubUpload({ status: 200, body: { ok: true } });
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals/3': () => jsonResponse(200, buildProposal()),
    'POST /api/objects/upload': () => jsonResponse(200, { uploadURL: UPLOAD_URL }),
    'POST /api/analyze-rfp': () => jsonResponse(200, analyzedResult(SCAN, RFP_ANALYSIS_FAILED_MESSAGE)),
  });
  renderWithProviders(<RfpCard proposal={buildProposal()} />);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Choose file' }).hasAttribute('disabled')).toBe(false),
  );
  pickFile(new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));

  const notice = await screen.findByTestId('rfp-template-notice');
  expect(notice.textContent).toContain('This PDF has no text layer');
  expect(notice.textContent).toContain('Basic Chemical Treatment and Standard Monitoring');
  expect(screen.getByText('No text layer')).toBeTruthy();
  expect(screen.queryByTestId('rfp-requirement-count')).toBeNull();
  const toast = await screen.findByText(RFP_ANALYSIS_FAILED_MESSAGE);
  expect(toast.closest('[data-variant]')?.getAttribute('data-variant')).toBe('destructive');
});

test('a file the server refuses by its bytes shows the server’s message', async () => {
  stubUpload({
    status: 415,
    body: { message: 'Only PDF, Word (.docx) or plain text files are accepted', code: 'x' },
  });
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals/3': () => jsonResponse(200, buildProposal()),
    'POST /api/objects/upload': () => jsonResponse(200, { uploadURL: UPLOAD_URL }),
  });
  renderWithProviders(<RfpCard proposal={buildProposal()} />);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Choose file' }).hasAttribute('disabled')).toBe(false),
  );
  pickFile(new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
  expect((await screen.findByTestId('rfp-problem')).textContent).toBe(
    'setup.pdf: Only PDF, Word (.docx) or plain text files are accepted',
  );
});

test('too large, wrong type and several files are refused before anything is sent', async () => {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals/3': () => jsonResponse(200, buildProposal()),
  });
  renderWithProviders(<RfpCard proposal={buildProposal()} />);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Choose file' }).hasAttribute('disabled')).toBe(false),
  );
  const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 10_485_761 });
  pickFile(big);
  expect(screen.getByTestId('rfp-problem').textContent).toBe('big.pdf is too large (max 10MB)');
  pickFile(new File(['x'], 'photo.png', { type: 'image/png' }));
  expect(screen.getByTestId('rfp-problem').textContent).toBe(
    'photo.png is not a PDF, Word (.docx) or text file',
  );
  fireEvent.drop(screen.getByTestId('rfp-drop-zone'), {
    dataTransfer: { files: [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')] },
  });
  expect(screen.getByTestId('rfp-problem').textContent).toBe('Upload one RFP file at a time.');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
});

test('an analysis request that fails shows the spec warning and the standard template note', async () => {
  stubUpload({ status: 200, body: { ok: true } });
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals/3': () => jsonResponse(200, buildProposal()),
    'POST /api/objects/upload': () => jsonResponse(200, { uploadURL: UPLOAD_URL }),
    'POST /api/analyze-rfp': () => jsonResponse(503, { message: 'busy', code: 'service_unavailable' }),
  });
  renderWithProviders(<RfpCard proposal={buildProposal()} />);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Choose file' }).hasAttribute('disabled')).toBe(false),
  );
  pickFile(new File(['Bids due.'], 'rfp.txt', { type: 'text/plain' }));
  expect(await screen.findByText(RFP_ANALYSIS_FAILED_MESSAGE)).toBeTruthy();
  expect(screen.getByTestId('rfp-analysis-failed').textContent).toContain(
    'rfp.txt was uploaded but could not be analysed',
  );
});

test('a scan read by OCR shows its pages and confidence, its warnings, and an RFP for another facility is flagged', async () => {
  const analysis = buildAnalysis({
    hasTextLayer: false,
    ocrPages: [
      { page: 1, confidence: 94 },
      { page: 2, confidence: 90 },
    ],
    warnings: ['page 3 could not be read by OCR in the time allowed: check it against the original.'],
  });
  analysis.specificDetails = {
    ...analysis.specificDetails,
    issuingOrganization: 'Lakeside Hospital',
    facility: null,
  };
  const proposal = buildProposal({ rfpFileName: 'scan.pdf', rfpAnalysis: analysis });
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals/3': () => jsonResponse(200, proposal),
  });
  renderWithProviders(<RfpCard proposal={buildProposal()} facilityName="Riverton Civic Center" />);
  expect((await screen.findByTestId('rfp-ocr-badge')).textContent).toBe(
    'Scan read by OCR: 2 pages, 92 % confidence',
  );
  const notes = screen.getByTestId('rfp-reading-notes').textContent;
  expect(notes).toContain('This RFP names Lakeside Hospital, but the survey is for Riverton Civic Center.');
  expect(notes).toContain('page 3 could not be read by OCR');
});

test('dismissing a requirement and adding one are saved with the proposal', async () => {
  const analysis = buildAnalysis();
  const proposal = buildProposal({ rfpFileName: 'riverton-rfp.pdf', rfpAnalysis: analysis });
  const first = analysis.identifiedRequirements[0]!;
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals/3': () => jsonResponse(200, proposal),
    'PUT /api/proposals/3/rfp-review': () =>
      jsonResponse(200, { ...analysis, review: { dismissedIds: [first.id], added: [] } }),
  });
  renderWithProviders(<RfpCard proposal={buildProposal()} facilityName="Riverton Civic Center" />);
  fireEvent.click(await screen.findByRole('button', { name: `Dismiss ${first.id}` }));
  await waitFor(() =>
    expect(screen.getByTestId('rfp-requirement-count').textContent).toContain('2 requirements to answer'),
  );
  expect(screen.getByTestId('rfp-dismissed').textContent).toContain(first.text);
  const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(puts[0]![1]!.body))).toEqual({ dismissedIds: [first.id], added: [] });
});
