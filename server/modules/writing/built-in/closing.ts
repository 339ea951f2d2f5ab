import type { WritingBrief } from '../brief.ts';
import { usDate } from '../format.ts';
import { SECTION_TITLES } from '../sections.ts';
import { blocks, bullets, inline } from './markdown.ts';
import { withDate } from './service-plan.ts';

// Terms, next steps and the rep's own notes.

/** The terms section. */
export function writeTerms(brief: WritingBrief): string {
  const { proposal, facility, rfp } = brief;
  const term = rfp?.specificDetails.contractTerm;
  return blocks(
    `## ${SECTION_TITLES.terms}`,
    bullets(
      [
        proposal.validUntil
          ? `This proposal and its prices are valid until ${usDate(proposal.validUntil)}.`
          : null,
        term
          ? `Term: ${inline(term)}, as the RFP sets it.`
          : 'Term: twelve months from acceptance, renewed by agreement.',
        'Quantities are estimated from the survey’s equipment data. Actual use is reviewed against make-up meter readings, and any change to products, doses or price is agreed in writing first.',
        'Safety Data Sheets for every product before the first delivery; products are labelled and stored as their Safety Data Sheets require.',
        `Results and service reports belong to ${inline(facility.name)} and are kept for the life of the agreement.`,
      ].filter((line): line is string => line !== null),
    ),
  );
}

/** The next steps section. */
export function writeNextSteps(brief: WritingBrief): string {
  const { proposal, facility, observations } = brief;
  const contact = facility.contactName ? inline(facility.contactName) : 'your team';
  const steps = [
    `Review the program and service plan; ${inline(brief.preparedBy.name)} will walk through any figure on site.`,
    proposal.validUntil
      ? `Accept the proposal by ${usDate(proposal.validUntil)} to hold these prices.`
      : 'Accept the proposal to schedule the start.',
    `A start-up visit with ${contact}: baseline tests of the make-up water and every system, controller checks, and the service calendar agreed.`,
    observations?.followUpTasks
      ? `Follow-up already planned from the survey: ${withDate(inline(observations.followUpTasks), observations.followUpDate)}`
      : null,
  ].filter((step): step is string => step !== null);
  return blocks(`## ${SECTION_TITLES.nextSteps}`, steps.map((step, i) => `${i + 1}. ${step}`).join('\n'));
}

/** The rep's own notes (customDetails), as written; null without any. */
export function writeAdditionalDetails(brief: WritingBrief): string | null {
  if (!brief.customDetails) return null;
  return blocks(`## ${SECTION_TITLES.additional}`, brief.customDetails.trim());
}
