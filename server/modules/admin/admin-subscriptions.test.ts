import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '#db/schema/index.ts';
import { createAdmin, createUser } from '../../../tests/factories/index.ts';
import { signUpThroughCheckout } from '../../../tests/helpers/paying-steps.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

// Cancel and Sync Subscriptions through the test-mode payment provider (the default adapter in tests).
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createAdmin(ctx.db);
  cookie = await ctx.login(admin.username!);
});
afterAll(() => ctx.close());

describe('POST /api/admin/cancel-subscription', () => {
  test('schedules the end at the period end, once; the list then shows "Active - Cancels <date>"', async () => {
    const { user, verified } = await signUpThroughCheckout(ctx);
    const listed = (await ctx.call('GET', `/api/admin/users?q=${user.username}`, { cookie })).json().users[0];
    expect(listed).toMatchObject({ subscriptionStatus: 'active', canCancelSubscription: true });

    const res = await ctx.call('POST', '/api/admin/cancel-subscription', {
      cookie,
      body: { userId: user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: user.id,
      subscriptionStatus: 'active',
      canCancelSubscription: false,
    });
    expect(body.user.subscriptionLabel).toMatch(/^Active - Cancels [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(body.message).toContain(user.email);
    const subscription = await ctx.deps.payments.retrieveSubscription(verified.subscriptionId);
    expect(subscription?.cancelAtPeriodEnd).toBe(true);

    const again = await ctx.call('POST', '/api/admin/cancel-subscription', {
      cookie,
      body: { userId: user.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This subscription is already set to cancel at the end of its period');
  });

  test('is refused without a provider subscription, for an admin, and for a bad or unknown id', async () => {
    const noProvider = await createUser(ctx.db);
    const admin = await createAdmin(ctx.db);
    const cases: Array<[unknown, number]> = [
      [noProvider.id, 409],
      [admin.id, 409],
      ['00000000-0000-4000-8000-000000000000', 404],
      ['not-a-uuid', 400],
    ];
    for (const [userId, status] of cases) {
      const res = await ctx.call('POST', '/api/admin/cancel-subscription', { cookie, body: { userId } });
      expect(res.statusCode, String(userId)).toBe(status);
    }
  });
});

describe('POST /api/admin/resume-subscription', () => {
  test('withdraws a scheduled cancellation before its date; the list shows Active and Cancel again', async () => {
    const { user, verified } = await signUpThroughCheckout(ctx);
    const body = { userId: user.id };
    const early = await ctx.call('POST', '/api/admin/resume-subscription', { cookie, body });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'This subscription is not set to cancel, so there is nothing to resume',
    );
    await ctx.call('POST', '/api/admin/cancel-subscription', { cookie, body });
    const listed = (await ctx.call('GET', `/api/admin/users?q=${user.username}`, { cookie })).json().users[0];
    expect(listed).toMatchObject({ canCancelSubscription: false, canResumeSubscription: true });

    const res = await ctx.call('POST', '/api/admin/resume-subscription', { cookie, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      id: user.id,
      subscriptionLabel: 'Active',
      canCancelSubscription: true,
      canResumeSubscription: false,
    });
    expect(res.json().message).toContain(user.email);
    expect((await ctx.deps.payments.retrieveSubscription(verified.subscriptionId))?.cancelAtPeriodEnd).toBe(
      false,
    );
  });

  test('is refused for an admin, a bad or unknown id, and to anyone but an administrator', async () => {
    const admin = await createAdmin(ctx.db);
    for (const [userId, status] of [
      [admin.id, 409],
      ['00000000-0000-4000-8000-000000000000', 404],
      ['not-a-uuid', 400],
    ] as const) {
      const res = await ctx.call('POST', '/api/admin/resume-subscription', { cookie, body: { userId } });
      expect(res.statusCode, String(userId)).toBe(status);
    }
    const customer = await ctx.signIn();
    const refused = await ctx.call('POST', '/api/admin/resume-subscription', {
      cookie: customer.cookie,
      body: { userId: customer.user.id },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST /api/admin/sync-subscriptions', () => {
  test('re-reads every regular account and reports synced, skipped and failed', async () => {
    const { user } = await signUpThroughCheckout(ctx);
    // A stored state the provider contradicts: sync puts the provider's back.
    await ctx.db.update(users).set({ subscriptionStatus: 'inactive' }).where(eq(users.id, user.id));
    await createUser(ctx.db);
    const res = await ctx.call('POST', '/api/admin/sync-subscriptions', { cookie });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.synced).toBeGreaterThanOrEqual(1);
    expect(results.skipped).toBeGreaterThanOrEqual(1);
    expect(results.failed).toBe(0);
    const listed = (await ctx.call('GET', `/api/admin/users?q=${user.username}`, { cookie })).json().users[0];
    expect(listed.subscriptionStatus).toBe('active');
  });
});
