import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { type WritingProgress as Progress, useGenerateProposal } from '#client/api/proposal-writing.ts';
import { useRfpAnalysis, useStoredProposalContent } from '#client/api/rfp.ts';
import { servicePlanQueryOptions, useAnswerGap } from '#client/api/service-plan.ts';
import { CardHeading } from '#client/components/card-heading.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage, isApiError } from '#client/lib/api.ts';
import { useFlushScope } from '#client/lib/auto-save/flush-scope.tsx';
import { showError } from '#client/lib/show-error.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import {
  AI_MESSAGES,
  type GenerateProposalInput,
  type GenerateProposalResult,
} from '#shared/schemas/proposal-writing.ts';
import { answeredRequirements } from '#shared/schemas/rfp.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import { listChangedSections } from '#shared/writing/changed-sections.ts';
import { buildComplianceMatrix } from '#shared/writing/compliance.ts';
import { findRfpConflicts } from '#shared/writing/conflicts.ts';
import { ComplianceMatrix } from './compliance-matrix.tsx';
import { useProposalContent } from './use-proposal-content.ts';
import { WritingProgress } from './writing-progress.tsx';
import { ChangedSectionsNotice, ContentSaveStatus, FigureCheckSummary } from './writing-status.tsx';

// The Markdown editor and its renderer load only when there is text to edit.
const ProposalEditor = lazy(() =>
  import('./proposal-editor.tsx').then((module) => ({ default: module.ProposalEditor })),
);

interface ProposalWritingCardProps {
  survey: Survey;
  equipment: Equipment[];
  /** The saved proposal; null until the generator has saved it (writing needs a saved proposal). */
  proposal: Proposal | null;
  totalAnnualCost: number;
  isMobile: boolean;
  /** Every change of the proposal text (the PDF download appears once there is some). */
  onContentChange?: (content: string) => void;
}

function requestBody(
  props: ProposalWritingCardProps,
  proposalId: number,
  notes: string,
): GenerateProposalInput {
  return {
    surveyId: props.survey.id,
    proposalId,
    facilityName: props.survey.facilityName,
    facilityType: props.survey.industryType,
    totalAnnualCost: props.totalAnnualCost,
    equipmentSummary: props.equipment.map((item) => ({ id: item.id, name: item.name, type: item.type })),
    ...(notes.trim() ? { customDetails: notes.trim() } : {}),
  };
}

function showFailure(error: unknown): void {
  // A lost session or an ended subscription has its own handler and message.
  if (isApiError(error, 401) || isApiError(error, 402)) return;
  const description = isApiError(error, 400) ? errorMessage(error, AI_MESSAGES.failed) : AI_MESSAGES.failed;
  showError('Error', description);
}

/**
 * AI proposal writing in the generator: write the proposal (built-in writer or the configured chat API) with
 * progress, edit it with a live preview (auto-saved), and see which RFP requirements it answers.
 */
export function ProposalWritingCard(props: ProposalWritingCardProps) {
  const { proposal, equipment, isMobile, onContentChange } = props;
  const text = useProposalContent(proposal?.id ?? null, proposal?.proposalContent ?? '');
  const { mutateAsync: generate } = useGenerateProposal();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<GenerateProposalResult | null>(null);
  // The text as the writer last wrote it: anything else in the editor is the rep's edit.
  const [lastWritten, setLastWritten] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const isWriting = progress !== null;
  const canWrite = proposal !== null && equipment.length > 0;
  const hasContent = text.content.trim() !== '';
  const hasEdits = hasContent && text.content !== lastWritten;
  // The RFP stored on the proposal (an upload replaces it), else the one the last writing answered.
  const storedRfp = useRfpAnalysis(proposal?.id ?? null);
  const analysis = storedRfp.data ?? result?.rfpAnalysis ?? null;
  const matrix = useMemo(
    () => (analysis ? buildComplianceMatrix(text.content, answeredRequirements(analysis)) : []),
    [analysis, text.content],
  );

  useEffect(() => onContentChange?.(text.content), [onContentChange, text.content]);

  // The server brings the text's figures to the program after every change to it: the editor follows and says
  // which sections changed (never while the rep has typing waiting to be saved).
  const stored = useStoredProposalContent(proposal?.id ?? null).data;
  // Sections the server updated before this visit (a survey change elsewhere), until the text is saved or written.
  const [changedSections, setChangedSections] = useState<string[]>(proposal?.figuresUpdatedSections ?? []);
  const { adopt } = text;
  useEffect(() => {
    if (stored == null || isWriting) return;
    const replaced = adopt(stored);
    if (replaced === null) return;
    setChangedSections(listChangedSections(replaced, stored));
    setLastWritten((written) => (written === replaced ? stored : written));
  }, [stored, adopt, isWriting]);

  const plan = useQuery(servicePlanQueryOptions(proposal?.id ?? null));
  const { mutateAsync: answerGap } = useAnswerGap();
  // A gap answered in one step: every edit waiting to auto-save (the plan card's too) is saved first, so the plan
  // the server fills and the card reads back holds it; then the server adds the answer line.
  const flushScope = useFlushScope();
  const answer = async (requirementId: string, commitment?: string) => {
    if (!proposal) return false;
    await flushScope?.flushAll();
    await text.settle();
    try {
      const answered = await answerGap({
        proposalId: proposal.id,
        requirementId,
        input: commitment ? { commitment } : {},
      });
      text.replace(answered.proposalContent);
      toast({ title: `${requirementId} answered`, description: answered.answer });
      return true;
    } catch (error) {
      text.resume();
      showError(
        'Not answered',
        errorMessage(error, 'The requirement could not be answered. Please try again.'),
      );
      return false;
    }
  };

  const write = async () => {
    setIsConfirming(false);
    if (!proposal || isWriting) return;
    await text.settle();
    setProgress({ stage: 'sending', characters: 0 });
    try {
      const written = await generate({
        body: requestBody(props, proposal.id, notes),
        onProgress: setProgress,
      });
      text.replace(written.proposalContent);
      setLastWritten(written.proposalContent);
      setChangedSections([]);
      setResult(written);
      toast({
        title: 'Proposal written',
        description: 'Every figure was checked against the calculation engine.',
      });
    } catch (error) {
      text.resume();
      showFailure(error);
    } finally {
      setProgress(null);
    }
  };
  // Writing again replaces the text: the rep's edits are only overwritten after asking.
  const handleWrite = () => {
    if (hasEdits) setIsConfirming(true);
    else void write();
  };

  return (
    <Card data-testid="proposal-writing-card">
      <CardHeading
        icon={Sparkles}
        title="AI Proposal Writing"
        description={
          <>
            Writes the proposal from the survey, this chemical program{analysis ? ' and the RFP' : ''}. Every
            dollar, gallon and pound figure is checked against the calculation engine.
          </>
        }
      />
      <CardContent className="grid gap-5">
        <div className="grid gap-1.5">
          <Label htmlFor="writing-notes">Notes for the writer (optional)</Label>
          <Textarea
            id="writing-notes"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            maxLength={5000}
            rows={2}
            disabled={isWriting}
            placeholder="Anything the proposal should say: your certifications, start date, delivery terms…"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={handleWrite} disabled={!canWrite || isWriting} data-testid="generate-proposal">
            {isWriting ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {hasContent ? 'Regenerate Proposal' : 'Generate AI Proposal'}
          </Button>
          {!canWrite && (
            <p className="text-sm text-slate-600" data-testid="writing-unavailable">
              {AI_MESSAGES.missingInputs}
            </p>
          )}
          {hasContent && proposal && <ContentSaveStatus status={text.status} onSaveNow={text.saveNow} />}
        </div>
        {progress && <WritingProgress progress={progress} />}
        {result && !isWriting && <FigureCheckSummary result={result} />}
        {changedSections.length > 0 && !isWriting && <ChangedSectionsNotice sections={changedSections} />}
        {hasContent && (
          <Suspense fallback={<Skeleton className="h-[28rem] w-full" />}>
            <ProposalEditor
              content={text.content}
              onChange={text.edit}
              isReadOnly={isWriting}
              isMobile={isMobile}
            />
          </Suspense>
        )}
        {matrix.length > 0 && hasContent && (
          <ComplianceMatrix
            rows={matrix}
            conflicts={
              analysis ? findRfpConflicts(analysis, { targetCycles: proposal?.targetCycles ?? null }) : []
            }
            toConfirm={plan.data?.toConfirm ?? []}
            onAnswer={proposal ? answer : undefined}
          />
        )}
      </CardContent>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Replace your edited proposal?"
        description="Writing the proposal again replaces the current text, including your edits."
        confirmLabel="Replace"
        onConfirm={() => void write()}
      />
    </Card>
  );
}
