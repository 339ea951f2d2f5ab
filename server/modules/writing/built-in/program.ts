import { formatNumber } from '#shared/calc/index.ts';
import type { BriefChemical, WritingBrief } from '../brief.ts';
import { dollars, gallons, pounds, pricePer, treatmentRate, usDate } from '../format.ts';
import { SECTION_TITLES } from '../sections.ts';
import { blocks, bullets, cell, inline, listOf, table } from './markdown.ts';

// The chemical program and its pricing: every figure is the engine's, printed with the shared formats.

// Rates fed by time rather than by make-up volume (the engine's continuous and daily feeds).
const FIXED_FEED_UNITS: ReadonlySet<string> = new Set(['gal/day', 'ml/min']);

function usage(chemical: BriefChemical): string {
  return `${pounds(chemical.lbsPerYear)} (${gallons(chemical.gallonsPerYear)})`;
}

function programRow(chemical: BriefChemical): string[] {
  return [
    cell(chemical.name),
    cell(chemical.systemNames.length ? chemical.systemNames.join(', ') : 'No system yet'),
    cell(treatmentRate(chemical.treatmentRate, chemical.rateUnit) ?? 'Default rate'),
    cell(pricePer(chemical.unitCost, chemical.priceUnit) ?? 'No price'),
    cell(usage(chemical)),
    cell(dollars(chemical.annualCost)),
  ];
}

function productNote(chemical: BriefChemical): string {
  const kind = chemical.type && chemical.type !== 'treatment' ? ` (${inline(chemical.type)})` : '';
  const what = chemical.description ? ` ${inline(chemical.description)}.` : '';
  if (chemical.needsSystems) {
    return `**${inline(chemical.name)}**${kind}:${what} Not priced yet: it is not assigned to a system.`;
  }
  const systems = listOf(chemical.systemNames.map(inline));
  if (FIXED_FEED_UNITS.has(chemical.rateUnit)) {
    return `**${inline(chemical.name)}**${kind}:${what} Fed at a fixed rate of ${treatmentRate(chemical.treatmentRate, chemical.rateUnit) ?? 'the default rate'} to ${systems}.`;
  }
  if (chemical.makeupGallonsPerYear === 0) {
    return `**${inline(chemical.name)}**${kind}:${what} The make-up water of ${systems} is not sized yet, so its usage cannot be priced.`;
  }
  return `**${inline(chemical.name)}**${kind}:${what} Dosed on the ${gallons(chemical.makeupGallonsPerYear)} of make-up water a year of ${systems}.`;
}

function targetParagraph(brief: WritingBrief): string | null {
  const { target, targetCycles } = brief.program;
  if (!target || targetCycles === null) return null;
  const at = formatNumber(targetCycles, 2);
  const base = `At the target of ${at} cycles of concentration, the calculation engine projects ${gallons(target.target.makeupGallonsPerYear)} of make-up water and a chemical cost of ${dollars(target.target.annualCost)} per year.`;
  if (target.waterSavedGallonsPerYear === null || target.costSavedPerYear === null) {
    return `${base} Today’s cycles cannot be worked out from the survey, so no saving is claimed.`;
  }
  return `${base} Against today’s figures that saves ${gallons(target.waterSavedGallonsPerYear)} of water and ${dollars(target.costSavedPerYear)} per year.`;
}

/** The program section: one table row per product, the total, and a note per product. */
export function writeProgram(brief: WritingBrief): string {
  const { program } = brief;
  const heading = `## ${SECTION_TITLES.program}`;
  if (program.chemicals.length === 0) {
    return blocks(heading, 'No products have been chosen for this program yet.');
  }
  const basis =
    program.cycles.value === null
      ? 'Usage and cost are the calculation engine’s figures from the survey’s equipment data.'
      : `Usage and cost are the calculation engine’s figures from the survey’s equipment data at ${program.cycles.text} cycles of concentration.`;
  return blocks(
    heading,
    `Each product is dosed on the make-up water of the systems it treats. ${basis}`,
    table(
      ['Product', 'Treats', 'Dose', 'Unit price', 'Annual usage', 'Annual cost'],
      [
        ...program.chemicals.map(programRow),
        ['**Total annual program cost**', '', '', '', '', `**${dollars(program.totalAnnualCost)}**`],
      ],
    ),
    bullets(program.chemicals.map(productNote)),
    targetParagraph(brief),
  );
}

/** The pricing section: the total, what it is about a month, and each product's share. */
export function writePricing(brief: WritingBrief): string {
  const { program, proposal } = brief;
  const heading = `## ${SECTION_TITLES.pricing}`;
  if (program.chemicals.length === 0) {
    return blocks(heading, 'Pricing follows once the program’s products are chosen.');
  }
  const hold = proposal.validUntil ? ` Prices hold until ${usDate(proposal.validUntil)}.` : '';
  return blocks(
    heading,
    `The program’s annual cost is **${dollars(program.totalAnnualCost)}**, about ${dollars(program.monthlyCost)} a month.${hold}`,
    bullets(
      program.chemicals.map(
        (chemical) =>
          `${inline(chemical.name)}: ${dollars(chemical.annualCost)} a year for ${usage(chemical)}${
            chemical.unitCost !== null ? ` at ${pricePer(chemical.unitCost, chemical.priceUnit)}` : ''
          }.`,
      ),
    ),
    'Each figure is worked out the same way: the make-up water of the systems a product treats (from flow, tonnage, steam rate or the make-up meter, with evaporation, blowdown and drift for towers) times the treatment rate gives the pounds and gallons of product, and the unit price gives the cost.',
  );
}
