import { ProposalStatusBadge } from '#client/components/status-badge.tsx';
import { formatDateTimeUS, formatDateUS, formatMoney } from '#shared/calc/format.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import { ListCard, ListRow } from './list-card.tsx';

type ActiveProposalsCardProps = { proposals: Proposal[]; isLoading: boolean; isError: boolean };

/**
 * The customer's recent answers, then the open proposals (decision 040): "Proposal #id", annual cost in whole
 * dollars, expiry date, status, and for an answer who accepted (or that it was declined) and when.
 */
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
        <ListRow
          key={proposal.id}
          href={`/proposals/${proposal.id}`}
          title={`Proposal #${proposal.id}`}
          details={
            <>
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
            </>
          }
          badge={<ProposalStatusBadge status={proposal.status} />}
        >
          <CustomerAnswerLine proposal={proposal} />
        </ListRow>
      ))}
    </ListCard>
  );
}

/** "Accepted by Pat Customer · Nov 27, 2026, 10:02 AM" or "Declined · …" under a proposal the customer answered. */
function CustomerAnswerLine({ proposal }: { proposal: Proposal }) {
  const answer = proposal.tracking?.customerAnswer;
  if (!answer) return null;
  const accepted = answer.status === 'accepted';
  return (
    <p
      className={`mt-0.5 truncate text-sm font-medium ${accepted ? 'text-emerald-700' : 'text-red-700'}`}
      data-testid="customer-answer-line"
    >
      {accepted ? `Accepted${answer.name ? ` by ${answer.name}` : ''}` : 'Declined'}
      <span aria-hidden="true"> · </span>
      <time className="font-normal text-muted-foreground" dateTime={answer.at}>
        {formatDateTimeUS(answer.at)}
      </time>
    </p>
  );
}
