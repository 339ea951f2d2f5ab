import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '#server/lib/errors.ts';
import { parseInput } from '#server/lib/validation.ts';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import { isWaterRangeSystemType, type WaterRangeSystemType } from '#shared/water/control-ranges.ts';
import { SystemControlRangesSchema, WaterControlRangesSchema } from '#shared/water/control-ranges-schema.ts';
import { listControlRanges, resetControlRanges, saveControlRanges } from './control-ranges.ts';

const ALL_RANGES = respondsWith({ 200: z.array(SystemControlRangesSchema) });

function parseSystemType(value: string): WaterRangeSystemType {
  if (!isWaterRangeSystemType(value)) throw notFound('System type not found');
  return value;
}

/** Settings > Water control ranges: the signed-in user's ranges per system type, saved or reset one type at a time. */
export async function waterRangeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/settings/water-ranges', ALL_RANGES, async (request) => {
    const user = requireSubscriber(request);
    return listControlRanges(db, user.id);
  });

  app.put<{ Params: { systemType: string } }>(
    '/settings/water-ranges/:systemType',
    ALL_RANGES,
    async (request) => {
      const user = requireSubscriber(request);
      const systemType = parseSystemType(request.params.systemType);
      const ranges = parseInput(WaterControlRangesSchema, request.body);
      return saveControlRanges(db, user.id, systemType, ranges);
    },
  );

  app.delete<{ Params: { systemType: string } }>(
    '/settings/water-ranges/:systemType',
    ALL_RANGES,
    async (request) => {
      const user = requireSubscriber(request);
      return resetControlRanges(db, user.id, parseSystemType(request.params.systemType));
    },
  );
}
