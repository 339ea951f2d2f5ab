import { ExternalLink, Lock } from 'lucide-react';
import { DialogFrame } from '#client/components/dialog-frame.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '#client/components/ui/dialog.tsx';
import { PRODUCT_NAME, SUBSCRIPTION_PRICE } from '#shared/constants.ts';

type CheckoutDialogProps = {
  /** The payment page; the dialog is open while there is one. */
  url: string | null;
  onClose: () => void;
  /** A new customer signs up after paying; an existing account's subscription is restored. */
  purpose?: 'signup' | 'resubscribe';
};

/** The modal after a checkout was created: Open Payment Page (a new tab) or Cancel. */
export function CheckoutDialog({ url, onClose, purpose = 'signup' }: CheckoutDialogProps) {
  const price = `${SUBSCRIPTION_PRICE}/month`;
  return (
    <DialogFrame
      open={url !== null}
      onOpenChange={(open) => !open && onClose()}
      className="max-w-md"
      data-testid="checkout-dialog"
      title="Complete your payment"
      description={
        purpose === 'signup'
          ? `Your secure payment page for ${PRODUCT_NAME} (${price}) opens in a new tab. After paying you will create your account.`
          : `Your secure payment page opens in a new tab. After paying, your ${PRODUCT_NAME} subscription (${price}) is active again on this account.`
      }
    >
      <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
        <Lock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        You enter your card on the secure payment page; this window stays open.
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        {url && (
          <Button asChild>
            <a href={url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
              Open Payment Page
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
      </DialogFooter>
    </DialogFrame>
  );
}
