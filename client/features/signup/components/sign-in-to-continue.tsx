import { LogIn } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { rememberReturnPath } from '#client/features/auth/return-path.ts';

type SignInToContinueProps = {
  /** The page to come back to once signed in (a paid checkout's /payment-success); else the dashboard. */
  returnTo?: string;
};

/** "Sign In": the sign-in dialog of the landing page, coming back to `returnTo` when it is given. */
export function SignInToContinue({ returnTo }: SignInToContinueProps) {
  const [, navigate] = useLocation();
  return (
    <Button
      size="lg"
      onClick={() => {
        if (returnTo) rememberReturnPath(returnTo);
        navigate('/?signin=1');
      }}
    >
      <LogIn aria-hidden="true" />
      Sign In
    </Button>
  );
}
