import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/index.ts';

/** Registers every API resource under /api; each resource folder holds its handlers, schemas and tests. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
}
