import { LoaderCircle } from 'lucide-react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  onConfirm: (event: MouseEvent) => void;
  confirmLabel?: string;
  /** The button that closes the dialog without acting. */
  cancelLabel?: string;
  /** While the action runs: buttons disabled and a spinner on the confirm button. */
  isPending?: boolean;
  /** `default` for an action that restores something (resume), so the button is not drawn as a danger. */
  confirmVariant?: 'destructive' | 'default';
};

/**
 * The one confirmation dialog for actions that are hard to take back (delete a survey, equipment, photo, proposal;
 * discard typing; an admin's cancel, deactivate or resume of another account).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  isPending = false,
  confirmVariant = 'destructive',
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant={confirmVariant} onClick={onConfirm} disabled={isPending}>
            {isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The item a confirmation is asked for, kept while the dialog closes so its text does not flicker. */
export function useConfirmTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  return {
    target,
    isOpen,
    setIsOpen,
    ask(item: T) {
      setTarget(item);
      setIsOpen(true);
    },
  };
}

type ConfirmTarget<T> = ReturnType<typeof useConfirmTarget<T>>;

/**
 * "Delete <name>?" for a named item of a list (a product, a template): deletes it through `remove` and closes, or
 * tells the failure with `failure` ("Failed to delete product") when the server sent no message of its own.
 */
export function DeleteNamedDialog<T extends { id: number; name: string }>({
  confirm,
  noun,
  description,
  isPending,
  remove,
}: {
  confirm: ConfirmTarget<T>;
  /** What the item is, lower case: "product". */
  noun: string;
  description: ReactNode;
  isPending: boolean;
  remove: (id: number) => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={confirm.isOpen}
      onOpenChange={confirm.setIsOpen}
      title={`Delete ${confirm.target?.name ?? `this ${noun}`}?`}
      description={description}
      isPending={isPending}
      onConfirm={async () => {
        if (!confirm.target) return;
        try {
          await remove(confirm.target.id);
          confirm.setIsOpen(false);
        } catch (error) {
          showError('Error', errorMessage(error, `Failed to delete ${noun}`));
        }
      }}
    />
  );
}
