import { asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { chemicals, proposals, waterQuality } from '#db/schema/index.ts';
import { UNVERIFIED_MARK } from '#server/modules/writing/figure-check/check.ts';
import { formatNumber, formatUsd } from '#shared/calc/index.ts';
import { roundHalfUp } from '#shared/calc/round.ts';
import { extractText } from '../../../tests/helpers/pdf-text.ts';
import { seedWrittenHospital } from '../../../tests/helpers/proposal-pdf.ts';
import { HOSPITAL_RFP } from '../../../tests/helpers/rfp-fixture.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

// Decision 037: the written text follows the program, so no PDF shows two values for one figure.

const ctx = registerTestContext();

const DOLLARS = /\$\d[\d,]*(?:\.\d+)?/g;

async function downloadText(cookie: string, proposalId: number): Promise<string> {
  const res = await ctx.call('POST', '/api/generate-pdf-proposal', { cookie, body: { proposalId } });
  expect(res.statusCode, res.body).toBe(200);
  return extractText(res.rawPayload);
}

async function storedProposal(proposalId: number) {
  const [row] = await ctx.db.select().from(proposals).where(eq(proposals.id, proposalId));
  return row!;
}

/** Every dollar figure the program may show: each product's cost and price, the total and its monthly part. */
async function programDollars(cookie: string, proposalId: number): Promise<Set<string>> {
  const program = (await ctx.call('GET', `/api/proposals/${proposalId}/program`, { cookie })).json();
  const total: number = program.result.totalAnnualCost;
  const allowed = new Set([formatUsd(total), formatUsd(roundHalfUp(total / 12))]);
  for (const chemical of program.result.chemicals) allowed.add(formatUsd(chemical.annualCost));
  const rows = await ctx.db.select().from(chemicals).where(eq(chemicals.proposalId, proposalId));
  for (const row of rows) if (row.unitCost !== null) allowed.add(`$${formatNumber(row.unitCost, 2)}`);
  // The RFP's own amounts (its insurance limits) are quoted, not the program's.
  for (const requirement of HOSPITAL_RFP.identifiedRequirements) {
    for (const amount of requirement.text.match(DOLLARS) ?? []) allowed.add(amount);
  }
  return allowed;
}

function dollarsIn(text: string): string[] {
  return [...new Set((text.match(DOLLARS) ?? []).map((amount) => amount.replace(/[.,]$/, '')))];
}

describe('the written text follows the program', () => {
  test('after a chemical’s price changes, every dollar figure in the PDF is the program’s, none the old', async () => {
    const hospital = await seedWrittenHospital(ctx);
    const before = await storedProposal(hospital.proposalId);
    const oldTotal = formatUsd(Number(before.totalAnnualCost));
    expect(before.proposalContent).toContain(oldTotal);
    const [inhibitor] = await ctx.db
      .select()
      .from(chemicals)
      .where(eq(chemicals.proposalId, hospital.proposalId))
      .orderBy(asc(chemicals.position), asc(chemicals.id));
    const oldCost = formatUsd(Number(inhibitor!.annualCost));

    const res = await ctx.call('PUT', `/api/chemicals/${inhibitor!.id}`, {
      cookie: hospital.cookie,
      body: { unitCost: inhibitor!.unitCost! + 0.5 },
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await storedProposal(hospital.proposalId);
    const newTotal = formatUsd(Number(after.totalAnnualCost));
    expect(newTotal).not.toBe(oldTotal);
    const text = await downloadText(hospital.cookie, hospital.proposalId);
    const allowed = await programDollars(hospital.cookie, hospital.proposalId);
    for (const amount of dollarsIn(text)) expect(allowed, amount).toContain(amount);
    expect(text).toContain(newTotal);
    expect(text).not.toContain(oldTotal);
    expect(text).not.toContain(oldCost);
    expect(text).not.toContain(UNVERIFIED_MARK);
  });

  test('a survey change moves the cycles and totals in the text; the rep’s own sentences stay', async () => {
    const hospital = await seedWrittenHospital(ctx);
    const written = await storedProposal(hospital.proposalId);
    const edited = written.proposalContent!.replace(
      '## Pricing',
      '## Pricing\n\nWe met your facilities team on site in March.',
    );
    const saved = await ctx.call('PUT', `/api/proposals/${hospital.proposalId}`, {
      cookie: hospital.cookie,
      body: { proposalContent: edited },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().proposalContent).toBe(edited.trim());
    expect(edited).toContain('4.83 cycles');

    const [water] = await ctx.db
      .select()
      .from(waterQuality)
      .where(eq(waterQuality.surveyId, hospital.surveyId));
    const res = await ctx.call('POST', '/api/water-quality', {
      cookie: hospital.cookie,
      body: { surveyId: hospital.surveyId, conductivity: (water!.conductivity ?? 300) + 40 },
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await storedProposal(hospital.proposalId);
    expect(after.proposalContent).toContain('We met your facilities team on site in March.');
    // The generator is told which sections changed, until the rep saves the text again.
    const read = await ctx.call('GET', `/api/proposals/${hospital.proposalId}`, { cookie: hospital.cookie });
    expect(read.json().figuresUpdatedSections).toEqual(
      expect.arrayContaining(['Executive Summary', 'Water Analysis', 'Pricing']),
    );
    expect(read.json().figuresUpdatedSections).not.toContain('Terms');
    const resaved = await ctx.call('PUT', `/api/proposals/${hospital.proposalId}`, {
      cookie: hospital.cookie,
      body: { proposalContent: after.proposalContent },
    });
    expect(resaved.json().figuresUpdatedSections).toBeNull();
    expect(after.proposalContent).not.toContain('4.83 cycles');
    const text = await downloadText(hospital.cookie, hospital.proposalId);
    expect(text).not.toContain('4.83 cycles');
    expect(text).not.toContain(formatUsd(Number(written.totalAnnualCost)));
    const allowed = await programDollars(hospital.cookie, hospital.proposalId);
    for (const amount of dollarsIn(text)) expect(allowed, amount).toContain(amount);
  });

  test('a figure the rep types is checked on save: corrected when its line says what it is, else marked', async () => {
    const hospital = await seedWrittenHospital(ctx);
    const written = await storedProposal(hospital.proposalId);
    const total = formatUsd(Number(written.totalAnnualCost));
    const edited = `${written.proposalContent}\nThe total annual cost is $21,900.\n\nA one-off start-up fee of $4,321 applies.\n`;
    const res = await ctx.call('PUT', `/api/proposals/${hospital.proposalId}`, {
      cookie: hospital.cookie,
      body: { proposalContent: edited },
    });
    expect(res.statusCode, res.body).toBe(200);
    const content: string = res.json().proposalContent;
    expect(content).toContain(`The total annual cost is ${total}.`);
    expect(content).toContain(`$4,321 ${UNVERIFIED_MARK} applies.`);
    const text = await downloadText(hospital.cookie, hospital.proposalId);
    expect(text).not.toContain('$21,900');
    expect(text).toContain(`$4,321 ${UNVERIFIED_MARK}`);

    // Taking the mark away does not make the figure true: it comes back on the next save.
    const unmarked = content.replace(` ${UNVERIFIED_MARK}`, '');
    const again = await ctx.call('PUT', `/api/proposals/${hospital.proposalId}`, {
      cookie: hospital.cookie,
      body: { proposalContent: unmarked },
    });
    expect(again.json().proposalContent).toContain(`$4,321 ${UNVERIFIED_MARK}`);
  });
});

const INTERNAL_NOTES = [
  'no RFP uploaded',
  'No RFP was uploaded',
  'gap still to answer',
  'gaps still to answer',
  'No target cycles is saved',
  'Gap:',
  '**Gap',
];

describe('the customer’s PDF carries no internal notes', () => {
  test('no note about a missing RFP, target or gaps; an unmet requirement is not shown unless the rep chooses', async () => {
    const hospital = await seedWrittenHospital(ctx);
    await ctx.db.update(proposals).set({ targetCycles: null }).where(eq(proposals.id, hospital.proposalId));
    const text = await downloadText(hospital.cookie, hospital.proposalId);
    for (const note of INTERNAL_NOTES) expect(text, note).not.toContain(note);
    // R6 (a CWT) is not met by a plan without certifications: neither Met nor written as a gap.
    const cwt = HOSPITAL_RFP.identifiedRequirements.find((r) => r.id === 'R6')!;
    expect(text).not.toContain(cwt.text);
    expect(text).not.toMatch(/exceptions/i);

    // The rep chooses to show exceptions: the unmet requirement is listed there, as an exception.
    const plan = (
      await ctx.call('GET', `/api/proposals/${hospital.proposalId}/service-plan`, { cookie: hospital.cookie })
    ).json().plan;
    const saved = await ctx.call('PUT', `/api/proposals/${hospital.proposalId}/service-plan`, {
      cookie: hospital.cookie,
      body: { ...plan, showExceptions: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const withExceptions = await downloadText(hospital.cookie, hospital.proposalId);
    expect(withExceptions).toMatch(/exceptions/i);
    expect(withExceptions).toContain(`R6 · ${cwt.text}`);
    for (const note of INTERNAL_NOTES) expect(withExceptions, note).not.toContain(note);
  });

  test('a proposal without an RFP has no compliance page and says nothing about an RFP', async () => {
    const hospital = await seedWrittenHospital(ctx);
    await ctx.db.update(proposals).set({ rfpAnalysis: null }).where(eq(proposals.id, hospital.proposalId));
    const text = await downloadText(hospital.cookie, hospital.proposalId);
    expect(text).not.toContain('RFP Compliance Matrix');
    for (const note of INTERNAL_NOTES) expect(text, note).not.toContain(note);
  });
});
