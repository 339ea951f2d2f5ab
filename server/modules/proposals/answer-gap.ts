import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposals } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { badRequest, notFound } from '#server/lib/errors.ts';
import { readStoredAnalysis } from '#server/modules/rfp/stored-analysis.ts';
import { answerRequirement } from '#server/modules/writing/answers.ts';
import { buildWritingBrief } from '#server/modules/writing/brief.ts';
import { answerLine } from '#server/modules/writing/built-in/requirements.ts';
import { checkFigures } from '#server/modules/writing/figure-check/check.ts';
import { fillPlanFor } from '#server/modules/writing/gap-fill.ts';
import { nextBindings } from '#server/modules/writing/refresh.ts';
import { SECTION_TITLES } from '#server/modules/writing/sections.ts';
import { loadWritingSource, type WritingAuthor } from '#server/modules/writing/source.ts';
import type { AnswerGapInput, AnswerGapResult } from '#shared/schemas/proposal-writing.ts';
import { reviewedAnalysis } from '#shared/schemas/rfp.ts';
import { buildComplianceMatrix } from '#shared/writing/compliance.ts';
import { lockOwnedProposal } from './ownership.ts';
import { answerFor } from './service-plan.ts';

// A gap of the RFP answered in one step from the generator (decision 037, amended): the service-plan field that
// meets it is filled from the requirement's words and confirmed, or the rep's own commitment is taken; the answer
// line is added to the proposal's requirements section and the text is checked like any save.

const REQUIREMENTS_HEADING = `## ${SECTION_TITLES.requirements}`;

/** The text with the line added at the end of the requirements section (a new section when it has none). */
export function addAnswerLine(content: string, line: string): string {
  const lines = content.replace(/\s+$/, '').split('\n');
  const start = lines.findIndex((each) => each.trim() === REQUIREMENTS_HEADING);
  if (start < 0) return `${content.replace(/\s+$/, '')}\n\n${REQUIREMENTS_HEADING}\n\n${line}\n`;
  const next = lines.findIndex((each, index) => index > start && /^##\s/.test(each));
  const end = next < 0 ? lines.length : next;
  let at = end;
  while (at > start + 1 && lines[at - 1]!.trim() === '') at -= 1;
  lines.splice(at, 0, line);
  return `${lines.join('\n')}\n`;
}

/** Answers one of the proposal's RFP requirements (404 for another user's proposal or an unknown requirement). */
export function answerGap(
  db: Database,
  user: WritingAuthor & { id: string },
  proposalId: number,
  requirementId: string,
  input: AnswerGapInput,
): Promise<AnswerGapResult> {
  return db.transaction(async (tx) => {
    const { proposal } = await lockOwnedProposal(tx, user.id, proposalId);
    const analysis = readStoredAnalysis(proposal.rfpAnalysis);
    const rfp = analysis ? reviewedAnalysis(analysis) : null;
    const requirement = rfp?.identifiedRequirements.find((each) => each.id === requirementId);
    if (!rfp || !requirement) throw notFound('Requirement not found');
    if (!proposal.proposalContent?.trim())
      throw badRequest('Write the proposal text first, then answer its gaps.');
    const ids = { surveyId: proposal.surveyId, proposalId };
    let brief = buildWritingBrief(await loadWritingSource(tx, user, ids), { rfp });
    let text: string;
    let section: string = SECTION_TITLES.additional;
    if (input.commitment) {
      text = input.commitment;
    } else {
      const plan = fillPlanFor(requirement, brief, (await answerFor(tx, proposal)).plan);
      if (!plan) {
        throw badRequest(
          'No service-plan field answers this requirement: write the commitment that answers it.',
        );
      }
      await tx
        .update(proposals)
        .set({ servicePlan: plan, updatedAt: clock.now() })
        .where(eq(proposals.id, proposalId));
      brief = buildWritingBrief(await loadWritingSource(tx, user, ids), { rfp });
      const answer = answerRequirement(requirement, brief);
      if (!answer.text) {
        // Nothing is saved: the plan change alone would not meet it (for example a coverage with no amount).
        throw badRequest(
          `The service plan still does not meet it: ${answer.reason}. ${answer.fix ?? ''}`.trim(),
        );
      }
      text = answer.text;
      section = answer.section;
    }
    const written = addAnswerLine(
      proposal.proposalContent,
      answerLine(requirement.id, requirement.text, text, section),
    );
    const outcome = checkFigures(written, brief);
    await tx
      .update(proposals)
      .set({
        proposalContent: outcome.content,
        figureBindings: nextBindings(proposal.figureBindings, brief),
        updatedAt: clock.now(),
      })
      .where(eq(proposals.id, proposalId));
    return {
      proposalContent: outcome.content,
      complianceMatrix: buildComplianceMatrix(outcome.content, rfp.identifiedRequirements),
      answer: text,
    };
  });
}
