import { Link, useLocation } from 'wouter';
import { DialogFrame } from '#client/components/dialog-frame.tsx';
import { CurrentPasswordField, FormFrame, UsernameField } from '#client/components/form-fields.tsx';
import { LogoMark } from '#client/components/logo.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';
import { type LoginInput, LoginInputSchema } from '#shared/schemas/auth.ts';
import { takeReturnPath } from './return-path.ts';
import { useAuth } from './use-auth.tsx';

type SignInDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Username-or-email + password dialog; on success it closes and lands on the page asked for, else the dashboard. */
export function SignInDialog({ open, onOpenChange }: SignInDialogProps) {
  const { loginMutation } = useAuth();
  const [, navigate] = useLocation();
  const form = useSchemaForm(LoginInputSchema, {
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
  });
  const isPending = loginMutation.isPending;

  async function handleSubmit(values: LoginInput) {
    try {
      await loginMutation.mutateAsync(values);
    } catch {
      return; // The "Login failed" toast is shown by the mutation itself.
    }
    form.reset();
    onOpenChange(false);
    navigate(takeReturnPath() ?? '/');
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-md"
      headerClassName="items-center pr-0 text-center"
      ornament={<LogoMark className="mb-2 size-11" />}
      titleClassName="text-xl"
      title="Sign in to your account"
      description="Pick up your surveys and proposals where you left off."
    >
      <FormFrame form={form} onSubmit={handleSubmit}>
        <UsernameField control={form.control} label="Username or Email" disabled={isPending} />
        <CurrentPasswordField control={form.control} name="password" label="Password" disabled={isPending} />
        <SubmitButton size="lg" className="mt-1 w-full" isPending={isPending} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      </FormFrame>
      <div className="text-center text-sm">
        <Link
          href="/forgot-password"
          onClick={() => onOpenChange(false)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
    </DialogFrame>
  );
}
