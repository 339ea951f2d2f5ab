import { describe, expect, test } from 'vitest';
import { describeCycles } from '#shared/proposals/figures.ts';
import type { RfpAnalysis, RfpCategory, RfpRequirement } from '#shared/schemas/rfp.ts';
import { PLAN_WITHOUT_EXTRAS, type ServicePlan } from '#shared/schemas/service-plan.ts';
import { answerRequirement, answerRequirements } from './answers.ts';
import type { BriefChemical, BriefSystem, WritingBrief } from './brief.ts';
import { buildPrompt, describeBriefForModel } from './prompt.ts';

const PLAN: ServicePlan = {
  visitsPerYear: 12,
  tests: [
    {
      systemType: 'cooling-tower',
      parameter: 'Conductivity',
      min: 1200,
      max: 1800,
      unit: 'µS/cm',
      source: 'rfp',
    },
    { systemType: 'cooling-tower', parameter: 'pH', min: 7.8, max: 8.8, unit: '', source: 'rfp' },
    { systemType: 'boiler', parameter: 'Sulfite residual', min: 20, max: 40, unit: 'ppm', source: 'rep' },
  ],
  labTesting: 'none',
  legionellaTesting: 'none',
  reportDeadlineDays: 5,
  cleaning: 'none',
  disinfection: false,
  corrosionMonitoring: 'none',
  feedEquipment: 'none',
  emergencyResponseHours: null,
  certifications: '',
  showExceptions: false,
  ...PLAN_WITHOUT_EXTRAS,
};

function system(id: number, name: string, type: string): BriefSystem {
  return {
    id,
    name,
    type,
    typeLabel: type,
    manufacturer: null,
    model: null,
    location: null,
    capacity: null,
    specs: [],
    comments: null,
    currentChemicals: [],
    makeupGallonsPerYear: 1_000_000,
    missing: [],
    cyclesByConductivity: null,
  };
}

function chemical(name: string, systems: string[], annualCost: number, type = 'treatment'): BriefChemical {
  return {
    name,
    type,
    description: null,
    systemNames: systems,
    treatmentRate: 2,
    rateUnit: 'lbs/1000gal',
    unitCost: 3,
    priceUnit: 'pound',
    makeupGallonsPerYear: 1_000_000,
    lbsPerYear: 2000,
    gallonsPerYear: 200,
    annualCost,
    needsSystems: false,
  };
}

/** A tower and a boiler treated by a scale inhibitor and a sulfite (no biocide), under the given plan. */
function brief(plan: Partial<ServicePlan> = {}, requirements: RfpRequirement[] = []): WritingBrief {
  const rfp: RfpAnalysis = {
    identifiedRequirements: requirements,
    specificDetails: {
      issuingOrganization: 'County',
      facility: null,
      systemsMentioned: [],
      dueDate: null,
      contractTerm: null,
      contact: null,
    },
    numericRequirements: [],
    totalRequirements: requirements.length,
    isBasicTemplate: false,
  } as unknown as RfpAnalysis;
  return {
    writtenOn: '2026-11-27',
    preparedBy: { name: 'Pat Rep', email: 'pat@example.com' },
    facility: {
      name: 'County Jail',
      address: '1 Main St',
      industryType: 'government',
      industryLabel: 'Government',
      contactName: 'Sam Lee',
      contactPhone: null,
      contactEmail: null,
      currentVendor: 'None specified',
      hasCurrentVendor: false,
    },
    proposal: { id: 1, title: 'Program', validUntil: null },
    systems: [system(1, 'Tower 1', 'cooling-tower'), system(2, 'Boiler 1', 'boiler')],
    water: null,
    observations: null,
    program: {
      cycles: describeCycles(300, [{ id: 1, type: 'cooling-tower', bleedSetpoint: 1500 }]),
      totalTonnage: 300,
      steamRateLbPerHour: null,
      closedLoopVolumeGallons: null,
      totalMakeupGallonsPerYear: 2_000_000,
      totalAnnualCost: 9_000,
      monthlyCost: 750,
      chemicals: [
        chemical('Scale inhibitor', ['Tower 1'], 6_000),
        chemical('Sodium sulfite', ['Boiler 1'], 3_000),
      ],
      targetCycles: null,
      target: null,
    },
    rfp,
    servicePlan: { ...PLAN, ...plan },
    planFromRfp: [],
    customDetails: null,
  };
}

function requirement(text: string, category: RfpCategory, id = 'R1'): RfpRequirement {
  return { id, text, category, location: 'page 1' };
}

function answer(text: string, category: RfpCategory, plan: Partial<ServicePlan> = {}) {
  const r = requirement(text, category);
  return answerRequirement(r, brief(plan, [r]));
}

describe('answerRequirement', () => {
  test('periodic Legionella testing is a gap until the plan prices it, then a commitment with its frequency', () => {
    const text = 'The Contractor shall perform quarterly Legionella testing of each cooling tower.';
    const open = answer(text, 'water testing');
    expect(open.text).toBeNull();
    expect(open.fix).toBe('Legionella testing is required: set its frequency in the service plan.');
    const met = answer(text, 'water testing', { legionellaTesting: 'quarterly' });
    expect(met.text).toContain('Legionella samples are taken quarterly (4 times a year)');
    expect(met.section).toBe('Service Plan');
  });

  test('corrosion coupons are a gap with the issue’s fix until the plan has coupon racks', () => {
    const text = 'The Contractor shall install corrosion coupons and keep mild steel corrosion below 2 mpy.';
    expect(answer(text, 'corrosion monitoring').fix).toBe(
      'Corrosion coupons or monitoring are required: add coupon racks to the service plan.',
    );
    expect(answer(text, 'corrosion monitoring', { corrosionMonitoring: 'coupons' }).text).toContain(
      'changed every 90 days',
    );
  });

  test('biological control is never met by a program with only a scale inhibitor and a sulfite', () => {
    const result = answer(
      'The Contractor shall provide microbiological control of the cooling tower.',
      'microbiological control',
    );
    expect(result.text).toBeNull();
    expect(result.fix).toBe('Biological control is required: add a biocide to the chemical program.');
  });

  test('cleaning and disinfection need both in the plan', () => {
    const text = 'The towers shall be cleaned and disinfected twice a year.';
    expect(answer(text, 'cleaning and disinfection').text).toBeNull();
    expect(answer(text, 'cleaning and disinfection', { cleaning: 'twice-yearly' }).reason).toContain(
      'disinfection',
    );
    const met = answer(text, 'cleaning and disinfection', { cleaning: 'twice-yearly', disinfection: true });
    expect(met.text).toContain('cleaned twice a year (2 times a year), with the water disinfected');
  });

  test('a notice period is answered with the notice, not with “visits are arranged in advance”', () => {
    const result = answer(
      'The Contractor shall give 48 hours notice before each service visit.',
      'service visits',
    );
    expect(result.text).toContain('announced to Sam Lee at least 48 hours ahead');
  });

  test('too few visits is a gap naming both frequencies', () => {
    const result = answer('The Contractor shall provide monthly service visits.', 'service visits', {
      visitsPerYear: 8,
    });
    expect(result.text).toBeNull();
    expect(result.reason).toBe('the RFP asks for 12 visits a year; the plan has 8');
    expect(answer('The Contractor shall provide monthly service visits.', 'service visits').text).toBe(
      'We will provide monthly service visits. Our technician visits monthly (12 visits a year) and services Tower 1 and Boiler 1.',
    );
  });

  test('a labor-compliance requirement is never answered with water tests', () => {
    const result = answer(
      'The Contractor shall pay prevailing wages to all workers on site.',
      'insurance, legal and labor',
    );
    expect(result.text).toBeNull();
    expect(result.topic).toBe('labor');
  });

  test('a boiler residual is answered from the boiler’s own test, not by listing every product', () => {
    const result = answer(
      'The Contractor shall maintain a sulfite residual in the boiler water.',
      'water testing',
    );
    expect(result.text).toBe(
      'We will maintain a sulfite residual in the boiler water. Boiler water is tested at each of the 12 visits a year for sulfite residual (20 to 40 ppm).',
    );
    expect(result.text).not.toContain('Scale inhibitor');
  });

  test('a product requirement names the products with their price impact', () => {
    const result = answer(
      'The Contractor shall provide the boiler treatment chemicals.',
      'chemicals and equipment',
    );
    expect(result.text).toBe(
      'We will provide the boiler treatment chemicals. The program supplies Sodium sulfite ($3,000 a year), each dosed and priced for the systems it treats.',
    );
  });

  test('an emergency response slower than the RFP allows is a gap', () => {
    const text = 'The Contractor shall respond to emergencies within 4 hours.';
    expect(answer(text, 'emergency response', { emergencyResponseHours: 24 }).reason).toBe(
      'the RFP asks for a response within 4 hours; the plan promises 24 hours',
    );
    expect(answer(text, 'emergency response', { emergencyResponseHours: 2 }).text).toBe(
      'We will respond to emergencies within 4 hours. A technician is on site within 2 hours of an emergency call, at any hour of any day.',
    );
  });

  test('a requirement for a system the survey did not record is a gap, whatever the plan', () => {
    const result = answer('Closed loop nitrite shall be kept at 600-900 ppm.', 'water testing');
    expect(result.text).toBeNull();
    expect(result.reason).toBe('the survey recorded no closed loop');
  });

  test('a visit requirement with another frequency than the plan’s is not restated (no two frequencies)', () => {
    const result = answer('Service visits shall be quarterly once the systems are stable.', 'service visits');
    expect(result.text).toBe(
      'Our technician visits monthly (12 visits a year) and services Tower 1 and Boiler 1.',
    );
  });
});

describe('both writers answer from the same brief', () => {
  test('the chat model gets each requirement with the built-in writer’s answer and section, or notMet', () => {
    const requirements = [
      requirement('The Contractor shall provide monthly service visits.', 'service visits', 'R1'),
      requirement('The Contractor shall perform quarterly Legionella testing.', 'water testing', 'R2'),
    ];
    const shared = brief({ corrosionMonitoring: 'coupons' }, requirements);
    const model = describeBriefForModel(shared) as {
      rfp: { requirements: { id: string; answer?: string; section?: string; notMet?: boolean }[] };
      servicePlan: { visits: string; corrosionMonitoring: string | null };
    };
    const [visits, legionella] = answerRequirements(shared);
    expect(model.rfp.requirements[0]).toMatchObject({
      id: 'R1',
      answer: visits!.text,
      section: 'Service Plan',
    });
    expect(model.rfp.requirements[1]).toMatchObject({ id: 'R2', notMet: true });
    expect(legionella!.text).toBeNull();
    expect(model.servicePlan.visits).toBe('Our technician visits monthly (12 visits a year).');
    expect(model.servicePlan.corrosionMonitoring).toContain('changed every 90 days');
    expect(buildPrompt(shared)[0]!.content).toContain('Leave out every requirement marked notMet');
  });
});

describe('extra services, insurance, labour and RFP defaults to confirm (decision 037, amended)', () => {
  const ask = (id: string, category: RfpCategory, text: string) => requirement(text, category, id);
  const briefWith = (r: RfpRequirement, plan: Partial<ServicePlan> = {}) => brief(plan, [r]);

  test('a service the plan offers is met with its frequency and price; one it does not is a gap with a fix', () => {
    const deposit = ask(
      'R1',
      'water testing',
      'Submit scale and sludge samples for X-ray analysis twice a year.',
    );
    const offered = briefWith(deposit, {
      depositAnalysis: { offer: 'extra-cost', frequency: 'twice-yearly', price: 380 },
    });
    const met = answerRequirement(deposit, offered);
    expect(met.text).toContain('at $380 per analysis');
    const yearly = answerRequirement(
      deposit,
      briefWith(deposit, { depositAnalysis: { offer: 'included', frequency: 'yearly', price: null } }),
    );
    expect(yearly.text).toBeNull();
    expect(yearly.reason).toMatch(/twice yearly; the plan offers it yearly/);
    const none = answerRequirement(deposit, briefWith(deposit));
    expect(none.text).toBeNull();
    expect(none.fix).toMatch(/offer it in the service plan/);
  });

  test('insurance below the asked limit and labour terms not accepted are gaps; accepted ones are met', () => {
    const insurance = ask(
      'R2',
      'insurance, legal and labor',
      'Provide proof of CGL insurance of $5 million.',
    );
    const low = briefWith(insurance, { insurance: { ...PLAN.insurance, generalLiability: 2_000_000 } });
    expect(answerRequirement(insurance, low).reason).toMatch(/general liability of at least \$5,000,000/);
    const enough = briefWith(insurance, { insurance: { ...PLAN.insurance, generalLiability: 5_000_000 } });
    expect(answerRequirement(insurance, enough).text).toContain('$5,000,000 per occurrence');
    const labor = ask(
      'R3',
      'insurance, legal and labor',
      'Staff on campus must pass a criminal background screening.',
    );
    expect(answerRequirement(labor, briefWith(labor)).text).toBeNull();
    const accepted = briefWith(labor, {
      labor: { prevailingWage: true, backgroundChecks: true, workHours: '' },
    });
    // Only what is asked: no wage sentence for a background-check requirement.
    expect(answerRequirement(labor, accepted).text).toMatch(/background check\.$/);
    expect(answerRequirement(labor, accepted).text).not.toMatch(/wage/);
  });

  test('a field still at the RFP’s default the rep has not confirmed is a gap to confirm, never met', () => {
    const visits = ask('R4', 'service visits', 'Contractor shall visit each site twelve times a year.');
    const unconfirmed = { ...briefWith(visits), planFromRfp: ['visitsPerYear' as const] };
    const waiting = answerRequirement(visits, unconfirmed);
    expect(waiting.text).toBeNull();
    expect(waiting.reason).toMatch(/^to confirm: Visits per year is set from the RFP/);
    expect(waiting.toConfirm).toEqual(['visitsPerYear']);
    expect(answerRequirement(visits, { ...unconfirmed, planFromRfp: [] }).text).not.toBeNull();
  });
});
