import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { createAccount, ensureAdmin, findUserByLogin, hasActiveSubscription } from './accounts.ts';
import { verifyPassword } from './passwords.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('createAccount', () => {
  test('creates an active subscriber with a hashed password', async () => {
    const user = await createAccount(handle.db, {
      username: 'Casey.Field',
      email: 'Casey@Example.com',
      password: 'pump-curve-88',
    });
    expect(user.email).toBe('casey@example.com');
    expect(user.subscriptionStatus).toBe('active');
    expect(user.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.password, 'pump-curve-88')).toBe(true);
    expect((await findUserByLogin(handle.db, 'CASEY.FIELD'))?.id).toBe(user.id);
  });

  test('refuses duplicate e-mails and usernames case-insensitively', async () => {
    await createAccount(handle.db, {
      username: 'dup_user',
      email: 'dup@example.com',
      password: 'long-enough-1',
    });
    await expect(
      createAccount(handle.db, { username: 'other', email: 'DUP@example.com', password: 'long-enough-1' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'An account with that e-mail already exists',
    });
    await expect(
      createAccount(handle.db, { username: 'DUP_USER', email: 'x@example.com', password: 'long-enough-1' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'That username is already taken',
    });
  });

  test('refuses weak passwords and bad usernames with clear messages', async () => {
    await expect(
      createAccount(handle.db, { username: 'weakling', email: 'w@example.com', password: 'short' }),
    ).rejects.toMatchObject({
      message: 'Password must be at least 8 characters long',
    });
    await expect(
      createAccount(handle.db, { username: 'samesame', email: 's@example.com', password: 'SameSame' }),
    ).rejects.toMatchObject({
      message: 'Password must not be the same as the username or e-mail',
    });
    await expect(
      createAccount(handle.db, { username: 'a b', email: 'ab@example.com', password: 'long-enough-1' }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('ensureAdmin', () => {
  test('creates the administrator once, generating a password when none is given', async () => {
    const first = await ensureAdmin(handle.db, 'boss@example.com', undefined);
    expect(first.created).toBe(true);
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const admin = await findUserByLogin(handle.db, 'boss@example.com');
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword(admin?.password, first.generatedPassword!)).toBe(true);
    const second = await ensureAdmin(handle.db, 'BOSS@example.com', 'another-password');
    expect(second).toEqual({ created: false });
  });
});

describe('hasActiveSubscription', () => {
  const base = { isAdmin: false, subscriptionPeriodEnd: null } as never as Parameters<
    typeof hasActiveSubscription
  >[0];
  test.each([
    ['active', null, true],
    ['past_due', null, true],
    ['inactive', null, false],
    ['canceled', new Date(Date.now() + 86_400_000), true],
    ['canceled', new Date(Date.now() - 86_400_000), false],
  ])('%s with period end %s → %s', (status, periodEnd, expected) => {
    expect(
      hasActiveSubscription({ ...base, subscriptionStatus: status, subscriptionPeriodEnd: periodEnd }),
    ).toBe(expected);
  });
});
