import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { getSigningSecret } from './signing-secret.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

test('generates one secret, keeps it in the database and gives every instance the same one', async () => {
  const [first, second] = await Promise.all([
    getSigningSecret(handle.db, { SESSION_SECRET: undefined }),
    getSigningSecret(handle.db, { SESSION_SECRET: undefined }),
  ]);
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  expect(second).toBe(first);
  expect(await getSigningSecret(handle.db, { SESSION_SECRET: undefined })).toBe(first);
});

test('uses SESSION_SECRET when it is set', async () => {
  const secret = 'configured-session-secret-of-32-characters-or-more';
  expect(await getSigningSecret(handle.db, { SESSION_SECRET: secret })).toBe(secret);
});
