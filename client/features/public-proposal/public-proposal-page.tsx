import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, FileText, LinkIcon, LoaderCircle, XCircle } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import {
  publicAcceptedPdfUrl,
  publicProposalPdfUrl,
  publicProposalQueryOptions,
  useAcceptProposal,
  useDeclineProposal,
} from '#client/api/public-proposals.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessage, isApiError } from '#client/lib/api.ts';
import { formatDateTimeUS, formatDateUS, formatMoney } from '#shared/calc/format.ts';
import { SIGNED_PDF_NOTE } from '#shared/constants.ts';
import type { PublicProposal } from '#shared/schemas/proposal-sharing.ts';
import { ProposalText } from './proposal-text.tsx';

/** Keeps search engines off the page while it is open (the server also sends X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** A link that does not work (expired, revoked, unknown): the server's plain words, nothing else. */
function DeadLink({ message }: { message: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <Card className="w-full max-w-md p-8 text-center" data-testid="public-proposal-dead-link">
        <LinkIcon className="mx-auto mb-3 size-8 text-red-600" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-slate-900">This link does not work</h1>
        <p className="mt-2 text-sm text-muted-foreground">{message}</p>
      </Card>
    </div>
  );
}

/** /p/:token: the customer reads the proposal, opens its PDF, and accepts or declines it. No sign-in. */
export function PublicProposalPage() {
  useNoIndex();
  const { token = '' } = useParams<{ token: string }>();
  const query = useQuery(publicProposalQueryOptions(token));
  if (query.isPending)
    return (
      <div className="flex min-h-dvh items-center justify-center" role="status">
        <LoaderCircle className="size-6 animate-spin text-brand-700" aria-label="Loading the proposal" />
      </div>
    );
  if (query.isError) {
    const message =
      isApiError(query.error, 410) || isApiError(query.error, 429)
        ? errorMessage(query.error)
        : 'This proposal link is not valid. Please check the address or ask the sender for a new link.';
    return <DeadLink message={message} />;
  }
  return <ProposalView token={token} proposal={query.data} />;
}

function ProposalView({ token, proposal }: { token: string; proposal: PublicProposal }) {
  const { company, rep } = proposal;
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <p className="text-lg font-semibold text-slate-900" data-testid="public-company-name">
              {company.name}
            </p>
            <p className="text-xs text-muted-foreground">
              {[company.address, company.phone, company.email, company.website].filter(Boolean).join(' · ')}
            </p>
          </div>
          <Button asChild variant="outline">
            <a href={publicProposalPdfUrl(token)} target="_blank" rel="noreferrer">
              <FileText aria-hidden="true" /> Open PDF
            </a>
          </Button>
        </div>
      </header>
      <main className="mx-auto grid max-w-4xl gap-6 px-4 py-6 lg:grid-cols-[1fr_18rem]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-xl" data-testid="public-proposal-title">
              {proposal.title}
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              Prepared by {rep.name}
              {rep.title ? `, ${rep.title}` : ''}
              {proposal.proposalDate ? ` · ${formatDateUS(proposal.proposalDate)}` : ''}
            </p>
          </CardHeader>
          <CardContent>
            <dl className="mb-4 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Total annual cost</dt>
                <dd className="font-semibold tabular-nums">{formatMoney(proposal.totalAnnualCost)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Valid until</dt>
                <dd className="font-semibold">{formatDateUS(proposal.validUntil) || 'Not set'}</dd>
              </div>
            </dl>
            <ProposalText content={proposal.content ?? ''} />
          </CardContent>
        </Card>
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <AnswerCard token={token} proposal={proposal} />
        </aside>
      </main>
    </div>
  );
}

function AnswerCard({ token, proposal }: { token: string; proposal: PublicProposal }) {
  if (proposal.acceptance)
    return (
      <Card className="p-5" data-testid="public-accepted">
        <CheckCircle2 className="mb-2 size-6 text-emerald-600" aria-hidden="true" />
        <p className="font-semibold text-slate-900">Accepted</p>
        <p className="mt-1 text-sm text-muted-foreground">
          by {proposal.acceptance.name}
          {proposal.acceptance.title ? `, ${proposal.acceptance.title}` : ''} on{' '}
          {formatDateTimeUS(proposal.acceptance.at)}
        </p>
        <Button asChild variant="outline" className="mt-3 w-full">
          <a href={publicAcceptedPdfUrl(token)} data-testid="public-signed-pdf">
            <FileText aria-hidden="true" /> Download the signed copy
          </a>
        </Button>
        <p className="mt-2 text-xs text-muted-foreground" data-testid="public-signed-pdf-note">
          {SIGNED_PDF_NOTE}
        </p>
      </Card>
    );
  if (proposal.declinedAt)
    return (
      <Card className="p-5" data-testid="public-declined">
        <XCircle className="mb-2 size-6 text-red-600" aria-hidden="true" />
        <p className="font-semibold text-slate-900">Declined</p>
        <p className="mt-1 text-sm text-muted-foreground">on {formatDateTimeUS(proposal.declinedAt)}</p>
      </Card>
    );
  if (!proposal.canRespond)
    return (
      <Card className="p-5 text-sm text-muted-foreground" data-testid="public-cannot-respond">
        {proposal.changedSinceSent
          ? 'This proposal has changed since it was sent. Please ask the sender to send the current version.'
          : 'This proposal is not open for an answer.'}
      </Card>
    );
  return <AnswerForms token={token} />;
}

function AnswerForms({ token }: { token: string }) {
  const accept = useAcceptProposal(token);
  const decline = useDeclineProposal(token);
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [agree, setAgree] = useState(false);
  const [reason, setReason] = useState('');
  const [declining, setDeclining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const today = formatDateUS(new Date());

  const onAccept = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('Full name is required');
    if (!agree) return setProblem('Please tick "I agree to this proposal" to accept it');
    setProblem(null);
    accept.mutate(
      { name, title: title || null, agree: true },
      { onError: (e) => setProblem(errorMessage(e)) },
    );
  };
  const onDecline = (event: FormEvent) => {
    event.preventDefault();
    decline.mutate({ reason: reason || null }, { onError: (e) => setProblem(errorMessage(e)) });
  };

  if (declining)
    return (
      <Card className="p-5">
        <form onSubmit={onDecline} className="grid gap-3">
          <p className="font-semibold text-slate-900">Decline this proposal</p>
          <Label htmlFor="decline-reason">Reason (optional)</Label>
          <Textarea id="decline-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
          {problem && (
            <p className="text-sm text-destructive" role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" variant="destructive" disabled={decline.isPending}>
            Decline
          </Button>
          <Button type="button" variant="ghost" onClick={() => setDeclining(false)}>
            Back
          </Button>
        </form>
      </Card>
    );
  return (
    <Card className="p-5">
      <form onSubmit={onAccept} className="grid gap-3" aria-label="Accept this proposal">
        <p className="font-semibold text-slate-900">Accept this proposal</p>
        <div className="grid gap-1.5">
          <Label htmlFor="accept-name">Full name</Label>
          <Input
            id="accept-name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="accept-title">Title</Label>
          <Input
            id="accept-title"
            autoComplete="organization-title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id="accept-agree" checked={agree} onCheckedChange={(v) => setAgree(v === true)} />
          <Label htmlFor="accept-agree">I agree to this proposal</Label>
        </div>
        <p className="text-xs text-muted-foreground">Date: {today}</p>
        {problem && (
          <p className="text-sm text-destructive" role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" disabled={accept.isPending}>
          Accept
        </Button>
        <Button type="button" variant="outline" onClick={() => setDeclining(true)}>
          Decline
        </Button>
      </form>
    </Card>
  );
}
