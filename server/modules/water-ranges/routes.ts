import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '#server/lib/errors.ts';
import { route } from '#server/plugins/route.ts';
import { isWaterRangeSystemType, type WaterRangeSystemType } from '#shared/water/control-ranges.ts';
import { SystemControlRangesSchema, WaterControlRangesSchema } from '#shared/water/control-ranges-schema.ts';
import { listControlRanges, resetControlRanges, saveControlRanges } from './control-ranges.ts';

const ALL_RANGES = { 200: z.array(SystemControlRangesSchema) };

function parseSystemType(value: string): WaterRangeSystemType {
  if (!isWaterRangeSystemType(value)) throw notFound('System type not found');
  return value;
}
const SYSTEM_TYPE = { systemType: parseSystemType };

/** Settings > Water control ranges: the signed-in user's ranges per system type, saved or reset one type at a time. */
export async function waterRangeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/settings/water-ranges',
    route({ access: 'subscriber', responds: ALL_RANGES }, async ({ user }) => listControlRanges(db, user.id)),
  );

  app.put(
    '/settings/water-ranges/:systemType',
    route(
      { access: 'subscriber', params: SYSTEM_TYPE, body: WaterControlRangesSchema, responds: ALL_RANGES },
      async ({ user, params, body }) => saveControlRanges(db, user.id, params.systemType, body),
    ),
  );

  app.delete(
    '/settings/water-ranges/:systemType',
    route({ access: 'subscriber', params: SYSTEM_TYPE, responds: ALL_RANGES }, async ({ user, params }) =>
      resetControlRanges(db, user.id, params.systemType),
    ),
  );
}
