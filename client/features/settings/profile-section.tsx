import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useChangePassword, useRequestEmailChange, useUpdateProfile } from '#client/api/account.ts';
import {
  CurrentPasswordField,
  EmailField,
  FormFrame,
  PersonNameFields,
  TextFields,
} from '#client/components/form-fields.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { ApiError, errorMessage } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';
import {
  type ChangePasswordForm,
  ChangePasswordFormSchema,
  type ProfileForm,
  ProfileFormSchema,
  type ProfileUpdateInput,
} from '#shared/schemas/account.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';

/** Puts the server's field messages under the form's fields and says what failed in a toast. */
function showFailure<T extends Record<string, string>>(
  form: UseFormReturn<T, unknown, T>,
  error: unknown,
  title: string,
) {
  const fields = error instanceof ApiError ? error.body?.errors : undefined;
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (name in form.getValues()) form.setError(name as FieldPath<T>, { message });
  }
  showError(title, errorMessage(error));
}

function profileValues(user: PublicUser): ProfileForm {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    jobTitle: user.jobTitle ?? '',
    phone: user.phone ?? '',
    email: user.email,
    currentPassword: '',
  };
}

const EMAIL_NEEDS_PASSWORD = 'Enter your current password to change your e-mail';

function ProfileDetailsForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const changeEmail = useRequestEmailChange();
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);
  const form = useSchemaForm<ProfileForm, ProfileForm>(ProfileFormSchema, {
    defaultValues: profileValues(user),
    mode: 'onSubmit',
  });
  const isEmailChanged = form.watch('email').trim().toLowerCase() !== user.email.toLowerCase();

  async function handleSubmit(values: ProfileForm) {
    const email = values.email.trim();
    const wantsEmailChange = email.toLowerCase() !== user.email.toLowerCase();
    if (wantsEmailChange && !values.currentPassword) {
      form.setError('currentPassword', { message: EMAIL_NEEDS_PASSWORD }, { shouldFocus: true });
      return;
    }
    setPendingMessage(null);
    // The names go together; the title and phone only when they changed.
    const details: ProfileUpdateInput = { firstName: values.firstName, lastName: values.lastName };
    if (values.jobTitle !== (user.jobTitle ?? '')) details.jobTitle = values.jobTitle;
    if (values.phone !== (user.phone ?? '')) details.phone = values.phone;
    const detailsChanged =
      Object.keys(details).length > 2 ||
      values.firstName !== (user.firstName ?? '') ||
      values.lastName !== (user.lastName ?? '');
    let saved = user;
    try {
      if (detailsChanged) saved = await update.mutateAsync(details);
    } catch (error) {
      showFailure(form, error, 'Failed to update profile');
      return;
    }
    if (!wantsEmailChange) {
      form.reset(profileValues(saved));
      toast({ title: 'Profile updated', description: 'Your details were saved.' });
      return;
    }
    try {
      const answer = await changeEmail.mutateAsync({ email, currentPassword: values.currentPassword });
      // The address changes only when the link is opened: the form shows the current one until then.
      form.reset(profileValues(saved));
      setPendingMessage(answer.message);
      toast({ title: 'Check your new inbox', description: answer.message, duration: 10_000 });
    } catch (error) {
      if (detailsChanged) form.reset({ ...profileValues(saved), email, currentPassword: '' });
      showFailure(form, error, 'Failed to change e-mail');
    }
  }

  const isPending = update.isPending || changeEmail.isPending;
  return (
    <FormFrame form={form} onSubmit={handleSubmit} aria-label="Profile">
      <PersonNameFields control={form.control} disabled={isPending} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields
          control={form.control}
          disabled={isPending}
          fields={[
            { name: 'jobTitle', label: 'Job Title', autoComplete: 'organization-title' },
            { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
          ]}
        />
      </div>
      <EmailField control={form.control} disabled={isPending} />
      {isEmailChanged && (
        <div className="grid gap-1">
          <CurrentPasswordField control={form.control} disabled={isPending} />
          <p className="text-sm text-muted-foreground">
            To change your e-mail, enter your password. We send a link to the new address; the change is made
            when you open it.
          </p>
        </div>
      )}
      {pendingMessage && (
        <p
          role="status"
          className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900"
          data-testid="email-change-pending"
        >
          {pendingMessage}
        </p>
      )}
      <div className="flex justify-end">
        <SubmitButton
          className="w-full sm:w-auto"
          isPending={isPending}
          pendingLabel="Saving..."
          disabled={!form.formState.isDirty}
        >
          Save Profile
        </SubmitButton>
      </div>
    </FormFrame>
  );
}

const EMPTY_PASSWORDS: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordChangeForm() {
  const change = useChangePassword();
  const form = useSchemaForm<ChangePasswordForm, ChangePasswordForm>(ChangePasswordFormSchema, {
    defaultValues: EMPTY_PASSWORDS,
    mode: 'onSubmit',
  });

  function handleSubmit({ currentPassword, newPassword }: ChangePasswordForm) {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY_PASSWORDS);
          toast({ title: 'Password changed', description: 'Your other devices were signed out.' });
        },
        onError: (error) => showFailure(form, error, 'Failed to change password'),
      },
    );
  }

  const isPending = change.isPending;
  return (
    <FormFrame form={form} onSubmit={handleSubmit} aria-label="Change password">
      <CurrentPasswordField control={form.control} disabled={isPending} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields
          control={form.control}
          type="password"
          autoComplete="new-password"
          disabled={isPending}
          fields={[
            { name: 'newPassword', label: 'New Password' },
            { name: 'confirmPassword', label: 'Confirm New Password' },
          ]}
        />
      </div>
      <div className="flex justify-end">
        <SubmitButton
          variant="outline"
          className="w-full sm:w-auto"
          isPending={isPending}
          pendingLabel="Changing..."
        >
          Change Password
        </SubmitButton>
      </div>
    </FormFrame>
  );
}

/** Settings > Profile: name and e-mail, and a password change that needs the current password. */
export function ProfileSection() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Card data-testid="profile-section">
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>
          Signed in as <span className="font-medium text-slate-900">{user.username ?? user.email}</span>. Your
          name, title, phone and e-mail sign your proposals and survey reports.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <ProfileDetailsForm key={user.id} user={user} />
        <section className="grid gap-4 border-t pt-6" aria-labelledby="change-password-heading">
          <div>
            <h3 id="change-password-heading" className="text-base font-semibold text-slate-900">
              Change Password
            </h3>
            <p className="text-sm text-muted-foreground">
              At least 8 characters. Changing it signs out your other devices.
            </p>
          </div>
          <PasswordChangeForm />
        </section>
      </CardContent>
    </Card>
  );
}
