import type { WritingBrief } from '../brief.ts';
import type { ProposalWriter } from '../writer.ts';
import { writeAdditionalDetails, writeNextSteps, writeTerms } from './closing.ts';
import { writeFacility } from './facility.ts';
import { blocks, inline } from './markdown.ts';
import { writeCoverLetter, writeSummary } from './opening.ts';
import { writePricing, writeProgram } from './program.ts';
import { writeRequirements } from './requirements.ts';
import { writeServicePlan } from './service-plan.ts';
import { writeWaterAnalysis } from './water.ts';

/** Composes a complete proposal in Markdown from the brief alone (no network, same facts every time). */
export function composeProposal(brief: WritingBrief): string {
  const subtitle = [
    `Prepared for ${inline(brief.facility.name)}`,
    `by ${inline(brief.preparedBy.name)}`,
  ].join(' ');
  return `${blocks(
    `# ${inline(brief.proposal.title)}`,
    `*${subtitle}*`,
    writeCoverLetter(brief),
    writeSummary(brief),
    writeFacility(brief),
    writeWaterAnalysis(brief),
    writeProgram(brief),
    writeServicePlan(brief),
    writeRequirements(brief),
    writePricing(brief),
    writeTerms(brief),
    writeNextSteps(brief),
    writeAdditionalDetails(brief),
  )}\n`;
}

/** The built-in writer: composes from the brief on the server, instantly and without any network call. */
export function createBuiltInWriter(): ProposalWriter {
  return {
    kind: 'built-in',
    async write(brief, options = {}) {
      const content = composeProposal(brief);
      options.onProgress?.(content.length);
      return content;
    },
  };
}
