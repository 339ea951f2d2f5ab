import { CalendarClock, CalendarPlus, Eye, MailOpen, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { ProposalStatusBadge } from '#client/components/status-badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { formatDateTimeUS, formatDateUS, formatMoney } from '#shared/calc/format.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import { DeleteProposalButton } from './delete-proposal-button.tsx';

/** The proposal's title, or "Proposal #<id>" when it has none. */
export function proposalLabel(proposal: Pick<Proposal, 'id' | 'title'>): string {
  return proposal.title?.trim() || `Proposal #${proposal.id}`;
}

/** One proposal of the list: title, survey, status, annual value, dates and its actions. */
export function ProposalCard({ proposal }: { proposal: Proposal }) {
  const label = proposalLabel(proposal);
  return (
    <Card className="flex h-full flex-col p-5" data-testid={`proposal-card-${proposal.id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="line-clamp-2 text-base font-semibold break-words text-slate-900" title={label}>
            <Link href={`/proposals/${proposal.id}`} className="hover:underline">
              {label}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">Survey #{proposal.surveyId}</p>
        </div>
        <ProposalStatusBadge status={proposal.status} />
      </div>
      <div className="mt-5">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Annual value</p>
        <p
          className="mt-0.5 text-2xl font-bold tracking-tight text-slate-900 tabular-nums"
          data-testid="annual-value"
        >
          {formatMoney(proposal.totalAnnualCost)}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            Valid until
          </dt>
          <dd className="mt-0.5 font-medium text-slate-800">
            {formatDateUS(proposal.validUntil) || 'Not set'}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <CalendarPlus className="size-3.5" aria-hidden="true" />
            Created
          </dt>
          <dd className="mt-0.5 font-medium text-slate-800">{formatDateUS(proposal.createdAt)}</dd>
        </div>
      </dl>
      <ProposalOpensLine proposal={proposal} />
      <div className="mt-auto flex gap-2 pt-5">
        <Button variant="outline" size="sm" className="flex-1" asChild>
          <Link href={`/proposals/${proposal.id}`} aria-label={`View ${label}`}>
            <Eye aria-hidden="true" />
            View
          </Link>
        </Button>
        <Button variant="outline" size="sm" className="flex-1" asChild>
          <Link href={`/proposal-generator?surveyId=${proposal.surveyId}`} aria-label={`Edit ${label}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <DeleteProposalButton proposal={proposal} label={label} />
      </div>
    </Card>
  );
}

/**
 * The customer's opens of a shared proposal (decision 040): times opened, first and last; nothing for a proposal
 * that never had a link.
 */
function ProposalOpensLine({ proposal }: { proposal: Proposal }) {
  const tracking = proposal.tracking;
  if (!tracking?.shared) return null;
  return (
    <div className="mt-4 rounded-lg border bg-slate-50 px-3 py-2 text-sm" data-testid="proposal-opens">
      <p className="flex items-center gap-1.5 font-medium text-slate-800">
        <MailOpen className="size-3.5 text-muted-foreground" aria-hidden="true" />
        {tracking.openCount === 0
          ? 'Not opened yet'
          : `Opened ${tracking.openCount} ${tracking.openCount === 1 ? 'time' : 'times'}`}
      </p>
      {tracking.firstOpenedAt && tracking.lastOpenedAt && (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-muted-foreground">
          <dt>First opened</dt>
          <dd>
            <time dateTime={tracking.firstOpenedAt}>{formatDateTimeUS(tracking.firstOpenedAt)}</time>
          </dd>
          <dt>Last opened</dt>
          <dd>
            <time dateTime={tracking.lastOpenedAt}>{formatDateTimeUS(tracking.lastOpenedAt)}</time>
          </dd>
        </dl>
      )}
    </div>
  );
}
