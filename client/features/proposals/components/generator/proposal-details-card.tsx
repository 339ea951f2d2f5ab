import { ProposalStatusBadge } from '#client/components/status-badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { formatDate, formatUsd } from '#client/lib/format.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';

interface ProposalDetailsCardProps {
  proposal: Proposal | null;
  title: string;
  onTitleChange: (title: string) => void;
  totalAnnualCost: number;
}

/** The proposal's editable title beside its status, validity and the program's annual total. */
export function ProposalDetailsCard({
  proposal,
  title,
  onTitleChange,
  totalAnnualCost,
}: ProposalDetailsCardProps) {
  return (
    <Card className="grid gap-5 p-5 sm:p-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
      <div className="grid gap-2">
        <Label htmlFor="proposal-title">Proposal title</Label>
        <Input
          id="proposal-title"
          value={title}
          maxLength={300}
          onChange={(event) => onTitleChange(event.target.value)}
        />
      </div>
      <dl className="grid grid-cols-3 gap-4 text-sm sm:gap-8 lg:flex lg:items-end">
        <div>
          <dt className="text-muted-foreground">Status</dt>
          <dd className="mt-1">
            {proposal ? (
              <ProposalStatusBadge status={proposal.status} />
            ) : (
              <span className="text-slate-500">Not saved</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Valid until</dt>
          <dd className="mt-1 font-medium text-slate-800">{formatDate(proposal?.validUntil, '—')}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Annual total</dt>
          <dd className="mt-0.5 text-lg font-bold text-slate-900 tabular-nums" data-testid="header-total">
            {formatUsd(totalAnnualCost)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
