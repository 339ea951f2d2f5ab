import { CheckCircle2, Copy, Link2, LoaderCircle, Mail, Send, Unlink, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useRevokeShare, useSendProposal, useShareProposal } from '#client/api/proposals.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { formatDateUS } from '#shared/calc/format.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import { DEFAULT_SHARE_DAYS } from '#shared/schemas/proposal-sharing.ts';

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

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
          <time dateTime={last.changedAt}>{dateTime(last.changedAt)}</time> · from {last.ipAddress}
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
  const [sending, setSending] = useState(false);
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
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Send className="size-4 text-brand-700" aria-hidden="true" />
          Send &amp; Share
        </CardTitle>
      </CardHeader>
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
              {sharing?.firstOpenedAt ? dateTime(sharing.firstOpenedAt) : 'Not yet'}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Last opened</dt>
            <dd className="font-medium">
              {sharing?.lastOpenedAt ? dateTime(sharing.lastOpenedAt) : 'Not yet'}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-end gap-2">
          <Button onClick={() => setSending(true)} disabled={!hasText}>
            <Mail aria-hidden="true" /> Send…
          </Button>
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
                    {dateTime(send.sentAt)}
                  </time>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
      <SendDialog open={sending} onOpenChange={setSending} proposal={proposal} contactEmail={contactEmail} />
    </Card>
  );
}

function SendDialog({
  open,
  onOpenChange,
  proposal,
  contactEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  proposal: Proposal;
  contactEmail: string | null;
}) {
  const send = useSendProposal();
  const [to, setTo] = useState(contactEmail ?? '');
  const [subject, setSubject] = useState(`Proposal: ${proposal.title}`);
  const [message, setMessage] = useState(
    `Hello,\n\nPlease find our proposal "${proposal.title}" attached. You can read it and accept it online through the link below.\n\nThank you,`,
  );
  const [includeReport, setIncludeReport] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const recipients = to
      .split(/[,;\s]+/)
      .map((a) => a.trim())
      .filter(Boolean);
    if (!recipients.length) return setProblem('At least one recipient is required');
    setProblem(null);
    send.mutate(
      { id: proposal.id, body: { to: recipients, subject, message, includeReport } },
      {
        onSuccess: () => {
          toast({ title: 'Proposal sent', description: `To ${recipients.join(', ')}` });
          onOpenChange(false);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send proposal</DialogTitle>
          <DialogDescription>
            The proposal PDF is attached, with a link where the customer can accept or decline it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-3" id="send-proposal-form">
          <div className="grid gap-1.5">
            <Label htmlFor="send-to">To (separate several with commas)</Label>
            <Input id="send-to" value={to} onChange={(e) => setTo(e.target.value)} autoComplete="off" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="send-subject">Subject</Label>
            <Input id="send-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="send-message">Message</Label>
            <Textarea
              id="send-message"
              rows={6}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id="send-report"
              checked={includeReport}
              onCheckedChange={(v) => setIncludeReport(v === true)}
            />
            <Label htmlFor="send-report">Attach the survey report PDF</Label>
          </div>
          {problem && (
            <p className="text-sm text-destructive" role="alert">
              {problem}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="send-proposal-form" disabled={send.isPending}>
            {send.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            Send
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
