import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createAdmin, createUser, DEFAULT_PASSWORD } from '../factories/users.ts';
import { listApiRoutes } from '../fuzz/api-fuzz.ts';
import { registerTestContext } from '../setup/test-app.ts';
import { spellApiPath } from './path-spellings.ts';
import {
  ACCESS_TABLE,
  type AccessRule,
  createOwner,
  MISSING_IDS,
  methodOf,
  type OwnerIds,
} from './resources.ts';

// One generated access test for every route the app registers (docs/decisions/018).
const ctx = registerTestContext();
/** Each route's access as the route declares it beside its path (server/plugins/route.ts). */
const declaredAccess = new Map<string, string>();
beforeAll(async () => {
  for (const route of await listApiRoutes(ctx.deps))
    if (route.access) declaredAccess.set(`${route.method} ${route.url}`, route.access);
});

const entries = Object.entries(ACCESS_TABLE);
/** Who may call a route: its declaration where it has one, else the table's gate. */
const gateOf = (route: string, rule: AccessRule) => declaredAccess.get(route) ?? rule.gate;
const ownedRoutes = entries.filter(
  (entry): entry is [string, Extract<AccessRule, { kind: 'owned' }>] => entry[1].kind === 'owned',
);
const requestOf = (rule: AccessRule, ids: OwnerIds) =>
  rule.kind === 'owned' ? rule.request(ids) : rule.request;

function send(route: string, rule: AccessRule, ids: OwnerIds, cookie?: string) {
  const { url, body } = requestOf(rule, ids);
  return ctx.call(methodOf(route), url, { cookie, body });
}

/** What the owner reads back through every owned GET: equal before and after means nothing was changed. */
async function readBack(cookie: string, ids: OwnerIds): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const [route, rule] of ownedRoutes.filter(([route]) => methodOf(route) === 'GET')) {
    const res = await send(route, rule, ids, cookie);
    // The PDF carries its creation time, so only JSON answers are compared whole.
    const isJson = String(res.headers['content-type']).startsWith('application/json');
    answers[route] = [res.statusCode, isJson ? res.body : res.rawPayload.length];
  }
  return answers;
}

describe('the access table', () => {
  test('lists every route the app registers, and nothing else', async () => {
    const registered = (await listApiRoutes(ctx.deps)).map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(ACCESS_TABLE).sort()).toEqual(registered);
  });

  test('names the access each route declares beside its path', () => {
    expect(declaredAccess.size).toBeGreaterThan(60);
    for (const [route, access] of declaredAccess) expect(ACCESS_TABLE[route]?.gate, route).toBe(access);
  });

  test('route handlers never import the ownership helpers: services scope their own queries', () => {
    const modulesDir = path.resolve('server/modules');
    const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /(^|[/-])routes\.ts$/.test(f),
    );
    const offenders = files.filter((file) =>
      /from '[^']*ownership\.ts'/.test(readFileSync(path.join(modulesDir, file), 'utf8')),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});

describe('another user’s ids', () => {
  test('answer 404 on every verb, with the body a missing id gets, and change nothing', async () => {
    const owner = await createOwner(ctx);
    const before = await readBack(owner.cookie, owner.ids);
    const { cookie } = await ctx.signIn();
    for (const [route, rule] of ownedRoutes) {
      const foreign = await send(route, rule, owner.ids, cookie);
      const missing = await send(route, rule, MISSING_IDS, cookie);
      expect(foreign.statusCode, route).toBe(404);
      expect(foreign.json(), route).toEqual(missing.json());
      expect(foreign.json().message, route).toMatch(/ not found$/);
    }
    expect(await readBack(owner.cookie, owner.ids)).toEqual(before);
  });

  test('the owner’s own ids answer (the table names real rows)', async () => {
    const owner = await createOwner(ctx);
    for (const [route, rule] of ownedRoutes.filter(([route]) => methodOf(route) === 'GET')) {
      const res = await send(route, rule, owner.ids, owner.cookie);
      // The test database has no bytes for the photo, so the owner's file read is the one 404.
      // Nor has the owner's proposal been accepted online, so it has no signed record (decision 040).
      if (route === 'GET /api/objects/*' || route === 'GET /api/proposals/:id/accepted.pdf')
        expect(res.statusCode, route).toBe(404);
      else expect(res.statusCode, route).toBe(200);
    }
  });

  test('lists and counts show only the caller’s rows', async () => {
    const owner = await createOwner(ctx);
    const { cookie } = await ctx.signIn();
    for (const [route, rule] of entries) {
      if (rule.kind !== 'scoped') continue;
      const mine = await send(route, rule, owner.ids, owner.cookie);
      const theirs = await send(route, rule, owner.ids, cookie);
      expect(rule.sees(mine.json(), owner.ids), `${route} as the owner`).toBe(true);
      expect(rule.sees(theirs.json(), owner.ids), `${route} as another user`).toBe(false);
    }
  });
});

describe('the Idempotency-Key header (docs/decisions/041)', () => {
  test('a foreign id with a key answers 404 every time, a key never replays across users, and nothing changes', async () => {
    const owner = await createOwner(ctx);
    const before = await readBack(owner.cookie, owner.ids);
    const { cookie } = await ctx.signIn();
    const unsafeOwned = ownedRoutes.filter(([route]) => methodOf(route) !== 'GET');
    expect(unsafeOwned.length).toBeGreaterThan(20);
    for (const [index, [route, rule]] of unsafeOwned.entries()) {
      const { url, body } = rule.request(owner.ids);
      const headers = { 'idempotency-key': `access-${index}` };
      for (let i = 0; i < 2; i++) {
        const foreign = await ctx.call(methodOf(route), url, { cookie, body, headers });
        expect(foreign.statusCode, route).toBe(404);
        expect(foreign.headers['idempotent-replayed'], route).toBeUndefined();
      }
    }
    expect(await readBack(owner.cookie, owner.ids)).toEqual(before);
  });

  test('every gated state-changing route answers 401 signed out with a key, and a malformed key 400 signed in', async () => {
    const owner = await createOwner(ctx);
    const before = await readBack(owner.cookie, owner.ids);
    for (const [route, rule] of entries.filter(
      ([r, rule]) => methodOf(r) !== 'GET' && gateOf(r, rule) !== 'none',
    )) {
      const { url, body } = requestOf(rule, owner.ids);
      const signedOut = await ctx.call(methodOf(route), url, { body, headers: { 'idempotency-key': 'k1' } });
      expect(signedOut.statusCode, route).toBe(401);
      const malformed = await ctx.call(methodOf(route), url, {
        cookie: owner.cookie,
        body,
        headers: { 'idempotency-key': 'not a key' },
      });
      // The key is checked before the route runs, so even an admin-only route answers it first.
      expect(malformed.statusCode, route).toBe(400);
      expect(malformed.json().code, route).toBe('validation_failed');
    }
    expect(await readBack(owner.cookie, owner.ids)).toEqual(before);
  });
});

describe('who may call at all', () => {
  const gated = (gates: string[]) => entries.filter(([route, rule]) => gates.includes(gateOf(route, rule)));

  test('every gated route answers 401 when signed out', async () => {
    const owner = await createOwner(ctx);
    for (const [route, rule] of gated(['subscriber', 'user'])) {
      const res = await send(route, rule, owner.ids);
      expect(res.statusCode, route).toBe(401);
      expect(res.json().message, route).toBe('Unauthorized');
    }
  });

  test('every subscriber route answers 403 for an administrator', async () => {
    const owner = await createOwner(ctx);
    const admin = await createAdmin(ctx.db);
    const cookie = await ctx.login(admin.username!);
    for (const [route, rule] of gated(['subscriber'])) {
      expect((await send(route, rule, owner.ids, cookie)).statusCode, route).toBe(403);
    }
  });

  test('every subscriber route answers 402 without an active subscription, even on the user’s own data', async () => {
    const owner = await createOwner(ctx);
    const before = await readBack(owner.cookie, owner.ids);
    const ended = await createUser(ctx.db, {
      subscriptionStatus: 'canceled',
      subscriptionPeriodEnd: new Date(Date.now() - 60_000),
    });
    const endedCookie = await ctx.login(ended.username!);
    await ctx.db.update(users).set({ subscriptionStatus: 'inactive' }).where(eq(users.id, owner.userId));
    for (const [route, rule] of gated(['subscriber'])) {
      expect((await send(route, rule, owner.ids, owner.cookie)).statusCode, route).toBe(402);
      expect((await send(route, rule, owner.ids, endedCookie)).statusCode, `ended ${route}`).toBe(402);
    }
    await ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, owner.userId));
    expect(await readBack(owner.cookie, owner.ids)).toEqual(before);
  });

  test('past_due and canceled-until-period-end subscribers keep access', async () => {
    const yearMs = 365 * 24 * 3600 * 1000;
    for (const overrides of [
      { subscriptionStatus: 'past_due' },
      { subscriptionStatus: 'canceled', subscriptionPeriodEnd: new Date(Date.now() + yearMs) },
    ] as const) {
      const { cookie } = await ctx.signIn(overrides);
      for (const url of ['/api/dashboard/stats', '/api/follow-ups', '/api/surveys', '/api/proposals']) {
        expect((await ctx.call('GET', url, { cookie })).statusCode, url).toBe(200);
      }
      const { url, body } = requestOf(ACCESS_TABLE['POST /api/surveys']!, MISSING_IDS);
      const created = await ctx.call('POST', url, { cookie, body });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect((await ctx.call('GET', `/api/equipment/survey/${id}`, { cookie })).statusCode).toBe(200);
      expect((await ctx.call('DELETE', `/api/surveys/${id}`, { cookie })).statusCode).toBe(204);
    }
  });
});

describe('pages of another site', () => {
  const FOREIGN = { origin: 'https://attacker.example' };

  test('every state-changing route refuses a foreign Origin under every spelling of its path, and changes nothing', async () => {
    const owner = await createOwner(ctx);
    const before = await readBack(owner.cookie, owner.ids);
    const unsafe = entries.filter(([route]) => methodOf(route) !== 'GET');
    expect(unsafe.length).toBeGreaterThan(20);
    for (const [route, rule] of unsafe) {
      const { url, body } = requestOf(rule, owner.ids);
      for (const spelling of spellApiPath(url)) {
        const res = await ctx.call(methodOf(route), spelling, {
          cookie: owner.cookie,
          body,
          headers: FOREIGN,
        });
        expect(res.statusCode, `${route} as ${spelling}`).toBe(403);
        expect(res.json().message, `${route} as ${spelling}`).toBe('Cross-site request refused');
      }
    }
    expect(await readBack(owner.cookie, owner.ids)).toEqual(before);
  });

  test('a sign-in under a spelled path from a foreign page gets no session', async () => {
    const { user } = await ctx.signIn();
    for (const spelling of spellApiPath('/api/login')) {
      const res = await ctx.call('POST', spelling, {
        body: { username: user.username, password: DEFAULT_PASSWORD },
        headers: FOREIGN,
      });
      expect(res.statusCode, spelling).toBe(403);
      expect(
        res.cookies.find((c) => c.name === 'aqs_session'),
        spelling,
      ).toBeUndefined();
    }
  });
});
