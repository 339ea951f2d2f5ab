import { useEffect } from 'react';
import { useUpdateUserCredentials } from '#client/api/admin.ts';
import { DialogActions, DialogFrame } from '#client/components/dialog-frame.tsx';
import { FormFrame, PasswordField, UsernameField } from '#client/components/form-fields.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { ApiError } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';
import {
  type AdminCredentialsForm,
  AdminCredentialsFormSchema,
  type AdminUser,
  type AdminUserUpdateInput,
} from '#shared/schemas/admin.ts';
import { adminErrorMessage } from '../hooks/use-user-actions.ts';

type EditCredentialsDialogProps = {
  user: AdminUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Only what changed: a new username, a new password (blank keeps the current one), or nothing. */
export function changedCredentials(user: AdminUser, values: AdminCredentialsForm): AdminUserUpdateInput {
  const changes: AdminUserUpdateInput = {};
  if (values.username !== (user.username ?? '')) changes.username = values.username;
  if (values.password !== '') changes.password = values.password;
  return changes;
}

/** The admin's edit-credentials dialog: username and an optional new password. */
export function EditCredentialsDialog({ user, open, onOpenChange }: EditCredentialsDialogProps) {
  const update = useUpdateUserCredentials();
  const form = useSchemaForm<AdminCredentialsForm, AdminCredentialsForm>(AdminCredentialsFormSchema, {
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
  });
  const { reset } = form;

  useEffect(() => {
    if (open && user) reset({ username: user.username ?? '', password: '' });
  }, [open, user, reset]);

  function handleSubmit(values: AdminCredentialsForm) {
    if (!user) return;
    const input = changedCredentials(user, values);
    if (Object.keys(input).length === 0) {
      toast({ title: 'No changes to save' });
      return;
    }
    update.mutate(
      { userId: user.id, input },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({
            title: 'User updated',
            description: input.password
              ? 'The new password is set and that user was signed out everywhere.'
              : 'The username was changed.',
          });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.body?.errors : undefined;
          for (const name of ['username', 'password'] as const) {
            if (fields?.[name]) form.setError(name, { message: fields[name] });
          }
          showError('Error', adminErrorMessage(error, 'Failed to update user'));
        },
      },
    );
  }

  const isPending = update.isPending;
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-md"
      title="Edit Credentials"
      description={`Change the sign-in name or set a new password for ${user?.email ?? 'this user'}.`}
    >
      <FormFrame form={form} onSubmit={handleSubmit}>
        <UsernameField control={form.control} autoComplete="off" disabled={isPending} />
        <PasswordField
          control={form.control}
          name="password"
          label="New Password"
          autoComplete="new-password"
          placeholder="Leave blank to keep the current password"
          disabled={isPending}
        />
        <DialogActions
          className="mt-2"
          onCancel={() => onOpenChange(false)}
          isPending={isPending}
          pendingLabel="Saving..."
        >
          Save Changes
        </DialogActions>
      </FormFrame>
    </DialogFrame>
  );
}
