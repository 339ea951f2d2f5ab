import { ProposalStatusBadge } from '#client/components/status-badge.tsx';
import { formatDateUS, formatMoney } from '#shared/calc/format.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import { ListCard, ListRow } from './list-card.tsx';

type ActiveProposalsCardProps = { proposals: Proposal[]; isLoading: boolean; isError: boolean };

/** Open proposals: "Proposal #id", annual cost in whole dollars, expiry date and status. */
export function ActiveProposalsCard({ proposals, isLoading, isError }: ActiveProposalsCardProps) {
  return (
    <ListCard
      title="Active Proposals"
      viewAllHref="/proposals"
      viewAllLabel="View All Proposals"
      isLoading={isLoading}
      isError={isError}
      isEmpty={proposals.length === 0}
      emptyText="No active proposals"
    >
      {proposals.map((proposal) => (
        <ListRow key={proposal.id} href={`/proposals/${proposal.id}`}>
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">Proposal #{proposal.id}</p>
            <p className="mt-0.5 truncate text-sm text-muted-foreground">
              <span className="font-medium text-slate-700 tabular-nums">
                {formatMoney(proposal.totalAnnualCost)}
              </span>
              /year
              {proposal.validUntil && (
                <>
                  <span aria-hidden="true"> · </span>
                  Expires {formatDateUS(proposal.validUntil)}
                </>
              )}
            </p>
          </div>
          <ProposalStatusBadge status={proposal.status} />
        </ListRow>
      ))}
    </ListCard>
  );
}
