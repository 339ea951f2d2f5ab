import { CircleCheck, CircleX, LoaderCircle, Send } from 'lucide-react';
import { useUpdateProposal } from '#client/api/proposals.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { showError } from '#client/lib/show-error.ts';
import { displayProposalStatus, labelOf, PROPOSAL_STATUSES, type ProposalStatus } from '#shared/enums.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';

const ACTIONS: { status: Exclude<ProposalStatus, 'draft'>; label: string; icon: typeof Send }[] = [
  { status: 'sent', label: 'Mark as Sent', icon: Send },
  { status: 'accepted', label: 'Mark as Accepted', icon: CircleCheck },
  { status: 'rejected', label: 'Mark as Rejected', icon: CircleX },
];

/** Moves the proposal along: sent to the customer, then accepted or rejected. */
export function StatusActions({ proposal }: { proposal: Proposal }) {
  const update = useUpdateProposal();
  const current = displayProposalStatus(proposal.status);

  const handleMark = (status: ProposalStatus) => {
    update.mutate(
      { id: proposal.id, body: { status } },
      {
        onSuccess: () => toast({ title: `Proposal marked as ${labelOf(PROPOSAL_STATUSES, status)}` }),
        onError: () => showError('Error', 'Failed to update proposal'),
      },
    );
  };

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <p className="text-sm text-muted-foreground">
        Where is this proposal? Keep its status current for your pipeline.
      </p>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3 sm:flex">
        {ACTIONS.map(({ status, label, icon: Icon }) => (
          <Button
            key={status}
            variant={status === current ? 'secondary' : 'outline'}
            size="sm"
            disabled={update.isPending || status === current}
            aria-pressed={status === current}
            onClick={() => handleMark(status)}
          >
            {update.isPending && update.variables?.body.status === status ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Icon aria-hidden="true" />
            )}
            {label}
          </Button>
        ))}
      </div>
    </Card>
  );
}
