import type { FastifyReply, FastifyRequest, RouteShorthandOptionsWithHandler } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '#server/lib/errors.ts';
import { parseId, parseInput } from '#server/lib/validation.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { requireSubscriber, requireUser } from './auth.ts';
import { respondsWith } from './openapi.ts';

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
type ParamSpec = string | ((value: string) => unknown);

export interface RouteSpec {
  access: Access;
  params?: Record<string, ParamSpec>;
  /**
   * Runs after the caller and the ids are checked and before the body is read, for what must answer whatever
   * body is sent: that the row the path names is the caller's (404), a rate limit counted (429).
   */
  before?: (
    input: { user: UserRow | null; params: Record<string, unknown> },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown>;
  /** The body's shared schema, or a parser for a body that is not one JSON shape (a CSV, one of two requests). */
  body?: z.ZodType | ((raw: unknown) => unknown);
  /** The query's shared schema, or a parser (a signed link's query, read leniently). */
  query?: z.ZodType | ((raw: unknown) => unknown);
  /** The response of each status, for the serializer and the OpenAPI document (see respondsWith). */
  responds?: Record<number, z.ZodType | null>;
}

type ParsedParams<P> = { [K in keyof P]: P[K] extends (value: string) => infer T ? T : number };

type Parsed<P> = P extends z.ZodType ? z.output<P> : P extends (raw: unknown) => infer T ? T : undefined;

/** What a handler receives: the caller and the request's parsed parts, as the route declared them. */
export interface RouteInput<S extends RouteSpec> {
  user: S['access'] extends 'none' ? UserRow | null : UserRow;
  params: S['params'] extends Record<string, ParamSpec> ? ParsedParams<S['params']> : Record<string, never>;
  body: Parsed<S['body']>;
  query: Parsed<S['query']>;
}

export type RouteHandler<S extends RouteSpec> = (
  input: RouteInput<S>,
  request: FastifyRequest,
  reply: FastifyReply,
) => unknown;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access a route declared with route(): the access table reads it (tests/access). */
    access?: Access;
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

function parseParams(spec: Record<string, ParamSpec>, raw: unknown): Record<string, unknown> {
  const values = (raw ?? {}) as Record<string, unknown>;
  const parsed: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(spec)) {
    parsed[name] = typeof kind === 'string' ? parseId(values[name], kind) : kind(String(values[name] ?? ''));
  }
  return parsed;
}

function parsePart(parser: RouteSpec['body'], raw: unknown): unknown {
  if (typeof parser === 'function') return parser(raw);
  return parser && parseInput(parser, raw);
}

async function readInput(
  spec: RouteSpec,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RouteInput<RouteSpec>> {
  const user = checkAccess(spec.access, request);
  const params = spec.params ? parseParams(spec.params, request.params) : {};
  if (spec.before) await spec.before({ user, params }, request, reply);
  const body = parsePart(spec.body, request.body);
  const query = parsePart(spec.query, request.query);
  return { user, params, body, query } as RouteInput<RouteSpec>;
}

const inputs = new WeakMap<FastifyRequest, unknown>();

/**
 * Route options for a declared route: `app.put('/chemicals/:id', route({ access: 'subscriber', params: { id:
 * CHEMICAL_NOT_FOUND }, body: ChemicalUpdateInputSchema, responds: { 200: ChemicalSchema } }, async ({ user,
 * params, body }) => ...))`. The checks run in the route's own preHandler hook, after every app-wide hook (the
 * Origin check, the idempotency key), just where the handler used to run them.
 */
export function route<const S extends RouteSpec>(
  spec: S,
  handler: RouteHandler<S>,
): RouteShorthandOptionsWithHandler {
  return {
    ...(spec.responds ? respondsWith(spec.responds) : {}),
    config: { access: spec.access },
    preHandler: async (request, reply) => {
      inputs.set(request, await readInput(spec, request, reply));
    },
    handler: (request, reply) => handler(inputs.get(request) as RouteInput<S>, request, reply),
  };
}
