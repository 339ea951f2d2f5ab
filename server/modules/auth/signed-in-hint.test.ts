import { expect, test } from 'vitest';
import { SESSION_COOKIE } from '#server/plugins/auth.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/constants.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

// The readable hint cookie tells a page whether GET /api/user is worth asking (docs/decisions/026-client-delivery.md).

const ctx = registerTestContext();

async function signIn() {
  const user = await createUser(ctx.db);
  const res = await ctx.call('POST', '/api/login', {
    body: { username: user.username, password: DEFAULT_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

test('sign-in sets the hint next to the session: readable by the page, same lifetime, no secret in it', async () => {
  const res = await signIn();
  const session = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
  const hint = res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)!;
  expect(hint.value).toBe('1');
  expect(hint.httpOnly).toBeFalsy();
  expect(session.httpOnly).toBe(true);
  expect(hint.maxAge).toBe(session.maxAge);
  expect(hint.path).toBe('/');
  expect(hint.sameSite).toBe(session.sameSite);
});

test('sign-out clears the hint with the session', async () => {
  const login = await signIn();
  const session = login.cookies.find((c) => c.name === SESSION_COOKIE)!;
  const cookie = `${SESSION_COOKIE}=${session.value}; ${SIGNED_IN_HINT_COOKIE}=1`;
  const res = await ctx.call('POST', '/api/logout', { cookie });
  expect(res.statusCode).toBe(204);
  const hint = res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
  expect(hint?.value).toBe('');
  expect(new Date(hint!.expires!).getTime()).toBeLessThan(Date.now());
});

test('a hint whose session ended is cleared by the 401 that tells so; GET /api/user keeps its 401', async () => {
  const res = await ctx.call('GET', '/api/user', {
    cookie: `${SESSION_COOKIE}=no-such-session; ${SIGNED_IN_HINT_COOKIE}=1`,
  });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'unauthorized' });
  const hint = res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
  expect(hint?.value).toBe('');
});

test('a signed-out call without the hint sets no cookie at all', async () => {
  const res = await ctx.call('GET', '/api/user');
  expect(res.statusCode).toBe(401);
  expect(res.cookies).toEqual([]);
});
