import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, LinkIcon, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { pendingSignupQueryOptions } from '#client/api/payments.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { errorMessage, isApiError } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import type { PendingSignup } from '#shared/schemas/payments.ts';
import { ContactSupport } from './components/contact-support.tsx';
import { ExistingAccountCard } from './components/existing-account-card.tsx';
import { PageFrame } from './components/page-frame.tsx';
import { SignInToContinue } from './components/sign-in-to-continue.tsx';
import { SignupForm } from './components/signup-form.tsx';
import { StatusCard } from './components/status-card.tsx';
import { storePaymentFlags } from './payment-flags.ts';

/** The paid checkout's own success page: signing in there hands the payment to the account. */
function successPathOf(pending: PendingSignup): string | undefined {
  return pending.sessionId
    ? `/payment-success?session_id=${encodeURIComponent(pending.sessionId)}`
    : undefined;
}

function SignupCard({ pending }: { pending: PendingSignup }) {
  return (
    <Card className="w-full max-w-md p-6 sm:p-8" data-testid="signup-page">
      <div className="mb-6">
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          Payment verified
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Create your account</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Choose the username and password you will sign in with.
        </p>
      </div>
      <SignupForm paid={pending} />
    </Card>
  );
}

/** What the page shows for the browser's paid checkout (or the e-mailed link's). */
function PendingContent({ pending }: { pending: PendingSignup }) {
  if (pending.state === 'signup') return <SignupCard pending={pending} />;
  if (pending.state === 'existing-account') {
    return (
      <ExistingAccountCard
        testId="signup-existing-account"
        email={pending.customerEmail}
        returnTo={successPathOf(pending)}
      />
    );
  }
  return (
    <StatusCard
      testId="signup-done"
      icon={BadgeCheck}
      tone="success"
      title="Your account is ready"
      description="This payment has already created or joined your account. Sign in to continue."
      actions={<SignInToContinue />}
    />
  );
}

/** A signup link that cannot be used, or a check that failed: what happened and where to go. */
function LinkProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isBadLink = isApiError(error, 400);
  return (
    <StatusCard
      testId="signup-link-problem"
      icon={LinkIcon}
      tone="warning"
      title={isBadLink ? 'This link cannot be used' : 'We could not check your payment'}
      description={errorMessage(error, 'Something went wrong. Please try again.')}
      actions={
        <>
          {!isBadLink && (
            <Button size="lg" onClick={onRetry}>
              Try again
            </Button>
          )}
          <ContactSupport />
          {isBadLink && (
            <Button size="lg" variant="ghost" asChild>
              <Link href="/">Back to home</Link>
            </Button>
          )}
        </>
      }
    />
  );
}

/**
 * /signup (and /signup?token=… from the e-mailed link): after a verified payment, in any tab of the browser that
 * paid or wherever the link is opened. The server says what the paid checkout waits for (docs/decisions/030):
 * the form, signing in to an account the paid e-mail already has, or nothing (then back to / with "Payment
 * Required"). Session storage only caches the payment for the form. A signed-in account opening the link goes on
 * to the payment's success page, which adds the payment to it.
 */
export function SignupPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() || null;
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const isSignedInWithoutLink = !!user && token === null;
  const pending = useQuery({ ...pendingSignupQueryOptions(token), enabled: !isSignedInWithoutLink });
  const answer = pending.data;

  useEffect(() => {
    if (isSignedInWithoutLink) {
      navigate('/', { replace: true });
      return;
    }
    if (!answer) return;
    if (user) {
      navigate(successPathOf(answer) ?? '/', { replace: true });
      return;
    }
    if (answer.state === 'signup') {
      storePaymentFlags(answer);
      return;
    }
    if (answer.state !== 'none') return;
    showError('Payment Required', 'Please complete your payment before creating an account.');
    navigate('/', { replace: true });
  }, [answer, user, isSignedInWithoutLink, navigate]);

  let content: ReactNode = null;
  if (pending.isError) {
    content = <LinkProblem error={pending.error} onRetry={() => void pending.refetch()} />;
  } else if (pending.isPending && !isSignedInWithoutLink) {
    content = (
      <StatusCard
        testId="signup-checking"
        icon={LoaderCircle}
        iconClassName="animate-spin"
        tone="progress"
        title="Checking your payment"
        description="This takes a moment."
      />
    );
  } else if (answer && !user && answer.state !== 'none') {
    content = <PendingContent pending={answer} />;
  }
  if (!content) return null;
  return <PageFrame>{content}</PageFrame>;
}
