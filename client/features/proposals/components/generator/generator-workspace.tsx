import { Eye, LoaderCircle, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { LazyConfirm } from '#client/components/lazy-confirm-dialog.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FlushScope, FlushScopeProvider } from '#client/lib/auto-save/flush-scope.tsx';
import { useUnsavedChangesGuard } from '#client/lib/auto-save/unsaved-changes-guard.ts';
import { useIsMobile } from '#client/lib/use-is-mobile.ts';
import { isPastDraft, revertToDraftMessage } from '#shared/proposals/status.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { Chemical, Proposal } from '#shared/schemas/proposal.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import { useChemicalEditor } from '../../hooks/use-chemical-editor.ts';
import { useGeneratorProposal } from '../../hooks/use-generator-proposal.ts';
import { DownloadProposalPdfButton } from '../download-proposal-pdf-button.tsx';
import { SendProposalButton } from '../send-proposal-button.tsx';
import { UsageSummary } from '../usage-summary.tsx';
import { WaterQualityCard } from '../water-quality-card.tsx';
import { CompanyNotSetNote } from './company-not-set-note.tsx';
import {
  ChemicalProgramCard,
  CyclesWhatIf,
  ProposalWritingCard,
  RfpCard,
  ServicePlanCard,
  ShowTheMath,
  WaterLimitsWhatIf,
} from './lazy-parts.tsx';
import { MobileSaveBar } from './mobile-save-bar.tsx';
import { NotFinalNotice } from './not-final-notice.tsx';
import { ProposalDetailsCard } from './proposal-details-card.tsx';
import { RfpFacilityWarning } from './rfp-facility-warning.tsx';
import { SavedTargetWarning } from './saved-target-warning.tsx';
import { SystemsDetailsCard } from './systems-details-card.tsx';

interface GeneratorWorkspaceProps {
  survey: Survey;
  equipment: Equipment[];
  waterQuality: WaterQuality | null;
  initialProposal: Proposal | null;
  initialChemicals: Chemical[];
}

/** The generator once its data is loaded: summary, survey figures, the chemical program and the proposal. */
export function GeneratorWorkspace(props: GeneratorWorkspaceProps) {
  const { survey, equipment, waterQuality } = props;
  const isMobile = useIsMobile();
  const proposalState = useGeneratorProposal(survey, props.initialProposal);
  const { proposal, isSaving, canCreate } = proposalState;
  const editor = useChemicalEditor({
    equipment,
    waterQuality,
    initialChemicals: props.initialChemicals,
    ensureProposalId: () => proposalState.ensureProposalId(editor.result.totalAnnualCost),
  });
  const total = editor.result.totalAnnualCost;
  // The title is saved with the proposal, not on its own: warn before leaving with a changed one.
  useUnsavedChangesGuard(() => {
    const title = proposalState.title.trim();
    return proposal !== null && title !== '' && title !== proposal.title;
  });
  const isSaveBlocked = !proposal && !canCreate;
  const [isConfirmingRevert, setIsConfirmingRevert] = useState(false);
  const [writtenContent, setWrittenContent] = useState(props.initialProposal?.proposalContent ?? '');
  // Every auto-saver below (text, service plan, skin temperature) joins this scope; chemicals are the editor's.
  const [flushScope] = useState(() => new FlushScope());
  // The PDF is made from what the server holds: everything still waiting to auto-save is saved first.
  const saveEverything = async () => {
    await Promise.all([editor.flush(), flushScope.flushAll()]);
  };

  const save = async () => {
    setIsConfirmingRevert(false);
    await editor.flush();
    await proposalState.saveProposal(total);
  };
  // Saving always stores Draft: a sent, accepted or rejected proposal asks first.
  const handleSave = async () => {
    if (proposal && isPastDraft(proposal.status)) setIsConfirmingRevert(true);
    else await save();
  };

  const saveButton = (
    <Button onClick={handleSave} disabled={isSaving || isSaveBlocked} data-testid="save-proposal">
      {isSaving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
      Save Proposal
    </Button>
  );
  const viewLink = proposal && (
    <Button variant="outline" asChild>
      <Link href={`/proposals/${proposal.id}`}>
        <Eye aria-hidden="true" />
        View Proposal
      </Link>
    </Button>
  );
  // The PDF and Send buttons appear once the proposal has written content (spec 2; decision 040); both save first.
  const pdfButton = proposal && writtenContent.trim() !== '' && (
    <>
      <CompanyNotSetNote />
      <DownloadProposalPdfButton proposalId={proposal.id} beforeDownload={saveEverything} />
      <SendProposalButton
        proposal={proposal}
        contactEmail={survey.contactEmail ?? null}
        beforeSend={saveEverything}
      />
    </>
  );

  return (
    <FlushScopeProvider scope={flushScope}>
      <div className={isMobile ? 'pb-28' : undefined} data-testid="proposal-generator">
        <PageHeader
          title="Proposal Generator"
          description={`${survey.facilityName} · ${survey.facilityAddress}`}
          actions={
            isMobile ? (
              <>
                {viewLink}
                {pdfButton}
              </>
            ) : (
              <>
                {viewLink}
                {pdfButton}
                {saveButton}
              </>
            )
          }
        />
        {/* minmax(0, 1fr): a wide child (chart, table) must scroll inside its card, never widen the phone page. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          {isSaveBlocked && <NotFinalNotice surveyId={survey.id} />}
          <ProposalDetailsCard
            proposal={proposal}
            title={proposalState.title}
            onTitleChange={proposalState.setTitle}
            totalAnnualCost={total}
            onDateChange={proposalState.saveDates}
          />
          <UsageSummary
            variant="generator"
            equipment={equipment}
            input={editor.input}
            makeupGallonsPerYear={editor.result.totalMakeupGallonsPerYear}
          />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
            <WaterQualityCard waterQuality={waterQuality} variant="generator" />
            <SystemsDetailsCard className="lg:col-span-2" equipment={equipment} result={editor.result} />
          </div>
          <ChemicalProgramCard
            editor={editor}
            equipment={equipment}
            isMobile={isMobile}
            proposalId={proposal?.id ?? null}
            ensureProposalId={() => proposalState.ensureProposalId(editor.result.totalAnnualCost)}
          />
          <ServicePlanCard
            proposalId={proposal?.id ?? null}
            systemTypes={equipment.map((item) => item.type)}
          />
          <ShowTheMath input={editor.input} result={editor.result} equipment={equipment} />
          <SavedTargetWarning
            waterQuality={waterQuality}
            equipment={equipment}
            targetCycles={proposal?.targetCycles ?? null}
            skinTemperatureF={proposal?.skinTemperatureF ?? null}
          />
          <CyclesWhatIf
            input={editor.input}
            savedTarget={proposal?.targetCycles ?? null}
            onUseAsTarget={proposalState.saveTargetCycles}
            isTargetBlocked={isSaveBlocked}
            renderWater={(targetCycles) => (
              <WaterLimitsWhatIf
                surveyId={survey.id}
                waterQuality={waterQuality}
                equipment={equipment}
                targetCycles={targetCycles}
                savedSkinTemperatureF={proposal?.skinTemperatureF ?? null}
                canSave={!isSaveBlocked}
                onSaveSkinTemperature={proposalState.saveSkinTemperature}
              />
            )}
          />
          <RfpCard proposal={proposal} facilityName={survey.facilityName} />
          <RfpFacilityWarning proposalId={proposal?.id ?? null} survey={survey} />
          <ProposalWritingCard
            survey={survey}
            equipment={equipment}
            proposal={proposal}
            totalAnnualCost={total}
            isMobile={isMobile}
            onContentChange={setWrittenContent}
          />
        </div>
        <LazyConfirm
          open={isConfirmingRevert}
          onOpenChange={setIsConfirmingRevert}
          title="Return this proposal to Draft?"
          description={revertToDraftMessage(proposal?.status)}
          confirmLabel="Save as Draft"
          onConfirm={save}
        />
        {isMobile && (
          <MobileSaveBar total={total} isSaving={isSaving} isDisabled={isSaveBlocked} onSave={handleSave} />
        )}
      </div>
    </FlushScopeProvider>
  );
}
