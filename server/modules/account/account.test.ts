import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '#db/schema/index.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

describe('PATCH /api/account/profile', () => {
  test('changes only the fields sent and answers the user; a blank name is cleared', async () => {
    const { user, cookie } = await ctx.signIn({ firstName: 'Riley', lastName: 'Rep' });
    const res = await ctx.call('PATCH', '/api/account/profile', {
      cookie,
      body: { firstName: '  Dana ', lastName: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, firstName: 'Dana', lastName: null, email: user.email });
    expect(res.body).not.toMatch(/password/i);
    expect((await ctx.call('GET', '/api/user', { cookie })).json().firstName).toBe('Dana');
  });

  test('a new e-mail through the profile form answers 400 alike for a taken and a free address, and changes nothing', async () => {
    const { user, cookie } = await ctx.signIn();
    const other = await createUser(ctx.db);
    const taken = await ctx.call('PATCH', '/api/account/profile', { cookie, body: { email: other.email } });
    const free = await ctx.call('PATCH', '/api/account/profile', {
      cookie,
      body: { email: `free_${user.username}@example.org` },
    });
    expect(taken.statusCode).toBe(400);
    expect(free.statusCode).toBe(400);
    expect(taken.body).toBe(free.body);
    expect(taken.json().errors).toEqual({ email: 'Enter your current password to change your e-mail' });
    const invalid = await ctx.call('PATCH', '/api/account/profile', { cookie, body: { email: 'nope' } });
    expect(invalid.json().errors).toEqual({ email: 'Please enter a valid email' });
    // The user's own address in another case is no change: the form sends every field.
    const own = await ctx.call('PATCH', '/api/account/profile', {
      cookie,
      body: { email: user.email.toUpperCase(), firstName: 'Kept' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: user.email, firstName: 'Kept' });
  });

  test('nobody moves their e-mail to or away from ADMIN_EMAIL (the protected admin account)', async () => {
    const owner = await ctx.signIn({
      isAdmin: true,
      email: 'admin@aquasurvey.local',
      subscriptionStatus: 'inactive',
    });
    const away = await ctx.call('PATCH', '/api/account/profile', {
      cookie: owner.cookie,
      body: { email: 'elsewhere@example.com', firstName: 'Ops' },
    });
    expect(away.statusCode).toBe(403);
    expect(away.json().errors).toEqual({ email: 'Set by the server configuration (ADMIN_EMAIL)' });
    const name = await ctx.call('PATCH', '/api/account/profile', {
      cookie: owner.cookie,
      body: { email: 'ADMIN@aquasurvey.local', firstName: 'Ops' },
    });
    expect(name.statusCode).toBe(200);
    await ctx.db.delete(users).where(eq(users.id, owner.user.id));
    const { cookie } = await ctx.signIn();
    const onto = await ctx.call('PATCH', '/api/account/profile', {
      cookie,
      body: { email: 'admin@aquasurvey.local' },
    });
    expect(onto.statusCode).toBe(403);
  });

  test('refuses names that are too long and answers 401 signed out', async () => {
    const { cookie } = await ctx.signIn();
    const long = await ctx.call('PATCH', '/api/account/profile', {
      cookie,
      body: { firstName: 'x'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ firstName: 'Must be at most 100 characters' });
    expect((await ctx.call('PATCH', '/api/account/profile', { body: { firstName: 'A' } })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/account/password', () => {
  test('needs the current password (400 field error), then sets the new one and ends the other sessions only', async () => {
    const { user, cookie } = await ctx.signIn();
    const other = await ctx.login(user.username!);
    const wrong = await ctx.call('POST', '/api/account/password', {
      cookie,
      body: { currentPassword: 'not-it', newPassword: 'Fresh-Password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    expect((await ctx.call('GET', '/api/user', { cookie: other })).statusCode).toBe(200);

    const res = await ctx.call('POST', '/api/account/password', {
      cookie,
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Fresh-Password-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
    expect((await ctx.call('GET', '/api/user', { cookie })).statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/user', { cookie: other })).statusCode).toBe(401);
    await expect(ctx.login(user.username!)).rejects.toThrow(/401/);
    await ctx.login(user.username!, 'Fresh-Password-1');
  });

  test('follows the new-password rules', async () => {
    const { user, cookie } = await ctx.signIn();
    const cases: Array<[object, Record<string, string>]> = [
      [
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'short' },
        { newPassword: 'Password must be at least 8 characters long' },
      ],
      [
        { currentPassword: '', newPassword: 'Long-enough-1' },
        { currentPassword: 'Current password is required' },
      ],
      [
        { currentPassword: DEFAULT_PASSWORD, newPassword: user.username!.toUpperCase() },
        { newPassword: 'Too easy to guess' },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await ctx.call('POST', '/api/account/password', { cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.password).toBe(user.password);
  });

  test('wrong current passwords count against the sign-in limit', async () => {
    const { cookie } = await ctx.signIn();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.call('POST', '/api/account/password', {
        cookie,
        body: { currentPassword: `guess-${i}`, newPassword: 'Fresh-Password-1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});
