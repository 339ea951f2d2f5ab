import { Info } from 'lucide-react';
import { CardHeading } from '#client/components/card-heading.tsx';
import { ProposalStatusBadge } from '#client/components/status-badge.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { formatDateUS, formatMoney } from '#shared/calc/format.ts';
import { describeStatusTimeline } from '#shared/proposals/status.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';

/** Proposal information: status, valid until, total annual cost and the status timeline. */
export function ProposalInfoCard({ proposal }: { proposal: Proposal }) {
  const rows = [
    { label: 'Status', value: <ProposalStatusBadge status={proposal.status} /> },
    { label: 'Valid until', value: formatDateUS(proposal.validUntil) || 'Not set' },
    {
      label: 'Total annual cost',
      value: (
        <span className="text-base font-bold text-slate-900 tabular-nums" data-testid="detail-total">
          {formatMoney(proposal.totalAnnualCost)}
        </span>
      ),
    },
    // Created, then each status change once they are stored (or the last update until then).
    ...describeStatusTimeline(proposal).map((entry) => ({
      label: entry.label,
      value: <time dateTime={entry.at}>{formatDateUS(entry.at)}</time>,
    })),
  ];
  return (
    <Card>
      <CardHeading icon={Info} title="Proposal Information" />
      <CardContent>
        <dl className="divide-y text-sm">
          {rows.map((row) => (
            <div
              key={row.label}
              data-testid="proposal-info-row"
              className="flex items-center justify-between gap-4 py-2"
            >
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="text-right font-medium text-slate-800">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
