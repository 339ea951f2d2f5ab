import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild'> & {
  /** The form is being sent: the button is disabled and shows a spinner. */
  isPending: boolean;
  /** What the button says meanwhile ("Saving..."); its own label stays when not given. */
  pendingLabel?: string;
};

/** A form's submit button: disabled, with a spinner and its pending label, while the form is being sent. */
export function SubmitButton({ isPending, pendingLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={isPending || disabled} {...props}>
      {isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {isPending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
