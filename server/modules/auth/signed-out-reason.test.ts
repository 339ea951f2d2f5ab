import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { endedSessions, sessions } from '#db/schema/index.ts';
import { housekeepingTasks } from '#server/housekeeping.ts';
import { startPeriodicWork } from '#server/lib/background.ts';
import { SIGNED_IN_ELSEWHERE, SIGNED_OUT_REASON_COOKIE } from '#shared/constants.ts';
import { createUser } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';
import { hashToken, purgeExpiredSessions } from './sessions.ts';

const ctx = registerTestContext();

const reasonCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((cookie) => cookie.name === SIGNED_OUT_REASON_COOKIE);

test('a browser signed out by a third sign-in is told why on its next request, once', async () => {
  const user = await createUser(ctx.db);
  const first = await ctx.login(user.username!);
  const second = await ctx.login(user.username!);
  const third = await ctx.login(user.username!);
  for (const cookie of [second, third])
    expect((await ctx.call('GET', '/api/user', { cookie })).statusCode).toBe(200);

  const told = await ctx.call('GET', '/api/surveys', { cookie: first });
  expect(told.statusCode).toBe(401);
  expect(reasonCookie(told)).toMatchObject({
    value: SIGNED_IN_ELSEWHERE,
    path: '/',
    maxAge: 600,
    sameSite: 'Lax',
  });
  expect(told.cookies.find((cookie) => cookie.name === 'aqs_session')?.value).toBe('');

  const again = await ctx.call('GET', '/api/user', { cookie: first });
  expect(again.statusCode).toBe(401);
  expect(reasonCookie(again)).toBeUndefined();
});

test('a browser that signed out, or whose session expired, gets no reason', async () => {
  const user = await createUser(ctx.db);
  const cookie = await ctx.login(user.username!);
  expect((await ctx.call('POST', '/api/logout', { cookie })).statusCode).toBe(204);
  expect(reasonCookie(await ctx.call('GET', '/api/user', { cookie }))).toBeUndefined();
  expect(reasonCookie(await ctx.call('GET', '/api/user', { cookie: 'aqs_session=forged' }))).toBeUndefined();
});

test('the reason is kept only while the ended session could have lived, and the running server purges it', async () => {
  const user = await createUser(ctx.db);
  const first = await ctx.login(user.username!);
  await ctx.login(user.username!);
  await ctx.login(user.username!);
  const sid = hashToken(first.replace('aqs_session=', ''));
  const [row] = await ctx.db.select().from(endedSessions).where(eq(endedSessions.sid, sid));
  expect(row?.reason).toBe(SIGNED_IN_ELSEWHERE);
  await purgeExpiredSessions(ctx.db, new Date(row!.expiresAt.getTime() + 1));
  expect(await ctx.db.select().from(endedSessions).where(eq(endedSessions.sid, sid))).toEqual([]);
});

test('the running server purges expired sessions on its own, not only at start', async () => {
  const user = await createUser(ctx.db);
  const cookie = await ctx.login(user.username!);
  const sid = hashToken(cookie.replace('aqs_session=', ''));
  await ctx.db
    .update(sessions)
    .set({ expire: new Date(Date.now() - 1000) })
    .where(eq(sessions.sid, sid));
  const failures: unknown[] = [];
  const log = { info: () => {}, warn: (details: object) => failures.push(details), error: () => {} };
  const stop = startPeriodicWork(housekeepingTasks(ctx.db, 50), log);
  try {
    const deadline = Date.now() + 5000;
    while (
      (await ctx.db.select().from(sessions).where(eq(sessions.sid, sid))).length > 0 &&
      Date.now() < deadline
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    stop();
  }
  expect(await ctx.db.select().from(sessions).where(eq(sessions.sid, sid))).toEqual([]);
  expect(failures).toEqual([]);
});
