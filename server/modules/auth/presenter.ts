import type { PublicUser, SessionInfo } from '#shared/schemas/auth.ts';
import { hasActiveSubscription } from '#shared/subscriptions.ts';
import type { UserRow } from './sessions.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The columns of a user session the settings page lists. */
export interface SessionListRow {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  lastActivity: Date;
  createdAt: Date;
}

/** Turns a user session into one row of GET /api/sessions; `currentId` marks the session asking. */
export function presentSession(row: SessionListRow, currentId: string | undefined): SessionInfo {
  return {
    id: row.id,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    lastActivity: row.lastActivity.toISOString(),
    createdAt: row.createdAt.toISOString(),
    isCurrent: row.id === currentId,
  };
}

/** Who a user is, as every view of an account starts: id, sign-in names and name. */
export function presentIdentity(
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'firstName' | 'lastName'>,
): Pick<PublicUser, 'id' | 'username' | 'email' | 'firstName' | 'lastName'> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

/** Turns a user row into what the client sees: never the password or reset fields. */
export function presentUser(user: UserRow): PublicUser {
  return {
    ...presentIdentity(user),
    jobTitle: user.jobTitle,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
    lastLogin: iso(user.lastLogin),
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPeriodEnd: iso(user.subscriptionPeriodEnd),
    subscriptionCanceledAt: iso(user.subscriptionCanceledAt),
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    hasActiveSubscription: hasActiveSubscription(user),
  };
}
