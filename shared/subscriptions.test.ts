import { describe, expect, test } from 'vitest';
import {
  canCancelSubscription,
  describeSubscriptionStatus,
  effectiveSubscriptionStatus,
  hasActiveSubscription,
  isCancelScheduled,
  type SubscriptionHolder,
} from './subscriptions.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const LATER = '2027-01-05T12:00:00.000Z';
const EARLIER = new Date('2026-11-01T00:00:00Z');

const base: SubscriptionHolder = {
  isAdmin: false,
  subscriptionStatus: 'active',
  subscriptionPeriodEnd: LATER,
  subscriptionCanceledAt: null,
  stripeSubscriptionId: 'sub_1',
};
const user = (overrides: Partial<SubscriptionHolder>): SubscriptionHolder => ({ ...base, ...overrides });

describe('the subscription label', () => {
  test.each([
    [{}, 'Active'],
    [{ subscriptionCanceledAt: EARLIER }, 'Active - Cancels Jan 5, 2027'],
    [{ subscriptionStatus: 'canceled' }, 'Canceled'],
    [{ subscriptionStatus: 'past_due' }, 'Past Due'],
    [{ subscriptionStatus: 'inactive' }, 'Inactive'],
    [{ subscriptionStatus: 'something_new' }, 'Inactive'],
    // A scheduled end that passed reads as canceled before the provider's event arrives.
    [{ subscriptionCanceledAt: EARLIER, subscriptionPeriodEnd: EARLIER }, 'Canceled'],
  ] as const)('%o → %s', (overrides, label) => {
    expect(describeSubscriptionStatus(user(overrides), 'UTC', NOW)).toBe(label);
  });

  test('dates are US style in the given zone', () => {
    const lateEvening = user({
      subscriptionCanceledAt: EARLIER,
      subscriptionPeriodEnd: '2027-01-05T02:00:00Z',
    });
    expect(describeSubscriptionStatus(lateEvening, 'UTC', NOW)).toBe('Active - Cancels Jan 5, 2027');
    expect(describeSubscriptionStatus(lateEvening, 'America/Los_Angeles', NOW)).toBe(
      'Active - Cancels Jan 4, 2027',
    );
  });
});

describe('access', () => {
  test.each([
    ['active', LATER, null, true],
    ['past_due', LATER, null, true],
    ['canceled', LATER, EARLIER, true],
    ['canceled', EARLIER, EARLIER, false],
    ['canceled', null, EARLIER, false],
    ['inactive', LATER, null, false],
    ['active', EARLIER, EARLIER, false],
    // An active subscription past its period end without a scheduled cancel is a renewal on its way: kept.
    ['active', EARLIER, null, true],
  ] as const)('%s, period end %s, canceled at %s → %s', (status, periodEnd, canceledAt, allowed) => {
    const holder = user({
      subscriptionStatus: status,
      subscriptionPeriodEnd: periodEnd,
      subscriptionCanceledAt: canceledAt,
    });
    expect(hasActiveSubscription(holder, NOW)).toBe(allowed);
  });

  test('administrators are always let through (the routes refuse them separately)', () => {
    expect(hasActiveSubscription(user({ isAdmin: true, subscriptionStatus: 'inactive' }), NOW)).toBe(true);
  });
});

describe('cancel', () => {
  test('is offered only when active, with a provider subscription and no cancellation scheduled', () => {
    expect(canCancelSubscription(base, NOW)).toBe(true);
    expect(canCancelSubscription(user({ stripeSubscriptionId: null }), NOW)).toBe(false);
    expect(canCancelSubscription(user({ subscriptionCanceledAt: EARLIER }), NOW)).toBe(false);
    expect(canCancelSubscription(user({ subscriptionStatus: 'past_due' }), NOW)).toBe(false);
    expect(canCancelSubscription(user({ subscriptionStatus: 'canceled' }), NOW)).toBe(false);
  });

  test('a scheduled cancellation is reported until its date, then the status is canceled', () => {
    const scheduled = user({ subscriptionCanceledAt: EARLIER });
    expect(isCancelScheduled(scheduled, NOW)).toBe(true);
    expect(effectiveSubscriptionStatus(scheduled, new Date('2027-02-01T00:00:00Z'))).toBe('canceled');
    expect(isCancelScheduled(scheduled, new Date('2027-02-01T00:00:00Z'))).toBe(false);
  });
});
