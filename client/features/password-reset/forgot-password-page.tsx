import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useRequestPasswordReset } from '#client/api/password-reset.ts';
import { EmailField, FormFrame } from '#client/components/form-fields.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';
import { type ForgotPasswordInput, ForgotPasswordInputSchema } from '#shared/schemas/password-reset.ts';
import { readServerError } from './server-error.ts';
import { BackLink, FormAlert, VisitorCard } from './visitor-card.tsx';

function BackToSignIn() {
  return <BackLink icon={<ArrowLeft aria-hidden="true" />} />;
}

/** After a request: the same screen whatever the address, so it never tells whether an account exists. */
function CheckYourEmail({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  return (
    <VisitorCard
      icon={<MailCheck />}
      title="Check Your Email"
      testId="check-your-email"
      description={
        <>
          If an account exists for
          <span className="my-1 block font-medium text-slate-900 [overflow-wrap:anywhere]">{email}</span>
          we have sent it a link to reset the password. The link works once, within 1 hour.
        </>
      }
    >
      <div className="grid gap-3">
        <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-center text-sm text-muted-foreground">
          Nothing arrived after a few minutes? Check your spam folder, or try again with the address you
          signed up with.
        </p>
        <Button variant="outline" className="w-full" onClick={onTryAgain}>
          Try another email
        </Button>
        <BackToSignIn />
      </div>
    </VisitorCard>
  );
}

/** /forgot-password: the e-mail form, then "Check Your Email". */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const form = useSchemaForm(ForgotPasswordInputSchema, {
    defaultValues: { email: '' },
    mode: 'onSubmit',
  });
  const isPending = request.isPending;

  async function handleSubmit(values: ForgotPasswordInput) {
    setFormError(null);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      const { fieldErrors, message } = readServerError(error);
      if (fieldErrors.email) form.setError('email', { message: fieldErrors.email }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    setSentTo(values.email);
  }

  function handleTryAgain() {
    form.reset({ email: '' });
    setSentTo(null);
  }

  if (sentTo !== null) return <CheckYourEmail email={sentTo} onTryAgain={handleTryAgain} />;

  return (
    <VisitorCard
      icon={<KeyRound />}
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      testId="forgot-password-form"
    >
      <FormFrame form={form} onSubmit={handleSubmit}>
        <EmailField
          control={form.control}
          autoCapitalize="none"
          inputMode="email"
          autoFocus
          disabled={isPending}
          placeholder="you@company.com"
        />
        {formError && <FormAlert>{formError}</FormAlert>}
        <SubmitButton size="lg" className="mt-1 w-full" isPending={isPending} pendingLabel="Sending...">
          Send Reset Link
        </SubmitButton>
        <BackToSignIn />
      </FormFrame>
    </VisitorCard>
  );
}
