import type { AdminUser } from '#shared/schemas/admin.ts';

/** Which tools a user row offers: the panel has every one, Settings only the account ones. */
export type UserActionSet = 'panel' | 'accounts';

/** What the signed-in admin may do to one account (the server enforces the same rules). */
export interface AllowedUserActions {
  canEditCredentials: boolean;
  canSendPasswordReset: boolean;
  canCancelSubscription: boolean;
  canResumeSubscription: boolean;
  canActivate: boolean;
  canDeactivate: boolean;
  canDelete: boolean;
}

/**
 * Admins manage regular accounts and their own credentials; no admin is deleted or deactivated by another,
 * and the protected admin account never is (docs/decisions/023-accounts-and-mail.md).
 */
export function allowedUserActions(user: AdminUser, selfId: string, set: UserActionSet): AllowedUserActions {
  const isSelf = user.id === selfId;
  const isPanel = set === 'panel';
  return {
    canEditCredentials: isPanel && (!user.isAdmin || isSelf),
    canSendPasswordReset: isPanel,
    canCancelSubscription: isPanel && user.canCancelSubscription,
    canResumeSubscription: isPanel && user.canResumeSubscription,
    canActivate: !user.isActive,
    canDeactivate: user.isActive && !user.isAdmin && !user.isProtected,
    canDelete: !user.isAdmin && !user.isProtected,
  };
}

/** Whether a row offers any action at all (the protected admin in Settings offers none). */
export function hasAnyAction(actions: AllowedUserActions): boolean {
  return Object.values(actions).some(Boolean);
}

/** The name shown for an account: first and last name, else the username, else the e-mail. */
export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'username' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return name || user.username || user.email;
}
