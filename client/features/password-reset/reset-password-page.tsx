import { useQueryClient } from '@tanstack/react-query';
import { LinkIcon, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useResetPassword } from '#client/api/password-reset.ts';
import { sessionUserQueryOptions } from '#client/api/session.ts';
import { FormFrame, NewPasswordFields } from '#client/components/form-fields.tsx';
import { LinkButton } from '#client/components/link-button.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';
import {
  MISSING_RESET_TOKEN_MESSAGE,
  type ResetPasswordForm,
  ResetPasswordFormSchema,
} from '#shared/schemas/password-reset.ts';
import { readServerError } from './server-error.ts';
import { BackLink, FormAlert, SIGN_IN_PATH, VisitorCard } from './visitor-card.tsx';

function RequestNewLink() {
  return (
    <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
      Request a new link
    </Link>
  );
}

/** /reset-password without a token: nothing to submit, only the way to a new link. */
function InvalidResetLink() {
  return (
    <VisitorCard
      icon={<LinkIcon />}
      tone="danger"
      title="Reset link missing"
      description={MISSING_RESET_TOKEN_MESSAGE}
      testId="invalid-reset-link"
    >
      <div className="grid gap-3">
        <LinkButton href="/forgot-password" size="lg" className="w-full">
          Request a new link
        </LinkButton>
        <BackLink />
      </div>
    </VisitorCard>
  );
}

/** /reset-password?token=…: the new password twice; success goes to sign in. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  if (!token) return <InvalidResetLink />;
  return <ResetPasswordFormCard token={token} />;
}

function ResetPasswordFormCard({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const client = useQueryClient();
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useResetPassword();
  const form = useSchemaForm(ResetPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const isPending = reset.isPending;

  async function handleSubmit(values: ResetPasswordForm) {
    setTokenError(null);
    setFormError(null);
    try {
      await reset.mutateAsync({ token, password: values.password });
    } catch (error) {
      const { fieldErrors, message } = readServerError(error);
      if (fieldErrors.password)
        form.setError('password', { message: fieldErrors.password }, { shouldFocus: true });
      else if (fieldErrors.token) setTokenError(fieldErrors.token);
      else setFormError(message);
      return;
    }
    // The reset ended every session of that account: a browser signed in to it is signed out now (read again so
    // the landing page's sign-in opens, not a dashboard whose requests fail). Another account stays signed in.
    const stillSignedIn = user
      ? await client.fetchQuery({ ...sessionUserQueryOptions(), staleTime: 0 }).catch(() => null)
      : null;
    toast({
      title: 'Password reset',
      description: stillSignedIn
        ? 'The password has been changed and that account signed out everywhere.'
        : 'Your password has been changed. Please sign in with your new password.',
    });
    navigate(stillSignedIn ? '/' : SIGN_IN_PATH);
  }

  return (
    <VisitorCard
      icon={<LockKeyhole />}
      title="Choose a new password"
      description="Use at least 8 characters. Once it is set, every device signed in to your account is signed out."
      testId="reset-password-form"
    >
      <FormFrame form={form} onSubmit={handleSubmit}>
        <NewPasswordFields control={form.control} autoFocus disabled={isPending} />
        {tokenError && (
          <FormAlert>
            {tokenError} <RequestNewLink />
          </FormAlert>
        )}
        {formError && <FormAlert>{formError}</FormAlert>}
        <SubmitButton size="lg" className="mt-1 w-full" isPending={isPending} pendingLabel="Resetting...">
          Reset Password
        </SubmitButton>
        <BackLink />
      </FormFrame>
    </VisitorCard>
  );
}
