import { RFP_CATEGORIES, RFP_CATEGORY_LABELS, type RfpRequirement } from '#shared/schemas/rfp.ts';
import type { WritingBrief } from '../brief.ts';
import { dollars } from '../format.ts';
import { SECTION_TITLES } from '../sections.ts';
import { blocks, inline, listOf } from './markdown.ts';
import { describeTarget, missingSystemsOf, numbersOf } from './rfp-reading.ts';
import { planFrequency, reportPromise } from './service-plan.ts';

// How each RFP requirement is met. The built-in writer only claims what the proposal contains (its program,
// service plan, pricing and terms); what it cannot know (certifications, insurance, licences, equipment not in
// the program) is written as a Gap for the rep to answer before sending.

/** An answer to one requirement: the sentence, or a gap. */
export interface RequirementAnswer {
  text: string;
  isGap: boolean;
}

const ONLY_THE_REP_KNOWS =
  /insurance|insured|bond|indemnif|licen[cs]|permit|certif|\bcwt\b|technologist|qualified|qualification|experience|years|reference|resume|résumé|background|training|staff|personnel|subcontract/i;
const CHEMICAL_WORDS =
  /chemical|inhibitor|biocide|scavenger|amine|treatment|product|sulfite|hypochlorite|bromine|chlorine|dispersant|polymer|phosphate|nitrite|molybdate/i;
const SAFETY_DATA = /\bsds\b|safety data sheet|msds|labels?|secondary containment|spill/i;
const MICROBIOLOGICAL = /legionella|water management|ashrae|\b188\b|microbiolog|bacteria|biological/i;

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
}

/** True when the rep's own notes cover most of the requirement's words. */
function isCoveredByNotes(requirement: RfpRequirement, notes: string | null): boolean {
  if (!notes) return false;
  const wanted = [...words(requirement.text)].filter(
    (w) => !/^(shall|must|will|provide|contractor|with|this|that|each|from)$/.test(w),
  );
  const have = words(notes);
  const hits = wanted.filter((w) => have.has(w)).length;
  return wanted.length > 0 && hits / wanted.length >= 0.5;
}

function gap(brief: WritingBrief, what: string): RequirementAnswer {
  return {
    text: `**Gap:** ${what}; ${inline(brief.preparedBy.name)} confirms this before the proposal is sent.`,
    isGap: true,
  };
}

const EQUIPMENT_WORDS = /pump|controller|feeder|feed equipment|containment|coupon rack|test kit|equipment/i;
const RESPONSE_TIME = /emergenc|\brespond|response time|on[- ]call|within \d+ hours?/i;
const FREQUENCY_WORDS = /weekly|monthly|quarterly|daily|every \d+|per (?:week|month)|frequency|visits?\b/i;
const COORDINATION_WORDS = /coordinat|schedul|notice|in advance|supervisor|escort|access|check in/i;

function met(text: string): RequirementAnswer {
  return { text, isGap: false };
}

function plan(): string {
  return `Met in the *${SECTION_TITLES.servicePlan}*`;
}

/** "; held and reported against pH 7.8 to 8.8 and ..." for the targets the requirement sets, else "". */
function targetsOf(requirement: RfpRequirement, brief: WritingBrief): string {
  const ranges = brief.rfp ? numbersOf(requirement, brief.rfp).filter((n) => n.parameter) : [];
  return ranges.length ? `; held and reported against ${listOf(ranges.map(describeTarget))}` : '';
}

function answerVisit(requirement: RfpRequirement, brief: WritingBrief): RequirementAnswer {
  if (RESPONSE_TIME.test(requirement.text)) {
    return gap(brief, 'an emergency response commitment the survey and program do not set');
  }
  const frequency = planFrequency(brief).replace('-', ' ');
  if (!FREQUENCY_WORDS.test(requirement.text) && COORDINATION_WORDS.test(requirement.text)) {
    return met(`${plan()}: every visit is arranged in advance with the facility’s staff.`);
  }
  return met(`${plan()}: ${frequency} visits covering ${listOf(brief.systems.map((s) => inline(s.name)))}.`);
}

function answerReport(requirement: RfpRequirement, brief: WritingBrief): RequirementAnswer {
  const promise = reportPromise(brief);
  const within = /within \d+ (?:business |working |calendar )?days?|each visit|every visit/i;
  if (within.test(requirement.text))
    return met(`${plan()}: ${promise.charAt(0).toLowerCase()}${promise.slice(1)}`);
  return met(`${plan()}: listed under Reports, delivered as the RFP sets it.`);
}

function answerChemicals(requirement: RfpRequirement, brief: WritingBrief): RequirementAnswer {
  const products = listOf(brief.program.chemicals.map((c) => inline(c.name)));
  if (!CHEMICAL_WORDS.test(requirement.text) || !products) {
    return gap(brief, 'equipment supply is not priced in this program');
  }
  if (EQUIPMENT_WORDS.test(requirement.text)) {
    return gap(brief, `the program prices the chemicals (${products}) but not the feed equipment`);
  }
  return met(
    `Met in the *${SECTION_TITLES.program}*: ${products}, each with its dose, annual usage and annual cost${targetsOf(requirement, brief)}.`,
  );
}

function answerSafety(requirement: RfpRequirement, brief: WritingBrief): RequirementAnswer {
  if (SAFETY_DATA.test(requirement.text)) {
    return met(
      `Met in *${SECTION_TITLES.terms}*: Safety Data Sheets for every product before the first delivery.`,
    );
  }
  if (MICROBIOLOGICAL.test(requirement.text)) {
    return met(
      `${plan()}: biocide residual and microbiological tests at every visit, recorded for the water management program.`,
    );
  }
  return gap(brief, 'a safety or compliance commitment the survey does not cover');
}

// The program prices chemicals only; a price that must cover service or equipment, or hold for a set time
// with capped increases, is the company's commercial commitment.
const BEYOND_CHEMICAL_PRICES = /service|equipment|all-inclusive|inclusive|lump sum|fixed (?:monthly )?fee/i;
const PRICE_COMMITMENT = /firm|increase|escalat|adjust|\bcpi\b|index|%/i;

function answerPricing(requirement: RfpRequirement, brief: WritingBrief): RequirementAnswer {
  const { program, rfp } = brief;
  if (BEYOND_CHEMICAL_PRICES.test(requirement.text)) {
    return gap(brief, `the program’s ${dollars(program.totalAnnualCost)} a year prices the chemicals only`);
  }
  if (PRICE_COMMITMENT.test(requirement.text)) {
    return gap(brief, 'a price-hold or price-increase commitment the program does not set');
  }
  const term = rfp?.specificDetails.contractTerm ? `; the term is set out in *${SECTION_TITLES.terms}*` : '';
  return met(
    `Met in *${SECTION_TITLES.pricing}*: ${dollars(program.totalAnnualCost)} a year, priced per product${term}.`,
  );
}

/** Answers one requirement from what the proposal contains. */
export function answerRequirement(requirement: RfpRequirement, brief: WritingBrief): RequirementAnswer {
  const text = requirement.text;
  if (ONLY_THE_REP_KNOWS.test(text)) {
    if (isCoveredByNotes(requirement, brief.customDetails)) {
      return met(`Met: stated in *${SECTION_TITLES.additional}*.`);
    }
    return gap(brief, 'needs the company’s own credentials, coverage or references');
  }
  const missing = missingSystemsOf(text, new Set(brief.systems.map((s) => s.type)));
  if (missing.length) return gap(brief, `the survey recorded no ${listOf(missing)} at this facility`);
  const { rfp } = brief;
  switch (requirement.category) {
    case 'service visits':
      return answerVisit(requirement, brief);
    case 'water testing':
    case 'corrosion monitoring':
      return met(
        `${plan()}: included in the tests at every ${planFrequency(brief).replace('-', ' ')} visit${targetsOf(requirement, brief)}.`,
      );
    case 'reporting':
      return answerReport(requirement, brief);
    case 'chemicals and equipment':
      return answerChemicals(requirement, brief);
    case 'microbiological control':
    case 'insurance, legal and labor':
      return answerSafety(requirement, brief);
    case 'emergency response':
      return gap(brief, 'an emergency response commitment the survey and program do not set');
    case 'cleaning and disinfection':
      return gap(brief, 'a cleaning or disinfection service the program does not price');
    case 'pricing and terms':
      return answerPricing(requirement, brief);
    case 'submission':
      return met(
        `Submission instruction, followed when ${inline(brief.preparedBy.name)} delivers this response${rfp?.specificDetails.dueDate ? ` (due ${inline(rfp.specificDetails.dueDate)})` : ''}.`,
      );
    default:
      return gap(brief, 'not answered by the survey or program');
  }
}

/** The requirements section, grouped by category in the generator's order; null without an RFP. */
export function writeRequirements(brief: WritingBrief): string | null {
  const rfp = brief.rfp;
  if (!rfp || rfp.identifiedRequirements.length === 0) return null;
  const issuer = rfp.specificDetails.issuingOrganization;
  const intro = rfp.isBasicTemplate
    ? 'The RFP could not be read, so this proposal answers the standard requirements of a treatment program.'
    : `${issuer ? `${inline(issuer)}’s RFP` : 'The RFP'} sets ${rfp.identifiedRequirements.length} requirements. Each is answered below with the part of this proposal that meets it.`;
  const groups = RFP_CATEGORIES.map((category) => {
    const items = rfp.identifiedRequirements.filter((r) => r.category === category);
    if (!items.length) return null;
    const lines = items.map((r) => `- **${r.id}** “${inline(r.text)}” — ${answerRequirement(r, brief).text}`);
    return blocks(`### ${RFP_CATEGORY_LABELS[category]}`, lines.join('\n'));
  });
  return blocks(`## ${SECTION_TITLES.requirements}`, intro, ...groups);
}
