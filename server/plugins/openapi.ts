import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ApiErrorSchema } from '#shared/schemas/errors.ts';

// Response schemas are declared in Zod (shared/schemas) and handed to Fastify as JSON Schema, so its own
// serializer (fast-json-stringify) writes exactly the declared fields, faster than JSON.stringify, and
// @fastify/swagger documents the same schemas (docs/decisions/019-response-schemas-and-error-codes.md).

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
    transform: ({ schema, url }) => ({
      url,
      schema: url.startsWith('/api/') ? schema : { ...schema, hide: true },
    }),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
});
