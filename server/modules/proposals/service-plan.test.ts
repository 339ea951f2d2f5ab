import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { proposals } from '#db/schema/index.ts';
import type { ServicePlan, ServicePlanAnswer } from '#shared/schemas/service-plan.ts';
import { createExampleSurvey, createProposal } from '../../../tests/factories/index.ts';
import { HOSPITAL_RFP } from '../../../tests/helpers/rfp-fixture.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

/** A signed-in rep's proposal for one 500-ton tower (bleed setpoint 1,500 µS/cm), with or without the RFP. */
async function towerProposal(withRfp: boolean) {
  const { user, cookie } = await ctx.signIn();
  const { survey } = await createExampleSurvey(ctx.db, user.id);
  const proposal = await createProposal(ctx.db, { surveyId: survey.id });
  if (withRfp)
    await ctx.db.update(proposals).set({ rfpAnalysis: HOSPITAL_RFP }).where(eq(proposals.id, proposal.id));
  return { cookie, proposalId: proposal.id };
}

const url = (id: number) => `/api/proposals/${id}/service-plan`;

/** A written proposal's text, with the requirements section a one-step answer adds its line to. */
async function writeContent(proposalId: number) {
  await ctx.db
    .update(proposals)
    .set({
      proposalContent:
        '## Executive Summary\n\nA program for the towers.\n\n## How We Meet Your Requirements\n\nBelow.\n\n## Next Steps\n\nSign.\n',
    })
    .where(eq(proposals.id, proposalId));
}

describe('GET/PUT /api/proposals/:id/service-plan', () => {
  test('without an RFP the plan is monthly visits with the rep’s Settings ranges, nothing unpriced promised', async () => {
    const { cookie, proposalId } = await towerProposal(false);
    const res = await ctx.call('GET', url(proposalId), { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const answer: ServicePlanAnswer = res.json();
    expect(answer.isSaved).toBe(false);
    expect(answer.fromRfp).toEqual([]);
    expect(answer.plan).toMatchObject({
      visitsPerYear: 12,
      labTesting: 'none',
      legionellaTesting: 'none',
      cleaning: 'none',
      corrosionMonitoring: 'none',
      emergencyResponseHours: null,
    });
    const byName = new Map(answer.plan.tests.map((t) => [t.parameter, t]));
    // The tower is held at its bleed setpoint; LSI and the cycles limits are the Settings defaults.
    expect(byName.get('Conductivity')).toMatchObject({ max: 1500, source: 'survey' });
    expect(byName.get('Langelier index')).toMatchObject({ min: -0.5, max: 2.8, source: 'settings' });
    expect(byName.get('Silica')).toMatchObject({ max: 150, source: 'settings' });
  });

  test('with the RFP, its ranges, visits, report deadline and coupons are the defaults', async () => {
    const { cookie, proposalId } = await towerProposal(true);
    const answer: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(answer.plan.visitsPerYear).toBe(12);
    expect(answer.plan.reportDeadlineDays).toBe(5);
    expect(answer.plan.corrosionMonitoring).toBe('coupons');
    const byName = new Map(answer.plan.tests.map((t) => [t.parameter, t]));
    expect(byName.get('Conductivity')).toMatchObject({ min: 1200, max: 1800, source: 'rfp' });
    expect(byName.get('pH')).toMatchObject({ min: 7.8, max: 8.8, source: 'rfp' });
    expect(byName.get('Corrosion rate, mild steel')).toMatchObject({ max: 2, unit: 'mpy', source: 'rfp' });
    expect(answer.fromRfp).toEqual(
      expect.arrayContaining(['visitsPerYear', 'tests', 'reportDeadlineDays', 'corrosionMonitoring']),
    );
  });

  test('the rep’s plan is saved with the proposal and read back; a kept RFP default still says so', async () => {
    const { cookie, proposalId } = await towerProposal(true);
    const { plan }: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    const edited: ServicePlan = {
      ...plan,
      visitsPerYear: 8,
      legionellaTesting: 'quarterly',
      cleaning: 'twice-yearly',
      disinfection: true,
      emergencyResponseHours: 4,
      certifications: 'CWT (Certified Water Technologist) on every visit',
      showExceptions: true,
    };
    const saved = await ctx.call('PUT', url(proposalId), { cookie, body: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ isSaved: true, plan: edited });
    expect(saved.json().fromRfp).not.toContain('visitsPerYear');
    expect(saved.json().fromRfp).toContain('reportDeadlineDays');
    const again: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(again.plan).toEqual(edited);
  });

  test('refuses a plan that does not fit, with the field’s message, and keeps the saved one', async () => {
    const { cookie, proposalId } = await towerProposal(false);
    const { plan }: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    for (const [body, field, message] of [
      [
        { ...plan, visitsPerYear: 0 },
        'visitsPerYear',
        'Visits per year must be a whole number between 1 and 365',
      ],
      [
        { ...plan, legionellaTesting: 'hourly' },
        'legionellaTesting',
        'Legionella testing must be one of the listed frequencies',
      ],
      [
        { ...plan, tests: [{ ...plan.tests[0]!, min: 9, max: 3 }] },
        'tests.0.min',
        'Range minimum must not be above its maximum',
      ],
      [
        { ...plan, emergencyResponseHours: 2.5 },
        'emergencyResponseHours',
        'Emergency response must be a whole number of hours between 1 and 168',
      ],
    ] as const) {
      const res = await ctx.call('PUT', url(proposalId), { cookie, body: body as object });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], field).toBe(message);
    }
    expect((await ctx.call('GET', url(proposalId), { cookie })).json().isSaved).toBe(false);
  });

  test('another user’s proposal is not found, to read or to save', async () => {
    const { proposalId } = await towerProposal(false);
    const { cookie } = await ctx.signIn();
    const read = await ctx.call('GET', url(proposalId), { cookie });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Proposal not found');
    const own = await towerProposal(false);
    const { plan } = (await ctx.call('GET', url(own.proposalId), { cookie: own.cookie })).json();
    const write = await ctx.call('PUT', url(proposalId), { cookie, body: plan });
    expect(write.statusCode).toBe(404);
  });
});

describe('extra services, insurance and labour terms (decision 037, amended)', () => {
  test('the new fields are saved and read back; the RFP’s insurance is a default to confirm, not a commitment', async () => {
    const { cookie, proposalId } = await towerProposal(true);
    const first: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    // The fixture's R7 asks for $1,000,000 general liability: the default, waiting for the rep.
    expect(first.plan.insurance.generalLiability).toBe(1_000_000);
    expect(first.fromRfp).toContain('insurance');
    expect(first.toConfirm).toEqual(expect.arrayContaining(['insurance', 'corrosionMonitoring']));
    // Monthly visits are the plan's own standard too: nothing to confirm there.
    expect(first.toConfirm).not.toContain('visitsPerYear');
    expect(first.plan.depositAnalysis).toEqual({
      offer: 'not-offered',
      frequency: 'on-request',
      price: null,
    });
    const edited: ServicePlan = {
      ...first.plan,
      depositAnalysis: { offer: 'extra-cost', frequency: 'yearly', price: 450 },
      operatorTraining: { offer: 'included', frequency: 'twice-yearly', price: null },
      labor: { prevailingWage: true, backgroundChecks: true, workHours: 'weekdays 7 am to 3 pm' },
      confirmed: ['insurance'],
    };
    const saved = await ctx.call('PUT', url(proposalId), { cookie, body: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    const again: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(again.plan).toEqual(edited);
    expect(again.toConfirm).not.toContain('insurance');
    expect(again.toConfirm).toContain('corrosionMonitoring');
    // A price on a service that is included is refused with its message.
    const refused = await ctx.call('PUT', url(proposalId), {
      cookie,
      body: { ...edited, operatorTraining: { offer: 'included', frequency: 'yearly', price: 100 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors?.['operatorTraining.price']).toBe(
      'A price is set only for a service at extra cost',
    );
  });

  test('a plan saved before the new fields reads as nothing offered', async () => {
    const { cookie, proposalId } = await towerProposal(false);
    const { plan }: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    const { depositAnalysis, insurance, labor, confirmed, ...old } = plan;
    await ctx.db.update(proposals).set({ servicePlan: old }).where(eq(proposals.id, proposalId));
    const answer: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(answer.isSaved).toBe(true);
    expect(answer.plan.insurance.generalLiability).toBeNull();
    expect(answer.plan.depositAnalysis.offer).toBe('not-offered');
  });
});

describe('POST /api/proposals/:id/requirements/:requirementId/answer', () => {
  const answerUrl = (id: number, requirementId: string) =>
    `/api/proposals/${id}/requirements/${requirementId}/answer`;

  async function writtenProposal() {
    const { cookie, proposalId } = await towerProposal(true);
    await writeContent(proposalId);
    return { cookie, proposalId };
  }

  test('a gap the RFP set a default for is confirmed in one step and answered in the requirements section', async () => {
    const { cookie, proposalId } = await writtenProposal();
    const res = await ctx.call('POST', answerUrl(proposalId, 'R7'), { cookie, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    const { proposalContent, complianceMatrix, answer } = res.json();
    expect(answer).toMatch(
      /We carry commercial general liability insurance of \$1,000,000 per occurrence\.$/,
    );
    const section = proposalContent.split('## How We Meet Your Requirements')[1]!.split('## Next Steps')[0]!;
    expect(section).toContain('**R7**');
    expect(complianceMatrix.find((row: { requirementId: string }) => row.requirementId === 'R7').status).toBe(
      'met',
    );
    const plan: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(plan.plan.confirmed).toContain('insurance');
    expect(plan.toConfirm).not.toContain('insurance');
  });

  test('a requirement no plan field answers takes the rep’s commitment; without one it says what to do', async () => {
    const { cookie, proposalId } = await writtenProposal();
    const refused = await ctx.call('POST', answerUrl(proposalId, 'R6'), { cookie, body: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/write the commitment/);
    const res = await ctx.call('POST', answerUrl(proposalId, 'R6'), {
      cookie,
      body: { commitment: 'Dana Ruiz, CWT, oversees the program and signs every report.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().proposalContent).toContain('Dana Ruiz, CWT, oversees the program');
  });

  test('another user’s proposal and an unknown requirement are not found', async () => {
    const { proposalId } = await writtenProposal();
    const { cookie } = await ctx.signIn();
    expect((await ctx.call('POST', answerUrl(proposalId, 'R7'), { cookie, body: {} })).statusCode).toBe(404);
    const own = await writtenProposal();
    const unknown = await ctx.call('POST', answerUrl(own.proposalId, 'R99'), {
      cookie: own.cookie,
      body: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Requirement not found');
  });
});

describe('studies, scope and compliance statements (decision 037, second amendment)', () => {
  /** A tower proposal whose RFP adds a scope statement and a dissolved oxygen study to the fixture's requirements. */
  async function proposalWithStudies() {
    const { cookie, proposalId } = await towerProposal(false);
    const added = [
      {
        id: 'R90',
        text: 'The Contractor shall provide all labor, tools and materials required to carry out the preventive maintenance.',
        category: 'chemicals and equipment' as const,
        location: 'page 3',
      },
      {
        id: 'R91',
        text: 'Feedwater Dissolved Oxygen studies – Quarterly and as needed',
        category: 'water testing' as const,
        location: 'page 3',
      },
    ];
    const rfp = {
      ...HOSPITAL_RFP,
      identifiedRequirements: [...HOSPITAL_RFP.identifiedRequirements, ...added],
      totalRequirements: HOSPITAL_RFP.identifiedRequirements.length + added.length,
    };
    await ctx.db
      .update(proposals)
      .set({
        rfpAnalysis: rfp,
        proposalContent: '## How We Meet Your Requirements\n\nBelow.\n\n## Next Steps\n\nSign.\n',
      })
      .where(eq(proposals.id, proposalId));
    return { cookie, proposalId };
  }

  test('the RFP’s study and scope statement are defaults to confirm; the rep’s changes are saved and read back', async () => {
    const { cookie, proposalId } = await proposalWithStudies();
    const first: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(first.plan.scope).toEqual({ allInclusive: true, compliance: false, siteSafety: false });
    expect(first.plan.dissolvedOxygenStudies).toEqual({
      offer: 'included',
      frequency: 'quarterly',
      price: null,
    });
    expect(first.plan.boilerLayup.offer).toBe('not-offered');
    expect(first.toConfirm).toEqual(expect.arrayContaining(['scope', 'dissolvedOxygenStudies']));
    const edited: ServicePlan = {
      ...first.plan,
      dissolvedOxygenStudies: { offer: 'extra-cost', frequency: 'quarterly', price: 350 },
      boilerLayup: { offer: 'extra-cost', frequency: 'on-request', price: null },
      scope: { allInclusive: true, compliance: true, siteSafety: false },
    };
    const saved = await ctx.call('PUT', url(proposalId), { cookie, body: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    const again: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(again.plan).toEqual(edited);
    // Changed by the rep: hers, nothing left to confirm there.
    expect(again.toConfirm).not.toContain('scope');
    expect(again.toConfirm).not.toContain('dissolvedOxygenStudies');
    const refused = await ctx.call('PUT', url(proposalId), {
      cookie,
      body: { ...edited, scope: { ...edited.scope, siteSafety: 'yes' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors?.['scope.siteSafety']).toBe('Site safety must be true or false');
    expect((await ctx.call('GET', url(proposalId), { cookie })).json().plan).toEqual(edited);
  });

  test('a scope statement is answered in one step: confirmed in the plan and written in the trade’s words', async () => {
    const { cookie, proposalId } = await proposalWithStudies();
    const res = await ctx.call('POST', `/api/proposals/${proposalId}/requirements/R90/answer`, {
      cookie,
      body: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answer).toContain('Our price covers all labor, supervision, tools, materials');
    const plan: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(plan.plan.confirmed).toContain('scope');
    expect(plan.toConfirm).not.toContain('scope');
  });

  test('a plan saved before the studies and scope reads them as not offered and not stated', async () => {
    const { cookie, proposalId } = await towerProposal(false);
    const { plan }: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    const { scope, dissolvedOxygenStudies, makeupAnalysis, ...old } = plan;
    await ctx.db.update(proposals).set({ servicePlan: old }).where(eq(proposals.id, proposalId));
    const answer: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(answer.plan.scope).toEqual({ allInclusive: false, compliance: false, siteSafety: false });
    expect(answer.plan.dissolvedOxygenStudies.offer).toBe('not-offered');
    expect(answer.plan.makeupAnalysis.offer).toBe('not-offered');
  });
});

describe('reports and records, the laboratory, pretreatment (decision 037, third amendment)', () => {
  const RECORDS_RFP = {
    ...HOSPITAL_RFP,
    identifiedRequirements: [
      {
        id: 'R1',
        category: 'reporting' as const,
        text: 'Leave a signed field report with the chief engineer before departing the site.',
        location: 'p. 3',
      },
      {
        id: 'R2',
        category: 'reporting' as const,
        text: 'Inform the Plant Manager of any deficiencies found within 12 hours.',
        location: 'p. 3',
      },
      {
        id: 'R3',
        category: 'microbiological control' as const,
        text: 'Quarterly HPC counts by an accredited laboratory are required.',
        location: 'p. 4',
      },
      {
        id: 'R4',
        category: 'water testing' as const,
        text: 'Inspect the pretreatment filters twice a year.',
        location: 'p. 4',
      },
    ],
    numericRequirements: [],
  };

  async function recordsProposal() {
    const { cookie, proposalId } = await towerProposal(false);
    await ctx.db.update(proposals).set({ rfpAnalysis: RECORDS_RFP }).where(eq(proposals.id, proposalId));
    return { cookie, proposalId };
  }

  test('the RFP sets them to confirm; the rep’s edits are saved and read back; bad hours are refused', async () => {
    const { cookie, proposalId } = await recordsProposal();
    const answer: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(answer.plan.records).toEqual({
      onSiteReport: true,
      electronicCopy: false,
      problemNoticeHours: 12,
      logSheets: false,
      manuals: false,
      alerts: false,
    });
    expect(answer.plan.laboratory).toEqual({ certification: 'accredited', plateCount: true });
    expect(answer.plan.pretreatment).toEqual({ offer: 'included', frequency: 'twice-yearly', price: null });
    expect(answer.toConfirm).toEqual(
      expect.arrayContaining(['records', 'laboratory', 'labTesting', 'pretreatment']),
    );
    const edited: ServicePlan = {
      ...answer.plan,
      records: { ...answer.plan.records, problemNoticeHours: 4, logSheets: true, electronicCopy: true },
      laboratory: { certification: 'NELAP-accredited', plateCount: true },
      systemSurveys: { offer: 'extra-cost', frequency: 'yearly', price: 750 },
      confirmed: ['laboratory', 'labTesting', 'pretreatment'],
    };
    const saved = await ctx.call('PUT', url(proposalId), { cookie, body: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().toConfirm).toEqual([]);
    const again: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(again.plan).toEqual(edited);

    const refused = await ctx.call('PUT', url(proposalId), {
      cookie,
      body: { ...edited, records: { ...edited.records, problemNoticeHours: 0 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors?.['records.problemNoticeHours']).toBe(
      'Problem notice must be a whole number of hours between 1 and 168',
    );
    expect((await ctx.call('GET', url(proposalId), { cookie })).json().plan).toEqual(edited);
  });

  test('a plan saved before these fields reads as offering none of them', async () => {
    const { cookie, proposalId } = await towerProposal(false);
    const { plan }: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    const {
      records: _records,
      laboratory: _laboratory,
      pretreatment: _p,
      systemSurveys: _s,
      ...older
    } = plan;
    await ctx.db.update(proposals).set({ servicePlan: older }).where(eq(proposals.id, proposalId));
    const read: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(read.plan.records.onSiteReport).toBe(false);
    expect(read.plan.records.problemNoticeHours).toBeNull();
    expect(read.plan.laboratory).toEqual({ certification: '', plateCount: false });
    expect(read.plan.systemSurveys.offer).toBe('not-offered');
  });

  test('a notice gap is answered in one step: the plan confirmed, the commitment in the requirements section', async () => {
    const { cookie, proposalId } = await recordsProposal();
    await writeContent(proposalId);
    const res = await ctx.call('POST', `/api/proposals/${proposalId}/requirements/R2/answer`, {
      cookie,
      body: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answer).toContain(
      'We notify the Plant Manager of any problem found (a test outside its control range, a feed pump, controller or valve not working, a leak, scale, corrosion or fouling seen) by phone or e-mail within 12 hours',
    );
    const plan: ServicePlanAnswer = (await ctx.call('GET', url(proposalId), { cookie })).json();
    expect(plan.plan.confirmed).toContain('records');
  });
});
