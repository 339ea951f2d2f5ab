import { UserRound } from 'lucide-react';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { SignInToContinue } from './sign-in-to-continue.tsx';
import { StatusCard } from './status-card.tsx';

type ExistingAccountCardProps = {
  /** The paid e-mail. */
  email: string | null;
  /** The payment's success page, where signing in hands the payment to the account. */
  returnTo?: string;
  testId: string;
};

/** The paid e-mail already has an account: nothing to create; signing in adds the payment (or refunds it). */
export function ExistingAccountCard({ email, returnTo, testId }: ExistingAccountCardProps) {
  return (
    <StatusCard
      testId={testId}
      icon={UserRound}
      tone="success"
      title="You already have an account"
      description={`Your payment went through, and ${email ?? 'the e-mail you paid with'} already has an ${PRODUCT_NAME} account, so there is nothing to create. Sign in, and the payment becomes its subscription. If the account already has an active subscription, this payment is refunded, so you are never charged twice.`}
      actions={<SignInToContinue returnTo={returnTo} />}
    />
  );
}
