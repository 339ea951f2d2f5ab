import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ApiErrorSchema } from '#shared/schemas/errors.ts';
import {
  BASE_UPDATED_AT_HEADER,
  CHANGED_FIELDS_HEADER,
  EDITED_AT_HEADER,
  IDEMPOTENCY_KEY_HEADER,
} from '#shared/schemas/sync.ts';

// Response schemas are declared in Zod (shared/schemas) and handed to Fastify as JSON Schema, so its own
// serializer (fast-json-stringify) writes exactly the declared fields, faster than JSON.stringify, and
// @fastify/swagger documents the same schemas (docs/decisions/019-response-schemas-and-error-codes.md). Request
// schemas (params, body, query) are added to the document only, from what route() declared.

type JsonSchema = Record<string, unknown>;

const converted = new WeakMap<z.ZodType, JsonSchema>();
const NO_CONTENT: JsonSchema = { type: 'null', description: 'No content' };

/** The JSON Schema of a response Zod schema as the API sends it (its output side), converted once. */
export function toResponseJsonSchema(schema: z.ZodType): JsonSchema {
  let json = converted.get(schema);
  if (!json) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    json = rest as JsonSchema;
    converted.set(schema, json);
  }
  return json;
}

/**
 * The params, body and query a route declared with route() (server/plugins/route.ts), kept in its config for the
 * OpenAPI document only: Fastify never validates them (the answers to bad input are parseInput's, decision 038).
 */
export interface DeclaredInput {
  params?: Record<string, string | ((value: string) => unknown)> | undefined;
  body?: z.ZodType | ((raw: unknown) => unknown) | undefined;
  query?: z.ZodType | ((raw: unknown) => unknown) | undefined;
}

const convertedInputs = new WeakMap<z.ZodType, JsonSchema>();

/** The JSON Schema of a request Zod schema as a client sends it (its input side), converted once. */
function toRequestJsonSchema(schema: z.ZodType): JsonSchema {
  let json = convertedInputs.get(schema);
  if (!json) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    json = rest as JsonSchema;
    convertedInputs.set(schema, json);
  }
  return json;
}

/** A row id in a path, as parseId reads it (anything else answers the 404 its missing row would). */
const ID_PARAM: JsonSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };

/**
 * The route's declared input as Fastify schema parts for @fastify/swagger: params (an id, or text its parser
 * reads), the body and the querystring when they are a schema (a parser's input, such as a CSV or a signed
 * link's raw bytes, is not one JSON shape and is left out).
 */
function documentedInput(input: DeclaredInput | undefined): JsonSchema {
  const parts: JsonSchema = {};
  if (input?.params) {
    const properties = Object.fromEntries(
      Object.entries(input.params).map(([name, kind]) => [
        name,
        typeof kind === 'string' ? ID_PARAM : { type: 'string' },
      ]),
    );
    parts.params = { type: 'object', properties, required: Object.keys(properties) };
  }
  if (input?.body && typeof input.body !== 'function') parts.body = toRequestJsonSchema(input.body);
  if (input?.query && typeof input.query !== 'function') parts.querystring = toRequestJsonSchema(input.query);
  return parts;
}

/**
 * Route options declaring the response of each status: a Zod schema, or null for an answer without a body
 * (204). Example: `app.get('/surveys', respondsWith({ 200: z.array(SurveySchema) }), handler)`.
 */
export function respondsWith(byStatus: Record<number, z.ZodType | null>): {
  schema: { response: Record<number, JsonSchema> };
} {
  const response = Object.fromEntries(
    Object.entries(byStatus).map(([status, schema]) => [
      status,
      schema ? toResponseJsonSchema(schema) : NO_CONTENT,
    ]),
  );
  return { schema: { response } };
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The updates that resolve offline edits per field (docs/decisions/041). */
export const SYNC_CONFLICT_ROUTES = new Set([
  'PUT /api/surveys/:id',
  'PUT /api/equipment/:id',
  'POST /api/water-quality',
  'POST /api/observations',
]);
const IDEMPOTENCY_HEADER_DOC = {
  type: 'string',
  pattern: '^[A-Za-z0-9_.:-]{1,200}$',
  description:
    'Optional. A replay with the same key, method, path and body answers the first answer again (Idempotent-Replayed: true); ' +
    'another request with the key answers 422 idempotency_key_reused; while the first runs, 409 idempotency_in_progress. Kept 7 days.',
};
const SYNC_HEADER_DOCS = {
  [BASE_UPDATED_AT_HEADER]: {
    type: 'string',
    format: 'date-time',
    description: "Optional. The record's updatedAt the device last saw: per field, the later edit wins.",
  },
  [EDITED_AT_HEADER]: {
    type: 'string',
    format: 'date-time',
    description: 'Optional. When the rep made the edit on the device.',
  },
  [CHANGED_FIELDS_HEADER]: {
    type: 'string',
    description: "Optional. The body's fields the rep changed, comma-separated (absent: every field sent).",
  },
};

/**
 * The request headers a route's documentation names (only the document: Fastify validates no header schema, the
 * plugins and routes parse them): Idempotency-Key on every write, the conflict headers on the four updates.
 */
function documentedHeaders(method: string, url: string): JsonSchema | undefined {
  if (!UNSAFE_METHODS.has(method)) return undefined;
  const conflict = SYNC_CONFLICT_ROUTES.has(`${method} ${url}`) ? SYNC_HEADER_DOCS : {};
  return {
    type: 'object',
    properties: { [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_HEADER_DOC, ...conflict },
  };
}

/** The API contract's version named in the OpenAPI document. */
export const API_VERSION = '1.0.0';

/** Where the OpenAPI document is served outside production. */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * Registers @fastify/swagger (before the routes, so it sees each one) and serves the generated OpenAPI 3.1
 * document at OPENAPI_PATH; only /api routes are documented. The caller registers it outside production only.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      // The version of the API's contract, not of the package: it changes when a response shape does.
      info: { title: 'AquaSurvey Pro API', version: API_VERSION },
      components: { schemas: { ApiError: toResponseJsonSchema(ApiErrorSchema) } },
    },
    transform: ({ schema, url, route }) => {
      if (!url.startsWith('/api/')) return { url, schema: { ...schema, hide: true } };
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      const headers = documentedHeaders(String(method), url);
      const input = documentedInput(route.config?.input);
      return { url, schema: { ...schema, ...input, ...(headers ? { headers } : {}) } };
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
});
