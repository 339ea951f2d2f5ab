import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loginAttempts, sessions, signIns } from '#db/schema/index.ts';
import type { SecurityEvent } from '#server/lib/logging.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../tests/factories/index.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { ACCOUNT_DEACTIVATED, INVALID_LOGIN, signIn } from './sign-in.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

function recorder() {
  const events: { event: SecurityEvent; fields: Record<string, unknown> }[] = [];
  return {
    events,
    report: (event: SecurityEvent, fields: Record<string, unknown>) => events.push({ event, fields }),
  };
}

describe('signIn', () => {
  test('counts an unknown login under what was typed and an account under its id, whichever name was used', async () => {
    const user = await createUser(handle.db);
    const { events, report } = recorder();
    const attempt = (login: string, password: string) =>
      signIn(handle.db, { login, password, ip: '10.8.0.1', userAgent: null }, report).catch((e) => e);
    await attempt('  Nobody-Here ', 'wrong');
    await attempt(user.email.toUpperCase(), 'wrong');
    await attempt(user.username!, 'wrong');
    const keys = (await handle.db.select().from(loginAttempts)).map((row) => row.accountKey).sort();
    expect(keys).toEqual(['login:nobody-here', `user:${user.id}`, `user:${user.id}`]);
    expect(events.map((e) => e.event)).toEqual(['login.failed', 'login.failed', 'login.failed']);
    expect(JSON.stringify(events)).not.toContain('wrong');
  });

  test('a success starts a session, records the sign-in time and clears the account failures', async () => {
    const user = await createUser(handle.db);
    const { events, report } = recorder();
    const input = { login: user.username!, ip: '10.8.0.2', userAgent: 'test-agent' };
    await signIn(handle.db, { ...input, password: 'wrong' }, report).catch(() => {});
    const { user: signedIn, token } = await signIn(
      handle.db,
      { ...input, password: DEFAULT_PASSWORD },
      report,
    );
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(signedIn.lastLogin).toBeInstanceOf(Date);
    const rows = await handle.db.select().from(loginAttempts);
    expect(rows.filter((row) => row.accountKey === `user:${user.id}`)).toHaveLength(0);
    expect(events.at(-1)).toEqual({ event: 'login.succeeded', fields: { userId: user.id } });
  });

  test('each success is recorded in sign_ins with the address, and last_login is set', async () => {
    const user = await createUser(handle.db);
    const input = { login: user.email, password: DEFAULT_PASSWORD, userAgent: null };
    await signIn(handle.db, { ...input, ip: '10.8.0.3' });
    await signIn(handle.db, { ...input, ip: '10.8.0.4' });
    await signIn(handle.db, { ...input, password: 'wrong', ip: '10.8.0.5' }).catch(() => {});
    const rows = await handle.db.select().from(signIns).where(eq(signIns.userId, user.id));
    expect(rows.map((row) => row.ipAddress).sort()).toEqual(['10.8.0.3', '10.8.0.4']);
  });

  test('a deactivated account: the right password is told so (403), a wrong one learns nothing (401)', async () => {
    const user = await createUser(handle.db, { isActive: false });
    const { events, report } = recorder();
    const attempt = (password: string) =>
      signIn(handle.db, { login: user.username!, password, ip: '10.8.0.6', userAgent: null }, report).catch(
        (e: unknown) => e as { statusCode: number; message: string },
      );
    expect(await attempt(DEFAULT_PASSWORD)).toMatchObject({ statusCode: 403, message: ACCOUNT_DEACTIVATED });
    expect(await attempt('wrong')).toMatchObject({ statusCode: 401, message: INVALID_LOGIN });
    expect(events.map((e) => e.fields.reason)).toEqual(['deactivated', undefined]);
    const started = await handle.db.select().from(sessions);
    expect(started.filter((row) => row.sess.userId === user.id)).toEqual([]);
    expect(await handle.db.select().from(signIns).where(eq(signIns.userId, user.id))).toEqual([]);
  });
});
