import { ProposalStatusBadge } from '#client/components/status-badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { formatDateUS, formatMoney } from '#shared/calc/format.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';

interface ProposalDetailsCardProps {
  proposal: Proposal | null;
  title: string;
  onTitleChange: (title: string) => void;
  totalAnnualCost: number;
  /** Saves a changed date (the proposal's date or valid until; null clears it) on the saved proposal. */
  onDateChange?: (dates: { proposalDate?: string | null; validUntil?: string | null }) => void;
}

/** A date of the saved proposal, saved when a whole date is picked (or the field is cleared). */
function DateField({
  id,
  label,
  value,
  onCommit,
}: {
  id: string;
  label: string;
  value: string | null | undefined;
  onCommit: (value: string | null) => void;
}) {
  return (
    <div>
      <dt>
        <Label htmlFor={id} className="font-normal text-muted-foreground">
          {label}
        </Label>
      </dt>
      <dd>
        <Input
          id={id}
          type="date"
          className="mt-1 h-8 w-[9.5rem] px-2 text-sm sm:text-sm"
          defaultValue={value ?? ''}
          key={value ?? ''}
          onBlur={(event) => {
            const next = event.target.value || null;
            if (next !== (value ?? null)) onCommit(next);
          }}
        />
      </dd>
    </div>
  );
}

/**
 * The proposal's editable title beside its status, its date and how long its prices hold (editable once it is
 * saved), and the program's annual total.
 */
export function ProposalDetailsCard({
  proposal,
  title,
  onTitleChange,
  totalAnnualCost,
  onDateChange,
}: ProposalDetailsCardProps) {
  const isDateEditable = proposal !== null && onDateChange !== undefined;
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
      <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4 sm:gap-8 lg:flex lg:items-end">
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
        {isDateEditable ? (
          <>
            <DateField
              id="proposal-date"
              label="Proposal date"
              value={proposal.proposalDate}
              onCommit={(proposalDate) => onDateChange({ proposalDate })}
            />
            <DateField
              id="proposal-valid-until"
              label="Valid until"
              value={proposal.validUntil}
              onCommit={(validUntil) => onDateChange({ validUntil })}
            />
          </>
        ) : (
          <div>
            <dt className="text-muted-foreground">Valid until</dt>
            <dd className="mt-1 font-medium text-slate-800">{formatDateUS(proposal?.validUntil) || '—'}</dd>
          </div>
        )}
        <div>
          <dt className="text-muted-foreground">Annual total</dt>
          <dd className="mt-0.5 text-lg font-bold text-slate-900 tabular-nums" data-testid="header-total">
            {formatMoney(totalAnnualCost)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
