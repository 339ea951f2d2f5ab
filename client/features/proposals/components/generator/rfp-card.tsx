import { CloudUpload, FileSearch, LoaderCircle } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { useStoredRfp } from '#client/api/rfp.ts';
import { CardHeading } from '#client/components/card-heading.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { cn } from '#client/lib/utils.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import { RfpAnalysisPanel } from './lazy-parts.tsx';
import { RFP_ACCEPT, type RfpUploadStage, useRfpUpload } from './use-rfp-upload.ts';

/** What the rep reads while the file is uploaded and read; a scan shows each page OCR reads. */
function stageText(stage: Exclude<RfpUploadStage, { kind: 'idle' }>): { text: string; percent: number } {
  if (stage.kind === 'uploading')
    return { text: `Uploading ${stage.fileName}… ${stage.percent}%`, percent: stage.percent };
  const progress = stage.progress;
  if (progress?.stage === 'ocr')
    return {
      text: `${stage.fileName} is a scan: reading page ${progress.page} by OCR (${progress.index} of ${progress.total})…`,
      percent: Math.round(((progress.index - 1) / progress.total) * 100),
    };
  if (progress?.stage === 'saving')
    return { text: `Saving the analysis of ${stage.fileName}…`, percent: 100 };
  return { text: `Reading ${stage.fileName} and finding its requirements…`, percent: 100 };
}

function StageLine({ stage }: { stage: Exclude<RfpUploadStage, { kind: 'idle' }> }) {
  const { text, percent } = stageText(stage);
  return (
    <div className="grid gap-2" role="status" data-testid="rfp-progress">
      <p className="flex items-center gap-2 text-sm">
        <LoaderCircle className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
        <span className="min-w-0 break-all">{text}</span>
      </p>
      <Progress value={percent} aria-label="RFP upload progress" />
    </div>
  );
}

interface DropZoneProps {
  isDisabled: boolean;
  hasFile: boolean;
  onFiles: (files: File[]) => void;
}

/** A drop target with a file button: one PDF, Word or text file, up to 10 MB. */
function DropZone({ isDisabled, hasFile, onFiles }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    if (!isDisabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <fieldset
      className={cn(
        'm-0 flex min-w-0 flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center sm:flex-row sm:text-left',
        isOver ? 'border-primary bg-brand-50' : 'border-slate-300 bg-slate-50/60',
        isDisabled && 'opacity-60',
      )}
      onDragOver={(event) => {
        event.preventDefault();
        if (!isDisabled) setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={handleDrop}
      aria-label="RFP upload: drop a file or choose one"
      data-testid="rfp-drop-zone"
    >
      <CloudUpload className="size-8 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="grid flex-1 gap-0.5 text-sm">
        <p className="font-medium">{hasFile ? 'Drop another RFP here to replace it' : 'Drop the RFP here'}</p>
        <p className="text-muted-foreground">PDF, Word (.docx) or plain text, one file up to 10 MB.</p>
      </div>
      <input
        ref={input}
        type="file"
        accept={RFP_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="RFP file"
        data-testid="rfp-file-input"
        disabled={isDisabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Button
        type="button"
        variant="outline"
        disabled={isDisabled}
        onClick={() => input.current?.click()}
        className="w-full sm:w-auto"
      >
        {hasFile ? 'Replace RFP' : 'Choose file'}
      </Button>
    </fieldset>
  );
}

/**
 * RFP upload and analysis in the generator: one file for the saved proposal (the proposal must exist first),
 * upload progress, then the stored analysis (requirements by category, numeric targets, details), which a
 * reload shows again. The spec's warning is a toast when the standard template stands in.
 */
export function RfpCard({
  proposal,
  facilityName = null,
}: {
  proposal: Proposal | null;
  /** The survey's facility, to warn when the RFP names another one. */
  facilityName?: string | null;
}) {
  const proposalId = proposal?.id ?? null;
  const stored = useStoredRfp(proposalId);
  const { stage, problem, analysisFailedFile, upload } = useRfpUpload(proposalId);
  const isBusy = stage.kind !== 'idle';
  const analysis = stored.data?.analysis ?? null;

  return (
    <Card data-testid="rfp-card">
      <CardHeading
        icon={FileSearch}
        title="RFP Analysis"
        description={
          <>
            Upload the customer's request for proposal to pull out its requirements, numeric targets and
            details; the written proposal answers each one.
          </>
        }
      />
      <CardContent className="grid gap-5">
        {proposalId === null && (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="rfp-needs-proposal">
            The RFP is stored with the proposal, so the proposal must be saved first. The generator saves it
            as soon as a chemical is priced, or use Save Proposal.
          </p>
        )}
        <DropZone isDisabled={proposalId === null || isBusy} hasFile={analysis !== null} onFiles={upload} />
        {isBusy && <StageLine stage={stage} />}
        {problem && (
          <p className="text-sm text-destructive" role="alert" data-testid="rfp-problem">
            {problem}
          </p>
        )}
        {analysisFailedFile && !isBusy && (
          <p className="text-sm text-amber-800" data-testid="rfp-analysis-failed">
            {analysisFailedFile} was uploaded but could not be analysed; the proposal uses the standard
            template (Basic Chemical Treatment and Standard Monitoring).
          </p>
        )}
        {proposalId !== null && stored.isPending && (
          <p className="text-sm text-muted-foreground">Loading the stored RFP analysis…</p>
        )}
        {analysis && (
          <RfpAnalysisPanel
            analysis={analysis}
            fileName={stored.data?.fileName ?? null}
            proposalId={proposalId}
            facilityName={facilityName}
          />
        )}
      </CardContent>
    </Card>
  );
}
