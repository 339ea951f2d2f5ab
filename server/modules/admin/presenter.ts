import { presentIdentity } from '#server/modules/auth/presenter.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import {
  canCancelSubscription,
  canResumeSubscription,
  describeSubscriptionStatus,
  normalizeSubscriptionStatus,
} from '#shared/subscriptions.ts';
import { isProtectedAdmin } from './protection.ts';

/** The columns of a user row the admin list shows (the list never selects the password). */
export type AdminUserRow = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'isAdmin'
  | 'isActive'
  | 'subscriptionStatus'
  | 'subscriptionPeriodEnd'
  | 'subscriptionCanceledAt'
  | 'stripeSubscriptionId'
  | 'createdAt'
  | 'lastLogin'
>;

/** Turns a user row into one row of the admin user list; dates in UTC, as the server knows no reader's zone. */
export function presentAdminUser(user: AdminUserRow, adminEmail: string): AdminUser {
  return {
    ...presentIdentity(user),
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    subscriptionStatus: normalizeSubscriptionStatus(user.subscriptionStatus),
    subscriptionLabel: describeSubscriptionStatus(user, 'UTC'),
    canCancelSubscription: !user.isAdmin && canCancelSubscription(user),
    canResumeSubscription: !user.isAdmin && canResumeSubscription(user),
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    isProtected: isProtectedAdmin(user, adminEmail),
  };
}
