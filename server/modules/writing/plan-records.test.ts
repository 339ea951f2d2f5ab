import { describe, expect, test } from 'vitest';
import type { RfpAnalysis, RfpCategory } from '#shared/schemas/rfp.ts';
import { NO_RECORDS, type ServicePlan } from '#shared/schemas/service-plan.ts';
import { topicOf } from '#shared/writing/requirement-topics.ts';
import { HOSPITAL_RFP } from '../../../tests/helpers/rfp-fixture.ts';
import { benchBrief } from '../../../tests/rfp-corpus/answer-share.ts';
import { answerRequirements } from './answers.ts';
import { describeBriefForModel } from './prompt.ts';
import { acknowledgeInstruction } from './restate.ts';
import { defaultServicePlan } from './service-plan-defaults.ts';

// Decision 037, third amendment: reports and records, the laboratory, pretreatment and system surveys, boiler
// tests asked for, submission instructions acknowledged. Wordings of our own, not the RFP corpus's.

function rfpOf(requirements: [string, RfpCategory][]): RfpAnalysis {
  return {
    ...HOSPITAL_RFP,
    identifiedRequirements: requirements.map(([text, category], index) => ({
      id: `R${index + 1}`,
      category,
      text,
      location: 'p. 2',
    })),
    numericRequirements: [],
  };
}

/** Each requirement's answer for the bench facility (tower, boiler, loop, chiller), the RFP defaults confirmed. */
function answersFor(
  requirements: [string, RfpCategory][],
  change: (plan: ServicePlan) => ServicePlan = (plan) => plan,
  stage: 'confirmed' | 'unconfirmed' = 'confirmed',
) {
  const brief = benchBrief(rfpOf(requirements), stage);
  return answerRequirements({ ...brief, servicePlan: change(brief.servicePlan) });
}

const topic = (text: string, category = 'reporting') => topicOf({ text, category });

describe('what a requirement asks of the reports and records', () => {
  test('notices, forms, logbooks and manuals are records; pretreatment and surveys are services', () => {
    expect(topic('The vendor must inform the chief engineer of any deficiencies observed.')).toBe('records');
    expect(topic('Fill in the owner’s inspection checklists at every call.')).toBe('records');
    expect(topic('Keep the boiler room log book up to date.')).toBe('records');
    expect(topic('Keep O&M manuals for all feed equipment on site.', 'chemicals and equipment')).toBe(
      'records',
    );
    expect(topic('Inspect the water softeners and check regeneration twice a year.', 'water testing')).toBe(
      'pretreatment',
    );
    expect(topic('Perform a boiler plant survey each spring.', 'water testing')).toBe('system-surveys');
    expect(topic('Record the percent condensate return at each call.', 'water testing')).toBe('tests');
    // An emergency call is still an emergency, not a notice of problems.
    expect(
      topic('Respond on site within 4 hours of notification of an emergency.', 'emergency response'),
    ).toBe('emergency');
  });

  test('the RFP sets the records, the laboratory and the boiler tests it asks for', () => {
    const { plan, fromRfp } = defaultServicePlan({
      rfp: rfpOf([
        ['Leave a copy of the field report with the building engineer before departing.', 'reporting'],
        ['Advise the owner of abnormal conditions within 8 hours.', 'reporting'],
        ['Monthly HPC counts shall be run by a NELAP-accredited laboratory.', 'microbiological control'],
        ['Take a composite feedwater sample each quarter.', 'water testing'],
        ['Closed loops: conductivity 2500-3000 µS/cm (glycol may vary).', 'water testing'],
      ]),
      equipment: [
        { type: 'cooling-tower', bleedSetpoint: 1500 },
        { type: 'boiler', bleedSetpoint: null },
        { type: 'closed-loop', bleedSetpoint: null },
      ],
      ranges: new Map(),
    });
    expect(plan.records).toEqual({ ...NO_RECORDS, onSiteReport: true, problemNoticeHours: 8 });
    expect(plan.laboratory).toEqual({ certification: 'NELAP-accredited', plateCount: true });
    expect(plan.labTesting).toBe('monthly');
    expect(fromRfp).toEqual(expect.arrayContaining(['records', 'laboratory', 'labTesting', 'tests']));
    expect(plan.tests.map((t) => `${t.systemType} ${t.parameter}`)).toContain(
      'boiler Composite feedwater sample',
    );
    // Only the RFP that asks gets the condensate return test.
    expect(plan.tests.some((t) => t.parameter === 'Condensate return')).toBe(false);
  });
});

describe('the commitments a buyer reads', () => {
  test('a report left on site: a commitment when the plan offers it, a gap with the fix when it does not', () => {
    const asked: [string, RfpCategory][] = [
      ['A written service report shall be left with the operators after each call.', 'reporting'],
    ];
    const [offered] = answersFor(asked);
    expect(offered!.text).toContain(
      'Before the technician leaves, a service report of each visit (the test results against their control ranges, the adjustments made and the recommended changes to the treatment program) is left on site with the operating personnel.',
    );
    const [removed] = answersFor(asked, (plan) => ({ ...plan, records: NO_RECORDS }));
    expect(removed!.text).toBeNull();
    expect(removed!.fix).toMatch(/A service report left on site at each visit/);
    // Not confirmed yet: a gap "to confirm", never met.
    const [waiting] = answersFor(asked, (plan) => plan, 'unconfirmed');
    expect(waiting!.text).toBeNull();
    expect(waiting!.toConfirm).toContain('records');
  });

  test('problems found are reported within the plan’s hours, to whom the RFP names', () => {
    const [notice] = answersFor([
      ['Notify the Facilities Manager of any problems found during service.', 'reporting'],
    ]);
    expect(notice!.text).toContain(
      'We notify the Facilities Manager of any problem found (a test outside its control range, a feed pump, controller or valve not working, a leak, scale, corrosion or fouling seen) by phone or e-mail within 24 hours, with the corrective action we recommend.',
    );
  });

  test('forms and logbooks, manuals, electronic copies and alerts each state what is done', () => {
    const answers = answersFor([
      ['Complete the daily log sheets for the Plant Staff.', 'reporting'],
      ['Obtain missing equipment manuals from the manufacturers.', 'chemicals and equipment'],
      ['Reports shall also be e-mailed as PDF copies to the owner.', 'reporting'],
      ['Online test logs shall e-mail the manager when a result is out of range.', 'reporting'],
    ]);
    expect(answers[0]!.text).toContain(
      'At each visit our technician completes the forms and checklists for the Plant Staff and the water treatment log sheets',
    );
    expect(answers[1]!.text).toContain(
      'We assist the facility’s staff in obtaining the operation and maintenance (O&M) manuals',
    );
    expect(answers[2]!.text).toContain(
      'An electronic copy of each monthly service report in electronic format (PDF), a duplicate of the paper report, is e-mailed',
    );
    expect(answers[3]!.text).toContain(
      'a test out of its control range (out of specification) sends an email alert to the facility’s management',
    );
    const [noAlerts] = answersFor(
      [['Online test logs shall e-mail the manager when a result is out of range.', 'reporting']],
      (plan) => ({ ...plan, records: { ...plan.records, alerts: false } }),
    );
    expect(noAlerts!.text).toBeNull();
    expect(noAlerts!.fix).toMatch(/E-mail alerts when a test is out of range/);
  });

  test('the lab analysis names the laboratory’s certification and the plate count', () => {
    const [lab] = answersFor([
      [
        'Twice a year, heterotrophic plate counts shall be run by a state certified laboratory.',
        'microbiological control',
      ],
    ]);
    expect(lab!.text).toContain(
      'A full laboratory analysis of each system’s water is made semi-annually (twice a year) by a state certified laboratory, including a heterotrophic plate count (HPC, Standard Methods 9215B) of the bacteria.',
    );
    // The rep cleared the certification: a gap, never met with an uncertified lab.
    const [uncertified] = answersFor(
      [
        [
          'Twice a year, heterotrophic plate counts shall be run by a state certified laboratory.',
          'reporting',
        ],
      ],
      (plan) => ({ ...plan, laboratory: { ...plan.laboratory, certification: '' } }),
    );
    expect(uncertified!.text).toBeNull();
    expect(uncertified!.fix).toMatch(/state your laboratory’s certification under Laboratory/);
  });

  test('a notice of problems the plan does not offer is a gap with its fix', () => {
    const [notice] = answersFor(
      [['Notify the Facilities Manager of any problems found during service.', 'reporting']],
      (plan) => ({ ...plan, records: NO_RECORDS }),
    );
    expect(notice!.text).toBeNull();
    expect(notice!.reason).toBe(
      'the RFP asks for a notice of problems found, which the service plan does not offer',
    );
    expect(notice!.fix).toMatch(/under Reports and records in the service plan/);
  });

  test('pretreatment and system surveys are offered at the frequency asked, or are gaps', () => {
    const asked: [string, RfpCategory][] = [
      ['Inspect the pretreatment filters and test for hardness leakage quarterly.', 'water testing'],
      ['Perform a cooling tower survey annually.', 'water testing'],
    ];
    const [pretreatment, survey] = answersFor(asked);
    expect(pretreatment!.text).toContain(
      'Pretreatment: the make-up water’s pretreatment equipment (water softeners, filters) is inspected, the softened water tested for hardness leakage, and the regeneration, salt and filter settings adjusted quarterly, included in the program price.',
    );
    expect(survey!.text).toContain(
      'System surveys: each cooling tower, boiler and closed loop is surveyed on site',
    );
    expect(survey!.text).toContain('annually, included in the program price.');
    const none = answersFor(asked, (plan) => ({
      ...plan,
      pretreatment: { offer: 'not-offered', frequency: 'on-request', price: null },
    }));
    expect(none[0]!.text).toBeNull();
    expect(none[0]!.fix).toMatch(/Pretreatment \(softeners, filters\) is required/);
    // A softener the survey did not record is the survey's gap, not a commitment on equipment nobody saw.
    const [softener] = answersFor([['Inspect the water softeners quarterly.', 'water testing']]);
    expect(softener!.text).toBeNull();
    expect(softener!.reason).toBe('the survey recorded no softener');
  });

  test('a composite feedwater sample and the condensate return are boiler tests at each visit', () => {
    const [composite, condensate] = answersFor([
      ['Take a composite feedwater sample each quarter.', 'water testing'],
      ['Record the percent condensate return at each call.', 'water testing'],
    ]);
    expect(composite!.text).toContain('composite feedwater sample');
    expect(composite!.text).toContain('Boiler water is tested monthly');
    expect(condensate!.text).toContain('Boiler water is tested monthly, at each of the 12 visits a year for');
    expect(condensate!.text).toContain('condensate return');
  });

  test('submission instructions are acknowledged as done, in the Next Steps', () => {
    expect(acknowledgeInstruction('The proposal shall be delivered in a sealed package.')).toBe(
      'as the RFP instructs, our proposal is delivered in a sealed package.',
    );
    expect(
      acknowledgeInstruction('Lobbying of any board member about this solicitation is prohibited.'),
    ).toBe('as the RFP instructs, we make no lobbying of any board member about this solicitation.');
    const [sealed] = answersFor([['The proposal shall be delivered in a sealed package.', 'submission']]);
    expect(sealed!.text).toBe(
      'Submission acknowledged: as the RFP instructs, our proposal is delivered in a sealed package.',
    );
    expect(sealed!.section).toBe('Next Steps');
  });

  test('the chat model’s brief holds the same records and services', () => {
    const brief = benchBrief(
      rfpOf([
        ['Leave the service report on site with the operators.', 'reporting'],
        ['Inspect the pretreatment filters quarterly.', 'water testing'],
      ]),
      'confirmed',
    );
    const model = describeBriefForModel(brief) as {
      servicePlan: { reportsAndRecords: string | null; extraServices: string[] };
    };
    expect(model.servicePlan.reportsAndRecords).toMatch(/is left on site with the operating personnel/);
    expect(model.servicePlan.extraServices.join(' ')).toMatch(/^Pretreatment: /);
  });
});
