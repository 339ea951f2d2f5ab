import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { storedObjects } from '#db/schema/index.ts';
import {
  createAdmin,
  createCurrentChemical,
  createExampleSurvey,
  createObservations,
} from '../../../tests/factories/index.ts';
import { SAMPLE_PNG } from '../../../tests/fixtures/image-samples.ts';
import { signUpThroughCheckout } from '../../../tests/helpers/paying-steps.ts';
import { registerDiskContext, uploadBytes } from '../../../tests/helpers/photos.ts';
import type { TestContext } from '../../../tests/setup/test-app.ts';
import { addressKey } from '../../services/auth/password-reset.ts';
import { isTestModeProvider } from '../../services/payments/test-mode-provider.ts';
import { createStorageKey } from '../../services/storage/keys.ts';

// Deleting an account leaves no row and no stored file of it (decisions.md "Roles and data").
const env = registerDiskContext();

/** A subscriber who paid through test mode and owns one of everything: survey, system, photo, proposal, RFP... */
async function createBusyUser(ctx: TestContext) {
  const signup = await signUpThroughCheckout(ctx);
  const { user, cookie } = signup;
  const { survey, tower } = await createExampleSurvey(ctx.db, user.id);
  await createObservations(ctx.db, survey.id, { followUpDate: '2999-01-01' });
  await createCurrentChemical(ctx.db, tower.id);
  const uploadURL = await uploadBytes(ctx, cookie, tower.id, SAMPLE_PNG);
  const photo = await ctx.call('POST', `/api/equipment/${tower.id}/photos`, {
    cookie,
    body: { photoUrl: uploadURL.split('?')[0], description: 'Scale on the fill' },
  });
  expect(photo.statusCode, photo.body).toBe(201);
  const proposal = await ctx.call('POST', '/api/proposals', { cookie, body: { surveyId: survey.id } });
  expect(proposal.statusCode, proposal.body).toBe(201);
  const chemical = await ctx.call('POST', '/api/chemicals', {
    cookie,
    body: {
      proposalId: proposal.json().id,
      name: 'Scale inhibitor',
      treatmentRate: 2.5,
      unitCost: 3.2,
      systemIds: [tower.id],
    },
  });
  expect(chemical.statusCode, chemical.body).toBe(201);
  // An RFP file as the RFP upload stores it: a key of its own kind, owned by the user.
  const rfpKey = createStorageKey('rfp', user.id);
  await ctx.deps.storage.writeFile(rfpKey, Buffer.from('The vendor shall provide monthly testing.'));
  await ctx.db
    .insert(storedObjects)
    .values({ key: rfpKey, userId: user.id, kind: 'rfp', uploadedAt: new Date() });
  // An idempotency key and a "changed on another device" note (docs/decisions/041).
  const seen = (await ctx.call('GET', `/api/surveys/${survey.id}`, { cookie })).json().updatedAt;
  const keyed = await ctx.call('PUT', `/api/surveys/${survey.id}`, {
    cookie,
    body: { contactName: 'Dana Reyes' },
    headers: { 'idempotency-key': 'busy-user-edit' },
  });
  expect(keyed.statusCode, keyed.body).toBe(200);
  const offline = await ctx.call('PUT', `/api/surveys/${survey.id}`, {
    cookie,
    body: { contactName: 'Pat Lee' },
    headers: { 'x-base-updated-at': seen, 'x-edited-at': new Date(Date.now() - 3_600_000).toISOString() },
  });
  expect(offline.headers['x-sync-conflicts']).toBe('1');
  // A second session, a failed sign-in, a reset token and a reset request counter.
  await ctx.login(user.username!, signup.registration.password);
  await ctx.call('POST', '/api/login', { body: { username: user.username, password: 'not-the-password' } });
  await ctx.call('POST', '/api/forgot-password', { body: { email: user.email } });
  return { ...signup, survey, tower };
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(ctx: TestContext, query: SQL): Promise<T[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Tables (by name) holding a row whose text mentions any of the needles. */
async function tablesMentioning(ctx: TestContext, needles: string[]): Promise<string[]> {
  const tables = await rowsOf<{ table_name: string }>(
    ctx,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const conditions = sql.join(
      needles.map((needle) => sql`position(${needle.toLowerCase()} in lower(t::text)) > 0`),
      sql` OR `,
    );
    const [counted] = await rowsOf<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} AS t WHERE ${conditions}`,
    );
    if (Number(counted!.n) > 0) found.push(table);
  }
  return found.sort();
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('DELETE /api/admin/users/:id', () => {
  test('cancels the subscription now and leaves no row and no stored file of that user; others are untouched', async () => {
    const { ctx, dataDir } = env;
    const busy = await createBusyUser(ctx);
    const bystander = await createBusyUser(ctx);
    const needles = [busy.user.id, busy.user.email, busy.user.username, addressKey(busy.user.email)];
    // The provider's own store (test mode's stand-in for Stripe) keeps its customer, like Stripe does.
    const before = await tablesMentioning(ctx, needles);
    expect(before).toEqual(
      expect.arrayContaining([
        'equipment_photos',
        'idempotency_keys',
        'login_attempts',
        'password_reset_tokens',
        'pending_signups',
        'proposals',
        'rate_limit_hits',
        'sessions',
        'sign_ins',
        'stored_objects',
        'surveys',
        'sync_conflicts',
        'user_sessions',
        'users',
      ]),
    );
    const objectsDir = path.join(dataDir, 'objects');
    expect(
      (await filesUnder(objectsDir)).filter((f) => f.includes(busy.user.id)).length,
    ).toBeGreaterThanOrEqual(3);

    const admin = await createAdmin(ctx.db);
    const cookie = await ctx.login(admin.username!);
    const res = await ctx.call('DELETE', `/api/admin/users/${busy.user.id}`, { cookie });
    expect(res.statusCode, res.body).toBe(204);

    expect(await tablesMentioning(ctx, needles)).toEqual(['test_payment_objects']);
    expect((await filesUnder(objectsDir)).filter((f) => f.includes(busy.user.id))).toEqual([]);
    const provider = ctx.deps.payments;
    expect(isTestModeProvider(provider)).toBe(true);
    const subscription = await provider.retrieveSubscription(busy.verified.subscriptionId);
    expect(subscription?.status).toBe('canceled');
    // The deleted user's sessions are gone: its browser is signed out.
    expect((await ctx.call('GET', '/api/user', { cookie: busy.cookie })).statusCode).toBe(401);

    // The other subscriber keeps everything.
    expect((await ctx.call('GET', '/api/user', { cookie: bystander.cookie })).statusCode).toBe(200);
    expect(
      (await ctx.call('GET', `/api/surveys/${bystander.survey.id}`, { cookie: bystander.cookie })).statusCode,
    ).toBe(200);
    expect(
      (await filesUnder(objectsDir)).filter((f) => f.includes(bystander.user.id)).length,
    ).toBeGreaterThanOrEqual(3);
    const kept = await provider.retrieveSubscription(bystander.verified.subscriptionId);
    expect(kept?.status).toBe('active');
    expect((await ctx.call('DELETE', `/api/admin/users/${busy.user.id}`, { cookie })).statusCode).toBe(404);
  });
});
