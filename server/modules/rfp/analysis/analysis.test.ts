import { describe, expect, test } from 'vitest';
import type { TextBlock } from '../extraction/types.ts';
import { analyzeDocument } from './analyze.ts';
import { categorize } from './categories.ts';
import { splitStatements } from './statements.ts';

function analyzeParagraphs(...paragraphs: string[]) {
  const blocks: TextBlock[] = paragraphs.map((text, i) => ({ text, location: `paragraph ${i + 1}` }));
  return analyzeDocument({ source: 'text', blocks, pageCount: null, isTruncated: false });
}

function figuresOf(sentence: string) {
  return analyzeParagraphs(sentence).numericRequirements.map(
    ({ text, min, max, comparator, unit, parameter }) => ({
      text,
      min,
      max,
      comparator,
      unit,
      parameter,
    }),
  );
}

describe('figures with units', () => {
  test.each([
    [
      'Molybdate shall be kept between 8 and 12 ppm.',
      { text: '8 and 12 ppm', min: 8, max: 12, comparator: 'range', unit: 'ppm', parameter: 'molybdate' },
    ],
    [
      'Conductivity shall be 1,500 uS/cm to 2,000 uS/cm.',
      { text: '1,500 uS/cm to 2,000 uS/cm', min: 1500, max: 2000, comparator: 'range', unit: 'µS/cm' },
    ],
    [
      'Tower conductivity shall be 900–1,100 μS/cm.',
      { text: '900–1,100 µS/cm', min: 900, max: 1100, comparator: 'range', unit: 'µS/cm' },
    ],
    [
      'The vendor shall carry a minimum of $2 million in coverage.',
      { text: 'a minimum of $2 million', min: 2_000_000, max: null, comparator: 'min', unit: 'USD' },
    ],
    [
      'Copper corrosion shall be ≤ 0.3 mpy.',
      { text: '≤ 0.3 mpy', min: null, max: 0.3, comparator: 'max', unit: 'mpy', parameter: 'corrosion rate' },
    ],
    [
      'Reports are due within five (5) business days.',
      { text: 'within five (5) business days', min: null, max: 5, comparator: 'max', unit: 'business days' },
    ],
    [
      'Free chlorine shall be no more than 1.0 ppm at the tap.',
      {
        text: 'no more than 1.0 ppm',
        min: null,
        max: 1,
        comparator: 'max',
        unit: 'ppm',
        parameter: 'free halogen',
      },
    ],
    [
      'The boiler pH shall be maintained between 10.5 and 11.5.',
      {
        text: 'pH shall be maintained between 10.5 and 11.5',
        min: 10.5,
        max: 11.5,
        comparator: 'range',
        unit: 'pH',
        parameter: 'pH',
      },
    ],
    [
      'Loop pH not to exceed 9.5 is required.',
      { text: 'pH not to exceed 9.5', min: null, max: 9.5, comparator: 'max', unit: 'pH' },
    ],
  ])('%s', (sentence, expected) => {
    expect(figuresOf(sentence)[0]).toMatchObject(expected);
  });

  test('pH ranges written "pH of 7.0 - 8.5" and "pH between 7.0 and 8.5" are ranges', () => {
    expect(figuresOf('Loop water shall have a pH of 7.0 - 8.5.')[0]).toMatchObject({
      min: 7,
      max: 8.5,
      unit: 'pH',
    });
    expect(figuresOf('Keep pH between 7.0 and 8.5 at all times.')[0]).toMatchObject({
      min: 7,
      max: 8.5,
      comparator: 'range',
    });
  });

  test('dates, phone numbers, addresses and document numbers are not figures', () => {
    expect(
      figuresOf(
        'Send it to 400 Main Street, Room 210 by March 4, 2025 or call (555) 201-4432 about RFP 2025-WT-014.',
      ),
    ).toEqual([]);
  });
});

describe('statements', () => {
  test('abbreviations do not end a sentence, and a sentence ending with a capital does', () => {
    const statements = splitStatements([
      {
        text: 'Comply with U.S. EPA rules, e.g. the Clean Water Act. See Attachment A. Then sign.',
        location: 'x',
      },
    ]);
    expect(statements.map((s) => s.text)).toEqual([
      'Comply with U.S. EPA rules, e.g. the Clean Water Act.',
      'See Attachment A.',
      'Then sign.',
    ]);
  });

  test('bullets and numbered items are statements of their own, without their markers', () => {
    const statements = splitStatements([
      {
        text: 'The vendor shall:\n• test the towers monthly\n• provide reports\n(a) keep logs on site\n2. train staff',
        location: 'x',
      },
    ]);
    expect(statements.map((s) => s.text)).toEqual([
      'The vendor shall:',
      'test the towers monthly',
      'provide reports',
      'keep logs on site',
      'train staff',
    ]);
  });

  test('a wrapped line that starts with a number continues its sentence', () => {
    const statements = splitStatements([
      { text: 'Reports shall be submitted within\n5 business days of each visit.', location: 'x' },
    ]);
    expect(statements.map((s) => s.text)).toEqual([
      'Reports shall be submitted within 5 business days of each visit.',
    ]);
  });
});

describe('requirements', () => {
  test('"shall", "must", "required", "will provide" and "is responsible for" make requirements; headings do not', () => {
    const analysis = analyzeParagraphs(
      'Required Submittals',
      'The vendor will provide all chemicals. The vendor is responsible for all pumps. A bond is required for this work. The City may inspect.',
    );
    expect(analysis.identifiedRequirements.map((r) => r.text)).toEqual([
      'The vendor will provide all chemicals.',
      'The vendor is responsible for all pumps.',
      'A bond is required for this work.',
    ]);
  });

  test('a requirement repeated word for word is listed once', () => {
    const analysis = analyzeParagraphs('Reports shall be emailed.', 'Reports shall be emailed.');
    expect(analysis.totalRequirements).toBe(1);
  });

  test.each([
    ['Technicians shall hold a valid CWT certification.', 'staffing and certification'],
    ['Bidders must submit five copies by noon.', 'submission'],
    ['The vendor shall monitor Legionella by quarterly testing.', 'microbiological control'],
    ['Invoices shall list every chemical price.', 'pricing and terms'],
    ['The vendor shall carry workers compensation insurance.', 'insurance, legal and labor'],
    ['Corrosion coupons shall be pulled and analysed every 90 days.', 'corrosion monitoring'],
    ['Drain, clean and disinfect each tower twice a year.', 'cleaning and disinfection'],
    ['The Contractor shall respond on site within 4 hours of an emergency call.', 'emergency response'],
    ['Provide monthly service visits to every building.', 'service visits'],
    ['Written service reports shall be left after each visit.', 'reporting'],
    ['Test makeup and recirculating water for hardness, alkalinity and pH.', 'water testing'],
    ['Furnish all chemicals and feed equipment.', 'chemicals and equipment'],
  ])('"%s" is filed under %s', (text, category) => {
    expect(categorize(text)).toBe(category);
  });
});

describe('details', () => {
  test('a hospital RFP written in sentences gives organisation, facility, due date, term and contact', () => {
    const analysis = analyzeParagraphs(
      'Mercy General Hospital invites proposals for water treatment at the Mercy General Hospital Central Plant.',
      'Proposals are due by April 30, 2025, 3:00 PM EST at the purchasing office.',
      'The term of this agreement shall be two years with one renewal.',
      'Questions may be sent to Dr. Alan Reyes at areyes@mercygeneral.org or 555-010-2000.',
      'The hot water boilers and the glycol loop are included.',
    );
    expect(analysis.specificDetails).toEqual({
      issuingOrganization: 'Mercy General Hospital',
      facility: 'Mercy General Hospital Central Plant',
      systemsMentioned: ['Hot water boilers', 'Glycol loops'],
      dueDate: 'April 30, 2025, 3:00 PM EST',
      contractTerm: 'two years with one renewal',
      contact: 'Dr. Alan Reyes, areyes@mercygeneral.org, 555-010-2000',
    });
  });
});
