import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { createAccount, DEFAULT_ADMIN_EMAIL, ensureAdmin } from './accounts.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
// Every test starts with no accounts at all, like a first start.
beforeEach(() => handle.db.delete(users));

const listAdmins = () =>
  handle.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.isAdmin, true));

describe('ensureAdmin when ADMIN_EMAIL changes between starts', () => {
  test('moves the only administrator to the new address instead of failing on the taken username', async () => {
    await ensureAdmin(handle.db, DEFAULT_ADMIN_EMAIL, undefined);
    const second = await ensureAdmin(handle.db, 'me@company.com', undefined);
    expect(second.created).toBe(false);
    expect(second.notice).toBe(
      'Administrator "admin": e-mail changed from admin@aquasurvey.local to me@company.com (ADMIN_EMAIL); password unchanged.',
    );
    expect(await listAdmins()).toEqual([{ email: 'me@company.com', username: 'admin' }]);
  });

  test('never creates a second administrator silently (ops@ has a free username)', async () => {
    await ensureAdmin(handle.db, DEFAULT_ADMIN_EMAIL, undefined);
    await ensureAdmin(handle.db, 'ops@company.com', undefined);
    expect(await listAdmins()).toEqual([{ email: 'ops@company.com', username: 'admin' }]);
    // Back to the default address: the default only names the first administrator, so nothing moves.
    expect(await ensureAdmin(handle.db, DEFAULT_ADMIN_EMAIL, undefined)).toEqual({ created: false });
  });

  test('with several administrators and none at the address, reports it and changes nothing', async () => {
    await ensureAdmin(handle.db, 'first@company.com', 'long-enough-1');
    await createAccount(handle.db, {
      username: 'second',
      email: 'second@company.com',
      password: 'long-enough-2',
      isAdmin: true,
    });
    const result = await ensureAdmin(handle.db, 'third@company.com', undefined);
    expect(result.notice).toMatch(/^ADMIN_EMAIL third@company.com matches none of the administrators/);
    expect(await listAdmins()).toHaveLength(2);
  });

  test('leaves a customer who owns the address a customer, and says so', async () => {
    await createAccount(handle.db, {
      username: 'cust',
      email: 'boss@company.com',
      password: 'long-enough-1',
    });
    const result = await ensureAdmin(handle.db, 'boss@company.com', undefined);
    expect(result.notice).toContain('belongs to "cust", who is not an administrator');
    expect(await listAdmins()).toEqual([]);
  });

  test('picks a free username when the address local part and "admin" are taken', async () => {
    await createAccount(handle.db, { username: 'boss', email: 'b1@example.com', password: 'long-enough-1' });
    await createAccount(handle.db, { username: 'admin', email: 'b2@example.com', password: 'long-enough-1' });
    expect((await ensureAdmin(handle.db, 'boss@company.com', undefined)).created).toBe(true);
    expect(await listAdmins()).toEqual([{ email: 'boss@company.com', username: 'admin-2' }]);
  });
});

describe('ensureAdmin when instances start together', () => {
  test('concurrent starts create exactly one administrator and none fails', async () => {
    // On PostgreSQL the pool runs these on separate connections, like separate instances.
    const results = await Promise.all(
      Array.from({ length: 4 }, () => ensureAdmin(handle.db, 'boss@company.com', 'long-enough-1')),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await listAdmins()).toEqual([{ email: 'boss@company.com', username: 'boss' }]);
  });
});
