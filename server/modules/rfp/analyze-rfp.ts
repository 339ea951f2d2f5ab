import { HttpError } from '#server/lib/errors.ts';
import type { FileDeps } from '#server/modules/files/stored-objects.ts';
import { requireOwnedProposal } from '#server/modules/proposals/ownership.ts';
import {
  type AnalyzeRfpInput,
  type AnalyzeRfpResult,
  RFP_ANALYSIS_FAILED_MESSAGE,
} from '#shared/schemas/rfp.ts';
import { analyzeDocument, basicTemplateAnalysis, joinExtractedText } from './analysis/analyze.ts';
import type { RfpFileType } from './file-types.ts';
import { deleteRfpFiles, openRfpFile, rfpFileUrlOf } from './rfp-files.ts';
import {
  getRfpReaderPool,
  ReaderBusyError,
  type ReadOptions,
  type ReadOutcome,
  type RfpReaderPool,
} from './rfp-reader-pool.ts';
import { storeRfpOnProposal } from './stored-analysis.ts';

/** 503 when more RFPs wait to be read than the reader queues. */
export const READER_BUSY = 'Too many RFPs are being analysed right now. Please try again in a minute.';

/** What analysing needs: files, and (for tests) the reader pool and a logger for failed readings. */
export interface AnalyzeRfpDeps extends FileDeps {
  reader?: RfpReaderPool;
  warn?: (details: object, message: string) => void;
}

/** What a caller may follow while the RFP is read (the progress stream of POST /api/analyze-rfp). */
export interface AnalyzeRfpEvents {
  onStage?: (stage: 'reading' | 'saving') => void;
  onOcrPage?: ReadOptions['onProgress'];
}

/**
 * The analysis of a reading the pool stopped while OCR was under way: the pages read until then, with a warning
 * naming the pages left out; null when nothing was read.
 */
function partialAnalysis(type: RfpFileType, outcome: Extract<ReadOutcome, { ok: false }>) {
  const partial = outcome.partial;
  const blocks = partial?.blocks ?? [];
  if (!partial || blocks.every((block) => block.text.trim() === '')) return null;
  const document = {
    source: type,
    blocks,
    pageCount: null,
    isTruncated: true,
    ocrPages: partial.ocrPages ?? [],
    warnings: [
      `OCR ran out of time at page ${partial.page} (${partial.index} of ${partial.total} scanned pages): the pages from there on were not read. Check them against the original.`,
    ],
  };
  return { analysis: analyzeDocument(document), extractedText: joinExtractedText(document) };
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
  input: AnalyzeRfpInput,
  events: AnalyzeRfpEvents = {},
): Promise<AnalyzeRfpResult> {
  return runRfpAnalysis(deps, userId, await prepareRfpAnalysis(deps, userId, input), events);
}

/** The checked request: its input and the user's file (400, 404, 409, 413 and 415 are thrown here). */
export interface PreparedRfpAnalysis {
  input: AnalyzeRfpInput;
  file: Awaited<ReturnType<typeof openRfpFile>>;
}

/** Checks the request and opens the file, before any progress is streamed. */
export async function prepareRfpAnalysis(
  deps: AnalyzeRfpDeps,
  userId: string,
  input: AnalyzeRfpInput,
): Promise<PreparedRfpAnalysis> {
  const file = await openRfpFile(deps, userId, input.fileUrl);
  if (input.proposalId !== undefined) await requireOwnedProposal(deps.db, userId, input.proposalId);
  return { input, file };
}

/** Reads the checked file in the pool, stores the analysis on the proposal and answers. */
export async function runRfpAnalysis(
  deps: AnalyzeRfpDeps,
  userId: string,
  { input, file }: PreparedRfpAnalysis,
  events: AnalyzeRfpEvents = {},
): Promise<AnalyzeRfpResult> {
  const reader = deps.reader ?? getRfpReaderPool();
  events.onStage?.('reading');
  const outcome = await reader
    .read(file.type, file.bytes, { onProgress: events.onOcrPage })
    .catch((error: unknown) => {
      if (error instanceof ReaderBusyError)
        throw new HttpError(503, READER_BUSY, undefined, { 'Retry-After': '30' });
      throw error;
    });
  if (!outcome.ok) deps.warn?.({ reason: outcome.reason, detail: outcome.detail }, 'RFP analysis failed');
  const partial = outcome.ok ? null : partialAnalysis(file.type, outcome);
  const reading = outcome.ok ? outcome.reading : partial;
  const analysis = reading
    ? reading.analysis
    : basicTemplateAnalysis(file.type, (outcome as Extract<ReadOutcome, { ok: false }>).reason);
  events.onStage?.('saving');
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
    extractedText: reading?.extractedText ?? '',
    analysis,
    warning: analysis.isBasicTemplate ? RFP_ANALYSIS_FAILED_MESSAGE : null,
    fileUrl,
    fileName,
  };
}
