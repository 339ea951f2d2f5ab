import { useState } from 'react';
import { UploadUrlError } from '#client/api/photos.ts';
import { type RfpReadingProgress, uploadRfpFile, useAnalyzeRfp } from '#client/api/rfp.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage, isApiError } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { MAX_UPLOAD_BYTES, RFP_ANALYSIS_FAILED_MESSAGE } from '#shared/constants.ts';

/** What the file picker offers (the server decides by the bytes). */
export const RFP_ACCEPT =
  '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';
/** Shown when a file is picked before the proposal exists. */
export const SAVE_FIRST_MESSAGE =
  'Save the proposal first: the RFP is stored with it. The generator saves it once a chemical is priced, or use Save Proposal.';

const RFP_EXTENSIONS = /\.(?:pdf|docx|txt|text)$/i;
const RFP_TYPES = new Set(RFP_ACCEPT.split(',').filter((type) => type.includes('/')));

/** A message for a file that cannot be an RFP upload (size, type), or null. */
export function checkRfpFile(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name} is too large (max 10MB)`;
  if (file.size === 0) return `${file.name} is empty`;
  if (!RFP_EXTENSIONS.test(file.name) && !RFP_TYPES.has(file.type))
    return `${file.name} is not a PDF, Word (.docx) or text file`;
  return null;
}

/** Where an upload stands: nothing running, bytes being sent (percent), or the server reading the RFP. */
export type RfpUploadStage =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; percent: number }
  | { kind: 'analyzing'; fileName: string; progress?: RfpReadingProgress };

/**
 * Uploading and analysing one RFP for a saved proposal: checks the pick (one file, type, 10 MB), uploads it
 * with progress, asks for the analysis (stored on the proposal and in the cache) and tells the rep how it
 * went: the spec's warning when the basic template stands in, the server's message when a file is refused.
 * `analysisFailedFile` names a file whose analysis request failed outright (the template then stands in).
 */
export function useRfpUpload(proposalId: number | null) {
  const [stage, setStage] = useState<RfpUploadStage>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [analysisFailedFile, setAnalysisFailedFile] = useState<string | null>(null);
  const { mutateAsync: analyze } = useAnalyzeRfp();

  const refuse = (message: string, title = 'Upload failed') => {
    setProblem(message);
    showError(title, message);
  };

  const upload = async (files: readonly File[]) => {
    if (stage.kind !== 'idle') return;
    setProblem(null);
    if (files.length !== 1) return refuse('Upload one RFP file at a time.');
    const file = files[0]!;
    const check = checkRfpFile(file);
    if (check) return refuse(check);
    if (proposalId === null) return setProblem(SAVE_FIRST_MESSAGE);

    setStage({ kind: 'uploading', fileName: file.name, percent: 0 });
    let fileUrl: string;
    try {
      fileUrl = await uploadRfpFile(file, (percent) =>
        setStage({ kind: 'uploading', fileName: file.name, percent }),
      );
    } catch (error) {
      setStage({ kind: 'idle' });
      if (isApiError(error, 401) || isApiError(error, 402)) return;
      if (error instanceof UploadUrlError) return refuse(error.message, 'Error');
      return refuse(`${file.name}: ${errorMessage(error, 'The upload failed. Please try again.')}`);
    }

    setStage({ kind: 'analyzing', fileName: file.name });
    try {
      const result = await analyze({
        input: { proposalId, fileUrl, fileName: file.name },
        onProgress: (progress) => setStage({ kind: 'analyzing', fileName: file.name, progress }),
      });
      setAnalysisFailedFile(null);
      if (result.warning) showError('Warning', result.warning);
      else {
        const count = result.analysis.totalRequirements;
        toast({
          title: 'RFP analyzed',
          description: `${count} requirement${count === 1 ? '' : 's'} found in ${file.name}`,
        });
      }
    } catch (error) {
      if (isApiError(error, 401) || isApiError(error, 402)) return;
      // A refused file (415, 413) was not uploaded: the server says why. Anything else is an analysis failure.
      if (isApiError(error, 415) || isApiError(error, 413))
        return refuse(`${file.name}: ${errorMessage(error)}`);
      setAnalysisFailedFile(file.name);
      showError('Warning', RFP_ANALYSIS_FAILED_MESSAGE);
    } finally {
      setStage({ kind: 'idle' });
    }
  };

  return { stage, problem, analysisFailedFile, upload };
}
