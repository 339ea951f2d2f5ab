import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LoaderCircle, Mail, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { verifyPaymentQueryOptions } from '#client/api/payments.ts';
import { sessionKeys } from '#client/api/session.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { errorMessage, isApiError, isRetryableError } from '#client/lib/api.ts';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#shared/constants.ts';
import { PageFrame } from './components/page-frame.tsx';
import { StatusCard } from './components/status-card.tsx';
import { storePaymentFlags } from './payment-flags.ts';

function ContactSupport() {
  return (
    <Button size="lg" variant="outline" asChild>
      <a href={`mailto:${SUPPORT_EMAIL}`}>
        <Mail aria-hidden="true" />
        Contact support
      </a>
    </Button>
  );
}

function HomeButton() {
  return (
    <Button size="lg" asChild>
      <Link href="/">Back to home</Link>
    </Button>
  );
}

/**
 * /payment-success?session_id=…: where the payment page returns. States: verifying, failed, success (spec section 2).
 * A new customer's success stores the verified payment (spec section 4) and leads to /signup through the
 * "Create your account" button; a signed-in account's resubscription is linked by the server (`linked`) and leads
 * back to the dashboard.
 */
export function PaymentSuccessPage() {
  const sessionId = new URLSearchParams(useSearch()).get('session_id')?.trim() || null;
  const verification = useQuery(verifyPaymentQueryOptions(sessionId));
  const result = verification.data;
  const { user } = useAuth();
  const client = useQueryClient();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!result?.success) return;
    if (result.linked) {
      // The account's subscription changed on the server: read the user again (status, access).
      void client.invalidateQueries({ queryKey: sessionKeys.user() });
      return;
    }
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
    content = (
      <StatusCard
        testId="payment-verifying"
        icon={LoaderCircle}
        iconClassName="animate-spin"
        tone="progress"
        title="Verifying your payment"
        description="This takes a few seconds. Please keep this page open."
      />
    );
  } else if (user && isApiError(verification.error, 409)) {
    // Signed in, back on a payment that already made this account (the Back button after signup): all done.
    content = (
      <StatusCard
        testId="payment-already-used"
        icon={CircleCheck}
        tone="success"
        title="Your account is ready"
        description={`This payment already created your ${PRODUCT_NAME} account, and you are signed in.`}
        actions={
          <Button size="lg" onClick={() => navigate('/')}>
            Go to dashboard
          </Button>
        }
      />
    );
  } else if (verification.isError) {
    // Try again only where asking again can work (no answer, a server failure); a refusal leads home instead.
    const isRetryable = isRetryableError(verification.error);
    content = (
      <StatusCard
        testId="payment-error"
        icon={TriangleAlert}
        tone="danger"
        title="Verification Error"
        description={errorMessage(verification.error, 'We could not reach the server to check your payment.')}
        actions={
          <>
            {isRetryable ? (
              <Button size="lg" onClick={() => void verification.refetch()}>
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
  } else if (result.linked || user) {
    content = (
      <StatusCard
        testId="payment-success"
        icon={CircleCheck}
        tone="success"
        title="Payment Successful!"
        description={`Your ${PRODUCT_NAME} subscription is active again. Your surveys and proposals are right where you left them.`}
        actions={
          <Button size="lg" onClick={() => navigate('/')}>
            Go to dashboard
          </Button>
        }
      />
    );
  } else {
    content = (
      <StatusCard
        testId="payment-success"
        icon={CircleCheck}
        tone="success"
        title="Payment Successful!"
        description={`Your ${PRODUCT_NAME} subscription is paid. Create your account to start surveying.`}
        actions={
          <Button size="lg" onClick={() => navigate('/signup')}>
            Create your account
          </Button>
        }
      >
        {result.customerEmail && (
          <p className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
            Paid by
            <span className="block font-medium break-words text-slate-900">{result.customerEmail}</span>
          </p>
        )}
      </StatusCard>
    );
  }

  return <PageFrame>{content}</PageFrame>;
}
