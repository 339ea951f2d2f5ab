import {
  type AnalyzeRfpInput,
  AnalyzeRfpInputSchema,
  type AnalyzeRfpResult,
  RFP_ANALYSIS_FAILED_MESSAGE,
} from '#shared/schemas/rfp.ts';
import { HttpError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import type { FileDeps } from '../files/stored-objects.ts';
import { requireOwnedProposal } from '../proposals/ownership.ts';
import { basicTemplateAnalysis } from './analysis/analyze.ts';
import { deleteRfpFiles, openRfpFile, rfpFileUrlOf } from './rfp-files.ts';
import { getRfpReaderPool, ReaderBusyError, type RfpReaderPool } from './rfp-reader-pool.ts';
import { storeRfpOnProposal } from './stored-analysis.ts';

/** 503 when more RFPs wait to be read than the reader queues. */
export const READER_BUSY = 'Too many RFPs are being analysed right now. Please try again in a minute.';

/** What analysing needs: files, and (for tests) the reader pool and a logger for failed readings. */
export interface AnalyzeRfpDeps extends FileDeps {
  reader?: RfpReaderPool;
  warn?: (details: object, message: string) => void;
}

/**
 * POST /api/analyze-rfp: opens the user's RFP (checked by its bytes the first time), reads and analyses it in
 * the reader pool and, with a proposalId, stores file, name and analysis on the user's proposal (an RFP it
 * replaces is deleted). A scan, an unreadable file or a reading that runs out of time or memory answers 200
 * with the spec's warning and the basic template (docs/decisions/024).
 */
export async function analyzeRfp(
  deps: AnalyzeRfpDeps,
  userId: string,
  body: unknown,
): Promise<AnalyzeRfpResult> {
  const input: AnalyzeRfpInput = parseInput(AnalyzeRfpInputSchema, body);
  const file = await openRfpFile(deps, userId, input.fileUrl);
  if (input.proposalId !== undefined) await requireOwnedProposal(deps.db, userId, input.proposalId);
  const reader = deps.reader ?? getRfpReaderPool();
  const outcome = await reader.read(file.type, file.bytes).catch((error: unknown) => {
    if (error instanceof ReaderBusyError)
      throw new HttpError(503, READER_BUSY, undefined, { 'Retry-After': '30' });
    throw error;
  });
  if (!outcome.ok) deps.warn?.({ reason: outcome.reason, detail: outcome.detail }, 'RFP analysis failed');
  const analysis = outcome.ok ? outcome.reading.analysis : basicTemplateAnalysis(file.type, outcome.reason);
  const fileUrl = rfpFileUrlOf(file.key);
  const fileName = input.fileName ?? null;
  if (input.proposalId !== undefined) {
    const { previousFileUrl } = await storeRfpOnProposal(deps.db, userId, input.proposalId, {
      fileUrl,
      fileName,
      analysis,
    });
    if (previousFileUrl && previousFileUrl !== fileUrl) await deleteRfpFiles(deps, userId, [previousFileUrl]);
  }
  return {
    extractedText: outcome.ok ? outcome.reading.extractedText : '',
    analysis,
    warning: analysis.isBasicTemplate ? RFP_ANALYSIS_FAILED_MESSAGE : null,
    fileUrl,
    fileName,
  };
}
