// Scanned RFPs through the API: OCR, the progress stream, OCR out of time, and the rep's review of an analysis.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  type AnalyzeRfpEvent,
  RFP_ANALYSIS_FAILED_MESSAGE,
  type RfpAnalysis,
} from '../../../shared/schemas/rfp.ts';
import { createChemical, createExampleSurvey, createProposal } from '../../../tests/factories/index.ts';
import { readRfpFixture } from '../../../tests/fixtures/rfp/fixture-files.ts';
import { renderScannedPdf } from '../../../tests/fixtures/rfp/rfp-documents.ts';
import { callStreaming, ndjsonEvents } from '../../../tests/helpers/ndjson.ts';
import { registerDiskContext } from '../../../tests/helpers/photos.ts';
import { analyzeRfpCall, createRfpOwner, uploadRfp } from '../../../tests/helpers/rfp.ts';
import { analyzeWithReader, createRfpOwnerWithFile } from '../../../tests/helpers/rfp-reader.ts';
import { CORPUS_DIR } from '../../../tests/rfp-corpus/scoring.ts';
import type { TestContext } from '../../../tests/setup/test-app.ts';

const env = registerDiskContext();

const TWO_PAGES = [
  ['SCANNED SOLICITATION - PAGE ONE', 'The Contractor shall test each cooling tower monthly.'],
  ['PAGE TWO', 'The Contractor shall keep a log book at each boiler.'],
];

/** A subscriber with a proposal who has uploaded the two-page scan. */
const withTwoPageScan = async (ctx: TestContext) =>
  createRfpOwnerWithFile(ctx, await renderScannedPdf(TWO_PAGES), 'scan.pdf');

describe('a scanned RFP', () => {
  test('is read by OCR: requirements, figures, and which page OCR read with what confidence', async () => {
    const { ctx } = env;
    const { user, cookie, proposal } = await createRfpOwner(ctx);
    const scan = readFileSync(path.join(CORPUS_DIR, 'upstate-university-hospital', 'scan.pdf'));
    const fileUrl = await uploadRfp(ctx, cookie, scan, 'scan.pdf');
    // A full-page scan: on a machine busy with other test files a page can take longer than production allows.
    const body = await analyzeWithReader(
      ctx,
      user.id,
      { fileUrl, proposalId: proposal.id },
      { ocrPageTimeoutMs: 180_000 },
    );
    expect(body.warning).toBeNull();
    const analysis = body.analysis as RfpAnalysis;
    expect(analysis).toMatchObject({ isBasicTemplate: false, hasTextLayer: false, pageCount: 1 });
    expect(analysis.ocrPages).toEqual([{ page: 1, confidence: expect.any(Number) }]);
    expect(analysis.identifiedRequirements.map((r) => r.text)).toContain(
      'Maintain all chemical feed equipment.',
    );
    expect(analysis.numericRequirements).toContainEqual(
      expect.objectContaining({ parameter: 'report', max: 10, unit: 'day of month', kind: 'deadline' }),
    );
    const stored = (await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie })).json();
    expect(stored.rfpAnalysis.ocrPages).toEqual(analysis.ocrPages);
  }, 240_000);

  test('streams the stages and each OCR page, then the result, when asked for application/x-ndjson', async () => {
    const { ctx } = env;
    const { cookie, proposal, fileUrl } = await withTwoPageScan(ctx);
    const res = await callStreaming(ctx, '/api/analyze-rfp', cookie, { fileUrl, proposalId: proposal.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = ndjsonEvents<AnalyzeRfpEvent>(res.body);
    expect(events.filter((e) => e.type !== 'result')).toEqual([
      { type: 'stage', stage: 'reading' },
      { type: 'ocr', page: 1, index: 1, total: 2 },
      { type: 'ocr', page: 2, index: 2, total: 2 },
      { type: 'stage', stage: 'saving' },
    ]);
    const last = events.at(-1);
    expect(last?.type === 'result' && last.result.analysis.identifiedRequirements.map((r) => r.text)).toEqual(
      [
        'The Contractor shall test each cooling tower monthly.',
        'The Contractor shall keep a log book at each boiler.',
      ],
    );
  }, 90_000);

  test('a request the stream cannot serve is still a plain error', async () => {
    const { ctx } = env;
    const { cookie } = await createRfpOwner(ctx);
    const res = await callStreaming(ctx, '/api/analyze-rfp', cookie, { fileUrl: '' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
  });

  test('OCR that runs out of time gives the pages it read with a warning naming the others', async () => {
    const { ctx } = env;
    const { user, proposal, fileUrl } = await withTwoPageScan(ctx);
    // A budget spent by the first page: the second is not started.
    const result = await analyzeWithReader(
      ctx,
      user.id,
      { fileUrl, proposalId: proposal.id },
      { ocrBudgetMs: 1 },
    );
    expect(result.warning).toBeNull();
    expect(result.analysis.isBasicTemplate).toBe(false);
    expect(result.analysis.ocrPages?.map((p) => p.page)).toEqual([1]);
    expect(result.analysis.identifiedRequirements.map((r) => r.text)).toEqual([
      'The Contractor shall test each cooling tower monthly.',
    ]);
    expect(result.analysis.warnings).toEqual([expect.stringContaining('page 2 could not be read by OCR')]);
  }, 90_000);

  test('a page that OCR cannot finish in time stops the worker: 200 with what was read, never a 500', async () => {
    const { ctx } = env;
    const { user, proposal, fileUrl } = await withTwoPageScan(ctx);
    const result = await analyzeWithReader(
      ctx,
      user.id,
      { fileUrl, proposalId: proposal.id },
      { ocrPageTimeoutMs: 5 },
    );
    // Nothing was read before the first page was stopped: the basic template, with the spec's warning.
    expect(result.warning).toBe(RFP_ANALYSIS_FAILED_MESSAGE);
    expect(result.analysis).toMatchObject({ isBasicTemplate: true, failureReason: 'too-complex' });
  }, 90_000);
});

describe('PUT /api/proposals/:id/rfp-review', () => {
  async function analysed() {
    const { ctx } = env;
    const { user, cookie } = await ctx.signIn();
    const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
    const proposal = await createProposal(ctx.db, { surveyId: survey.id });
    await createChemical(ctx.db, proposal.id, { systemIds: [tower.id] });
    const owner = { user, cookie, proposal };
    const fileUrl = await uploadRfp(ctx, owner.cookie, readRfpFixture('text'), 'rfp.txt');
    const res = await analyzeRfpCall(ctx, owner.cookie, { fileUrl, proposalId: owner.proposal.id });
    expect(res.statusCode).toBe(200);
    return { ...owner, analysis: res.json().analysis as RfpAnalysis };
  }

  test('keeps dismissed and added requirements with the proposal, and the writer answers that list', async () => {
    const { ctx } = env;
    const { cookie, proposal, analysis } = await analysed();
    const dismissed = analysis.identifiedRequirements[0]!;
    const res = await ctx.call('PUT', `/api/proposals/${proposal.id}/rfp-review`, {
      cookie,
      body: {
        dismissedIds: [dismissed.id],
        added: [
          { text: 'The Contractor shall attend a quarterly review meeting.', category: 'service visits' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().review).toEqual({
      dismissedIds: [dismissed.id],
      added: [
        {
          id: 'A1',
          text: 'The Contractor shall attend a quarterly review meeting.',
          category: 'service visits',
          location: 'added by you',
        },
      ],
    });
    const stored = (await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie })).json();
    expect(stored.rfpAnalysis.review.dismissedIds).toEqual([dismissed.id]);
    expect(stored.rfpAnalysis.identifiedRequirements).toHaveLength(analysis.identifiedRequirements.length);

    const written = await ctx.call('POST', '/api/ai/generate-proposal', {
      cookie,
      body: { surveyId: proposal.surveyId, proposalId: proposal.id },
    });
    expect(written.statusCode, written.body).toBe(200);
    const content = written.json().proposalContent as string;
    expect(content).not.toContain(dismissed.text);
    // Decision 037: the added requirement is answered like any other: a review meeting is no field of the service
    // plan, so it is a gap for the rep (in the matrix, not written into the customer's text).
    const added = written
      .json()
      .complianceMatrix.find((row: { requirementId: string }) => row.requirementId === 'A1');
    expect(added).toMatchObject({
      requirement: 'The Contractor shall attend a quarterly review meeting.',
      status: 'gap',
    });
    expect(content).not.toContain('The Contractor shall attend a quarterly review meeting.');
  }, 60_000);

  test('refuses ids the analysis does not have, blank text and unknown categories', async () => {
    const { ctx } = env;
    const { cookie, proposal } = await analysed();
    const url = `/api/proposals/${proposal.id}/rfp-review`;
    const unknownId = await ctx.call('PUT', url, { cookie, body: { dismissedIds: ['R999'], added: [] } });
    expect(unknownId.statusCode).toBe(400);
    expect(unknownId.json().message).toBe('Unknown requirement: R999');
    const blank = await ctx.call('PUT', url, {
      cookie,
      body: { dismissedIds: [], added: [{ text: ' ', category: 'reporting' }] },
    });
    expect(blank.statusCode).toBe(400);
    const category = await ctx.call('PUT', url, {
      cookie,
      body: { dismissedIds: [], added: [{ text: 'Do more.', category: 'everything' }] },
    });
    expect(category.statusCode).toBe(400);
  });

  test('a proposal without an analysis has nothing to review', async () => {
    const { ctx } = env;
    const { cookie, proposal } = await createRfpOwner(ctx);
    const res = await ctx.call('PUT', `/api/proposals/${proposal.id}/rfp-review`, {
      cookie,
      body: { dismissedIds: [], added: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This proposal has no RFP analysis yet. Upload the RFP first.');
  });
});
