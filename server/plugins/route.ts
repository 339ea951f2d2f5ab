import type { FastifyReply, FastifyRequest, RouteShorthandOptionsWithHandler } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '#server/lib/errors.ts';
import { parseId, parseInput } from '#server/lib/validation.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { requireSubscriber, requireUser } from './auth.ts';
import { type DeclaredInput, respondsWith } from './openapi.ts';

// Every API route declares who may call it and what it accepts beside its path (docs/decisions/038): a hook
// checks the caller, then the path ids, then the body and the query, in that order, so a signed-out request is
// answered 401 before its body is read and a malformed id the 404 its missing row would get. The handler
// receives only parsed, typed input.

/**
 * Who may call a route: anyone ('none'; the signed-in user, if any, is passed on), any signed-in user (401),
 * a subscriber (401 signed out, 403 for admins, 402 without a subscription), an administrator (401, 403).
 */
export type Access = 'none' | 'user' | 'subscriber' | 'admin';

/**
 * A path parameter: a row id, declared by the 404 message a malformed one answers (as its missing row would), or
 * a parser of its text that throws the answer for a value it refuses.
 */
export type ParamSpec = string | ((value: string) => unknown);

/** A body or a query: its shared schema, or a parser for what is not one JSON shape (a CSV, a signed link's query). */
export type PartSpec = z.ZodType | ((raw: unknown) => unknown);

type ParamsSpec = Record<string, ParamSpec>;

type UserOf<A extends Access> = A extends 'none' ? UserRow | null : UserRow;

type ParamsOf<P> = P extends ParamsSpec
  ? { [K in keyof P]: P[K] extends (value: string) => infer T ? T : number }
  : Record<string, never>;

type Parsed<P> = P extends z.ZodType ? z.output<P> : P extends (raw: unknown) => infer T ? T : undefined;

/** What `before` receives: the caller and the path's ids, parsed and typed as the route declared them. */
export interface BeforeInput<A extends Access, P> {
  user: UserOf<A>;
  params: ParamsOf<P>;
}

export interface RouteSpec<
  A extends Access = Access,
  P extends ParamsSpec | undefined = ParamsSpec | undefined,
  T = unknown,
  B extends PartSpec | undefined = PartSpec | undefined,
  Q extends PartSpec | undefined = PartSpec | undefined,
> {
  access: A;
  params?: P;
  /**
   * Runs after the caller and the ids are checked and before the body is read, for what must answer whatever
   * body is sent: that the row the path names is the caller's (404), a rate limit counted (429), a signup
   * cookie that names a paid checkout (402). What it returns reaches the handler as `before`.
   */
  before?: (input: BeforeInput<A, P>, request: FastifyRequest, reply: FastifyReply) => Promise<T> | T;
  /** The body's shared schema, or a parser for a body that is not one JSON shape (a CSV, one of two requests). */
  body?: B;
  /** The query's shared schema, or a parser (a signed link's query, read leniently). */
  query?: Q;
  /** The response of each status, for the serializer and the OpenAPI document (see respondsWith). */
  responds?: Record<number, z.ZodType | null>;
}

/** What a handler receives: the caller, the request's parsed parts and what `before` found, as declared. */
export interface RouteInput<A extends Access, P, T, B, Q> extends BeforeInput<A, P> {
  body: Parsed<B>;
  query: Parsed<Q>;
  before: Awaited<T>;
}

export type RouteHandler<A extends Access, P, T, B, Q> = (
  input: RouteInput<A, P, T, B, Q>,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access a route declared with route(): the access table reads it (tests/access). */
    access?: Access;
    /** The params, body and query a route declared with route(): the OpenAPI document reads them. */
    input?: DeclaredInput;
  }
}

function checkAccess(access: Access, request: FastifyRequest): UserRow | null {
  switch (access) {
    case 'none':
      return request.auth?.user ?? null;
    case 'user':
      return requireUser(request);
    case 'subscriber':
      return requireSubscriber(request);
    case 'admin': {
      const user = requireUser(request);
      if (!user.isAdmin) throw new HttpError(403, 'Admin access required');
      return user;
    }
  }
}

function parseParams(spec: ParamsSpec, raw: unknown): Record<string, unknown> {
  const values = (raw ?? {}) as Record<string, unknown>;
  const parsed: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(spec)) {
    parsed[name] = typeof kind === 'string' ? parseId(values[name], kind) : kind(String(values[name] ?? ''));
  }
  return parsed;
}

function parsePart(parser: PartSpec | undefined, raw: unknown): unknown {
  if (typeof parser === 'function') return parser(raw);
  return parser && parseInput(parser, raw);
}

type AnySpec = RouteSpec<Access, ParamsSpec | undefined, unknown, PartSpec | undefined, PartSpec | undefined>;

async function readInput(spec: AnySpec, request: FastifyRequest, reply: FastifyReply) {
  const user = checkAccess(spec.access, request);
  const params = spec.params ? parseParams(spec.params, request.params) : {};
  const before = spec.before ? await spec.before({ user, params } as never, request, reply) : undefined;
  const body = parsePart(spec.body, request.body);
  const query = parsePart(spec.query, request.query);
  return { user, params, body, query, before };
}

const inputs = new WeakMap<FastifyRequest, unknown>();

/**
 * Route options for a declared route: `app.put('/chemicals/:id', route({ access: 'subscriber', params: { id:
 * CHEMICAL_NOT_FOUND }, body: ChemicalUpdateInputSchema, responds: { 200: ChemicalSchema } }, async ({ user,
 * params, body }) => ...))`. The checks run in the route's own preHandler hook, after every app-wide hook (the
 * Origin check, the idempotency key), just where the handler used to run them. The declared params, body and
 * query are documented in the OpenAPI document (never validated by Fastify: the answers are parseInput's).
 */
export function route<
  const A extends Access,
  const P extends ParamsSpec | undefined = undefined,
  T = undefined,
  B extends PartSpec | undefined = undefined,
  Q extends PartSpec | undefined = undefined,
>(spec: RouteSpec<A, P, T, B, Q>, handler: RouteHandler<A, P, T, B, Q>): RouteShorthandOptionsWithHandler {
  const declared = spec as AnySpec;
  return {
    ...(spec.responds ? respondsWith(spec.responds) : {}),
    config: { access: spec.access, input: { params: spec.params, body: spec.body, query: spec.query } },
    preHandler: async (request, reply) => {
      inputs.set(request, await readInput(declared, request, reply));
    },
    handler: (request, reply) => handler(inputs.get(request) as RouteInput<A, P, T, B, Q>, request, reply),
  };
}

/**
 * A route that answers 201 with what `make` returns (the row it made, presented): `app.post('/chemicals',
 * created({ access: 'subscriber', body: ChemicalCreateInputSchema, responds: { 201: ChemicalSchema } }, async
 * ({ user, body }) => presentChemical(await createChemical(db, user.id, body))))`.
 */
export function created<
  const A extends Access,
  const P extends ParamsSpec | undefined = undefined,
  T = undefined,
  B extends PartSpec | undefined = undefined,
  Q extends PartSpec | undefined = undefined,
>(
  spec: RouteSpec<A, P, T, B, Q>,
  make: (input: RouteInput<A, P, T, B, Q>, request: FastifyRequest) => unknown,
): RouteShorthandOptionsWithHandler {
  return route(spec, async (input, request, reply) => reply.status(201).send(await make(input, request)));
}

/**
 * A route that answers 204 once `work` has run (a row deleted, a conflict dismissed); its response is declared
 * here: `app.delete('/chemicals/:id', noContent({ access: 'subscriber', params: ID }, ({ user, params }) =>
 * deleteChemical(db, user.id, params.id)))`.
 */
export function noContent<
  const A extends Access,
  const P extends ParamsSpec | undefined = undefined,
  T = undefined,
  B extends PartSpec | undefined = undefined,
  Q extends PartSpec | undefined = undefined,
>(
  spec: RouteSpec<A, P, T, B, Q> & { responds?: never },
  work: (input: RouteInput<A, P, T, B, Q>, request: FastifyRequest, reply: FastifyReply) => unknown,
): RouteShorthandOptionsWithHandler {
  return route({ ...spec, responds: { 204: null } }, async (input, request, reply) => {
    await work(input, request, reply);
    return reply.status(204).send();
  });
}
