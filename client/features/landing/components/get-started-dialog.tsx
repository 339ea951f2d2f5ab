import { Mail } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { PRODUCT_NAME, SUBSCRIPTION_PRICE_USD, SUPPORT_EMAIL } from '#shared/constants.ts';

type GetStartedDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

// Online checkout is not built yet; until it is, Get Started says so plainly and points to support.
export function GetStartedDialog({ open, onOpenChange }: GetStartedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Online sign-up is coming soon</DialogTitle>
          <DialogDescription>
            We are finishing secure online checkout for {PRODUCT_NAME}. Until it opens, email us and we will
            set up your subscription (${SUBSCRIPTION_PRICE_USD.toFixed(2)} per month) by hand.
          </DialogDescription>
        </DialogHeader>
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-center text-sm font-medium text-slate-900">
          {SUPPORT_EMAIL}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button asChild>
            <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${PRODUCT_NAME} subscription`)}`}>
              <Mail aria-hidden="true" />
              Email support
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
