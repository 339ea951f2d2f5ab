// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FlushScope, FlushScopeProvider } from '#client/lib/auto-save/flush-scope.tsx';
import { buildEquipment, buildProposal, buildRfpAnalysis, buildSurvey } from '#client/test-utils/builders.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import type { GenerateProposalEvent, GenerateProposalResult } from '#shared/schemas/proposal-writing.ts';
import type { RfpAnalysis } from '#shared/schemas/rfp.ts';
import { renderProposalMarkdown } from './proposal-preview.tsx';
import { ProposalWritingCard } from './proposal-writing-card.tsx';

resetBetweenTests();

const ANALYSIS = buildRfpAnalysis({
  identifiedRequirements: [
    {
      id: 'R1',
      category: 'service visits',
      text: 'Monthly service visits are required.',
      location: 'page 1',
    },
    {
      id: 'R2',
      category: 'staffing and certification',
      text: 'A CWT shall oversee the program.',
      location: 'page 1',
    },
  ],
  specificDetails: { issuingOrganization: 'City of Springfield' },
  totalRequirements: 2,
  source: 'text',
  pageCount: null,
});

const WRITTEN = [
  '# Proposal for Lakeside Medical Center',
  '',
  '## Pricing',
  '',
  'The program costs **$91,454** a year.',
  '',
  '## How We Meet Your Requirements',
  '',
  '- **R1** “Monthly service visits are required.” — Met in the *Service Plan*: monthly visits.',
  '- **R2** “A CWT shall oversee the program.” — **Gap:** needs the company’s credentials.',
  '',
].join('\n');

const RESULT: GenerateProposalResult = {
  proposalContent: WRITTEN,
  complianceMatrix: [],
  figureCheck: { checked: 1, corrected: 0, flagged: [] },
  writer: 'built-in',
  rfpAnalysis: ANALYSIS,
};

/** The generate answer as the server streams it: stages, progress, then the result. */
function streamed(result: GenerateProposalResult): Response {
  const events: GenerateProposalEvent[] = [
    { type: 'stage', stage: 'writing' },
    { type: 'progress', characters: 400 },
    { type: 'stage', stage: 'checking' },
    { type: 'stage', stage: 'saving' },
    { type: 'result', result },
  ];
  return new Response(events.map((event) => `${JSON.stringify(event)}\n`).join(''), {
    status: 200,
    headers: { 'Content-Type': 'application/x-ndjson' },
  });
}

function renderCard(proposal: Proposal | null) {
  return renderWithProviders(
    <ProposalWritingCard
      survey={buildSurvey()}
      equipment={[buildEquipment()]}
      proposal={proposal}
      totalAnnualCost={91454}
      isMobile={false}
    />,
  );
}

/** The saved proposal as GET /api/proposals/3 answers it (with the RFP analysis stored on it, if any). */
function stubWriting(extra: Parameters<typeof stubFetch>[0] = {}, stored: Partial<Proposal> = {}) {
  const puts: string[] = [];
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/proposals/3': () => jsonResponse(200, buildProposal({ rfpAnalysis: null, ...stored })),
    'POST /api/ai/generate-proposal': () => streamed(RESULT),
    'PUT /api/proposals/3': (init) => {
      const { proposalContent } = JSON.parse(String(init?.body)) as { proposalContent: string };
      puts.push(proposalContent);
      return jsonResponse(200, buildProposal({ proposalContent }));
    },
    ...extra,
  });
  return { fetchMock, puts };
}

const generateCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/ai/generate-proposal'));

test('Generate waits for a saved proposal and says what is required', () => {
  stubWriting();
  renderCard(null);
  expect(screen.getByTestId('generate-proposal')).toHaveProperty('disabled', true);
  expect(screen.getByTestId('writing-unavailable').textContent).toBe(
    'Survey, equipment data, and saved proposal are required',
  );
});

test('generating shows the written proposal in the editor and preview, with the compliance matrix', async () => {
  const { fetchMock } = stubWriting();
  renderCard(buildProposal());
  fireEvent.click(screen.getByRole('button', { name: 'Generate AI Proposal' }));
  const editor = await screen.findByTestId('proposal-content-editor');
  expect((editor as HTMLTextAreaElement).value).toBe(WRITTEN);
  const preview = screen.getByTestId('proposal-preview');
  expect(within(preview).getByRole('heading', { level: 1 }).textContent).toBe(
    'Proposal for Lakeside Medical Center',
  );
  expect(screen.getByTestId('figure-check').textContent).toContain(
    'All 1 figures match the calculation engine.',
  );

  const rows = screen.getAllByTestId('compliance-row');
  expect(rows.map((row) => row.dataset.status)).toEqual(['met', 'gap']);
  expect(rows[1]!.className).toContain('bg-amber-50');
  // Decision 037: a gap says it is not in the proposal and how to meet it.
  expect(within(rows[1]!).getByText('Gap: not in the proposal')).toBeTruthy();
  expect(within(rows[1]!).getByTestId('gap-fix').textContent).toMatch(/service plan|chemical program|text/);
  expect(screen.getByRole('button', { name: 'Regenerate Proposal' })).toBeTruthy();

  const request = JSON.parse(String(generateCalls(fetchMock)[0]![1]?.body));
  expect(request).toMatchObject({ surveyId: 5, proposalId: 3, facilityName: 'Lakeside Medical Center' });
  const headers = generateCalls(fetchMock)[0]![1]?.headers as Record<string, string>;
  expect(headers.Accept).toContain('application/x-ndjson');
});

test('edits are auto-saved through the proposal PUT and the matrix follows them', async () => {
  const { puts } = stubWriting({}, { proposalContent: WRITTEN, rfpAnalysis: ANALYSIS });
  renderCard(buildProposal({ proposalContent: WRITTEN }));
  const editor = await screen.findByTestId('proposal-content-editor');
  const statuses = () => screen.getAllByTestId('compliance-row').map((row) => row.dataset.status);
  // The analysis stored on the proposal (uploaded earlier) arrives with the proposal.
  expect((await screen.findAllByTestId('compliance-row')).map((row) => row.dataset.status)).toEqual([
    'met',
    'gap',
  ]);
  const edited = WRITTEN.replace('**Gap:** needs the company’s credentials.', 'Our lead holds the CWT.');
  fireEvent.change(editor, { target: { value: edited } });
  expect(screen.getByTestId('content-save-state').dataset.state).toBe('pending');
  expect(statuses()).toEqual(['met', 'met']);
  await waitFor(() => expect(puts).toEqual([edited]), { timeout: 4000 });
  await waitFor(() => expect(screen.getByTestId('content-save-state').dataset.state).toBe('saved'));
}, 10_000);

test('regenerating asks before replacing edits', async () => {
  const { fetchMock } = stubWriting();
  renderCard(buildProposal({ proposalContent: 'My own text' }));
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate Proposal' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Replace your edited proposal?')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(generateCalls(fetchMock)).toHaveLength(0);
  expect(((await screen.findByTestId('proposal-content-editor')) as HTMLTextAreaElement).value).toBe(
    'My own text',
  );

  fireEvent.click(screen.getByRole('button', { name: 'Regenerate Proposal' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace' }));
  await waitFor(() =>
    expect((screen.getByTestId('proposal-content-editor') as HTMLTextAreaElement).value).toBe(WRITTEN),
  );
  expect(generateCalls(fetchMock)).toHaveLength(1);

  // Text just written is not the rep's edit: writing again does not ask.
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate Proposal' }));
  await waitFor(() => expect(generateCalls(fetchMock)).toHaveLength(2));
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('a failed run shows the spec’s message and keeps the text', async () => {
  stubWriting({
    'POST /api/ai/generate-proposal': () =>
      jsonResponse(502, {
        message: 'Failed to generate AI proposal. Please try again.',
        code: 'service_unavailable',
      }),
  });
  renderCard(buildProposal({ proposalContent: WRITTEN }));
  await screen.findByTestId('proposal-content-editor');
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate Proposal' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace' }));
  expect(await screen.findByText('Failed to generate AI proposal. Please try again.')).toBeTruthy();
  expect((screen.getByTestId('proposal-content-editor') as HTMLTextAreaElement).value).toBe(WRITTEN);
});

test('the preview renders Markdown without raw HTML, script links or images', () => {
  const html = renderProposalMarkdown(
    '# Title\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1)) [good](https://example.com) ![pic](https://example.com/a.png)\n\n| A | B |\n|---|---|\n| 1 | 2 |',
  );
  expect(html).toContain('<h1>Title</h1>');
  expect(html).not.toMatch(/<script|<img|javascript:/i);
  expect(html).toContain('&lt;script&gt;');
  expect(html).toContain(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">good</a>',
  );
  expect(html).toContain('bad');
  expect(html).toContain('<table>');
});

test('the preview renders text nested 2,000 deep, quotes and lists flat past 16 levels, as the PDF draws it', () => {
  const quotes = renderProposalMarkdown(`${'>'.repeat(2000)} deepest words`);
  expect(quotes.match(/<blockquote>/g)).toHaveLength(16);
  expect(quotes).toContain('deepest words');
  const lists = renderProposalMarkdown(`${'- '.repeat(2000)}listed words`);
  expect(lists.match(/<ul>/g)).toHaveLength(16);
  const emphasis = renderProposalMarkdown(`${'*a '.repeat(2000)}inner words${' b*'.repeat(2000)}`);
  expect(emphasis).toContain('inner words');
  // <script> stays text on every path, the plain one included.
  expect(
    renderProposalMarkdown(`${'*a '.repeat(2000)}<script>x</script>${' b*'.repeat(2000)}`),
  ).not.toContain('<script>');
});

test('a gap answered in one step saves every edit waiting to auto-save first, the plan card’s too', async () => {
  const legionella: RfpAnalysis = {
    ...ANALYSIS,
    identifiedRequirements: [
      {
        id: 'R1',
        category: 'microbiological control',
        text: 'Quarterly Legionella testing is required.',
        location: 'page 1',
      },
    ],
    totalRequirements: 1,
  };
  const gapped = [
    '## How We Meet Your Requirements',
    '',
    '- **R1** “Quarterly Legionella testing is required.” — **Gap:** not in the plan.',
    '',
  ].join('\n');
  const order: string[] = [];
  stubWriting(
    {
      'GET /api/proposals/3/service-plan': () =>
        jsonResponse(404, { message: 'Proposal not found', code: 'not_found' }),
      'POST /api/proposals/3/requirements/R1/answer': () => {
        order.push('answered');
        return jsonResponse(200, {
          proposalContent: gapped.replace('**Gap:** not in the plan.', 'Samples are taken quarterly.'),
          complianceMatrix: [],
          answer: 'Samples are taken quarterly.',
        });
      },
    },
    { proposalContent: gapped, rfpAnalysis: legionella },
  );
  // The plan card's auto-saver, with an edit waiting for its pause.
  const scope = new FlushScope();
  scope.add({
    flush: async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      order.push('plan saved');
    },
  });
  renderWithProviders(
    <FlushScopeProvider scope={scope}>
      <ProposalWritingCard
        survey={buildSurvey()}
        equipment={[buildEquipment()]}
        proposal={buildProposal({ proposalContent: gapped })}
        totalAnnualCost={91454}
        isMobile={false}
      />
    </FlushScopeProvider>,
  );
  fireEvent.click(await screen.findByTestId('gap-answer-from-plan'));
  await waitFor(() => expect(order).toEqual(['plan saved', 'answered']));
});
