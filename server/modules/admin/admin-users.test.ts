import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIns, users } from '#db/schema/index.ts';
import { verifyPassword } from '#server/modules/auth/passwords.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { createAdmin, createUser } from '../../../tests/factories/index.ts';
import { attemptLogin, DEACTIVATED_LOGIN } from '../../../tests/helpers/sign-in.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

const ADMIN_EMAIL = 'Owner@Example.com';
let ctx: TestContext;
let adminCookie: string;
let protectedAdmin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAIL });
  // The protected account: an administrator whose e-mail is ADMIN_EMAIL, in another case.
  protectedAdmin = await createAdmin(ctx.db, { email: 'owner@example.com' });
  adminCookie = await ctx.login(protectedAdmin.username!);
});
afterAll(() => ctx.close());

const asAdmin = (method: 'GET' | 'PATCH' | 'PUT' | 'DELETE' | 'POST', url: string, body?: object) =>
  ctx.call(method, url, { cookie: adminCookie, body });

describe('GET /api/admin/stats', () => {
  test('counts users, admins and the sign-ins of the last 7 days', async () => {
    const before = (await asAdmin('GET', '/api/admin/stats')).json();
    const user = await createUser(ctx.db);
    await createAdmin(ctx.db);
    await ctx.login(user.username!);
    await ctx.login(user.username!);
    // A sign-in 8 days ago is outside the window.
    await ctx.db
      .insert(signIns)
      .values({ userId: user.id, createdAt: new Date(Date.now() - 8 * 86_400_000) });
    const after = (await asAdmin('GET', '/api/admin/stats')).json();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 2,
      adminUsers: before.adminUsers + 1,
      recentLogins: before.recentLogins + 2,
    });
  });
});

describe('GET /api/admin/users', () => {
  test('shows each account with its subscription label, protection and sign-in time; never the password', async () => {
    const periodEnd = new Date('2031-01-05T12:00:00Z');
    const user = await createUser(ctx.db, {
      firstName: 'Casey',
      lastName: 'Nguyen',
      stripeSubscriptionId: 'sub_test_label',
      subscriptionCanceledAt: new Date(),
      subscriptionPeriodEnd: periodEnd,
    });
    await ctx.login(user.username!);
    const res = await asAdmin('GET', `/api/admin/users?q=${user.username}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|argon|scrypt/i);
    const page = res.json();
    expect(page.total).toBe(1);
    expect(page.nextCursor).toBeNull();
    const row: AdminUser = page.users[0];
    expect(row).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: 'Casey',
      lastName: 'Nguyen',
      isAdmin: false,
      isActive: true,
      subscriptionStatus: 'active',
      subscriptionLabel: 'Active - Cancels Jan 5, 2031',
      canCancelSubscription: false,
      isProtected: false,
    });
    expect(row.lastLogin).not.toBeNull();
    const owner = (await asAdmin('GET', '/api/admin/users?q=OWNER@example')).json().users[0];
    expect(owner).toMatchObject({ id: protectedAdmin.id, isProtected: true, isAdmin: true });
  });

  test('searches username, e-mail, first, last and full name, case-insensitively, with % and _ taken literally', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    const a = await createUser(ctx.db, {
      username: `${tag}_alpha`,
      firstName: 'Morgan',
      lastName: `Quill${tag}`,
    });
    const b = await createUser(ctx.db, { email: `${tag}.bravo@example.org`, firstName: `Jo${tag}` });
    const ids = async (q: string) =>
      (await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent(q)}`))
        .json()
        .users.map((u: AdminUser) => u.id);
    expect(await ids(`${tag.toUpperCase()}_ALPHA`)).toEqual([a.id]);
    expect(await ids(`${tag}.BRAVO@`)).toEqual([b.id]);
    expect(await ids(`morgan quill${tag}`)).toEqual([a.id]);
    expect((await ids(tag)).sort()).toEqual([a.id, b.id].sort());
    expect(await ids(`${tag}%`)).toEqual([]);
    expect(await ids('zzz-nobody-has-this')).toEqual([]);
  });

  test('refuses a bad limit or a cursor it did not give out', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'cursor=nope', `cursor=${'A'.repeat(300)}`]) {
      const res = await asAdmin('GET', `/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('PATCH /api/admin/users/:id', () => {
  test('changes only the username, keeping the password and sessions', async () => {
    const { user, cookie } = await ctx.signIn();
    const res = await asAdmin('PATCH', `/api/admin/users/${user.id}`, { username: `New.${user.username}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(`New.${user.username}`);
    expect((await ctx.call('GET', '/api/user', { cookie })).statusCode).toBe(200);
    await ctx.login(`New.${user.username}`);
  });

  test('a new password replaces the old one and ends every session of that user; blank keeps it', async () => {
    const { user, cookie } = await ctx.signIn();
    const blank = await asAdmin('PATCH', `/api/admin/users/${user.id}`, { password: '' });
    expect(blank.statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/user', { cookie })).statusCode).toBe(200);
    const res = await asAdmin('PATCH', `/api/admin/users/${user.id}`, { password: 'Brand-New-Pass-9' });
    expect(res.statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/user', { cookie })).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.password, 'Brand-New-Pass-9')).toBe(true);
    await expect(ctx.login(user.username!)).rejects.toThrow(/401/);
    await ctx.login(user.username!, 'Brand-New-Pass-9');
  });

  test('follows the username rules and uniqueness (case-insensitive), and the password rules', async () => {
    const user = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const cases: Array<[object, number, Record<string, string>]> = [
      [{ username: 'ab' }, 400, { username: 'Username must be at least 3 characters' }],
      [
        { username: 'has space' },
        400,
        { username: 'Username may use only letters, digits, dot, underscore and hyphen' },
      ],
      [{ username: other.username!.toUpperCase() }, 409, { username: 'Already taken' }],
      [{ password: 'short' }, 400, { password: 'Password must be at least 8 characters long' }],
      [{ password: user.email.toUpperCase() }, 400, { password: 'Too easy to guess' }],
      [{ isAdmin: true }, 400, { _: 'Only username and password can be changed' }],
    ];
    for (const [body, status, errors] of cases) {
      const res = await asAdmin('PATCH', `/api/admin/users/${user.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.username).toBe(user.username);
    expect(row!.isAdmin).toBe(false);
  });

  test("an admin may change their own credentials but not another admin's", async () => {
    const admin = await createAdmin(ctx.db);
    const cookie = await ctx.login(admin.username!);
    const other = await createAdmin(ctx.db);
    const own = await ctx.call('PATCH', `/api/admin/users/${admin.id}`, {
      cookie,
      body: { password: 'Own-New-Pass-77' },
    });
    expect(own.statusCode).toBe(200);
    // Changing one's own password keeps the session making the change.
    expect((await ctx.call('GET', '/api/user', { cookie })).statusCode).toBe(200);
    const foreign = await ctx.call('PATCH', `/api/admin/users/${other.id}`, {
      cookie,
      body: { username: 'taken-over' },
    });
    expect(foreign.statusCode).toBe(403);
    const owner = await ctx.call('PATCH', `/api/admin/users/${protectedAdmin.id}`, {
      cookie,
      body: { password: 'Locked-Out-123' },
    });
    expect(owner.statusCode).toBe(403);
  });
});

describe('activate and deactivate', () => {
  test('a deactivated account is signed out at once, cannot sign in (clear message), and reactivation restores it', async () => {
    const { user, cookie } = await ctx.signIn();
    const second = await ctx.login(user.username!);
    const off = await asAdmin('PUT', `/api/admin/users/${user.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    for (const session of [cookie, second]) {
      expect((await ctx.call('GET', '/api/user', { cookie: session })).statusCode).toBe(401);
    }
    const login = await attemptLogin(ctx, user.username);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual(DEACTIVATED_LOGIN);
    // A wrong password learns nothing about the account.
    const wrong = await attemptLogin(ctx, user.username, 'wrong-one');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password');
    const on = await asAdmin('PUT', `/api/admin/users/${user.id}/activate`);
    expect(on.json().isActive).toBe(true);
    const again = await ctx.login(user.username!);
    expect((await ctx.call('GET', '/api/user', { cookie: again })).statusCode).toBe(200);
  });

  test('admins cannot deactivate or delete admin users, and nobody can lock out the protected admin', async () => {
    const admin = await createAdmin(ctx.db);
    const cookie = await ctx.login(admin.username!);
    const other = await createAdmin(ctx.db);
    const tries: Array<[string, string, string]> = [
      ['PUT', `/api/admin/users/${other.id}/deactivate`, 'Admin users cannot be deactivated'],
      ['DELETE', `/api/admin/users/${other.id}`, 'Admin users cannot be deleted'],
      ['PUT', `/api/admin/users/${admin.id}/deactivate`, 'Admin users cannot be deactivated'],
      ['DELETE', `/api/admin/users/${admin.id}`, 'Admin users cannot be deleted'],
      [
        'PUT',
        `/api/admin/users/${protectedAdmin.id}/deactivate`,
        'The protected admin account cannot be deactivated',
      ],
      ['DELETE', `/api/admin/users/${protectedAdmin.id}`, 'The protected admin account cannot be deleted'],
    ];
    for (const session of [cookie, adminCookie]) {
      for (const [method, url, message] of tries) {
        const res = await ctx.call(method as 'PUT', url, { cookie: session });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe(message);
      }
    }
    // Demoting is not a call at all: the only edit call refuses any field but username and password.
    const demote = await ctx.call('PATCH', `/api/admin/users/${protectedAdmin.id}`, {
      cookie: adminCookie,
      body: { isAdmin: false },
    });
    expect(demote.statusCode).toBe(400);
    const rows = await ctx.db.select().from(users).where(eq(users.id, protectedAdmin.id));
    expect(rows[0]).toMatchObject({ isAdmin: true, isActive: true });
    expect((await ctx.call('GET', '/api/user', { cookie: adminCookie })).statusCode).toBe(200);
  });
});

describe('POST /api/admin/send-password-reset', () => {
  test('sends the reset e-mail and says where it went, without a server path; an unknown address is named', async () => {
    const user = await createUser(ctx.db);
    const res = await asAdmin('POST', '/api/admin/send-password-reset', { email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().note).toBe(
      `Password reset e-mail for ${user.email.toUpperCase()} saved to the outbox (this server sends no e-mail until SMTP_URL is set).`,
    );
    expect(res.json().note).not.toMatch(/\.eml|\//);
    const unknown = await asAdmin('POST', '/api/admin/send-password-reset', {
      email: 'nobody@nowhere.example',
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await asAdmin('POST', '/api/admin/send-password-reset', { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ email: 'Please enter a valid email' });
  });
});
