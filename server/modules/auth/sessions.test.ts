import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { sessions } from '#db/schema/index.ts';
import { createUser } from '../../../tests/factories/index.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import {
  createSession,
  findSession,
  hashToken,
  purgeExpiredSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from './sessions.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const DAY = 24 * 60 * 60 * 1000;
const CLIENT = { ipAddress: '10.0.0.1', userAgent: 'test' };
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

async function startSession(start: Date) {
  const user = await createUser(handle.db);
  const { token } = await createSession(handle.db, user.id, CLIENT, start);
  return token;
}

describe('the 30-day absolute limit, with an injected clock', () => {
  test('a session used every day lives until 1 ms before 30 days, and no request passes at exactly 30 days or after', async () => {
    const start = new Date('2026-01-01T08:00:00.000Z');
    const token = await startSession(start);
    for (let day = 1; day < 30; day++) {
      expect(await findSession(handle.db, token, at(start, day * DAY)), `day ${day}`).not.toBeNull();
    }
    expect(await findSession(handle.db, token, at(start, SESSION_ABSOLUTE_MS - 1))).not.toBeNull();
    expect(await findSession(handle.db, token, at(start, SESSION_ABSOLUTE_MS))).toBeNull();
    expect(await findSession(handle.db, token, at(start, SESSION_ABSOLUTE_MS + 1))).toBeNull();
    expect(await findSession(handle.db, token, at(start, SESSION_ABSOLUTE_MS + DAY))).toBeNull();
  });

  test('a request in the last minute before the limit refreshes nothing past it', async () => {
    const start = new Date('2026-02-01T08:00:00.000Z');
    const token = await startSession(start);
    for (let day = 6; day < 30; day += 6) await findSession(handle.db, token, at(start, day * DAY));
    expect(await findSession(handle.db, token, at(start, SESSION_ABSOLUTE_MS - 30_000))).not.toBeNull();
    const [row] = await handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, hashToken(token)));
    expect(row!.expire.getTime()).toBe(start.getTime() + SESSION_ABSOLUTE_MS);
    expect(await findSession(handle.db, token, at(start, SESSION_ABSOLUTE_MS))).toBeNull();
  });

  test('the absolute deadline is checked itself: a later idle deadline (another instance, an older row) lets no request through', async () => {
    const start = new Date('2026-03-01T08:00:00.000Z');
    const token = await startSession(start);
    // The idle deadline as an instance with a clock ahead, or a row written before the clamp, leaves it.
    await handle.db
      .update(sessions)
      .set({ expire: at(start, SESSION_ABSOLUTE_MS + SESSION_IDLE_MS) })
      .where(eq(sessions.sid, hashToken(token)));
    // The first request at the limit is refused, not only the ones after it.
    expect(await findSession(handle.db, token, at(start, SESSION_ABSOLUTE_MS))).toBeNull();
    expect(await findSession(handle.db, token, at(start, SESSION_ABSOLUTE_MS + 60_000))).toBeNull();
  });

  test('the idle limit ends an unused session at exactly 7 days', async () => {
    const start = new Date('2026-04-01T08:00:00.000Z');
    const token = await startSession(start);
    expect(await findSession(handle.db, token, at(start, SESSION_IDLE_MS - 1))).not.toBeNull();
    const other = await startSession(start);
    expect(await findSession(handle.db, other, at(start, SESSION_IDLE_MS))).toBeNull();
  });

  test('purging removes sessions past either deadline, and keeps live ones', async () => {
    const start = new Date('2026-05-01T08:00:00.000Z');
    const idle = await startSession(start);
    const absolute = await startSession(start);
    await handle.db
      .update(sessions)
      .set({ expire: at(start, SESSION_ABSOLUTE_MS + DAY) })
      .where(eq(sessions.sid, hashToken(absolute)));
    const live = await startSession(at(start, SESSION_ABSOLUTE_MS - DAY));
    await purgeExpiredSessions(handle.db, at(start, SESSION_ABSOLUTE_MS));
    const left = await handle.db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(sql`${sessions.sid} in (${hashToken(idle)}, ${hashToken(absolute)}, ${hashToken(live)})`);
    expect(left.map((row) => row.sid)).toEqual([hashToken(live)]);
  });
});
