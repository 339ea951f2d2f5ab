import { CheckCircle2, Copy, Link2, LoaderCircle, Send, Unlink, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useRevokeShare, useShareProposal } from '#client/api/proposals.ts';
import { CardHeading } from '#client/components/card-heading.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { formatDateTimeUS, formatDateUS } from '#shared/calc/format.ts';
import { DEFAULT_SHARE_DAYS, SIGNED_PDF_NOTE } from '#shared/constants.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import { SendProposalButton } from '../send-proposal-button.tsx';

/** The customer's answer on the public page, when there is one (the newest status line that carries a name or address). */
function CustomerAnswer({ proposal }: { proposal: Proposal }) {
  const last = proposal.statusHistory?.at(-1);
  if (!last?.ipAddress || (last.status !== 'accepted' && last.status !== 'rejected')) return null;
  const accepted = last.status === 'accepted';
  return (
    <div
      className="flex items-start gap-2 rounded-lg border bg-slate-50 p-3 text-sm"
      data-testid="customer-answer"
    >
      {accepted ? (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
      ) : (
        <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {accepted ? 'Accepted' : 'Declined'}
          {last.byName ? ` by ${last.byName}` : ''}
          {last.byTitle ? `, ${last.byTitle}` : ''}
        </p>
        <p className="text-muted-foreground">
          <time dateTime={last.changedAt}>{formatDateTimeUS(last.changedAt)}</time> · from {last.ipAddress}
        </p>
        {last.note && <p className="mt-1 text-muted-foreground">Reason: {last.note}</p>}
        {accepted && (
          <a
            href={`/api/proposals/${proposal.id}/accepted.pdf`}
            className="mt-1 inline-block font-medium text-brand-700 hover:underline"
            data-testid="signed-pdf-link"
          >
            Download the signed PDF
          </a>
        )}
        {accepted && (
          <p className="mt-1 text-xs text-muted-foreground" data-testid="signed-pdf-note">
            {SIGNED_PDF_NOTE}
          </p>
        )}
      </div>
    </div>
  );
}

/** Share link, e-mail and tracking on the proposal detail page (decision 040). */
export function SharingCard({ proposal, contactEmail }: { proposal: Proposal; contactEmail: string | null }) {
  const share = useShareProposal();
  const revoke = useRevokeShare();
  const [days, setDays] = useState(String(DEFAULT_SHARE_DAYS));
  const [newLink, setNewLink] = useState<string | null>(null);
  const sharing = proposal.sharing;
  const hasText = !!proposal.proposalContent?.trim();

  const onShare = () => {
    share.mutate(
      { id: proposal.id, expiresInDays: Number(days) || DEFAULT_SHARE_DAYS },
      {
        onSuccess: (link) => {
          setNewLink(link.url);
          toast({ title: 'Share link created' });
        },
        onError: (error) => showError('Could not create the link', errorMessage(error)),
      },
    );
  };
  const onRevoke = () =>
    revoke.mutate(proposal.id, {
      onSuccess: () => {
        setNewLink(null);
        toast({ title: 'Link revoked' });
      },
    });
  const copy = async () => {
    if (!newLink) return;
    await navigator.clipboard?.writeText(newLink).catch(() => undefined);
    toast({ title: 'Link copied' });
  };

  return (
    <Card data-testid="sharing-card">
      <CardHeading icon={Send} title="Send & Share" />
      <CardContent className="grid gap-4 text-sm">
        <CustomerAnswer proposal={proposal} />
        <dl className="grid gap-2 sm:grid-cols-3" data-testid="proposal-tracking">
          <div>
            <dt className="text-muted-foreground">Times opened</dt>
            <dd className="font-medium tabular-nums" data-testid="open-count">
              {sharing?.openCount ?? 0}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">First opened</dt>
            <dd className="font-medium">
              {sharing?.firstOpenedAt ? formatDateTimeUS(sharing.firstOpenedAt) : 'Not yet'}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Last opened</dt>
            <dd className="font-medium">
              {sharing?.lastOpenedAt ? formatDateTimeUS(sharing.lastOpenedAt) : 'Not yet'}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-end gap-2">
          <SendProposalButton proposal={proposal} contactEmail={contactEmail} disabled={!hasText} />
          <div className="grid gap-1">
            <Label htmlFor="share-days" className="text-xs text-muted-foreground">
              Link works (days)
            </Label>
            <Input
              id="share-days"
              type="number"
              min={1}
              max={365}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              className="h-9 w-24"
            />
          </div>
          <Button variant="outline" onClick={onShare} disabled={!hasText || share.isPending}>
            {share.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Link2 aria-hidden="true" />
            )}
            Create share link
          </Button>
          {sharing?.activeLinkExpiresAt && (
            <Button variant="ghost" onClick={onRevoke} disabled={revoke.isPending}>
              <Unlink aria-hidden="true" /> Revoke link
            </Button>
          )}
        </div>
        {!hasText && (
          <p className="text-muted-foreground">Write the proposal in the generator before sending it.</p>
        )}
        {newLink && (
          <div className="grid gap-1">
            <Label htmlFor="share-url">Share link (shown once: copy it now)</Label>
            <div className="flex gap-2">
              <Input
                id="share-url"
                readOnly
                value={newLink}
                data-testid="share-url"
                onFocus={(e) => e.target.select()}
              />
              <Button variant="outline" onClick={copy} aria-label="Copy link">
                <Copy aria-hidden="true" />
              </Button>
            </div>
          </div>
        )}
        <p className="text-muted-foreground" data-testid="active-link">
          {sharing?.activeLinkExpiresAt
            ? `The customer's link works until ${formatDateUS(sharing.activeLinkExpiresAt)}.`
            : 'No active link.'}
        </p>
        {!!sharing?.sends.length && (
          <div>
            <p className="mb-1 font-medium text-slate-900">Sent</p>
            <ul className="divide-y rounded-lg border" data-testid="send-history">
              {sharing.sends.map((send) => (
                <li
                  key={send.sentAt + send.subject}
                  className="flex flex-wrap justify-between gap-2 px-3 py-2"
                >
                  <span className="min-w-0 break-words">
                    {send.recipients.join(', ')}
                    {send.includeReport ? ' · with survey report' : ''}
                    {send.delivered ? '' : ' · not delivered'}
                  </span>
                  <time className="text-muted-foreground" dateTime={send.sentAt}>
                    {formatDateTimeUS(send.sentAt)}
                  </time>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
