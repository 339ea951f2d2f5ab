import { Trash2 } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { useDeleteProposal } from '#client/api/proposals.ts';
import { LazyConfirm } from '#client/components/lazy-confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { showError } from '#client/lib/show-error.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';

/** The delete action of a proposal card, behind the spec's confirmation. */
export function DeleteProposalButton({ proposal, label }: { proposal: Proposal; label: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const deletion = useDeleteProposal();

  const handleConfirm = (event: MouseEvent) => {
    event.preventDefault();
    deletion.mutate(proposal, {
      onSuccess: () => {
        setIsOpen(false);
        toast({ title: 'Proposal deleted', description: label });
      },
      onError: () => {
        setIsOpen(false);
        showError('Error', 'Failed to delete proposal');
      },
    });
  };

  return (
    <>
      <Button
        variant="outline"
        size="icon-sm"
        className="size-9 text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => setIsOpen(true)}
        aria-label={`Delete ${label}`}
        title="Delete proposal"
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <LazyConfirm
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Delete this proposal?"
        description="Are you sure you want to delete this proposal? This action cannot be undone."
        onConfirm={handleConfirm}
        isPending={deletion.isPending}
      />
    </>
  );
}
