import { ArrowLeft, FileX2, Pencil } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { EmptyState } from '#client/components/empty-state.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useProposal, useProposalProgram } from '../api/proposals.ts';
import { useSurvey, useSurveyEquipment, useSurveyWaterQuality } from '../api/survey-data.ts';
import { DetailSkeleton } from './detail/detail-skeleton.tsx';
import { DetailWaterQuality } from './detail/detail-water-quality.tsx';
import { EquipmentDetails } from './detail/equipment-details.tsx';
import { ProgramTable } from './detail/program-table.tsx';
import { ProposalInfoCard } from './detail/proposal-info-card.tsx';
import { StatusActions } from './detail/status-actions.tsx';
import { SystemUsageSummary } from './detail/system-usage-summary.tsx';
import { proposalLabel } from './proposal-card.tsx';
import { ProposalStatusBadge } from './proposal-status-badge.tsx';

function readId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function NotFound() {
  return (
    <EmptyState
      icon={FileX2}
      title="Proposal not found"
      description="It may have been deleted, or the link is wrong."
      action={
        <Button asChild>
          <Link href="/proposals">Back to Proposals</Link>
        </Button>
      }
    />
  );
}

/** /proposals/:id: the proposal with its usage summary, systems, water quality and priced chemical program. */
export function ProposalDetailPage() {
  const id = readId(useParams<{ id: string }>().id);
  const proposal = useProposal(id);
  const surveyId = proposal.data?.surveyId ?? null;
  const survey = useSurvey(surveyId);
  const equipment = useSurveyEquipment(surveyId);
  const waterQuality = useSurveyWaterQuality(surveyId);
  const program = useProposalProgram(proposal.data ? id : null);

  if (id === null || proposal.isError) return <NotFound />;
  const loads = [proposal, survey, equipment, waterQuality, program];
  if (loads.some((q) => q.isPending) || !proposal.data) return <DetailSkeleton />;
  const item = proposal.data;

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
          <Button variant="outline" asChild>
            <Link href={`/proposal-generator?surveyId=${item.surveyId}`}>
              <Pencil aria-hidden="true" />
              Edit in Generator
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6">
        <StatusActions proposal={item} />
        <SystemUsageSummary equipment={equipment.data ?? []} waterQuality={waterQuality.data ?? null} />
        <div className="grid gap-6 lg:grid-cols-3">
          <ProposalInfoCard proposal={item} />
          <DetailWaterQuality waterQuality={waterQuality.data ?? null} />
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
