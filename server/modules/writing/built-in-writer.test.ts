import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { equipment, proposals } from '#db/schema/index.ts';
import { readRfp } from '#server/modules/rfp/read-rfp.ts';
import { seedDemo } from '#server/ops/seed-demo.ts';
import { AI_MESSAGES, type GenerateProposalResult } from '#shared/schemas/proposal-writing.ts';
import {
  createChemical,
  createEquipment,
  createExampleSurvey,
  createProposal,
  createSurvey,
} from '../../../tests/factories/index.ts';
import { readRfpFixture } from '../../../tests/fixtures/rfp/fixture-files.ts';
import { callStreaming, ndjsonEvents } from '../../../tests/helpers/ndjson.ts';
import { HOSPITAL_RFP, HOSPITAL_RFP_GAPS } from '../../../tests/helpers/rfp-fixture.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

const DEMO_PASSWORD = 'demo-password-1';

/** The demo account (scripts/seed-demo.ts data) with a priced program on both surveys. */
async function seedDemoWithPrograms() {
  const { surveyIds } = await seedDemo(ctx.deps, { password: DEMO_PASSWORD });
  const cookie = await ctx.login('demo', DEMO_PASSWORD);
  const [hospitalId, schoolId] = surveyIds as [number, number];
  const [hospital] = await ctx.db.select().from(proposals).where(eq(proposals.surveyId, hospitalId));
  // The school's survey has no proposal in the demo; the rep's program for it, as the generator would save it.
  const schoolSystems = await ctx.db.select().from(equipment).where(eq(equipment.surveyId, schoolId));
  const chiller = schoolSystems.find((row) => row.type === 'chiller')!;
  const loop = schoolSystems.find((row) => row.type === 'closed-loop')!;
  const schoolProposal = await createProposal(ctx.db, {
    surveyId: schoolId,
    title: 'Lincoln High School program',
  });
  await createChemical(ctx.db, schoolProposal.id, {
    name: 'Condenser water inhibitor',
    treatmentRate: 3,
    rateUnit: 'lbs/1000gal',
    unitCost: 2.4,
    priceUnit: 'pound',
    systemIds: [chiller.id],
  });
  await createChemical(ctx.db, schoolProposal.id, {
    name: 'Nitrite / molybdate inhibitor',
    treatmentRate: 0.05,
    rateUnit: 'gal/day',
    density: 10.5,
    unitCost: 18,
    priceUnit: 'gallon',
    systemIds: [loop.id],
    position: 1,
  });
  return {
    cookie,
    hospital: { surveyId: hospitalId, proposalId: hospital!.id },
    school: { surveyId: schoolId, proposalId: schoolProposal.id },
  };
}

async function generate(cookie: string, body: object): Promise<GenerateProposalResult> {
  const res = await ctx.call('POST', '/api/ai/generate-proposal', { cookie, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every dollar, gallon and pound figure of a text, read with plain patterns (independent of the checker). */
function figuresIn(text: string) {
  const read = (pattern: RegExp) => [...text.matchAll(pattern)].map((m) => Number(m[1]!.replaceAll(',', '')));
  return {
    dollars: read(/\$([\d,]+(?:\.\d+)?)/g),
    gallons: read(/(?<![\d,./])([\d,]*\d(?:\.\d+)?) gallons/g),
    pounds: read(/(?<![\d,./])([\d,]*\d(?:\.\d+)?) lb\b/g),
  };
}

describe('the built-in writer on the demo surveys', () => {
  test('writes every section, and every figure equals the calculation engine’s', async () => {
    const demo = await seedDemoWithPrograms();
    for (const ids of [demo.hospital, demo.school]) {
      const result = await generate(demo.cookie, { ...ids, rfpAnalysis: HOSPITAL_RFP });
      expect(result.writer).toBe('built-in');
      expect(result.figureCheck.flagged).toEqual([]);
      expect(result.figureCheck.corrected).toBe(0);
      expect(result.figureCheck.checked).toBeGreaterThan(10);
      for (const heading of [
        'Cover Letter',
        'Executive Summary',
        'Facility and Systems',
        'Water Analysis',
        'Chemical Treatment Program',
        'Service Plan',
        'How We Meet Your Requirements',
        'Pricing',
        'Terms',
        'Next Steps',
      ]) {
        expect(result.proposalContent).toContain(`## ${heading}`);
      }

      // The generator's own figures for this proposal (the program endpoint), read independently.
      const program = (
        await ctx.call('GET', `/api/proposals/${ids.proposalId}/program`, { cookie: demo.cookie })
      ).json();
      const { result: engine } = program;
      const allowedDollars = new Set<number>([
        engine.totalAnnualCost,
        Math.round(engine.totalAnnualCost / 12),
        1_000_000, // the RFP's insurance figure, quoted
        ...engine.chemicals.map((c: { annualCost: number }) => c.annualCost),
        ...program.input.chemicals.map((c: { unitCost: number }) => c.unitCost),
      ]);
      const figures = figuresIn(result.proposalContent);
      for (const amount of figures.dollars) expect(allowedDollars, `$${amount}`).toContain(amount);
      const engineGallons = new Set<number>([
        engine.totalMakeupGallonsPerYear,
        ...engine.systems.map((s: { makeupGallonsPerYear: number }) => Math.abs(s.makeupGallonsPerYear)),
        ...engine.chemicals.flatMap((c: { gallonsPerYear: number; makeupGallonsPerYear: number }) => [
          c.gallonsPerYear,
          c.makeupGallonsPerYear,
        ]),
        ...program.input.systems.map((s: { totalWaterVolume: number | null }) => s.totalWaterVolume),
        75, // the condensate receiver's model as surveyed, "Duplex receiver 75 gal"
        40, // the school's loop leak the survey notes, "about 40 gallons a week"
      ]);
      for (const amount of figures.gallons) expect(engineGallons, `${amount} gallons`).toContain(amount);
      const enginePounds = new Set<number>([
        ...engine.chemicals.map((c: { lbsPerYear: number }) => c.lbsPerYear),
        10_000, // the boiler's steam rate as surveyed, 10,000 lb/hr
        1_200, // the softener salt the survey notes, "about 1,200 lb per month"
      ]);
      for (const amount of figures.pounds) expect(enginePounds, `${amount} lb`).toContain(amount);

      // The program table's total row is the generator's total.
      expect(result.proposalContent).toMatch(
        new RegExp(
          `Total annual program cost\\*\\* \\|.*\\*\\*\\$${engine.totalAnnualCost.toLocaleString('en-US')}\\*\\*`,
        ),
      );
    }
  });

  test('lists every RFP requirement in the compliance matrix, with the rep’s credentials as gaps', async () => {
    const demo = await seedDemoWithPrograms();
    const result = await generate(demo.cookie, { ...demo.hospital, rfpAnalysis: HOSPITAL_RFP });
    expect(result.complianceMatrix.map((row) => row.requirementId)).toEqual(
      HOSPITAL_RFP.identifiedRequirements.map((r) => r.id),
    );
    const gaps = result.complianceMatrix.filter((row) => row.status === 'gap');
    expect(gaps.map((row) => row.requirementId)).toEqual(HOSPITAL_RFP_GAPS);
    for (const row of gaps) expect(row.answer).toBe('Gap');
    for (const row of result.complianceMatrix.filter((r) => r.status === 'met')) {
      expect(row.answer.length, row.requirementId).toBeGreaterThan(10);
    }
    const visits = result.complianceMatrix.find((row) => row.requirementId === 'R1')!;
    // Decision 037: the section is its own column; the answer is the plan's commitment in its own words.
    expect(visits.section).toBe('Service Plan');
    expect(visits.answer).toContain('monthly');
    expect(result.proposalContent).not.toContain('Gap');
    expect(result.proposalContent).toContain('delivered within 5 business days');
    // The RFP's conductivity range is not stated until the rep confirms the tests (decision 037, amended).
    expect(result.proposalContent).not.toContain('1,200 to 1,800 µS/cm');
  });

  test('answers every requirement the analyzer finds in the RFP fixture, with figures still the engine’s', async () => {
    const demo = await seedDemoWithPrograms();
    const { analysis } = await readRfp('pdf', readRfpFixture('pdf'));
    expect(analysis.identifiedRequirements.length).toBeGreaterThan(20);
    for (const ids of [demo.hospital, demo.school]) {
      const result = await generate(demo.cookie, { ...ids, rfpAnalysis: analysis });
      expect(result.complianceMatrix.map((row) => row.requirementId)).toEqual(
        analysis.identifiedRequirements.map((r) => r.id),
      );
      // Decision 037: a requirement the proposal meets is quoted and answered; one it does not meet is left out of
      // the customer's text (the generator lists it as a gap with a fix).
      for (const row of result.complianceMatrix) {
        const quoted = `**${row.requirementId}** “${row.requirement}”`;
        if (row.status === 'met') expect(result.proposalContent).toContain(quoted);
        else expect(result.proposalContent).not.toContain(quoted);
      }
      expect(result.proposalContent).not.toContain('Gap');
      expect(result.figureCheck).toMatchObject({ corrected: 0, flagged: [] });
      // Credentials, insurance and references are the rep's to confirm, never claimed.
      const byId = new Map(result.complianceMatrix.map((row) => [row.requirementId, row]));
      for (const requirement of analysis.identifiedRequirements) {
        if (/insurance|references|Certified Water Technologist/.test(requirement.text)) {
          expect(byId.get(requirement.id)!.status, requirement.text).toBe('gap');
        }
      }
    }
  });

  test('answers the RFP analysis stored on the proposal when the request sends none', async () => {
    const demo = await seedDemoWithPrograms();
    await ctx.db
      .update(proposals)
      .set({ rfpAnalysis: HOSPITAL_RFP })
      .where(eq(proposals.id, demo.hospital.proposalId));
    const result = await generate(demo.cookie, demo.hospital);
    expect(result.rfpAnalysis).toEqual(HOSPITAL_RFP);
    expect(result.proposalContent).toContain('## How We Meet Your Requirements');
    expect(result.complianceMatrix).toHaveLength(HOSPITAL_RFP.identifiedRequirements.length);
  });

  test('two different facilities read differently', async () => {
    const demo = await seedDemoWithPrograms();
    const hospital = (await generate(demo.cookie, demo.hospital)).proposalContent;
    const school = (await generate(demo.cookie, demo.school)).proposalContent;
    expect(hospital).toContain('patient safety');
    expect(hospital).toContain('Steam Boiler B-1');
    expect(hospital).toContain('Prairie Water Services');
    expect(school).toContain('academic calendar');
    expect(school).toContain('Hot Water Heating Loop');
    expect(school).toContain('No treatment vendor is on record');
    expect(school).not.toContain('How We Meet Your Requirements');
    // Beyond names and figures, most of the wording differs.
    const sentencesOf = (text: string) => new Set(text.split(/(?<=[.!?])\s+/));
    const shared = [...sentencesOf(hospital)].filter((s) => sentencesOf(school).has(s));
    expect(shared.length / sentencesOf(hospital).size).toBeLessThan(0.2);
  });
});

describe('POST /api/ai/generate-proposal', () => {
  test('saves the written content on the proposal', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
    const proposal = await createProposal(ctx.db, { surveyId: survey.id });
    await createChemical(ctx.db, proposal.id, { systemIds: [tower.id] });
    const result = await generate(cookie, { surveyId: survey.id, proposalId: proposal.id });
    const saved = (await ctx.call('GET', `/api/proposals/${proposal.id}`, { cookie })).json();
    expect(saved.proposalContent).toBe(result.proposalContent);
    expect(result.complianceMatrix).toEqual([]);
  });

  test('ignores the figures the client sends', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
    const proposal = await createProposal(ctx.db, { surveyId: survey.id });
    await createChemical(ctx.db, proposal.id, { systemIds: [tower.id] });
    const result = await generate(cookie, {
      surveyId: survey.id,
      proposalId: proposal.id,
      totalAnnualCost: 1,
      chemicalProgram: [{ name: 'Scale inhibitor', annualCost: 1 }],
    });
    const engine = (await ctx.call('GET', `/api/proposals/${proposal.id}/program`, { cookie })).json().result;
    expect(result.proposalContent).toContain(`$${engine.totalAnnualCost.toLocaleString('en-US')}`);
    expect(result.proposalContent).not.toMatch(/\$1\b(?!,)/);
  });

  test('answers the spec’s message without ids, without equipment, or with another survey’s proposal', async () => {
    const { user, cookie } = await ctx.signIn();
    const bare = await createSurvey(ctx.db, { userId: user.id, status: 'final' });
    const bareProposal = await createProposal(ctx.db, { surveyId: bare.id });
    const { survey } = await createExampleSurvey(ctx.db, user.id);
    const bodies = [
      { surveyId: survey.id },
      { proposalId: bareProposal.id },
      {},
      { surveyId: bare.id, proposalId: bareProposal.id },
      { surveyId: survey.id, proposalId: bareProposal.id },
    ];
    for (const body of bodies) {
      const res = await ctx.call('POST', '/api/ai/generate-proposal', { cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(AI_MESSAGES.missingInputs);
    }
  });

  test('streams stages and progress, then the result, when asked for application/x-ndjson', async () => {
    const { user, cookie } = await ctx.signIn();
    const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
    await createEquipment(ctx.db, survey.id, { type: 'boiler', name: 'Boiler 1', steamRate: '5000' });
    const proposal = await createProposal(ctx.db, { surveyId: survey.id });
    await createChemical(ctx.db, proposal.id, { systemIds: [tower.id] });
    const res = await callStreaming(ctx, '/api/ai/generate-proposal', cookie, {
      surveyId: survey.id,
      proposalId: proposal.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const events = ndjsonEvents(res.body);
    expect(events.filter((e) => e.type === 'stage').map((e) => e.stage)).toEqual([
      'writing',
      'checking',
      'saving',
    ]);
    expect(events.some((e) => e.type === 'progress')).toBe(true);
    const last = events.at(-1);
    expect(last.type).toBe('result');
    expect(last.result.proposalContent).toContain('Boiler 1');
  });
});
