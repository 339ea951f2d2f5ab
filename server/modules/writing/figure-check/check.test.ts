import { describe, expect, test } from 'vitest';
import { describeCycles } from '#shared/proposals/figures.ts';
import { buildServicePlan } from '../../../../tests/factories/index.ts';
import type { BriefChemical, WritingBrief } from '../brief.ts';
import { bindFigures, collectBoundFigures } from './bindings.ts';
import { checkFigures, listWrittenFigures, UNVERIFIED_MARK } from './check.ts';

function chemical(overrides: Partial<BriefChemical>): BriefChemical {
  return {
    name: 'Scale inhibitor',
    type: 'treatment',
    description: null,
    systemNames: ['Tower 1'],
    treatmentRate: 2.5,
    rateUnit: 'lbs/1000gal',
    unitCost: 3.2,
    priceUnit: 'pound',
    makeupGallonsPerYear: 9_145_440,
    lbsPerYear: 22_864,
    gallonsPerYear: 2_740,
    annualCost: 73_165,
    needsSystems: false,
    ...overrides,
  };
}

/** A brief with two products on one tower: $73,165 + $4,200 = $77,365 a year. */
function brief(): WritingBrief {
  return {
    writtenOn: '2026-01-05',
    preparedBy: { name: 'Pat Rep', email: 'pat@example.com' },
    facility: {
      name: 'Mercy General Hospital',
      address: '1 Main St',
      industryType: 'healthcare',
      industryLabel: 'Healthcare',
      contactName: null,
      contactPhone: null,
      contactEmail: null,
      currentVendor: 'None specified',
      hasCurrentVendor: false,
    },
    proposal: { id: 1, title: 'Program', validUntil: null },
    systems: [
      {
        id: 1,
        name: 'Tower 1',
        type: 'cooling-tower',
        typeLabel: 'Cooling Tower',
        manufacturer: null,
        model: null,
        location: null,
        capacity: '500 tons',
        specs: ['Flow rate: 1,500 gpm'],
        comments: 'Leaks about 40 gallons a week.',
        currentChemicals: [],
        makeupGallonsPerYear: 9_145_440,
        missing: [],
        cyclesByConductivity: '5.00',
      },
    ],
    water: null,
    observations: null,
    program: {
      cycles: describeCycles(300, [{ id: 1, type: 'cooling-tower', bleedSetpoint: 1500 }]),
      totalTonnage: 500,
      steamRateLbPerHour: null,
      closedLoopVolumeGallons: null,
      totalMakeupGallonsPerYear: 9_145_440,
      totalAnnualCost: 77_365,
      monthlyCost: 6_447,
      chemicals: [
        chemical({}),
        chemical({
          name: 'Biocide',
          unitCost: 12.5,
          priceUnit: 'gallon',
          lbsPerYear: 3_024,
          gallonsPerYear: 336,
          annualCost: 4_200,
        }),
      ],
      targetCycles: null,
      target: null,
    },
    rfp: null,
    servicePlan: buildServicePlan(),
    planFromRfp: [],
    customDetails: null,
  };
}

describe('checkFigures', () => {
  test('keeps figures that equal the engine’s, in any of their spellings', () => {
    const text = [
      'The program costs $77,365 a year, about $6,447 a month.',
      '| Scale inhibitor | $3.20 per pound | 22,864 lb (2,740 gallons) | $73,165 |',
      'Biocide: $4,200 a year for 336 gal at $12.50/gal.',
      'Make-up water: 9,145,440 gallons a year, or about 9.1 million gallons.',
      'The tower leaks about 40 gallons a week; dosing is 2.5 lbs per 1,000 gallons.',
    ].join('\n');
    const outcome = checkFigures(text, brief());
    expect(outcome.figureCheck).toEqual({ checked: 13, corrected: 0, flagged: [] });
    expect(outcome.content).toBe(text);
  });

  test('corrects a wrong figure when its line names the product or total it belongs to', () => {
    const text = [
      '| Product | Annual usage | Annual cost |',
      '| --- | --- | --- |',
      '| Scale inhibitor | 22,864 lb | $70,000 |',
      '| Biocide | 3,024 lb | $4,200 |',
      'The total annual program cost is $80,000.',
      'Biocide is priced at $11.00 per gallon.',
    ].join('\n');
    const outcome = checkFigures(text, brief());
    expect(outcome.figureCheck.corrected).toBe(3);
    expect(outcome.figureCheck.flagged).toEqual([]);
    expect(outcome.content).toContain('| Scale inhibitor | 22,864 lb | $73,165 |');
    expect(outcome.content).toContain('The total annual program cost is $77,365.');
    expect(outcome.content).toContain('Biocide is priced at $12.50 per gallon.');
    expect(outcome.corrections).toContainEqual({ from: '$70,000', to: '$73,165' });
  });

  test('a product’s figure in another product’s row is corrected to the row’s own', () => {
    const outcome = checkFigures('| Biocide | $73,165 |', brief());
    expect(outcome.content).toBe('| Biocide | $4,200 |');
  });

  test('marks a figure it cannot tie to one engine figure, and never marks it twice', () => {
    const text = 'Savings could reach $12,000 a year and 500 lb of product.';
    const outcome = checkFigures(text, brief());
    expect(outcome.figureCheck.flagged).toEqual(['$12,000', '500 lb']);
    expect(outcome.content).toBe(
      `Savings could reach $12,000 ${UNVERIFIED_MARK} a year and 500 lb ${UNVERIFIED_MARK} of product.`,
    );
    const again = checkFigures(outcome.content, brief());
    expect(again.content).toBe(outcome.content);
    expect(again.figureCheck.flagged).toEqual(['$12,000', '500 lb']);
  });

  test('reads bare numbers in a table by their column header', () => {
    const text = ['| Product | Annual cost ($) |', '|---|---|', '| Biocide | 4,300 |'].join('\n');
    const outcome = checkFigures(text, brief());
    expect(outcome.content).toContain('| Biocide | 4,200 |');
  });

  test('a one-product program corrects an unnamed annual cost to its only value', () => {
    const single = brief();
    single.program.chemicals = [single.program.chemicals[0]!];
    single.program.totalAnnualCost = 73_165;
    single.program.monthlyCost = 6_097;
    const outcome = checkFigures('Your annual investment: $72,000.', single);
    expect(outcome.content).toBe('Your annual investment: $73,165.');
  });
});

describe('figure binding (decision 037)', () => {
  /** The brief after the biocide's price rose: $4,200 → $5,000, total $77,365 → $78,165, cycles 5.00 → 4.00. */
  function changed(): WritingBrief {
    const next = brief();
    next.program.chemicals[1] = { ...next.program.chemicals[1]!, annualCost: 5_000, unitCost: 14.88 };
    next.program.totalAnnualCost = 78_165;
    next.program.monthlyCost = 6_514;
    next.program.cycles = describeCycles(375, [{ id: 1, type: 'cooling-tower', bleedSetpoint: 1500 }]);
    return next;
  }
  const written = [
    '## Executive Summary',
    'The program costs $77,365 a year at 5.00 cycles of concentration.',
    '## Pricing',
    '| Biocide | 336 gal | $4,200 |',
    'Biocide is priced at $12.50 per gallon; about $6,447 a month in all.',
    'Our start-up visit is free; the RFP’s $500 deposit is returned.',
    '## Terms',
    'Nothing here changes.',
  ].join('\n');

  test('after a program change, figures at an earlier value are brought to the value now, section by section', () => {
    const bindings = bindFigures({}, collectBoundFigures(brief()));
    const outcome = checkFigures(written, changed(), { bindings, mode: 'rebind' });
    expect(outcome.content).toContain('The program costs $78,165 a year at 4.00 cycles of concentration.');
    expect(outcome.content).toContain('| Biocide | 336 gal | $5,000 |');
    expect(outcome.content).toContain('Biocide is priced at $14.88 per gallon; about $6,514 a month in all.');
    // A figure that was never the program's is left alone in rebind mode (the save check marks it).
    expect(outcome.content).toContain('the RFP’s $500 deposit');
    expect(outcome.updatedSections).toEqual(['Executive Summary', 'Pricing']);
    expect(outcome.figureCheck.flagged).toEqual([]);
  });

  test('remembers earlier values, so text saved from an older screen is brought up to date too', () => {
    const first = bindFigures({}, collectBoundFigures(brief()));
    const second = bindFigures(first, collectBoundFigures(changed()));
    expect(second['total:annual']!.values).toEqual([78_165, 77_365]);
    const outcome = checkFigures('Total annual cost: $77,365.', changed(), { bindings: second });
    expect(outcome.content).toBe('Total annual cost: $78,165.');
    expect(outcome.updates).toEqual([{ from: '$77,365', to: '$78,165' }]);
  });

  test('figures the saved text already had are accepted; a marked one is not', () => {
    const accepted = listWrittenFigures(`A fee of $900 applies.\nA credit of $700 ${UNVERIFIED_MARK}.`);
    expect([...accepted]).toEqual(['$900']);
    const outcome = checkFigures('A fee of $900 applies. A credit of $700.', brief(), { accepted });
    expect(outcome.content).toBe(`A fee of $900 applies. A credit of $700 ${UNVERIFIED_MARK}.`);
  });
});
