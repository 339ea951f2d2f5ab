import { describe, expect, test } from 'vitest';
import { VALID_UNTIL_BEFORE_DATE } from '#shared/schemas/proposal.ts';
import {
  createChemical,
  createEquipment,
  createExampleSurvey,
  createProposal,
} from '../../../tests/factories/index.ts';
import { extractText } from '../../../tests/helpers/pdf-text.ts';
import { analyzeRfpCall, uploadRfp } from '../../../tests/helpers/rfp.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

// Issue 21 §4: a document that holds up (dates the rep sets, the math appendix's assumptions).

const ctx = registerTestContext();

async function createWrittenProposal() {
  const { user, cookie } = await ctx.signIn();
  const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
  const proposal = await createProposal(ctx.db, {
    surveyId: survey.id,
    proposalContent: '## Summary\n\nThe program.',
  });
  await createChemical(ctx.db, proposal.id, { name: 'Scale inhibitor', systemIds: [tower.id] });
  return { user, cookie, survey, tower, proposal };
}

function pdfText(cookie: string, proposalId: number) {
  return ctx.call('POST', '/api/generate-pdf-proposal', { cookie, body: { proposalId } }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return extractText(res.rawPayload);
  });
}

describe('the proposal’s date and valid-until date', () => {
  test('are editable, and the PDF’s cover and acceptance block carry them', async () => {
    const { cookie, proposal } = await createWrittenProposal();
    const res = await ctx.call('PUT', `/api/proposals/${proposal.id}`, {
      cookie,
      body: { proposalDate: '2027-01-04', validUntil: '2027-04-15' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ proposalDate: '2027-01-04', validUntil: '2027-04-15' });
    const text = await pdfText(cookie, proposal.id);
    expect(text).toContain('DATE Jan 4, 2027 VALID UNTIL Apr 15, 2027');
    // Every footer is dated with the proposal's date too.
    expect(text).not.toContain('· Nov');
    expect(text).toContain('Prepared by Riley Rep · Jan 4, 2027');
    expect(text).toContain('with prices valid until Apr 15, 2027');
  });

  test('valid-until before the proposal date is refused under its field, and nothing changes', async () => {
    const { cookie, proposal } = await createWrittenProposal();
    await ctx.call('PUT', `/api/proposals/${proposal.id}`, { cookie, body: { proposalDate: '2027-01-04' } });
    const res = await ctx.call('PUT', `/api/proposals/${proposal.id}`, {
      cookie,
      body: { validUntil: '2027-01-03' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ validUntil: VALID_UNTIL_BEFORE_DATE });
    const saved = (await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie })).json();
    expect(saved.validUntil).toBe(proposal.validUntil);
  });

  test('dating a proposal past its prices’ end moves the end to 30 days after the new date', async () => {
    const { cookie, proposal } = await createWrittenProposal();
    await ctx.call('PUT', `/api/proposals/${proposal.id}`, { cookie, body: { validUntil: '2026-12-27' } });
    const res = await ctx.call('PUT', `/api/proposals/${proposal.id}`, {
      cookie,
      body: { proposalDate: '2027-01-04' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ proposalDate: '2027-01-04', validUntil: '2027-02-03' });
  });

  test('a new proposal is valid 30 days after its date', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey } = await createExampleSurvey(ctx.db, user.id);
    const res = await ctx.call('POST', '/api/proposals', {
      cookie,
      body: { surveyId: survey.id, proposalDate: '2027-02-01' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ proposalDate: '2027-02-01', validUntil: '2027-03-03' });
  });

  test('an analysed RFP due Jan 15 holds the prices until 90 days after it (not 30 days from today)', async () => {
    const { cookie, proposal } = await createWrittenProposal();
    // The default: 30 days from today (Dec 26 on the day the issue was written).
    await ctx.call('PUT', `/api/proposals/${proposal.id}`, { cookie, body: { validUntil: '2026-12-26' } });
    const rfp = Buffer.from(
      [
        'REQUEST FOR PROPOSAL: Water Treatment Services',
        'Proposals are due January 15, 2027, 3:00 PM CST.',
        'The Contractor shall provide monthly service visits to the cooling tower.',
      ].join('\n\n'),
    );
    const fileUrl = await uploadRfp(ctx, cookie, rfp, 'rfp.txt');
    const analysed = await analyzeRfpCall(ctx, cookie, {
      fileUrl,
      proposalId: proposal.id,
      fileName: 'rfp.txt',
    });
    expect(analysed.statusCode, analysed.body).toBe(200);
    expect(analysed.json().analysis.specificDetails.dueDate).toMatch(/^January 15, 2027/);
    const saved = (await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie })).json();
    expect(saved.validUntil).toBe('2027-04-15');
    expect(await pdfText(cookie, proposal.id)).toContain('VALID UNTIL Apr 15, 2027');
  });
});

describe('the “Show the math” appendix', () => {
  test('states the simplifying assumptions in one line each', async () => {
    const { cookie, survey, proposal } = await createWrittenProposal();
    await createEquipment(ctx.db, survey.id, { type: 'chiller', capacity: 200, capacityUnit: 'tons' });
    const text = await pdfText(cookie, proposal.id);
    const appendix = text.slice(text.lastIndexOf('Appendix: Show the Math'));
    expect(appendix).toContain(
      'Drift is taken as 0.2% of the recirculating flow of every cooling tower and evaporative condenser; it was not measured.',
    );
    expect(appendix).toContain(
      'Total tonnage adds the rated tons of every system given in tons, so a chiller and the tower that rejects its heat are both counted.',
    );
    expect(appendix).toContain(
      'A product without a density is taken at 1 lb/gal (8.34 lb/gal for ppm rates) to convert between pounds and gallons.',
    );
  });
});

describe('one story about the target', () => {
  async function writeWithTarget(targetCycles: number) {
    const { cookie, survey, proposal } = await createWrittenProposal();
    await ctx.call('PUT', `/api/proposals/${proposal.id}`, { cookie, body: { targetCycles } });
    const written = await ctx.call('POST', '/api/ai/generate-proposal', {
      cookie,
      body: { surveyId: survey.id, proposalId: proposal.id },
    });
    expect(written.statusCode, written.body).toBe(200);
    return { content: written.json().proposalContent as string, pdf: await pdfText(cookie, proposal.id) };
  }

  test('a target the recommendation calls too high is not sold: no savings at it in the text', async () => {
    const { content, pdf } = await writeWithTarget(9);
    expect(pdf).toContain('The target of 9 cycles is above the recommended maximum of 6 cycles');
    expect(content).not.toContain('At the target of 9');
    expect(content).not.toMatch(/saves? [\d,]+ gal/);
  });

  test('a target within the recommendation keeps its savings', async () => {
    const { content, pdf } = await writeWithTarget(6);
    expect(pdf).toContain('The target of 6 cycles is within the recommended maximum of 6 cycles.');
    expect(content).toContain('At the target of 6');
  });
});
