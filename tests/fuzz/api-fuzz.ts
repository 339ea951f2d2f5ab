import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { registerRoutes } from '#server/modules/index.ts';
import type { Database } from '../../db/client.ts';

import * as authSchemas from '../../shared/schemas/auth.ts';
import { ERROR_CODES } from '../../shared/schemas/errors.ts';
import * as pagingSchemas from '../../shared/schemas/paging.ts';
import * as priceBookSchemas from '../../shared/schemas/price-book.ts';
import * as proposalSchemas from '../../shared/schemas/proposal.ts';
import * as surveySchemas from '../../shared/schemas/survey.ts';
import { spellApiPath } from '../access/path-spellings.ts';
import {
  createChemical,
  createCurrentChemical,
  createEquipment,
  createObservations,
  createProduct,
  createProgramTemplate,
  createProposal,
  createSurvey,
  createSyncConflict,
  createUser,
  createWaterQuality,
  DEFAULT_PASSWORD,
} from '../factories/index.ts';

/** One API route as the app registered it. */
export interface ApiRoute {
  method: HTTPMethods;
  url: string;
  /** Who may call it, as the route declares it (server/plugins/route.ts); absent for a route that does not. */
  access?: string;
}

/** A request the fuzzer sent that broke a rule, with what is needed to send it again. */
export interface FuzzFinding {
  method: string;
  url: string;
  body: string | undefined;
  status: number;
  answer: string;
}

/** What one fuzz run did and found. */
export interface FuzzReport {
  seed: number;
  routes: ApiRoute[];
  requests: number;
  serverErrors: FuzzFinding[];
  leaks: FuzzFinding[];
  /** State-changing requests from a foreign Origin (under a respelled path) that were not refused with 403. */
  crossSite: FuzzFinding[];
}

/**
 * Every route registerRoutes adds under /api, collected with an onRoute hook on a bare instance built from
 * the same dependencies, so a route added later is fuzzed without anyone listing it.
 */
export async function listApiRoutes(deps: AppDeps): Promise<ApiRoute[]> {
  const probe = Fastify();
  probe.decorate('deps', deps);
  const routes: ApiRoute[] = [];
  probe.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD is Fastify's automatic twin of GET.
    const access = route.config?.access;
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });
  await probe.register(registerRoutes, { prefix: '/api' });
  await probe.ready();
  await probe.close();
  return routes;
}

/** A small seeded PRNG (mulberry32): the same seed sends the same requests, so a finding reproduces. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)]! };
}
type Random = ReturnType<typeof createRandom>;

// Values that have broken APIs before: wrong types, edge numbers, NaN-ish and date-ish strings, bad unicode.
const HOSTILE_VALUES: readonly unknown[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\ud800',
  '\udfff',
  '\u202eevil',
  '💧'.repeat(3000),
  'x'.repeat(70_000),
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '  42  ',
  '-0',
  '2026-02-30',
  '9999-99-99',
  '0000-01-01',
  '2026-01-01T25:00:00Z',
  "' OR 1=1 --",
  '%00',
  -1,
  0,
  1.5,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  '9007199254740993',
  1e308,
  -1e308,
  5e-324,
  true,
  false,
  null,
  [],
  {},
  [1, 2, 3],
  { nested: { deeper: ['a\u0000'] } },
];

// Built with JSON.parse so they are own keys that JSON.stringify writes out, as an attacker's body would have.
const PROTOTYPE_BODIES = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"surveyId":1,"__proto__":{"polluted":1}}',
];

function deepNesting(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

// Whole bodies that are not the object a route expects.
function hostileBody(random: Random): string {
  switch (random.int(6)) {
    case 0:
      return random.pick(PROTOTYPE_BODIES);
    case 1:
      return deepNesting(random.pick([50, 2_000, 20_000]));
    case 2:
      return JSON.stringify(random.pick(HOSTILE_VALUES));
    case 3:
      return random.pick(['{', '{"a":1,}', '[1,2', 'null', '"\\ud800"', '{"a":"\\u0000"}']);
    case 4:
      return JSON.stringify(Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i])));
    default:
      return JSON.stringify([{ surveyId: 1 }]);
  }
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  pattern?: string;
  format?: string;
};

// A plausible valid value for a JSON schema node (refinements are not visible; the route may still refuse it).
function sampleValue(node: JsonSchema, random: Random): unknown {
  if (node.enum) return random.pick(node.enum);
  if (node.anyOf) return sampleValue(node.anyOf.find((option) => option.type !== 'null') ?? {}, random);
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  if (type === 'object') {
    const entries = Object.entries(node.properties ?? {}).map(([key, value]) => [
      key,
      sampleValue(value, random),
    ]);
    return Object.fromEntries(entries);
  }
  if (type === 'array') return node.items ? [sampleValue(node.items, random)] : [];
  if (type === 'number' || type === 'integer') return 1 + random.int(5);
  if (type === 'boolean') return random.next() < 0.5;
  if (type === 'string' && (node.pattern?.includes('\\d{4}') || node.format === 'date')) return '2026-03-15';
  if (type === 'string' && node.format === 'email') return 'fuzz@example.com';
  return type === 'string' ? 'Fuzz sample' : null;
}

/** Sample bodies for every object schema in shared/schemas: routes parse with these, so many samples get deep. */
function sampleBodies(): JsonSchema[] {
  const modules = [authSchemas, pagingSchemas, priceBookSchemas, proposalSchemas, surveySchemas];
  return modules
    .flatMap((module) => Object.values(module))
    .filter((value): value is z.ZodObject => value instanceof z.ZodObject)
    .map((schema) => z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema);
}

/** Ids of one subscriber's rows, so generated requests can name things that exist. */
interface FuzzFixture {
  cookie: string;
  ids: Record<
    | 'survey'
    | 'equipment'
    | 'currentChemical'
    | 'proposal'
    | 'chemical'
    | 'product'
    | 'template'
    | 'syncConflict',
    number
  >;
}

async function createFixture(db: Database, app: FastifyInstance, address: string): Promise<FuzzFixture> {
  const user = await createUser(db);
  const survey = await createSurvey(db, { userId: user.id, status: 'final' });
  const tower = await createEquipment(db, survey.id);
  const currentChemical = await createCurrentChemical(db, tower.id);
  await createWaterQuality(db, survey.id);
  await createObservations(db, survey.id);
  const proposal = await createProposal(db, { surveyId: survey.id, userId: user.id });
  const chemical = await createChemical(db, proposal.id, { systemIds: [tower.id] });
  const product = await createProduct(db, user.id);
  const template = await createProgramTemplate(db, user.id, [product.id]);
  const conflict = await createSyncConflict(
    db,
    { userId: user.id, surveyId: survey.id },
    { keptValue: 'Dana', otherValue: null },
  );
  // Each batch signs in from its own address: the fuzzed login route's failures must not throttle these.
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    payload: { username: user.username, password: DEFAULT_PASSWORD },
  });
  const session = res.cookies.find((c) => c.name === 'aqs_session');
  if (res.statusCode !== 200 || !session)
    throw new Error(`fuzz fixture sign-in failed: ${res.statusCode} ${res.body}`);
  return {
    cookie: `aqs_session=${session.value}`,
    ids: {
      survey: survey.id,
      equipment: tower.id,
      currentChemical: currentChemical.id,
      proposal: proposal.id,
      chemical: chemical.id,
      product: product.id,
      template: template.id,
      syncConflict: conflict.id,
    },
  };
}

const RESOURCE_OF_SEGMENT: Record<string, keyof FuzzFixture['ids']> = {
  surveys: 'survey',
  equipment: 'equipment',
  'current-chemicals': 'currentChemical',
  proposals: 'proposal',
  chemicals: 'chemical',
  products: 'product',
  'program-templates': 'template',
  'sync-conflicts': 'syncConflict',
};

// Header values a client could send (printable ASCII: what an HTTP header can carry), valid or not.
const HOSTILE_HEADER_VALUES = [
  '',
  ' ',
  'has space',
  'x'.repeat(5_000),
  "' OR 1=1 --",
  '%00',
  'NaN',
  '-1',
  ',',
  'a,,b',
  'constructor,__proto__',
  '2026-02-30T25:00:00Z',
  '9999-99-99',
  '1970-01-01T00:00:00.000Z',
  '2999-01-01T00:00:00Z',
];
// A few keys used again and again, so replays and reuse with another body happen (docs/decisions/041).
const KEY_POOL = ['fuzz-key-1', 'fuzz-key-2', 'fuzz-key-3'];

// Half the writes carry an Idempotency-Key (a reused one, a fresh one, or a malformed one), some the conflict headers.
function fuzzHeaders(route: ApiRoute, random: Random): Record<string, string> {
  if (route.method === 'GET' || random.next() < 0.5) return {};
  const choice = random.next();
  const headers: Record<string, string> = {
    'idempotency-key':
      choice < 0.5
        ? random.pick(KEY_POOL)
        : choice < 0.7
          ? `fuzz-${random.int(1_000_000_000)}`
          : random.pick(HOSTILE_HEADER_VALUES),
  };
  const time = () => random.pick([new Date(Date.now() - 60_000).toISOString(), ...HOSTILE_HEADER_VALUES]);
  if (random.next() < 0.3) headers['x-base-updated-at'] = time();
  if (random.next() < 0.3) headers['x-edited-at'] = time();
  if (random.next() < 0.3)
    headers['x-changed-fields'] = random.pick([
      'name',
      'contactName,contactPhone',
      'ph',
      'recommendations',
      ...HOSTILE_HEADER_VALUES,
    ]);
  return headers;
}

// A lone surrogate cannot be percent-encoded as UTF-8: send the invalid bytes a client could send instead.
function encodeHostile(value: unknown): string {
  return String(value)
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

// An id the route may know (own row, another user's row) or a path value it must refuse.
function paramValue(
  name: string,
  url: string,
  own: FuzzFixture,
  other: FuzzFixture,
  random: Random,
  choice = random.int(10),
): string {
  const named = name.replace(/Id$/, '') as keyof FuzzFixture['ids'];
  const resource = own.ids[named] ? named : (RESOURCE_OF_SEGMENT[url.split('/')[2] ?? ''] ?? 'survey');
  if (choice < 5) return String(own.ids[resource]);
  if (choice < 7) return String(other.ids[resource]);
  return encodeHostile(random.pick(HOSTILE_VALUES)).slice(0, 2_000);
}

function fillPath(route: ApiRoute, own: FuzzFixture, other: FuzzFixture, random: Random): string {
  const path = route.url
    .replace(/:([A-Za-z]+)/g, (_, name: string) => paramValue(name, route.url, own, other, random))
    .replace('*', () =>
      random.pick(['', 'photos/x.jpg', '..%2F..%2Fetc%2Fpasswd', `u/${own.ids.survey}/a%00b`]),
    );
  if (random.next() < 0.7) return path;
  const key = random.pick(['limit', 'cursor', 'search', 'status', 'q', 'expires', 'signature']);
  return `${path}?${key}=${encodeHostile(random.pick(HOSTILE_VALUES)).slice(0, 4_000)}`;
}

// A schema's sample carrying the fixture's ids wherever it names one.
function sampleBody(schema: JsonSchema, ids: FuzzFixture['ids'], random: Random): Record<string, unknown> {
  const body = sampleValue(schema, random) as Record<string, unknown>;
  for (const [resource, id] of Object.entries(ids)) if (`${resource}Id` in body) body[`${resource}Id`] = id;
  return body;
}

// Most bodies are a sample the route accepts with our own ids and one field (sometimes three) made hostile.
function fuzzBody(samples: JsonSchema[], own: FuzzFixture, other: FuzzFixture, random: Random): string {
  if (random.next() < 0.2) return hostileBody(random);
  const body = sampleBody(random.pick(samples), random.next() < 0.85 ? own.ids : other.ids, random);
  const keys = Object.keys(body);
  for (let i = random.next() < 0.7 ? 1 : 3; i > 0 && keys.length > 0; i--)
    body[random.pick(keys)] = random.pick(HOSTILE_VALUES);
  return JSON.stringify(body);
}

// What no answer may contain: a stack frame, SQL, a driver or ORM name, a file path, a constraint report.
const LEAK_PATTERNS = [
  /\n\s*at |\bat .*:\d+:\d+/,
  /drizzle|postgres|pglite|node_modules|violates|constraint|Failed query|\bselect\b.*\bfrom\b|insert into|ECONN/i,
];

const INTERNAL_KEYS = new Set(['stack', 'statusCode', 'error', 'cause', 'query', 'params', 'detail']);
const STABLE_CODES: ReadonlySet<unknown> = new Set(ERROR_CODES);

/**
 * True when an error answer is anything but JSON `{ message, code, ... }` of plain text without internal detail,
 * its code one of the stable ERROR_CODES (a driver's or Fastify's own code means the mapping was bypassed).
 */
export function leaksInternals(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return true;
  }
  if (!parsed || typeof parsed !== 'object' || typeof (parsed as { message?: unknown }).message !== 'string')
    return true;
  if (!STABLE_CODES.has((parsed as { code?: unknown }).code)) return true;
  // Fastify's own error shape (error, code, statusCode) means our error handler was bypassed.
  if (Object.keys(parsed).some((key) => INTERNAL_KEYS.has(key))) return true;
  return LEAK_PATTERNS.some((pattern) => pattern.test(body));
}

type Send = (
  route: ApiRoute,
  url: string,
  body: string | undefined,
  cookie: string,
  origin?: string,
  headers?: Record<string, string>,
) => Promise<number>;

const FOREIGN_ORIGIN = 'https://attacker.example';
const FASTIFY_BAD_URL = 'The address is not valid';
const FASTIFY_LONG_URL = 'The address is too long';

// Which shared schemas' samples a write route accepts (anything but 400): mutating those reaches the database.
async function learnAcceptedSamples(
  route: ApiRoute,
  samples: JsonSchema[],
  own: FuzzFixture,
  send: Send,
  random: Random,
) {
  if (route.method === 'GET' || route.method === 'DELETE') return samples;
  const url = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    paramValue(name, route.url, own, own, random, 0),
  );
  const accepted: JsonSchema[] = [];
  for (const schema of samples) {
    const status = await send(route, url, JSON.stringify(sampleBody(schema, own.ids, random)), own.cookie);
    if (status !== 400) accepted.push(schema);
  }
  return accepted.length > 0 ? accepted : samples;
}

/**
 * Sends generated requests (seeded) to every API route as a signed-in subscriber with real rows, plus another
 * subscriber's ids: first each shared schema's sample to learn what a write route accepts, then `perRoute`
 * hostile variations; reports each 5xx and each error answer that is not a plain `{ message }`.
 */
export async function runApiFuzz(
  target: { app: FastifyInstance; deps: AppDeps },
  options: { seed: number; perRoute: number },
): Promise<FuzzReport> {
  const random = createRandom(options.seed);
  const routes = await listApiRoutes(target.deps);
  const samples = sampleBodies();
  const other = await createFixture(target.deps.db, target.app, '10.250.0.1');
  const report: FuzzReport = {
    seed: options.seed,
    routes,
    requests: 0,
    serverErrors: [],
    leaks: [],
    crossSite: [],
  };
  const send: Send = async (route, url, body, cookie, origin, headers = {}) => {
    const res = await target.app.inject({
      method: route.method,
      url,
      headers: {
        ...headers,
        cookie,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(origin ? { origin } : {}),
      },
      ...(body !== undefined ? { payload: body } : {}),
    });
    report.requests++;
    const finding = {
      method: route.method,
      url,
      body: body?.slice(0, 300),
      status: res.statusCode,
      answer: res.body.slice(0, 500),
    };
    if (res.statusCode >= 500) report.serverErrors.push(finding);
    else if (res.statusCode >= 400 && leaksInternals(res.body)) report.leaks.push(finding);
    // Refused means 403, or the router's 400 for a path that does not decode or 414 for an overlong path
    // parameter (no hook or handler ran for either).
    const isRefused =
      res.statusCode === 403 ||
      (res.statusCode === 400 && res.body.includes(FASTIFY_BAD_URL)) ||
      (res.statusCode === 414 && res.body.includes(FASTIFY_LONG_URL));
    if (origin && !isRefused) report.crossSite.push(finding);
    return res.statusCode;
  };
  for (const [index, route] of routes.entries()) {
    // A fresh subscriber per route: fuzzing logout or a delete must not starve the routes after it.
    const own = await createFixture(target.deps.db, target.app, `10.251.${index >> 8}.${index & 255}`);
    const accepted = await learnAcceptedSamples(route, samples, own, send, random);
    for (let i = 0; i < options.perRoute; i++) {
      const hasBody = route.method !== 'GET' || random.next() < 0.1;
      const body = hasBody ? fuzzBody(accepted, own, other, random) : undefined;
      const cookie = random.next() < 0.95 ? own.cookie : 'aqs_session=forged';
      const path = fillPath(route, own, other, random);
      // One state-changing request in ten comes from another site's page, its path spelled another way.
      if (route.method !== 'GET' && random.next() < 0.1)
        await send(route, random.pick(spellApiPath(path)), body, cookie, FOREIGN_ORIGIN);
      else await send(route, path, body, cookie, undefined, fuzzHeaders(route, random));
    }
  }
  return report;
}
