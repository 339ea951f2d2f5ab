import { HttpError } from '#server/lib/errors.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';

/** Whether an account is the protected admin: an administrator whose e-mail is ADMIN_EMAIL (any case). */
export function isProtectedAdmin(user: Pick<UserRow, 'isAdmin' | 'email'>, adminEmail: string): boolean {
  return user.isAdmin && user.email.trim().toLowerCase() === adminEmail.trim().toLowerCase();
}

/** What an admin may do to an account that needs a rule (docs/decisions/023-accounts-and-mail.md). */
export type GuardedAction = 'edit' | 'deactivate' | 'delete';

const REFUSALS: Record<GuardedAction, string> = {
  edit: "Admins cannot change another admin's credentials",
  deactivate: 'Admin users cannot be deactivated',
  delete: 'Admin users cannot be deleted',
};

/**
 * Refuses (403) what no admin may do: delete or deactivate an administrator (the protected one above all), or
 * change another administrator's credentials. An admin may change their own username and password.
 */
export function assertMayManage(
  actor: UserRow,
  target: UserRow,
  action: GuardedAction,
  adminEmail: string,
): void {
  if (!target.isAdmin) return;
  if (action === 'edit' && target.id === actor.id) return;
  if (isProtectedAdmin(target, adminEmail) && action !== 'edit') {
    throw new HttpError(
      403,
      `The protected admin account cannot be ${action === 'delete' ? 'deleted' : 'deactivated'}`,
    );
  }
  throw new HttpError(403, REFUSALS[action]);
}
