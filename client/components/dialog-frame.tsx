import type { ComponentProps, ReactNode } from 'react';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';

type DialogFrameProps = Omit<ComponentProps<typeof DialogContent>, 'title'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Above the title (the sign-in dialog's logo). */
  ornament?: ReactNode;
  headerClassName?: string;
  titleClassName?: string;
};

/**
 * The one frame of every dialog of the app: the box, its title and description, then what the dialog shows
 * (a form ending in `DialogActions`, a list, a text). Props other than the named ones go to the box
 * (`className` for its width, `data-testid`, `onInteractOutside`).
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  ornament,
  headerClassName,
  titleClassName,
  children,
  ...contentProps
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...contentProps}>
        <DialogHeader className={headerClassName}>
          {ornament}
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

type DialogActionsProps = {
  onCancel: () => void;
  cancelLabel?: string;
  /** The form is being sent: both buttons are disabled and the submit button shows its spinner. */
  isPending: boolean;
  pendingLabel?: string;
  /** The submit button's content. */
  children: ReactNode;
  /** The form the submit button sends when it stands outside it. */
  form?: string;
  className?: string;
};

/** A dialog form's footer: Cancel, then the submit button. */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  isPending,
  pendingLabel,
  children,
  form,
  className,
}: DialogActionsProps) {
  return (
    <DialogFooter className={className}>
      <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
        {cancelLabel}
      </Button>
      <SubmitButton form={form} isPending={isPending} pendingLabel={pendingLabel}>
        {children}
      </SubmitButton>
    </DialogFooter>
  );
}
