// The reader's rules for the language of solicitations (issue 20), on sentences written for these tests: the
// corpus (tests/fixtures/rfp-corpus) measures the rules on real RFPs; these pin each rule down.
import { describe, expect, test } from 'vitest';
import type { TextBlock } from '../extraction/types.ts';
import { analyzeDocument } from './analyze.ts';

function analyze(...paragraphs: string[]) {
  const blocks: TextBlock[] = paragraphs.map((text, i) => ({ text, location: `paragraph ${i + 1}` }));
  return analyzeDocument({ source: 'text', blocks, pageCount: null, isTruncated: false });
}

const requirementsOf = (...paragraphs: string[]) =>
  analyze(...paragraphs).identifiedRequirements.map((r) => r.text);

function figuresOf(sentence: string) {
  return analyze(sentence).numericRequirements.map(({ parameter, min, max, unit, kind }) => ({
    parameter,
    min,
    max,
    unit,
    kind,
  }));
}

describe('requirements without "shall" or "must"', () => {
  test.each([
    'Furnish all chemicals and feed equipment needed for the program.',
    'Each boiler will be inspected four (4) times a year.',
    'Samples are to be taken at every visit.',
    'Attendance at the pre-bid walkthrough is mandatory.',
    'The District requires the contractor to keep a log book at each plant.',
    'Notify the Facility Manager of any out-of-range result.',
    'Verify that every controller is calibrated.',
    'Only a phosphonate program will be our only consideration for the towers.',
    'Chemical feed pumps are the sole responsibility of the contractor.',
    'Contact with any board member about this bid is strictly prohibited.',
  ])('"%s" is a requirement', (sentence) => {
    expect(requirementsOf(sentence)).toEqual([sentence]);
  });

  test('bare list items under a lead-in are requirements, and the lead-in is not', () => {
    expect(
      requirementsOf(
        'The contractor shall:\n• test each tower weekly\n• keep the log current\n• refill day tanks',
      ),
    ).toEqual(['test each tower weekly', 'keep the log current', 'refill day tanks']);
    expect(
      requirementsOf('Services to include:\n- Quarterly tower inspection\n- Annual boiler lay-up'),
    ).toEqual(['Quarterly tower inspection', 'Annual boiler lay-up']);
  });

  test('a schedule flattened into one line gives one requirement per task', () => {
    expect(
      requirementsOf(
        'TESTING SCHEDULE Dip Slides – Monthly Legionella Culture – Quarterly Deposit Analysis – as needed',
      ),
    ).toEqual(['Dip Slides – Monthly', 'Legionella Culture – Quarterly', 'Deposit Analysis – as needed']);
  });

  test('lettered items written inline and spec lines are requirements of their own', () => {
    expect(
      requirementsOf('Limits: a. Conductivity = 1500-1800 umhos b. pH = 7.5-8.5 c. Iron = < 1 ppm'),
    ).toEqual(['Conductivity = 1500-1800 umhos', 'pH = 7.5-8.5', 'Iron = < 1 ppm']);
  });

  test('a requirement broken across lines is kept whole, with its limit', () => {
    const analysis = analyze('Tower conductivity shall be kept less than\n2,000 µS/cm at all times.');
    expect(analysis.identifiedRequirements.map((r) => r.text)).toEqual([
      'Tower conductivity shall be kept less than 2,000 µS/cm at all times.',
    ]);
    expect(analysis.numericRequirements[0]).toMatchObject({
      parameter: 'conductivity',
      max: 2000,
      unit: 'µS/cm',
    });
  });
});

describe('what is not a requirement', () => {
  test.each([
    ['the owner’s duties', 'The District will provide electricity and make-up water at no cost.'],
    ['excluded work', 'Boiler fireside cleaning is not required under this contract.'],
    ['what will not happen', 'A pre-bid conference will not be held.'],
    ['the owner’s steps', 'Proposals will be evaluated by a committee of three.'],
    ['the owner’s rights', 'The City reserves the right to reject any and all bids.'],
    ['a heading', 'Scope of Services and Technical Specifications'],
    ['background', 'The building was built in 1998 and has two cooling towers.'],
    ['the owner’s responsibility', 'It is the owner’s responsibility to report leaks.'],
    [
      'an equipment list',
      'The following systems are included in this RFP:\n• Two 400-ton chillers\n• One 60 hp boiler',
    ],
    ['work done by the owner’s staff', 'No chemical treatment will be done by CCPS personnel.'],
    ['a notice to bidders', 'Please be advised that the towers are drained in November.'],
    ['what the contract does', 'The new contract will commence on July 1, 2026.'],
  ])('%s: %s', (_, text) => {
    expect(requirementsOf(text)).toEqual([]);
  });
});

describe('numbers', () => {
  test.each([
    [
      'Conductivity shall be 1,800 umhos/cm or less.',
      { parameter: 'conductivity', min: null, max: 1800, unit: 'µS/cm' },
    ],
    [
      'Conductivity shall not exceed 1,800 micromhos.',
      { parameter: 'conductivity', min: null, max: 1800, unit: 'µS/cm' },
    ],
    ['Conductivity = 2500-3000 mm/cm.', { parameter: 'conductivity', min: 2500, max: 3000, unit: 'µS/cm' }],
    [
      'Keep nitrite at 600-900 mg/l in the loops.',
      { parameter: 'nitrite', min: 600, max: 900, unit: 'mg/L' },
    ],
    ['Molybdate shall be not less than 10 ppm.', { parameter: 'molybdate', min: 10, max: null, unit: 'ppm' }],
    [
      'Cycles of concentration shall be held @ 6 or higher.',
      { parameter: 'cycles of concentration', min: 6, max: null },
    ],
    [
      'Dip slides shall be read six (6) times per year.',
      { min: 6, max: 6, unit: 'per year', kind: 'frequency' },
    ],
    [
      'Tower inspections are bi-weekly.',
      { parameter: 'inspection', min: 26, unit: 'per year', kind: 'frequency' },
    ],
    ['Semi-annual cleaning of each tower is required.', { parameter: 'cleaning', min: 2, max: 2 }],
    ['Invoices shall be sent by the 5th of each month.', { max: 5, unit: 'day of month', kind: 'deadline' }],
    ['Reports are due within two (2) business days.', { parameter: 'report', max: 2, unit: 'business days' }],
    [
      'Give 24 hours’ notice before any shutdown.',
      { parameter: 'notice', min: 24, max: null, unit: 'hours' },
    ],
    [
      'The contractor shall respond within 2 hours of notification.',
      { parameter: 'response time', max: 2, unit: 'hours', kind: 'response time' },
    ],
    [
      'The contract term shall be three (3) years.',
      { parameter: 'contract term', min: 3, unit: 'years', kind: 'term' },
    ],
    [
      'Prices shall remain firm for ninety (90) days.',
      { parameter: 'bid validity', min: 90, max: 90, kind: 'term' },
    ],
  ])('%s', (sentence, expected) => {
    expect(figuresOf(sentence)[0]).toMatchObject(expected);
  });

  test('each number goes to the parameter it belongs to, not the nearest one named', () => {
    expect(figuresOf('Maintain free chlorine at 0.5-1.0 ppm and conductivity at 1,500 uS/cm.')).toMatchObject(
      [
        { parameter: 'free halogen', min: 0.5, max: 1 },
        { parameter: 'conductivity', min: 1500, max: 1500 },
      ],
    );
  });

  test('a frequency names what it schedules, and "a minimum of" makes it a minimum', () => {
    expect(figuresOf('Provide a minimum of one (1) quarterly service visit per site.')[0]).toMatchObject({
      parameter: 'service visit',
      min: 4,
      max: null,
    });
    expect(figuresOf('Legionella Culture – Quarterly')[0]).toMatchObject({
      parameter: 'legionella culture',
      min: 4,
    });
  });
});
