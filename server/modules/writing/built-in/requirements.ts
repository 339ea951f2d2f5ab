import { RFP_CATEGORIES, RFP_CATEGORY_LABELS } from '#shared/schemas/rfp.ts';
import { answerRequirements } from '../answers.ts';
import type { WritingBrief } from '../brief.ts';
import { SECTION_TITLES } from '../sections.ts';
import { blocks, inline } from './markdown.ts';

// The requirements section: each requirement the proposal meets, quoted, then the commitment that meets it in
// the proposal's own words and the section that holds it. A requirement it does not meet is not written: the
// generator lists it for the rep with a suggested fix, and the customer never reads an internal "Gap".

/** The line of one met requirement: `- **R3** “…” — commitment *Section: Service Plan*`. */
export function answerLine(id: string, requirement: string, answer: string, section: string): string {
  return `- **${id}** “${inline(requirement)}” — ${inline(answer)} *Section: ${section}*`;
}

/** The requirements section, grouped by category in the generator's order; null without an RFP. */
export function writeRequirements(brief: WritingBrief): string | null {
  const rfp = brief.rfp;
  if (!rfp || rfp.identifiedRequirements.length === 0) return null;
  const answers = new Map(answerRequirements(brief).map((answer) => [answer.requirementId, answer]));
  const issuer = rfp.specificDetails.issuingOrganization;
  const intro = rfp.isBasicTemplate
    ? 'The RFP could not be read, so this proposal answers the standard requirements of a treatment program.'
    : `${issuer ? `${inline(issuer)}’s RFP` : 'The RFP'} is answered below, requirement by requirement, with the commitment of this proposal that meets it.`;
  const groups = RFP_CATEGORIES.map((category) => {
    const lines = rfp.identifiedRequirements
      .filter((r) => r.category === category)
      .map((r) => ({ requirement: r, answer: answers.get(r.id) }))
      .filter(({ answer }) => answer?.text)
      .map(({ requirement, answer }) =>
        answerLine(requirement.id, requirement.text, answer!.text!, answer!.section),
      );
    if (!lines.length) return null;
    return blocks(`### ${RFP_CATEGORY_LABELS[category]}`, lines.join('\n'));
  });
  if (groups.every((group) => group === null)) return null;
  return blocks(`## ${SECTION_TITLES.requirements}`, intro, ...groups);
}
