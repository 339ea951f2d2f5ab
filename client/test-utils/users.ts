import type { AdminUser } from '#shared/schemas/admin.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';

/** A signed-in regular user as GET /api/user returns it; override any field. */
export function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'user-1',
    username: 'dana',
    email: 'dana@example.com',
    firstName: 'Dana',
    lastName: 'Reyes',
    jobTitle: null,
    phone: null,
    profileImageUrl: null,
    isAdmin: false,
    createdAt: '2025-01-05T12:00:00.000Z',
    lastLogin: null,
    subscriptionStatus: 'active',
    subscriptionPeriodEnd: null,
    subscriptionCanceledAt: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    hasActiveSubscription: true,
    ...overrides,
  };
}

/** buildUser's Dana as the administrators' list (GET /api/admin/users) shows her: an active subscriber. */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const { id, username, email, firstName, lastName, isAdmin } = buildUser();
  return {
    id,
    username,
    email,
    firstName,
    lastName,
    isAdmin,
    isActive: true,
    subscriptionStatus: 'active',
    subscriptionLabel: 'Active',
    canCancelSubscription: true,
    canResumeSubscription: false,
    createdAt: '2025-01-05T15:00:00.000Z',
    lastLogin: '2025-02-10T15:00:00.000Z',
    isProtected: false,
    ...overrides,
  };
}
