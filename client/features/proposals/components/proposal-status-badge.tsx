import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx';
import { displayProposalStatus, labelOf, PROPOSAL_STATUSES, type ProposalStatus } from '#shared/enums.ts';

const STATUS_VARIANTS: Record<ProposalStatus, BadgeVariant> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'success',
  rejected: 'danger',
};

/** The proposal's status as a coloured badge; unknown statuses read as Draft. */
export function ProposalStatusBadge({ status }: { status: string | null | undefined }) {
  const value = displayProposalStatus(status);
  return (
    <Badge variant={STATUS_VARIANTS[value]} data-testid="proposal-status">
      {labelOf(PROPOSAL_STATUSES, value)}
    </Badge>
  );
}
