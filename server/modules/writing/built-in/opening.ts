import { formatNumber } from '#shared/calc/index.ts';
import type { WritingBrief } from '../brief.ts';
import { dollars, gallons, usDate } from '../format.ts';
import { SECTION_TITLES } from '../sections.ts';
import { industryVoice } from './industry.ts';
import { blocks, bullets, count, inline, listOf, sentences } from './markdown.ts';
import { describeHardness } from './water.ts';

const PLURALS: Record<string, [string, string]> = {
  'cooling-tower': ['cooling tower', 'cooling towers'],
  boiler: ['boiler', 'boilers'],
  chiller: ['chiller', 'chillers'],
  'evaporative-condenser': ['evaporative condenser', 'evaporative condensers'],
  'closed-loop': ['closed loop', 'closed loops'],
  'condensate-return': ['condensate return', 'condensate returns'],
  'feed-water-tank': ['feedwater tank / deaerator', 'feedwater tanks / deaerators'],
  softener: ['softener', 'softeners'],
};

/** "2 cooling towers, 1 boiler and 1 softener", in the order the survey lists them. */
export function describeSystemCounts(brief: WritingBrief): string {
  const counts = new Map<string, number>();
  for (const system of brief.systems) counts.set(system.type, (counts.get(system.type) ?? 0) + 1);
  return listOf(
    [...counts].map(([type, n]) => {
      const [one, many] = PLURALS[type] ?? [type, `${type} systems`];
      return count(n, one, many);
    }),
  );
}

function treatedSystemCount(brief: WritingBrief): number {
  return new Set(brief.program.chemicals.flatMap((chemical) => chemical.systemNames)).size;
}

function greeting(brief: WritingBrief): string {
  return `Dear ${brief.facility.contactName ?? `${brief.facility.name} Facilities Team`},`;
}

function opening(brief: WritingBrief): string {
  const { facility, rfp } = brief;
  const issuer = rfp?.specificDetails.issuingOrganization;
  if (rfp && !rfp.isBasicTemplate) {
    const due = rfp.specificDetails.dueDate ? ` (responses due ${rfp.specificDetails.dueDate})` : '';
    const from = issuer ? `${issuer}’s request for proposal` : 'your request for proposal';
    return `Thank you for the opportunity to respond to ${from} for water treatment services at ${facility.name}${due}.`;
  }
  return `Thank you for the time your team gave us during our survey of the water systems at ${facility.name}.`;
}

/** The cover letter: addressed to the survey's contact, framed by the facility's industry, signed by the rep. */
export function writeCoverLetter(brief: WritingBrief): string {
  const { facility, program, preparedBy } = brief;
  const voice = industryVoice(
    facility.industryType,
    brief.systems.map((system) => system.type),
  );
  const products = program.chemicals.length;
  const treated = treatedSystemCount(brief);
  const address = [facility.contactName, facility.name, facility.address].filter(Boolean).join('  \n');
  const programLine =
    products > 0
      ? `The program in this proposal treats ${count(treated, 'of those systems', 'of those systems')} with ${count(products, 'product')} at an annual cost of ${dollars(program.totalAnnualCost)}, every figure worked out from the equipment data we recorded on site.`
      : 'The program’s products are still being chosen; this proposal describes the systems and the service they need.';
  const vendor = facility.hasCurrentVendor
    ? `We understand ${facility.currentVendor} treats these systems today. Every recommendation here comes from our own survey and measurements, so each can be checked against what your team sees on site.`
    : 'No treatment vendor is on record for these systems today, so the program starts from a clean baseline: the survey’s measurements become the reference every service visit is compared with.';
  const findings = brief.observations?.recommendations
    ? 'The survey also found items worth attention now; they are listed in the service plan with the rest of the work.'
    : null;
  return blocks(
    `## ${SECTION_TITLES.coverLetter}`,
    usDate(brief.writtenOn),
    address,
    greeting(brief),
    `${opening(brief)} ${voice.stakes}`,
    `Our survey covered ${describeSystemCounts(brief)}. ${programLine}`,
    [vendor, findings].filter(Boolean).join(' '),
    `We would welcome the chance to walk through the program with you.`,
    signature(preparedBy),
  );
}

/** "Sincerely," then the rep's name, title and company, direct phone and e-mail (what is set), one a line. */
function signature(preparedBy: WritingBrief['preparedBy']): string {
  const role = [preparedBy.title, preparedBy.company].filter(Boolean).join(', ');
  const reach = [preparedBy.phone, preparedBy.email].filter(Boolean).join(' · ');
  return ['Sincerely,', preparedBy.name, role, reach].filter(Boolean).join('  \n');
}

function cyclesLine(brief: WritingBrief): string {
  const cycles = brief.program.cycles;
  return cycles.value === null
    ? `**Cycles of concentration:** not available yet (${cycles.note.toLowerCase()}).`
    : `**Cycles of concentration:** ${cycles.text} (${cycles.note.toLowerCase()}).`;
}

function targetLine(brief: WritingBrief): string | null {
  const { target, targetCycles } = brief.program;
  if (!target || targetCycles === null) return null;
  const water = target.waterSavedGallonsPerYear;
  const money = target.costSavedPerYear;
  if (water === null || money === null || (water <= 0 && money <= 0)) return null;
  return `**At the target of ${formatNumber(targetCycles, 2)} cycles:** ${gallons(water)} of make-up water and ${dollars(money)} of chemicals saved per year (engine estimate).`;
}

/** The executive summary: the facility, its systems and water, and the program's figures in a few lines. */
export function writeSummary(brief: WritingBrief): string {
  const { facility, program } = brief;
  const voice = industryVoice(
    facility.industryType,
    brief.systems.map((system) => system.type),
  );
  const finding = sentences(brief.observations?.systemObservations)[0];
  const hardness = brief.water ? describeHardness(brief.water.measurements) : null;
  const tonnage =
    program.totalTonnage > 0 ? `, ${formatNumber(program.totalTonnage, 0)} tons of cooling in all` : '';
  const rfp = brief.rfp;
  const items = [
    `**Facility:** ${inline(facility.name)}, ${facility.industryLabel.toLowerCase()}, ${inline(facility.address)}.`,
    `**Systems surveyed:** ${describeSystemCounts(brief)}${tonnage}.`,
    `**Make-up water:** ${gallons(program.totalMakeupGallonsPerYear)} per year across the systems, estimated from the equipment data.`,
    cyclesLine(brief),
    hardness ? `**Make-up water quality:** ${hardness}` : null,
    program.chemicals.length
      ? `**Program:** ${count(program.chemicals.length, 'product')}, total annual cost ${dollars(program.totalAnnualCost)}.`
      : null,
    targetLine(brief),
    finding ? `**Key finding:** ${inline(finding)}` : null,
    rfp && rfp.totalRequirements > 0
      ? `**RFP:** its requirements and the commitment that meets each are in *${SECTION_TITLES.requirements}*.`
      : null,
  ].filter((item): item is string => item !== null);
  return blocks(
    `## ${SECTION_TITLES.summary}`,
    `This proposal sets out a water treatment program for ${inline(facility.name)} whose aim is to ${voice.aim}.`,
    bullets(items),
  );
}
