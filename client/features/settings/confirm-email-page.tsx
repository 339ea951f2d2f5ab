import { CircleCheck, LinkIcon, LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { useConfirmEmailChange } from '#client/api/account.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { readServerError } from '#client/features/password-reset/server-error.ts';
import { SIGN_IN_PATH, VisitorCard } from '#client/features/password-reset/visitor-card.tsx';

type Outcome = { tone: 'brand' | 'danger'; title: string; message: string; isDone: boolean };

/** The page's one card: in the visitor frame when signed out, inside the app when signed in. */
function Frame({ outcome, isSignedIn }: { outcome: Outcome | null; isSignedIn: boolean }) {
  const title = outcome?.title ?? 'Confirming your new e-mail address…';
  const icon = !outcome ? (
    <LoaderCircle className="animate-spin" />
  ) : outcome.isDone ? (
    <CircleCheck />
  ) : (
    <LinkIcon />
  );
  const action = outcome && (
    <Button asChild size="lg" className="w-full">
      <Link href={isSignedIn ? '/settings' : SIGN_IN_PATH}>{isSignedIn ? 'Go to Settings' : 'Sign in'}</Link>
    </Button>
  );
  const body = (
    <div className="grid gap-4" role="status">
      {outcome && <p className="text-center text-sm text-slate-700">{outcome.message}</p>}
      {action}
    </div>
  );
  if (!isSignedIn) {
    return (
      <VisitorCard icon={icon} tone={outcome?.tone ?? 'brand'} title={title} testId="confirm-email">
        {body}
      </VisitorCard>
    );
  }
  return (
    <Card className="mx-auto mt-6 grid w-full max-w-md gap-4 p-6 sm:p-8" data-testid="confirm-email">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="text-brand-700 [&_svg]:size-8" aria-hidden="true">
          {outcome ? icon : <MailCheck />}
        </span>
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      </div>
      {body}
    </Card>
  );
}

/**
 * /confirm-email?token=…: the link e-mailed to a new address. Opening it confirms the change at once (signed in or
 * not, on any device) and says what happened: the new address, a used or expired link, or an address that another
 * account took meanwhile.
 */
export function ConfirmEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const { user } = useAuth();
  const confirm = useConfirmEmailChange();
  const hasStarted = useRef(false);
  useEffect(() => {
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  let outcome: Outcome | null = null;
  if (!token) {
    outcome = {
      tone: 'danger',
      title: 'Confirmation link incomplete',
      message:
        'This link has no token. Open the link from the e-mail again, or change your e-mail in Settings.',
      isDone: false,
    };
  } else if (confirm.isSuccess) {
    outcome = { tone: 'brand', title: 'E-mail address changed', message: confirm.data.message, isDone: true };
  } else if (confirm.isError) {
    outcome = {
      tone: 'danger',
      title: 'E-mail address not changed',
      message: readServerError(confirm.error).message,
      isDone: false,
    };
  }
  return <Frame outcome={outcome} isSignedIn={!!user} />;
}
