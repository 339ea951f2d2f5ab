import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useClaimPayment, verifyPaymentQueryOptions } from '#client/api/payments.ts';
import { sessionKeys } from '#client/api/session.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { errorMessage, isApiError, isRetryableError } from '#client/lib/api.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { VerifyPaymentResult } from '#shared/schemas/payments.ts';
import { ContactSupport } from './components/contact-support.tsx';
import { ExistingAccountCard } from './components/existing-account-card.tsx';
import { PageFrame } from './components/page-frame.tsx';
import { SignInToContinue } from './components/sign-in-to-continue.tsx';
import { StatusCard } from './components/status-card.tsx';
import { storePaymentFlags } from './payment-flags.ts';

/** A request that failed: what the server said, Try again and Contact support. */
function FailureCard(props: {
  testId: string;
  title: string;
  description: string;
  error: unknown;
  onRetry: () => void;
}) {
  // Try again only where asking again can work (no answer, a server failure); a refusal leads home instead.
  return (
    <StatusCard
      testId={props.testId}
      icon={TriangleAlert}
      tone="danger"
      title={props.title}
      description={props.description}
      actions={
        <>
          {isRetryableError(props.error) ? (
            <Button size="lg" onClick={props.onRetry}>
              Try again
            </Button>
          ) : (
            <HomeButton />
          )}
          <ContactSupport />
        </>
      }
    />
  );
}

/** "Payment Successful!", with what it means for this visitor and what to do next. */
function SuccessCard(props: { description: string; actions: ReactNode; children?: ReactNode }) {
  return (
    <StatusCard
      testId="payment-success"
      icon={CircleCheck}
      tone="success"
      title="Payment Successful!"
      description={props.description}
      actions={props.actions}
    >
      {props.children}
    </StatusCard>
  );
}

/** A spinner card while the server works ("keep this page open"). */
function WaitingCard({ testId, title }: { testId: string; title: string }) {
  return (
    <StatusCard
      testId={testId}
      icon={LoaderCircle}
      iconClassName="animate-spin"
      tone="progress"
      title={title}
      description="This takes a few seconds. Please keep this page open."
    />
  );
}

function HomeButton() {
  return (
    <Button size="lg" asChild>
      <Link href="/">Back to home</Link>
    </Button>
  );
}

function DashboardButton() {
  const [, navigate] = useLocation();
  return (
    <Button size="lg" onClick={() => navigate('/')}>
      Go to dashboard
    </Button>
  );
}

/** The paid address, in a grey box under the text. */
function PaidBy({ email, children }: { email: string | null; children?: ReactNode }) {
  if (!email) return null;
  return (
    <div className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
      Paid by
      <span className="block font-medium break-words text-slate-900">{email}</span>
      {children}
    </div>
  );
}

/** Refunded: the account already paid, so this payment went back to the card. */
function RefundedCard({ message }: { message: string }) {
  const { user } = useAuth();
  return (
    <StatusCard
      testId="payment-refunded"
      icon={CircleCheck}
      tone="success"
      title="Payment refunded"
      description={message}
      actions={user ? <DashboardButton /> : <SignInToContinue />}
    />
  );
}

/**
 * A signed-in account and a paid checkout no account holds yet: the account takes it (it becomes its
 * subscription, or is refunded when the account already pays). Asked at once when the paid e-mail is the
 * account's own; otherwise the person chooses.
 */
function ClaimPayment({ sessionId, result }: { sessionId: string; result: VerifyPaymentResult }) {
  const { user, logoutMutation } = useAuth();
  const claim = useClaimPayment();
  const { mutate } = claim;
  const isOwnEmail =
    !!user && !!result.customerEmail && user.email.toLowerCase() === result.customerEmail.toLowerCase();
  // Asked once per page (React's strict mode mounts twice; the server would answer a second ask the same way).
  const asked = useRef(false);

  useEffect(() => {
    if (!isOwnEmail || asked.current) return;
    asked.current = true;
    mutate(sessionId);
  }, [isOwnEmail, sessionId, mutate]);

  if (claim.isSuccess) {
    if (claim.data.outcome === 'refunded') return <RefundedCard message={claim.data.message} />;
    return (
      <SuccessCard
        description={`Your ${PRODUCT_NAME} subscription is active on your account.`}
        actions={<DashboardButton />}
      />
    );
  }
  if (claim.isError) {
    return (
      <FailureCard
        testId="payment-claim-error"
        title="We could not add the payment to your account"
        description={errorMessage(claim.error, 'Something went wrong. Please try again.')}
        error={claim.error}
        onRetry={() => claim.mutate(sessionId)}
      />
    );
  }
  if (isOwnEmail || claim.isPending) {
    return <WaitingCard testId="payment-claiming" title="Adding the payment to your account" />;
  }
  return (
    <SuccessCard
      description={`This payment was made with another e-mail than ${user?.email ?? 'your account'}. Add it to the account you are signed in to, or sign out to use it for ${result.customerEmail ?? 'its own account'}.`}
      actions={
        <>
          <Button size="lg" onClick={() => claim.mutate(sessionId)}>
            Add to my account
          </Button>
          <Button size="lg" variant="outline" onClick={() => logoutMutation.mutate()}>
            Sign out
          </Button>
        </>
      }
    >
      <PaidBy email={result.customerEmail} />
    </SuccessCard>
  );
}

/** A paid checkout, as the verification described it: what the visitor (or account) does next. */
function VerifiedPayment({ sessionId, result }: { sessionId: string; result: VerifyPaymentResult }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const state = result.state ?? (result.linked ? 'linked' : 'signup');

  if (state === 'refunded') {
    return (
      <RefundedCard message="This payment was canceled and refunded to your card, because your account already had an active subscription. Refunds take 5 to 10 business days to appear." />
    );
  }
  if (state === 'linked') {
    return (
      <SuccessCard
        description={
          user
            ? `Your ${PRODUCT_NAME} subscription is active. Your surveys and proposals are right where you left them.`
            : `This payment is your ${PRODUCT_NAME} account's subscription. Sign in to continue.`
        }
        actions={user ? <DashboardButton /> : <SignInToContinue />}
      />
    );
  }
  if (user) return <ClaimPayment sessionId={sessionId} result={result} />;
  if (state === 'existing-account') {
    return (
      <ExistingAccountCard
        testId="payment-existing-account"
        email={result.customerEmail}
        returnTo={`/payment-success?session_id=${encodeURIComponent(sessionId)}`}
      />
    );
  }
  return (
    <SuccessCard
      description={`Your ${PRODUCT_NAME} subscription is paid. Create your account to start surveying.`}
      actions={
        <Button size="lg" onClick={() => navigate('/signup')}>
          Create your account
        </Button>
      }
    >
      <PaidBy email={result.customerEmail}>
        <span className="mt-2 block">
          We also e-mailed a link to this address, so you can finish from any device within 7 days.
        </span>
      </PaidBy>
    </SuccessCard>
  );
}

/**
 * /payment-success?session_id=…: where the payment page returns, and can be opened again later (spec section 2,
 * docs/decisions/030). States: verifying, failed, and for a paid checkout: create the account (new e-mail), sign in
 * (the e-mail has an account; the payment then joins it, or is refunded when it already pays), or done (on an
 * account already). A new customer's success stores the verified payment (spec section 4) for /signup.
 */
export function PaymentSuccessPage() {
  const sessionId = new URLSearchParams(useSearch()).get('session_id')?.trim() || null;
  const verification = useQuery(verifyPaymentQueryOptions(sessionId));
  const result = verification.data;
  const client = useQueryClient();
  const { user } = useAuth();

  useEffect(() => {
    if (!result?.success) return;
    if (result.linked) {
      // The account's subscription changed on the server: read the user again (status, access).
      void client.invalidateQueries({ queryKey: sessionKeys.user() });
      return;
    }
    if (result.state !== 'signup') return;
    storePaymentFlags({
      customerEmail: result.customerEmail,
      customerId: result.customerId,
      subscriptionId: result.subscriptionId,
    });
  }, [result, client]);

  let content: ReactNode;
  // A missing or malformed payment reference (the server refuses it with 400): the same dead link either way.
  if (sessionId === null || isApiError(verification.error, 400)) {
    content = (
      <StatusCard
        testId="payment-invalid"
        icon={CircleAlert}
        tone="warning"
        title="Invalid Payment Link"
        description={`This link is ${sessionId === null ? 'missing its' : 'not a valid'} payment reference. Start again from the home page, or contact support if you were charged.`}
        actions={
          <>
            <HomeButton />
            <ContactSupport />
          </>
        }
      />
    );
  } else if (verification.isPending) {
    content = <WaitingCard testId="payment-verifying" title="Verifying your payment" />;
  } else if (user && isApiError(verification.error, 409)) {
    // Signed in, back on a payment that already made this account (the Back button after signup): all done.
    content = (
      <StatusCard
        testId="payment-already-used"
        icon={CircleCheck}
        tone="success"
        title="Your account is ready"
        description={`This payment already created your ${PRODUCT_NAME} account, and you are signed in.`}
        actions={<DashboardButton />}
      />
    );
  } else if (verification.isError) {
    content = (
      <FailureCard
        testId="payment-error"
        title="Verification Error"
        description={errorMessage(verification.error, 'We could not reach the server to check your payment.')}
        error={verification.error}
        onRetry={() => void verification.refetch()}
      />
    );
  } else if (!result?.success) {
    content = (
      <StatusCard
        testId="payment-failed"
        icon={CircleAlert}
        tone="danger"
        title="Payment Verification Failed"
        description="We couldn't verify your payment. Please contact support."
        actions={
          <>
            <ContactSupport />
            <Button size="lg" variant="ghost" asChild>
              <Link href="/">Back to home</Link>
            </Button>
          </>
        }
      />
    );
  } else {
    content = <VerifiedPayment sessionId={sessionId} result={result} />;
  }

  return <PageFrame>{content}</PageFrame>;
}
