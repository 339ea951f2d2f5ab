import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { loginAttempts, sessions, users } from '#db/schema/index.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../tests/factories/index.ts';
import { attemptLogin, DEACTIVATED_LOGIN } from '../../../tests/helpers/sign-in.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

describe('POST /api/login', () => {
  test('signs in by username or e-mail in any case and sets a safe session cookie', async () => {
    const user = await createUser(ctx.db);
    for (const login of [user.username!.toUpperCase(), user.email.toUpperCase()]) {
      const res = await ctx.call('POST', '/api/login', {
        body: { username: login, password: DEFAULT_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, email: user.email, isAdmin: false });
      expect(res.json()).not.toHaveProperty('password');
      const cookie = res.cookies.find((c) => c.name === 'aqs_session')!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.value.length).toBeGreaterThanOrEqual(22);
    }
  });

  test('stores only a hash of the session token', async () => {
    const user = await createUser(ctx.db);
    const cookie = await ctx.login(user.username!);
    const token = cookie.split('=')[1]!;
    const stored = await ctx.db.select({ sid: sessions.sid }).from(sessions);
    expect(stored.some((s) => s.sid === token)).toBe(false);
  });

  test('answers an unknown user and a wrong password the same way', async () => {
    const user = await createUser(ctx.db);
    const wrong = await ctx.call('POST', '/api/login', {
      body: { username: user.username, password: 'nope-nope-nope' },
      remoteAddress: '10.1.0.1',
    });
    const unknown = await ctx.call('POST', '/api/login', {
      body: { username: 'nobody-here', password: 'nope-nope-nope' },
      remoteAddress: '10.1.0.2',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: 'Invalid username or password', code: 'unauthorized' });
  });

  test("tells a deactivated account's owner so, and a wrong password still gets the generic answer", async () => {
    const user = await createUser(ctx.db, { isActive: false });
    const res = await attemptLogin(ctx, user.username);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(DEACTIVATED_LOGIN);
    const wrong = await attemptLogin(ctx, user.username, 'not-the-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid username or password', code: 'unauthorized' });
  });

  test('validates the body with the spec messages', async () => {
    const res = await ctx.call('POST', '/api/login', { body: { username: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      username: 'Username or email is required',
      password: 'Password is required',
    });
  });

  test('GET /api/login sends the browser to the sign-in dialog', async () => {
    const res = await ctx.call('GET', '/api/login');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?signin=1');
  });
});

describe('GET /api/user and POST /api/logout', () => {
  test('returns the signed-in user and 401 once signed out', async () => {
    const user = await createUser(ctx.db, { firstName: 'Dana', lastName: 'Flow' });
    const cookie = await ctx.login(user.email);
    const me = await ctx.call('GET', '/api/user', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ firstName: 'Dana', lastName: 'Flow', hasActiveSubscription: true });
    expect(me.json().lastLogin).not.toBeNull();
    const out = await ctx.call('POST', '/api/logout', { cookie });
    expect(out.statusCode).toBe(204);
    expect((await ctx.call('GET', '/api/user', { cookie })).statusCode).toBe(401);
  });

  test('answers 401 with a JSON message when signed out or with a forged cookie', async () => {
    expect((await ctx.call('GET', '/api/user')).json()).toEqual({
      message: 'Unauthorized',
      code: 'unauthorized',
    });
    const forged = await ctx.call('GET', '/api/user', { cookie: 'aqs_session=forged-token-value' });
    expect(forged.statusCode).toBe(401);
  });

  test('an expired session gets 401 on its next request', async () => {
    const user = await createUser(ctx.db);
    const cookie = await ctx.login(user.username!);
    await ctx.db.update(sessions).set({ expire: new Date(Date.now() - 1000) });
    expect((await ctx.call('GET', '/api/user', { cookie })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  test('a third login ends the least recently active session', async () => {
    const user = await createUser(ctx.db);
    const first = await ctx.login(user.username!);
    const second = await ctx.login(user.username!);
    const third = await ctx.login(user.username!);
    expect((await ctx.call('GET', '/api/user', { cookie: first })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/user', { cookie: second })).statusCode).toBe(200);
    const list = await ctx.call('GET', '/api/sessions', { cookie: third });
    expect(list.json()).toHaveLength(2);
    expect(list.json().filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({ ipAddress: '127.0.0.1' });
  });

  test('keeps at most 2 sessions under 5 concurrent logins', async () => {
    const user = await createUser(ctx.db);
    const cookies = await Promise.all(Array.from({ length: 5 }, () => ctx.login(user.username!)));
    const alive = await Promise.all(cookies.map((cookie) => ctx.call('GET', '/api/user', { cookie })));
    expect(alive.filter((r) => r.statusCode === 200)).toHaveLength(2);
  });

  test('terminating a session signs that device out on its next request', async () => {
    const user = await createUser(ctx.db);
    const phone = await ctx.login(user.username!);
    const laptop = await ctx.login(user.username!);
    const list = (await ctx.call('GET', '/api/sessions', { cookie: laptop })).json();
    const phoneSession = list.find((s: { isCurrent: boolean }) => !s.isCurrent);
    const del = await ctx.call('DELETE', `/api/sessions/${phoneSession.id}`, { cookie: laptop });
    expect(del.statusCode).toBe(204);
    expect((await ctx.call('GET', '/api/user', { cookie: phone })).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/user', { cookie: laptop })).statusCode).toBe(200);
  });

  test("another user's session id answers 404 and is left alone", async () => {
    const a = await createUser(ctx.db);
    const b = await createUser(ctx.db);
    const aCookie = await ctx.login(a.username!);
    const bCookie = await ctx.login(b.username!);
    const aSession = (await ctx.call('GET', '/api/sessions', { cookie: aCookie })).json()[0];
    expect((await ctx.call('DELETE', `/api/sessions/${aSession.id}`, { cookie: bCookie })).statusCode).toBe(
      404,
    );
    expect((await ctx.call('DELETE', '/api/sessions/not-a-uuid', { cookie: bCookie })).statusCode).toBe(404);
    expect((await ctx.call('GET', '/api/user', { cookie: aCookie })).statusCode).toBe(200);
  });
});

function signInAs(username: string, password: string, remoteAddress: string) {
  return ctx.call('POST', '/api/login', { body: { username, password }, remoteAddress });
}

describe('brute-force protection', () => {
  test('locks an account after 10 failures in 15 minutes, even for the right password', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 10; i++) {
      const res = await ctx.call('POST', '/api/login', {
        body: { username: user.username, password: `wrong-${i}` },
        remoteAddress: `10.2.0.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await ctx.call('POST', '/api/login', {
      body: { username: user.username, password: DEFAULT_PASSWORD },
      remoteAddress: '10.2.1.1',
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.json().message).toMatch(/Too many login attempts/);
  });

  test('limits one address to 100 failures an hour across accounts', async () => {
    const ghostFailures = (from: number, to: number) =>
      ctx.db.insert(loginAttempts).values(
        Array.from({ length: to - from }, (_, i) => ({
          accountKey: `login:ghost-${from + i}`,
          ipAddress: '10.3.0.1',
          createdAt: new Date(Date.now() - (from + i) * 1000),
        })),
      );
    const user = await createUser(ctx.db);
    await ghostFailures(0, 99);
    expect((await signInAs(user.username!, DEFAULT_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    await ghostFailures(99, 100);
    const res = await signInAs(user.username!, DEFAULT_PASSWORD, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await signInAs(user.username!, DEFAULT_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  test('other people behind the same address still sign in after one account is locked and 40 failures', async () => {
    const locked = await createUser(ctx.db);
    const colleague = await createUser(ctx.db);
    for (let i = 0; i < 10; i++) await signInAs(locked.username!, `wrong-${i}`, '10.6.0.1');
    await ctx.db
      .insert(loginAttempts)
      .values(
        Array.from({ length: 30 }, (_, i) => ({ accountKey: `login:typo-${i}`, ipAddress: '10.6.0.1' })),
      );
    expect((await signInAs(locked.username!, DEFAULT_PASSWORD, '10.6.0.1')).statusCode).toBe(429);
    expect((await signInAs(colleague.email, DEFAULT_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
  });

  test('counts the username and the e-mail of one account together', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 5; i++) await signInAs(user.username!, `wrong-${i}`, `10.7.0.${i}`);
    for (let i = 0; i < 5; i++) await signInAs(user.email.toUpperCase(), `wrong-${i}`, `10.7.1.${i}`);
    const res = await signInAs(user.username!, DEFAULT_PASSWORD, '10.7.2.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many login attempts. Please try again in \d+ minutes?\.$/);
  });

  test('60 parallel logins with the right password at position 41 never get in past the limit', async () => {
    const user = await createUser(ctx.db);
    const passwords = Array.from({ length: 60 }, (_, i) => (i === 40 ? DEFAULT_PASSWORD : `wrong-${i}`));
    const answers = await Promise.all(passwords.map((p) => signInAs(user.username!, p, '10.5.0.1')));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(0);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
    const rows = await ctx.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.accountKey, `user:${user.id}`));
    expect(rows).toHaveLength(10);
  });

  test('a successful login clears the account counter', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 9; i++) {
      await ctx.call('POST', '/api/login', {
        body: { username: user.username, password: 'bad' },
        remoteAddress: '10.4.0.1',
      });
    }
    await ctx.login(user.username!);
    const res = await ctx.call('POST', '/api/login', {
      body: { username: user.username, password: 'bad' },
      remoteAddress: '10.4.0.1',
    });
    expect(res.statusCode).toBe(401);
    expect(
      (
        await ctx.call('POST', '/api/login', {
          body: { username: user.username, password: DEFAULT_PASSWORD },
          remoteAddress: '10.4.0.1',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('API hygiene', () => {
  test('unknown API paths answer 404 JSON', async () => {
    const res = await ctx.call('GET', '/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  test('bodies over 1 MB answer 413', async () => {
    const res = await ctx.call('POST', '/api/login', {
      body: JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });

  test('malformed JSON answers 400', async () => {
    const res = await ctx.call('POST', '/api/login', {
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON in request body', code: 'bad_request' });
  });

  test('sends security headers', async () => {
    const res = await ctx.call('GET', '/api/user');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('refuses state-changing calls from a foreign origin', async () => {
    const user = await createUser(ctx.db);
    const foreign = await ctx.call('POST', '/api/login', {
      body: { username: user.username, password: DEFAULT_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await ctx.call('POST', '/api/login', {
      body: { username: user.username, password: DEFAULT_PASSWORD },
      headers: { origin: 'http://localhost:5000' },
    });
    expect(own.statusCode).toBe(200);
  });

  test('refuses a foreign origin even when the Host header claims to be that site', async () => {
    const user = await createUser(ctx.db);
    const res = await ctx.call('POST', '/api/login', {
      body: { username: user.username, password: DEFAULT_PASSWORD },
      headers: { origin: 'http://evil.example', host: 'evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused', code: 'forbidden' });
  });

  test('refuses the Vite dev origin outside development', async () => {
    const res = await ctx.call('POST', '/api/logout', { headers: { origin: 'http://localhost:5173' } });
    expect(res.statusCode).toBe(403);
  });

  test('marks every API answer, signed in or not, as not to be stored', async () => {
    const user = await createUser(ctx.db);
    const cookie = await ctx.login(user.username!);
    for (const res of [
      await ctx.call('GET', '/api/user', { cookie }),
      await ctx.call('GET', '/api/sessions', { cookie }),
      await ctx.call('GET', '/api/user'),
      await ctx.call('GET', '/api/does-not-exist', { cookie }),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  test('never returns password hashes anywhere in the user row', async () => {
    const user = await createUser(ctx.db);
    const cookie = await ctx.login(user.username!);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    const body = (await ctx.call('GET', '/api/user', { cookie })).body;
    expect(body).not.toContain(row!.password!);
  });
});
