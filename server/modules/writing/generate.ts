import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposals } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { lockOwnedProposal } from '#server/modules/proposals/ownership.ts';
import { readStoredAnalysis } from '#server/modules/rfp/stored-analysis.ts';
import type {
  GenerateProposalInput,
  GenerateProposalResult,
  WritingStage,
} from '#shared/schemas/proposal-writing.ts';
import { type RfpAnalysis, reviewedAnalysis } from '#shared/schemas/rfp.ts';
import { buildComplianceMatrix } from '#shared/writing/compliance.ts';
import { buildWritingBrief, type WritingBrief } from './brief.ts';
import { checkFigures } from './figure-check/check.ts';
import { nextBindings } from './refresh.ts';
import { loadWritingSource, type WritingAuthor, type WritingSource } from './source.ts';
import type { ProposalWriter } from './writer.ts';

/** A proposal ready to be written: its facts, checked and loaded before any writing starts. */
export interface PreparedWriting {
  user: WritingAuthor & { id: string };
  input: GenerateProposalInput;
  rfp: RfpAnalysis | null;
  brief: WritingBrief;
}

/** What the caller hears while a proposal is written. */
export interface WritingEvents {
  onStage?: (stage: WritingStage) => void;
  onProgress?: (characters: number) => void;
  signal?: AbortSignal;
}

/** The RFP analysis to answer: the one sent with the request, else the one stored on the proposal. */
function chooseAnalysis(input: GenerateProposalInput, source: WritingSource): RfpAnalysis | null {
  // The rep's dismissals and additions decide what the proposal answers.
  const analysis = input.rfpAnalysis ?? readStoredAnalysis(source.proposal.rfpAnalysis);
  return analysis ? reviewedAnalysis(analysis) : null;
}

/**
 * Loads and checks everything a proposal is written from (404 for others' survey or proposal, 400 with the
 * spec's message without equipment), so no writing starts on a request that cannot succeed.
 */
export async function prepareProposalWriting(
  db: Database,
  user: WritingAuthor & { id: string },
  input: GenerateProposalInput,
  now?: Date,
): Promise<PreparedWriting> {
  const source = await loadWritingSource(db, user, input);
  const rfp = chooseAnalysis(input, source);
  return {
    user,
    input,
    rfp,
    brief: buildWritingBrief(source, { rfp, customDetails: input.customDetails, now }),
  };
}

/**
 * Writes the proposal with the configured writer, checks every figure against the engine's (re-read inside the
 * saving transaction, so a program changed while the model wrote is the one checked against) and saves the text
 * as the proposal's content. A writer failure throws before anything is saved: the old content stays.
 */
export async function writeProposal(
  deps: { db: Database; writer: ProposalWriter },
  prepared: PreparedWriting,
  events: WritingEvents = {},
): Promise<GenerateProposalResult> {
  const { user, input, rfp } = prepared;
  events.onStage?.('writing');
  const written = await deps.writer.write(prepared.brief, {
    onProgress: events.onProgress,
    signal: events.signal,
  });
  events.onStage?.('checking');
  const checked = await deps.db.transaction(async (tx) => {
    await lockOwnedProposal(tx, user.id, input.proposalId);
    const source = await loadWritingSource(tx, user, input);
    const brief = buildWritingBrief(source, { rfp, customDetails: input.customDetails });
    const outcome = checkFigures(written, brief);
    events.onStage?.('saving');
    await tx
      .update(proposals)
      .set({
        proposalContent: outcome.content,
        figureBindings: nextBindings(source.proposal.figureBindings, brief),
        figuresUpdatedSections: null,
        updatedAt: clock.now(),
      })
      .where(eq(proposals.id, input.proposalId));
    return outcome;
  });
  return {
    proposalContent: checked.content,
    complianceMatrix: buildComplianceMatrix(checked.content, rfp?.identifiedRequirements ?? []),
    figureCheck: checked.figureCheck,
    writer: deps.writer.kind,
    rfpAnalysis: rfp,
  };
}
