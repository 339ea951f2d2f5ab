import { ArrowRight, LoaderCircle } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

type SignupActionsProps = { onGetStarted: () => void; onSignIn: () => void; isStartingCheckout: boolean };

/** The landing page's two calls to action on a dark band (hero and closing section): subscribe, or sign in. */
export function SignupActions({ onGetStarted, onSignIn, isStartingCheckout }: SignupActionsProps) {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <Button
        size="lg"
        className="bg-white text-brand-800 shadow-lg hover:bg-brand-50"
        onClick={onGetStarted}
        disabled={isStartingCheckout}
        aria-busy={isStartingCheckout}
      >
        {isStartingCheckout && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        Start your subscription
        <ArrowRight aria-hidden="true" />
      </Button>
      <Button
        size="lg"
        variant="outline"
        className="border-white/30 bg-white/5 text-white shadow-none hover:bg-white/15 hover:text-white"
        onClick={onSignIn}
      >
        I already have an account
      </Button>
    </div>
  );
}
