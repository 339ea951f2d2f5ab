import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileX2, Pencil } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { proposalProgramQueryOptions, proposalQueryOptions } from '#client/api/proposals.ts';
import { EmptyState } from '#client/components/empty-state.tsx';
import { InvalidLink } from '#client/components/invalid-link.tsx';
import { LinkButton } from '#client/components/link-button.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { ProposalStatusBadge } from '#client/components/status-badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { parseRecordId } from '#shared/ids.ts';
import { buildProgramInput } from '#shared/proposals/program-input.ts';
import { useSurveyData } from '../hooks/use-survey-data.ts';
import { DetailSkeleton } from './detail/detail-skeleton.tsx';
import { EquipmentDetails } from './detail/equipment-details.tsx';
import { ProgramTable } from './detail/program-table.tsx';
import { ProposalInfoCard } from './detail/proposal-info-card.tsx';
import { SharingCard } from './detail/sharing-card.tsx';
import { StatusActions } from './detail/status-actions.tsx';
import { TargetSavings } from './detail/target-savings.tsx';
import { WaterRecommendationCard } from './detail/water-recommendation.tsx';
import { DownloadProposalPdfButton } from './download-proposal-pdf-button.tsx';
import { proposalLabel } from './proposal-card.tsx';
import { UsageSummary } from './usage-summary.tsx';
import { WaterQualityCard } from './water-quality-card.tsx';

function NotFound() {
  return (
    <EmptyState
      icon={FileX2}
      title="Proposal not found"
      description="It may have been deleted, or the link is wrong."
      action={<LinkButton href="/proposals">Back to Proposals</LinkButton>}
    />
  );
}

/** /proposals/:id: the proposal with its usage summary, systems, water quality and priced chemical program. */
export function ProposalDetailPage() {
  const id = parseRecordId(useParams<{ id: string }>().id);
  if (id === null) return <InvalidLink thing="proposal" href="/proposals" place="Proposals" />;
  return <ProposalDetail id={id} />;
}

function ProposalDetail({ id }: { id: number }) {
  const proposal = useQuery(proposalQueryOptions(id));
  const { survey, equipment, waterQuality } = useSurveyData(proposal.data?.surveyId ?? null);
  const program = useQuery(proposalProgramQueryOptions(proposal.data ? id : null));

  if (proposal.isError) return <NotFound />;
  const loads = [proposal, survey, equipment, waterQuality, program];
  if (loads.some((q) => q.isPending) || !proposal.data) return <DetailSkeleton />;
  const item = proposal.data;
  // The saved program's input (with its chemicals); without it, the survey's own systems still give cycles.
  const input =
    program.data?.input ?? buildProgramInput(waterQuality.data?.conductivity, equipment.data ?? [], []);

  return (
    <div data-testid="proposal-detail">
      <Link
        href="/proposals"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All proposals
      </Link>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span className="min-w-0 break-words">{proposalLabel(item)}</span>
            <ProposalStatusBadge status={item.status} />
          </span>
        }
        description={
          survey.data
            ? `${survey.data.facilityName} · ${survey.data.facilityAddress}`
            : `Survey #${item.surveyId}`
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <Link href={`/proposal-generator?surveyId=${item.surveyId}`}>
                <Pencil aria-hidden="true" />
                Edit in Generator
              </Link>
            </Button>
            {item.proposalContent?.trim() && <DownloadProposalPdfButton proposalId={item.id} />}
          </>
        }
      />
      {/* minmax(0, 1fr): a wide table (the projected savings) scrolls inside its card, never widens the phone page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <StatusActions proposal={item} />
        <SharingCard proposal={item} contactEmail={survey.data?.contactEmail ?? null} />
        <UsageSummary
          variant="detail"
          equipment={equipment.data ?? []}
          input={input}
          targetCycles={item.targetCycles}
        />
        <TargetSavings input={input} targetCycles={item.targetCycles} />
        <WaterRecommendationCard
          proposal={item}
          waterQuality={waterQuality.data ?? null}
          equipment={equipment.data ?? []}
        />
        <div className="grid gap-6 lg:grid-cols-3">
          <ProposalInfoCard proposal={item} />
          <WaterQualityCard waterQuality={waterQuality.data ?? null} variant="detail" />
          <EquipmentDetails equipment={equipment.data ?? []} />
        </div>
        <ProgramTable
          program={program.data ?? null}
          equipment={equipment.data ?? []}
          isError={program.isError}
        />
      </div>
    </div>
  );
}
