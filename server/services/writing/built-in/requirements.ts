import { RFP_CATEGORIES, type RfpRequirement } from '#shared/schemas/rfp.ts';
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

function testingAnswer(requirement: RfpRequirement, brief: WritingBrief): string {
  const ranges = brief.rfp ? numbersOf(requirement, brief.rfp).filter((n) => n.parameter) : [];
  const base = `Met in the *${SECTION_TITLES.servicePlan}*: included in the tests at every ${planFrequency(brief).replace('-', ' ')} visit`;
  if (!ranges.length) return `${base}.`;
  return `${base}; held and reported against ${listOf(ranges.map(describeTarget))}.`;
}

/** Answers one requirement from what the proposal contains. */
export function answerRequirement(requirement: RfpRequirement, brief: WritingBrief): RequirementAnswer {
  const text = requirement.text;
  const met = (answer: string): RequirementAnswer => ({ text: answer, isGap: false });
  if (ONLY_THE_REP_KNOWS.test(text)) {
    if (isCoveredByNotes(requirement, brief.customDetails))
      return met(`Met: stated in *${SECTION_TITLES.additional}*.`);
    return gap(brief, 'needs the company’s own credentials, coverage or references');
  }
  const missing = missingSystemsOf(text, new Set(brief.systems.map((s) => s.type)));
  if (missing.length) return gap(brief, `the survey recorded no ${listOf(missing)} at this facility`);
  const products = listOf(brief.program.chemicals.map((c) => inline(c.name)));
  switch (requirement.category) {
    case 'service visits':
      return met(
        `Met in the *${SECTION_TITLES.servicePlan}*: ${planFrequency(brief).replace('-', ' ')} visits covering ${listOf(brief.systems.map((s) => inline(s.name)))}.`,
      );
    case 'testing and monitoring':
      return met(testingAnswer(requirement, brief));
    case 'reporting':
      return met(
        `Met in the *${SECTION_TITLES.servicePlan}*: ${reportPromise(brief).charAt(0).toLowerCase()}${reportPromise(brief).slice(1)}`,
      );
    case 'chemicals and equipment':
      if (CHEMICAL_WORDS.test(text) && products) {
        return met(
          `Met in the *${SECTION_TITLES.program}*: ${products}, each with its dose, annual usage and annual cost.`,
        );
      }
      return gap(brief, 'equipment supply is not priced in this program');
    case 'safety and compliance':
      if (SAFETY_DATA.test(text))
        return met(
          `Met in *${SECTION_TITLES.terms}*: Safety Data Sheets for every product before the first delivery.`,
        );
      if (MICROBIOLOGICAL.test(text)) {
        return met(
          `Met in the *${SECTION_TITLES.servicePlan}*: biocide residual and microbiological tests at every visit, recorded for the water management program.`,
        );
      }
      return gap(brief, 'a safety or compliance commitment the survey does not cover');
    case 'pricing and terms':
      return met(
        `Met in *${SECTION_TITLES.pricing}*: ${dollars(brief.program.totalAnnualCost)} a year, priced per product${brief.rfp?.specificDetails.contractTerm ? `; the term is set out in *${SECTION_TITLES.terms}*` : ''}.`,
      );
    case 'submission':
      return met(
        `Met: this proposal is ${inline(brief.preparedBy.name)}’s response${brief.rfp?.specificDetails.dueDate ? `, submitted for the due date of ${inline(brief.rfp.specificDetails.dueDate)}` : ''}.`,
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
    return blocks(`### ${category.charAt(0).toUpperCase()}${category.slice(1)}`, lines.join('\n'));
  });
  return blocks(`## ${SECTION_TITLES.requirements}`, intro, ...groups);
}
