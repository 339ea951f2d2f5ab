import { describe, expect, test } from 'vitest';
import { describeCycles } from '#shared/proposals/figures.ts';
import type { RfpAnalysis, RfpCategory, RfpRequirement } from '#shared/schemas/rfp.ts';
import type { ServicePlan } from '#shared/schemas/service-plan.ts';
import { buildServicePlan } from '../../../tests/factories/index.ts';
import { answerRequirement, answerRequirements } from './answers.ts';
import type { BriefChemical, BriefSystem, WritingBrief } from './brief.ts';
import { buildPrompt, describeBriefForModel } from './prompt.ts';

const PLAN: ServicePlan = buildServicePlan({
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
});

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
    expect(met.text).toContain('samples are taken quarterly (4 times a year)');
    expect(met.section).toBe('Service Plan');
  });

  test('corrosion coupons are a gap with the issue’s fix until the plan has coupon racks', () => {
    const text = 'The Contractor shall install corrosion coupons and keep mild steel corrosion below 2 mpy.';
    expect(answer(text, 'corrosion monitoring').fix).toBe(
      'Corrosion coupons or monitoring are required: add coupon racks to the service plan.',
    );
    expect(answer(text, 'corrosion monitoring', { corrosionMonitoring: 'coupons' }).text).toContain(
      'changed quarterly (every 90 days)',
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
    expect(met.text).toContain(
      'cleaned semi-annually (twice a year), and the towers are disinfected with chlorine',
    );
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
      'We will maintain a sulfite residual in the boiler water. Boiler water is tested monthly, at each of the 12 visits a year for sulfite residual (20 to 40 ppm).',
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
      'We will respond to emergencies within 4 hours. Our representatives are available by phone at any hour, and a technician is on site in person within 2 hours of notification of an emergency, any day.',
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
      'Our technician visits monthly (12 visits a year) and services Tower 1 and Boiler 1, more often than the RFP asks (quarterly).',
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
    expect(model.servicePlan.corrosionMonitoring).toContain('changed quarterly (every 90 days)');
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

describe('answers to the studies, scope statements and terms a real RFP asks for', () => {
  /** The requirement's answer under a brief changed by `change`. */
  function answerIn(text: string, category: RfpCategory, change: (b: WritingBrief) => WritingBrief) {
    const r = requirement(text, category);
    return answerRequirement(r, change(brief({}, [r])));
  }

  test('a dissolved oxygen study is a gap until the plan offers it, then a commitment at its frequency', () => {
    const text = 'Feedwater Dissolved Oxygen studies – Quarterly and as needed';
    const open = answer(text, 'water testing');
    expect(open.text).toBeNull();
    expect(open.fix).toContain('Dissolved oxygen studies are required');
    const yearly = answer(text, 'water testing', {
      dissolvedOxygenStudies: { offer: 'included', frequency: 'yearly', price: null },
    });
    expect(yearly.text).toBeNull();
    expect(yearly.reason).toContain('quarterly');
    const met = answer(text, 'water testing', {
      dissolvedOxygenStudies: { offer: 'extra-cost', frequency: 'quarterly', price: 350 },
    });
    expect(met.text).toContain(
      'dissolved oxygen of the boiler system’s feedwater is measured at the deaerator',
    );
    expect(met.text).toContain('quarterly, at $350 per study');
  });

  test('boiler lay-up and toxicant evaluations are services of their own, never answered by the routine tests', () => {
    expect(answer('Testing of Off-line wet stored boilers – as needed', 'water testing').text).toBeNull();
    expect(
      answer('Toxicant Evaluations for Biocide Selection – annually', 'microbiological control').text,
    ).toBeNull();
    const layup = answer('Testing of Off-line wet stored boilers – as needed', 'water testing', {
      boilerLayup: { offer: 'included', frequency: 'on-request', price: null },
    });
    expect(layup.text).toContain('laid up wet');
    expect(layup.text).toContain('on request, as needed, included in the program price');
  });

  test('“all labor, tools and materials” is the rep’s scope statement: a gap until she accepts it', () => {
    const text =
      'Contractor shall provide all materials, supervision, labor, tools and equipment to perform preventive maintenance.';
    const open = answer(text, 'chemicals and equipment');
    expect(open.text).toBeNull();
    expect(open.fix).toContain('Scope and compliance');
    const accepted = answer(text, 'chemicals and equipment', {
      scope: { allInclusive: true, compliance: false, siteSafety: false },
    });
    expect(accepted.text).toContain('Our price covers all labor, supervision, tools, materials');
    // Only the statement the requirement asks for: no compliance or safety sentence.
    expect(accepted.text).not.toContain('EPA');
  });

  test('a price hold is met only when valid-until reaches the days asked after the bid opening', () => {
    const text = 'Bids must remain firm for a period of sixty (60) days from the date of bid opening.';
    const withDates = (validUntil: string) => (b: WritingBrief) => ({
      ...b,
      proposal: { ...b.proposal, validUntil },
      rfp: { ...b.rfp!, specificDetails: { ...b.rfp!.specificDetails, dueDate: 'January 15, 2027' } },
    });
    const short = answerIn(text, 'pricing and terms', withDates('2027-02-15'));
    expect(short.text).toBeNull();
    expect(short.fix).toBe('Set Valid until to 2027-03-16 or later in the proposal details.');
    const held = answerIn(text, 'pricing and terms', withDates('2027-04-15'));
    expect(held.text).toContain(
      'Our prices remain firm until Apr 15, 2027, at least 60 days from the bid opening',
    );
  });

  test('bacteria counts asked for need a dip slide test, and a non-oxidizing biocide asked for needs one', () => {
    const withBiocide = (b: WritingBrief) => ({
      ...b,
      program: {
        ...b.program,
        chemicals: [...b.program.chemicals, chemical('Oxidizing biocide', ['Tower 1'], 2_000, 'biocide')],
      },
    });
    const counts = answerIn('Monthly: Dip slide tests.', 'microbiological control', withBiocide);
    expect(counts.text).toBeNull();
    expect(counts.fix).toContain('Bacteria (dip slide)');
    const nonOxidizing = answerIn(
      'A Dual Biocide Program (Oxidizing + Non-Oxidizing) is mandatory.',
      'microbiological control',
      withBiocide,
    );
    expect(nonOxidizing.text).toBeNull();
    expect(nonOxidizing.reason).toContain('non-oxidizing');
    const slides = answerIn('Monthly: Dip slide tests.', 'microbiological control', (b) => ({
      ...withBiocide(b),
      servicePlan: {
        ...b.servicePlan,
        tests: [
          ...b.servicePlan.tests,
          {
            systemType: 'cooling-tower',
            parameter: 'Bacteria (dip slide)',
            min: null,
            max: 10_000,
            unit: 'CFU/mL',
            source: 'rep',
          },
        ],
      },
    }));
    expect(slides.text).toContain('bacteria counted with dip slides (at most 10,000 CFU/mL)');
  });

  test('a program against corrosion, scale and algae names the product for each, or is a gap without a biocide', () => {
    const text =
      'Proposal shall include annual chemical program to address corrosion, scale inhibition, and algae control as outlined in ASHRAE Guideline 12-2000 7.6.2.';
    const open = answer(text, 'microbiological control');
    expect(open.text).toBeNull();
    expect(open.reason).toBe('the program has nothing against biological growth');
  });

  test('a report left on site is not met by a report written days later; a monthly report date is', () => {
    expect(
      answer(
        'A detailed service report shall be left with operating personnel at each service visit.',
        'reporting',
      ).text,
    ).toBeNull();
    const monthly = answer(
      'Provide monthly reports to the University and Hospital Representatives for all tests and treatment performed no later than the 10th day of the following month.',
      'reporting',
    );
    expect(monthly.text).toContain('to the University and Hospital Representatives');
    expect(monthly.text).toContain('no later than the 10th day of the following month');
    const slow = answer(
      'Provide monthly reports no later than the 10th day of the following month.',
      'reporting',
      { reportDeadlineDays: 10 },
    );
    expect(slow.text).toBeNull();
  });

  test('a system tested N times a year is answered with that system’s tests, or a gap when the plan visits less', () => {
    const text =
      'All towers will be tested eight (8) times per year in accordance with Attachment A schedule.';
    const met = answer(text, 'water testing');
    expect(met.text).toContain(
      'cooling tower water for conductivity (1,200 to 1,800 µS/cm) and pH (7.8 to 8.8)',
    );
    expect(met.text).not.toContain('sulfite');
    expect(met.text).toContain('more often than the RFP asks (eight (8) times per year)');
    expect(answer(text, 'water testing', { visitsPerYear: 6 }).text).toBeNull();
  });
});
