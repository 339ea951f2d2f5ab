import { describe, expect, test } from 'vitest';
import type { RfpAnalysis } from '#shared/schemas/rfp.ts';
import { topicOf } from '#shared/writing/requirement-topics.ts';
import { HOSPITAL_RFP } from '../../../tests/helpers/rfp-fixture.ts';
import { readDollars, readInsuranceAsked, readLaborAsked } from './plan-terms.ts';
import { insuranceWords, laborWords, serviceWords } from './plan-wording.ts';
import { committedPlan, defaultServicePlan, unconfirmedFromRfp } from './service-plan-defaults.ts';

// The new service-plan fields' matching and answers (decision 037, amended), on wordings of our own that are not
// in the RFP corpus.

const topic = (text: string, category = 'water testing') => topicOf({ text, category });

describe('what a requirement asks for', () => {
  test('extra services are read from the trade’s words', () => {
    expect(
      topic(
        'Vendor to send fouling samples from the condenser to an analytical laboratory for XRF analysis.',
      ),
    ).toBe('deposit-analysis');
    expect(topic('Any leaking heat exchanger tube shall be sectioned for a failure analysis.')).toBe(
      'metallurgical-analysis',
    );
    expect(topic('Sample steam quality at the header each heating season.')).toBe('steam-purity');
    expect(topic('Perform an approach temperature study of each chiller every summer.')).toBe('efficiency');
    expect(
      topic('Hold a yearly training session for plant operators on test kits and chemical safety.'),
    ).toBe('training');
    expect(topic('Test results shall be available to the owner through a web-based dashboard.')).toBe(
      'online-reporting',
    );
    // A range that mentions the system's metallurgy asks for a test, not a failure analysis.
    expect(topic('pH 8.5 to 10.5, depending on the loop metallurgy.')).toBe('tests');
    // Not an extra service: the contractor's own staff being trained is a credential.
    expect(topic('Technicians shall be trained and certified.', 'staffing and certification')).toBe(
      'certification',
    );
  });

  test('insurance amounts and coverages', () => {
    expect(readDollars('limits of $2 million aggregate')).toBe(2_000_000);
    expect(readDollars('$500K')).toBe(500_000);
    expect(
      readInsuranceAsked(
        'Bidder shall maintain CGL coverage at $3,000,000 per occurrence; vehicle liability of $1,000,000; statutory workers comp.',
      ),
    ).toEqual({
      generalLiability: 3_000_000,
      autoLiability: 1_000_000,
      umbrella: null,
      workersCompensation: true,
      bond: false,
    });
    expect(readInsuranceAsked('A surety bond equal to the contract sum is required.').bond).toBe(true);
  });

  test('labour terms', () => {
    expect(readLaborAsked('Workers must be paid per the Davis-Bacon wage determination.')).toMatchObject({
      prevailingWage: true,
      backgroundChecks: false,
      workHours: null,
    });
    expect(
      readLaborAsked('All personnel entering a school must clear a fingerprint check.').backgroundChecks,
    ).toBe(true);
    expect(
      readLaborAsked('Service is allowed from 6:30 a.m. to 2 p.m., Monday through Friday only.').workHours,
    ).toBe('between 6:30 a.m. and 2 p.m., Monday through Friday');
  });
});

describe('the commitments the plan writes', () => {
  test('an extra service says how often and what it costs; not offered says nothing', () => {
    expect(serviceWords('depositAnalysis', { offer: 'extra-cost', frequency: 'yearly', price: 450 })).toBe(
      'Deposit analysis: deposit and corrosion-product samples from the treated systems are analysed by our laboratory annually, at $450 per analysis.',
    );
    expect(
      serviceWords('operatorTraining', { offer: 'included', frequency: 'twice-yearly', price: null }),
    ).toMatch(/twice a year \(semi-annually\), included in the program price\.$/);
    expect(
      serviceWords('metallurgicalAnalysis', { offer: 'extra-cost', frequency: 'on-request', price: null }),
    ).toMatch(/on request, as needed, at extra cost quoted before each analysis\.$/);
    expect(
      serviceWords('steamPurityTesting', { offer: 'not-offered', frequency: 'yearly', price: null }),
    ).toBeNull();
  });

  test('insurance and labour state only what the rep set', () => {
    expect(
      insuranceWords({
        generalLiability: 2_000_000,
        autoLiability: null,
        umbrella: null,
        workersCompensation: true,
        bond: false,
      }),
    ).toBe(
      'We carry commercial general liability insurance of $2,000,000 per occurrence and workers’ compensation insurance as the law requires.',
    );
    expect(
      insuranceWords({
        generalLiability: null,
        autoLiability: null,
        umbrella: null,
        workersCompensation: false,
        bond: false,
      }),
    ).toBeNull();
    expect(laborWords({ prevailingWage: false, backgroundChecks: true, workHours: '' })).toBe(
      'Every technician sent to the site has passed a criminal background check.',
    );
  });
});

describe('RFP defaults wait for the rep', () => {
  const rfp = (texts: string[]): RfpAnalysis => ({
    ...HOSPITAL_RFP,
    identifiedRequirements: texts.map((text, index) => ({
      id: `R${index + 1}`,
      category: 'service visits',
      text,
      location: 'p. 1',
    })),
    numericRequirements: [],
  });
  const equipment = [{ type: 'cooling-tower', bleedSetpoint: 1500 }];
  const source = (texts: string[] | null) => ({
    rfp: texts ? rfp(texts) : null,
    equipment,
    ranges: new Map(),
  });

  test('what the RFP set is unconfirmed until the rep confirms or changes it; what the plan has anyway is hers', () => {
    const defaults = defaultServicePlan(
      source([
        'Monthly service visits are required.',
        'Quarterly Legionella sampling of each tower is required.',
      ]),
    );
    const neutral = defaultServicePlan(source(null)).plan;
    expect(defaults.fromRfp).toEqual(expect.arrayContaining(['visitsPerYear', 'legionellaTesting']));
    expect(unconfirmedFromRfp(defaults, null, neutral)).toEqual(['legionellaTesting']);
    // The text states the plan without the RFP's Legionella until she confirms it.
    expect(committedPlan(defaults.plan, ['legionellaTesting'], neutral).legionellaTesting).toBe('none');
    const confirmed = { ...defaults.plan, confirmed: ['legionellaTesting' as const] };
    expect(unconfirmedFromRfp(defaults, confirmed, neutral)).toEqual([]);
    const changed = { ...defaults.plan, legionellaTesting: 'monthly' as const };
    expect(unconfirmedFromRfp(defaults, changed, neutral)).toEqual([]);
  });
});
