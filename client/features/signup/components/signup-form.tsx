import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { linkSubscription, register } from '#client/api/payments.ts';
import { sessionKeys } from '#client/api/session.ts';
import {
  EmailField,
  FormFrame,
  NewPasswordFields,
  PersonNameFields,
  UsernameField,
} from '#client/components/form-fields.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { ApiError, isApiError } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import {
  SIGNUP_PASSWORD_HINT,
  SignupFormSchema,
  type SignupForm as SignupValues,
} from '#shared/schemas/payments.ts';
import { clearPaymentFlags, type PaymentFlags } from '../payment-flags.ts';

const FIELDS = ['username', 'email', 'firstName', 'lastName', 'password', 'confirmPassword'] as const;

/** Registers, then links the verified subscription; a failed link is only logged (spec section 8). */
async function createAccount(values: SignupValues, flags: PaymentFlags): Promise<PublicUser> {
  const user = await register({
    username: values.username,
    email: values.email,
    password: values.password,
    firstName: values.firstName,
    lastName: values.lastName,
  });
  if (!flags.customerId || !flags.subscriptionId) return user;
  try {
    return (await linkSubscription({ customerId: flags.customerId, subscriptionId: flags.subscriptionId }))
      .user;
  } catch (error) {
    console.error('Linking the subscription after signup failed', error);
    return user;
  }
}

type SignupFormProps = {
  /** The paid checkout the server holds for this browser: its e-mail is the account's, its ids are linked. */
  paid: PaymentFlags;
};

/**
 * Username, the paid e-mail (locked: the account is the payment's), optional first and last name, password (its
 * one rule stated up front) and confirmation; on success the user lands on /.
 */
export function SignupForm({ paid }: SignupFormProps) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const isEmailLocked = !!paid.customerEmail;
  const form = useSchemaForm(SignupFormSchema, {
    defaultValues: {
      username: '',
      email: paid.customerEmail ?? '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
    },
  });
  const mutation = useMutation({
    mutationFn: (values: SignupValues) => createAccount(values, paid),
    onSuccess: (user) => {
      clearPaymentFlags();
      navigate('/', { replace: true });
      client.setQueryData(sessionKeys.user(), user);
    },
    onError: (error) => {
      showError('Registration Failed', 'Unable to create your account. Please try again.');
      // The server's own field messages (e.g. a username already taken) go under their fields.
      const fieldErrors = error instanceof ApiError ? error.body?.errors : undefined;
      for (const field of FIELDS) {
        const message = fieldErrors?.[field];
        if (message) form.setError(field, { message }, { shouldFocus: true });
      }
    },
  });
  const isPending = mutation.isPending;
  const isPaymentMissing = isApiError(mutation.error, 402);

  return (
    <FormFrame form={form} onSubmit={(values) => mutation.mutate(values)} aria-label="Create your account">
      {isPaymentMissing && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">We couldn't find your payment</p>
            <p className="mt-1">
              This browser has no verified payment that is still unused: it may have created an account
              already, or it expired. Start again from the{' '}
              <Link href="/" className="font-medium underline underline-offset-4">
                home page
              </Link>
              , or sign in if you already have an account.
            </p>
          </div>
        </div>
      )}
      <UsernameField control={form.control} disabled={isPending} />
      <EmailField
        control={form.control}
        disabled={isPending}
        readOnly={isEmailLocked}
        inputClassName={isEmailLocked ? 'bg-slate-50 text-slate-700' : undefined}
        description={isEmailLocked ? 'Your account uses the e-mail you paid with.' : undefined}
      />
      <PersonNameFields
        control={form.control}
        labels={[
          <OptionalLabel key="first">First name</OptionalLabel>,
          <OptionalLabel key="last">Last name</OptionalLabel>,
        ]}
        disabled={isPending}
      />
      <NewPasswordFields
        control={form.control}
        label="Password"
        hint={SIGNUP_PASSWORD_HINT}
        confirmToggleLabel="Confirm password"
        disabled={isPending}
      />
      <SubmitButton
        size="lg"
        className="mt-1 w-full"
        isPending={isPending}
        pendingLabel="Creating account..."
      >
        Create Account
      </SubmitButton>
    </FormFrame>
  );
}

function OptionalLabel({ children }: { children: string }) {
  return (
    <>
      {children} <span className="font-normal text-muted-foreground">(optional)</span>
    </>
  );
}
