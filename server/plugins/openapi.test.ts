import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { registerRoutes } from '#server/modules/index.ts';
import { PublicUserSchema } from '#shared/schemas/auth.ts';
import { createSurvey } from '../../tests/factories/surveys.ts';
import { createTestContext, registerTestContext } from '../../tests/setup/test-app.ts';
import { OPENAPI_PATH, respondsWith } from './openapi.ts';

// Routes whose success answer is not a JSON document; every other route must declare its response schema.
const NOT_JSON_ROUTES = new Set([
  'GET /api/login', // redirect to the sign-in page
  'GET /api/objects/*', // the stored file's bytes, or a redirect to them
  'GET /api/surveys/:id/report.pdf', // a PDF
  'POST /api/generate-pdf-proposal', // a PDF
  'GET /api/public/proposals/:token/proposal.pdf', // a PDF (the customer's copy, decision 040)
  'GET /api/public/proposals/:token/accepted.pdf', // the signed accepted PDF
  'GET /api/proposals/:id/accepted.pdf', // the signed accepted PDF
  'GET /api/products/export', // a CSV (the price book)
]);

interface RegisteredRoute {
  route: string;
  response: Record<string, unknown> | undefined;
}

const ctx = registerTestContext({ ENABLE_TEST_ROUTES: 'true' });

/** Every route registerRoutes adds, with its declared response schemas (collected like tests/fuzz does). */
async function listRegisteredRoutes(): Promise<RegisteredRoute[]> {
  const probe = Fastify();
  probe.decorate('deps', ctx.deps);
  const routes: RegisteredRoute[] = [];
  probe.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        route: `${method} ${route.url}`,
        response: route.schema?.response as Record<string, unknown> | undefined,
      });
    }
  });
  await probe.register(registerRoutes, { prefix: '/api' });
  await probe.ready();
  await probe.close();
  return routes;
}

describe('response schemas', () => {
  test('every JSON route declares the response of its success status', async () => {
    const routes = await listRegisteredRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const undeclared = routes
      .filter(({ response }) => !Object.keys(response ?? {}).some((status) => /^2\d\d$/.test(status)))
      .map(({ route }) => route);
    expect(undeclared.sort()).toEqual([...NOT_JSON_ROUTES].sort());
  });

  test('a field the schema does not name is never sent, even when the handler returns the whole row', async () => {
    const app = Fastify();
    const { user } = await ctx.signIn();
    // The raw users row carries the password hash, reset token and Stripe ids' neighbours.
    app.get('/raw-user', respondsWith({ 200: PublicUserSchema }), async () => ({
      ...user,
      hasActiveSubscription: true,
      createdAt: user.createdAt.toISOString(),
      secret: 'do not send',
    }));
    const res = await app.inject({ method: 'GET', url: '/raw-user' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(user.password).toBeTruthy();
    expect(res.body).not.toContain(user.password!);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(PublicUserSchema.shape).sort());
  });

  test('GET /api/user sends exactly the public user fields, and a survey exactly the survey fields', async () => {
    const { user, cookie } = await ctx.signIn();
    const me = await ctx.call('GET', '/api/user', { cookie });
    expect(Object.keys(me.json()).sort()).toEqual(Object.keys(PublicUserSchema.shape).sort());
    expect(me.body).not.toMatch(/password|resetToken|isActive/);
    // Per-field change times are the server's own (docs/decisions/041): never sent.
    const { fieldChangedAt: _times, ...survey } = await createSurvey(ctx.db, { userId: user.id });
    const res = await ctx.call('GET', `/api/surveys/${survey.id}`, { cookie });
    expect(res.body).not.toContain('fieldChangedAt');
    expect(res.json()).toEqual({
      ...survey,
      createdAt: survey.createdAt.toISOString(),
      updatedAt: survey.updatedAt.toISOString(),
    });
  });

  test('a read before the first save answers JSON null through the schema', async () => {
    const { user, cookie } = await ctx.signIn();
    const survey = await createSurvey(ctx.db, { userId: user.id });
    for (const url of [`/api/water-quality/survey/${survey.id}`, `/api/observations/survey/${survey.id}`]) {
      const res = await ctx.call('GET', url, { cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.body, url).toBe('null');
    }
  });
});

describe('OpenAPI document', () => {
  test(`${OPENAPI_PATH} is an OpenAPI 3 document of the /api routes with the survey schemas`, async () => {
    const res = await ctx.call('GET', OPENAPI_PATH);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const paths = Object.keys(doc.paths);
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(paths).not.toContain(OPENAPI_PATH);
    for (const [path, operations] of Object.entries<Record<string, { responses?: object }>>(doc.paths))
      for (const [method, operation] of Object.entries(operations))
        expect(operation.responses, `${method} ${path}`).toBeTruthy();
    const list = doc.paths['/api/surveys'].get.responses['200'].content['application/json'].schema;
    expect(list.type).toBe('array');
    expect(list.items.properties).toHaveProperty('facilityName');
    expect(list.items.properties).not.toHaveProperty('password');
    const one = doc.paths['/api/surveys/{id}'];
    expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'put']);
    expect(one.get.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(doc.paths['/api/surveys'].post.responses).toHaveProperty('201');
  });

  test('names the offline-sync headers: Idempotency-Key on every write, the conflict headers on the updates', async () => {
    const doc = (await ctx.call('GET', OPENAPI_PATH)).json();
    const headerNames = (operation: { parameters?: { in: string; name: string }[] }) =>
      (operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    const conflictHeaders = ['Idempotency-Key', 'X-Base-Updated-At', 'X-Edited-At', 'X-Changed-Fields'];
    for (const [path, operations] of Object.entries<Record<string, object>>(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const names = headerNames(operation);
        if (method === 'get') expect(names, `${method} ${path}`).toEqual([]);
        else expect(names, `${method} ${path}`).toContain('Idempotency-Key');
      }
    expect(headerNames(doc.paths['/api/surveys/{id}'].put)).toEqual(conflictHeaders);
    expect(headerNames(doc.paths['/api/equipment/{id}'].put)).toEqual(conflictHeaders);
    expect(headerNames(doc.paths['/api/water-quality'].post)).toEqual(conflictHeaders);
    expect(headerNames(doc.paths['/api/observations'].post)).toEqual(conflictHeaders);
    expect(headerNames(doc.paths['/api/equipment'].post)).toEqual(['Idempotency-Key']);
    expect(doc.paths['/api/surveys'].post.responses).toHaveProperty('200');
    const conflicts =
      doc.paths['/api/sync-conflicts'].get.responses['200'].content['application/json'].schema;
    expect(conflicts.items.properties).toHaveProperty('keptValue');
    expect(doc.paths['/api/sync-conflicts/{id}/dismiss'].post.responses).toHaveProperty('204');
  });

  test("names each route's declared input: its body, query and ids, documented but not validated by Fastify", async () => {
    const doc = (await ctx.call('GET', OPENAPI_PATH)).json();
    const create = doc.paths['/api/surveys'].post.requestBody.content['application/json'].schema;
    expect(create.properties).toHaveProperty('facilityName');
    expect(create.required).toContain('facilityName');
    const queryNames = (operation: { parameters?: { in: string; name: string }[] }) =>
      (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(queryNames(doc.paths['/api/surveys'].get)).toEqual(
      expect.arrayContaining(['limit', 'cursor', 'q']),
    );
    expect(doc.paths['/api/surveys/{id}'].get.parameters[0].schema).toMatchObject({
      type: 'integer',
      minimum: 1,
    });
    // The answer to a body the schema refuses is still the route's own (parseInput's), not Fastify's.
    const { cookie } = await ctx.signIn();
    const res = await ctx.call('POST', '/api/surveys', { cookie, body: { facilityName: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/^body/);
    expect(res.json().errors).toHaveProperty('facilityName');
  });

  test('production does not serve it', async () => {
    const production = await createTestContext({
      NODE_ENV: 'production',
      APP_URL: 'https://survey.example.com',
      ADMIN_PASSWORD: 'a-long-admin-password',
      ALLOW_TEST_PAYMENTS: 'true',
    });
    try {
      const res = await production.call('GET', OPENAPI_PATH);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
    } finally {
      await production.close();
    }
  });
});
