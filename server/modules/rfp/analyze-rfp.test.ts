import { describe, expect, test } from 'vitest';
import { RFP_ANALYSIS_FAILED_MESSAGE, type RfpAnalysis } from '../../../shared/schemas/rfp.ts';
import {
  EXPECTED_NUMBERS,
  EXPECTED_REQUIREMENTS,
  NAMED_FIGURES,
} from '../../../tests/fixtures/rfp/expected-analysis.ts';
import { readRfpFixture } from '../../../tests/fixtures/rfp/fixture-files.ts';
import { renderBlankScan } from '../../../tests/fixtures/rfp/rfp-documents.ts';
import { putBytes, registerDiskContext } from '../../../tests/helpers/photos.ts';
import { analyzeRfpCall, createRfpOwner } from '../../../tests/helpers/rfp.ts';
import { analyzeWithReader, createRfpOwnerWithFile } from '../../../tests/helpers/rfp-reader.ts';

const env = registerDiskContext();

/** The parts of an analysis that must not depend on the file format. */
function formatFree(analysis: RfpAnalysis) {
  return {
    requirements: analysis.identifiedRequirements.map(({ id, text, category }) => ({ id, text, category })),
    numbers: analysis.numericRequirements.map(({ location: _location, ...figure }) => figure),
    details: analysis.specificDetails,
    total: analysis.totalRequirements,
  };
}

describe('POST /api/analyze-rfp on the RFP fixture', () => {
  const analyses: RfpAnalysis[] = [];

  test.each([
    ['pdf', 'riverton-rfp.pdf'],
    ['docx', 'riverton-rfp.docx'],
    ['text', 'riverton-rfp.txt'],
  ] as const)(
    'as %s: finds every requirement and range and stores the analysis on the proposal',
    async (kind, name) => {
      const { ctx } = env;
      const { cookie, proposal, fileUrl } = await createRfpOwnerWithFile(ctx, readRfpFixture(kind), name);
      const res = await analyzeRfpCall(ctx, cookie, { fileUrl, proposalId: proposal.id, fileName: name });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.warning).toBeNull();
      expect(body.fileName).toBe(name);
      expect(body.fileUrl).toMatch(/^\/api\/objects\/rfps\/[0-9a-f-]+\/[0-9a-f-]+$/);
      expect(body.extractedText).toContain('600-900 ppm nitrite');
      const analysis = body.analysis as RfpAnalysis;
      expect(analysis.identifiedRequirements.map((r) => r.text)).toEqual(
        EXPECTED_REQUIREMENTS.map((r) => r.text),
      );
      expect(analysis.totalRequirements).toBe(EXPECTED_REQUIREMENTS.length);
      expect(analysis.numericRequirements.map((n) => n.text)).toEqual(EXPECTED_NUMBERS.map((n) => n.text));
      for (const figure of NAMED_FIGURES)
        expect(
          analysis.numericRequirements.some((n) => n.text.includes(figure)),
          figure,
        ).toBe(true);
      expect(analysis).toMatchObject({ source: kind, hasTextLayer: true, isBasicTemplate: false });
      analyses.push(analysis);

      const stored = (await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie })).json();
      expect(stored).toMatchObject({ rfpFileUrl: body.fileUrl, rfpFileName: name, rfpAnalysis: analysis });
      const fromSurvey = (
        await ctx.call('GET', `/api/proposals/survey/${proposal.surveyId}`, { cookie })
      ).json();
      expect(fromSurvey.rfpAnalysis).toEqual(analysis);
      // Lists stay small: the analysis comes with one proposal only.
      const list = (await ctx.call('GET', '/api/proposals', { cookie })).json();
      expect(list[0]).toMatchObject({ id: proposal.id, rfpFileUrl: body.fileUrl });
      expect(list[0]).not.toHaveProperty('rfpAnalysis');
    },
  );

  test('the three formats give the same analysis', () => {
    expect(analyses).toHaveLength(3);
    expect(formatFree(analyses[1]!)).toEqual(formatFree(analyses[0]!));
    expect(formatFree(analyses[2]!)).toEqual(formatFree(analyses[0]!));
  });

  test('analysing the stored file again answers the same, without a proposal', async () => {
    const { ctx } = env;
    const { cookie, fileUrl } = await createRfpOwnerWithFile(ctx, readRfpFixture('text'), 'rfp.txt');
    const first = await analyzeRfpCall(ctx, cookie, { fileUrl });
    const again = await analyzeRfpCall(ctx, cookie, { fileUrl: first.json().fileUrl });
    expect(again.statusCode).toBe(200);
    expect(again.json().analysis).toEqual(first.json().analysis);
  });
});

describe('files that cannot be analysed', () => {
  test('a scan with nothing OCR can read answers 200 with the spec warning and the basic template, and says it has no text layer', async () => {
    const { ctx } = env;
    const { cookie, proposal, fileUrl } = await createRfpOwnerWithFile(
      ctx,
      await renderBlankScan(),
      'scan.pdf',
    );
    const res = await analyzeRfpCall(ctx, cookie, { fileUrl, proposalId: proposal.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      warning: RFP_ANALYSIS_FAILED_MESSAGE,
      extractedText: '',
      analysis: {
        hasTextLayer: false,
        isBasicTemplate: true,
        failureReason: 'no-text-layer',
        totalRequirements: 2,
        pageCount: 1,
        identifiedRequirements: [{ text: 'Basic Chemical Treatment' }, { text: 'Standard Monitoring' }],
      },
    });
    const stored = (await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie })).json();
    expect(stored.rfpAnalysis).toMatchObject({ isBasicTemplate: true, failureReason: 'no-text-layer' });
  });

  test('a corrupt PDF answers 200 with the spec warning and the basic template (decision 024)', async () => {
    const { ctx } = env;
    const { cookie, proposal, fileUrl } = await createRfpOwnerWithFile(
      ctx,
      readRfpFixture('corrupt'),
      'broken.pdf',
    );
    const res = await analyzeRfpCall(ctx, cookie, { fileUrl, proposalId: proposal.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      warning: RFP_ANALYSIS_FAILED_MESSAGE,
      analysis: {
        isBasicTemplate: true,
        failureReason: 'unreadable',
        hasTextLayer: false,
        totalRequirements: 2,
      },
    });
  });

  test('a reading that runs out of time answers the warning and the basic template', async () => {
    const { ctx } = env;
    const { user, proposal, fileUrl } = await createRfpOwnerWithFile(ctx, readRfpFixture('pdf'));
    const result = await analyzeWithReader(
      ctx,
      user.id,
      { fileUrl, proposalId: proposal.id },
      { timeoutMs: 1 },
    );
    expect(result.warning).toBe(RFP_ANALYSIS_FAILED_MESSAGE);
    expect(result.analysis).toMatchObject({ isBasicTemplate: true, failureReason: 'too-complex' });
  });
});

describe('input', () => {
  test('a file URL that names no stored file is refused with 400', async () => {
    const { ctx } = env;
    const { cookie } = await createRfpOwner(ctx);
    const res = await analyzeRfpCall(ctx, cookie, { fileUrl: 'https://example.com/rfp.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { fileUrl: 'File URL must be the upload URL without its query' },
    });
    const missing = await ctx.call('POST', '/api/analyze-rfp', { cookie, body: {} });
    expect(missing.json().errors).toEqual({ fileUrl: 'File URL is required' });
  });

  test('analysing before the bytes arrived answers 400 and leaves the link usable', async () => {
    const { ctx } = env;
    const { cookie } = await createRfpOwner(ctx);
    const res = await ctx.call('POST', '/api/objects/upload', { cookie, body: { size: 10 } });
    const fileUrl = res.json().uploadURL.split('?')[0];
    const early = await analyzeRfpCall(ctx, cookie, { fileUrl });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Upload the RFP before analysing it');
    const put = await putBytes(ctx, res.json().uploadURL, Buffer.from('Bids due.\n'), 'text/plain');
    expect(put.statusCode).toBe(200);
    expect((await analyzeRfpCall(ctx, cookie, { fileUrl })).statusCode).toBe(200);
  });
});
