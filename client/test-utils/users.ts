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
