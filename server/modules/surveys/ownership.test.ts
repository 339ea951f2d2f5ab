import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { HttpError } from '#server/lib/errors.ts';
import { createCurrentChemical } from '#server/modules/current-chemicals/current-chemicals.ts';
import { createEquipment, deleteEquipment } from '#server/modules/equipment/equipment.ts';
import {
  createSurvey,
  createUser,
  createEquipment as insertEquipment,
} from '../../../tests/factories/index.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { saveObservations, saveWaterQuality } from './survey-details.ts';
import { deleteSurvey } from './surveys.ts';

// The services alone, without the app's error handler (whose 23503 → 404 mapping is only a safety net):
// a write racing the delete of its parent must fail with the 404 HttpError, never a database error.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

type Write = (userId: string, ids: { surveyId: number; equipmentId: number }, i: number) => Promise<unknown>;

const writes: Record<string, Write> = {
  createEquipment: (userId, { surveyId }, i) =>
    createEquipment(handle.db, userId, { surveyId, type: 'chiller', name: `C${i}` } as never),
  saveWaterQuality: (userId, { surveyId }, i) =>
    saveWaterQuality(handle.db, userId, { surveyId, conductivity: 100 + i } as never),
  saveObservations: (userId, { surveyId }) => saveObservations(handle.db, userId, { surveyId } as never),
  createCurrentChemical: (userId, { equipmentId }, i) =>
    createCurrentChemical(handle.db, userId, { equipmentId, name: `N${i}`, description: null }),
};

describe.each(Object.entries(writes))('%s racing deletes', (_name, write) => {
  test.each([
    [
      'the survey',
      (userId: string, ids: { surveyId: number }) => deleteSurvey(handle.db, userId, ids.surveyId),
    ],
    [
      'the equipment',
      (userId: string, ids: { equipmentId: number }) => deleteEquipment(handle.db, userId, ids.equipmentId),
    ],
  ])('fails only with 404 when %s is deleted meanwhile', async (_what, remove) => {
    const user = await createUser(handle.db);
    const survey = await createSurvey(handle.db, { userId: user.id });
    const item = await insertEquipment(handle.db, survey.id);
    const ids = { surveyId: survey.id, equipmentId: item.id };
    const attempts = Array.from({ length: 20 }, (_, i) => write(user.id, ids, i));
    attempts.splice(10, 0, remove(user.id, ids));
    for (const outcome of await Promise.allSettled(attempts)) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(HttpError);
        expect((outcome.reason as HttpError).statusCode).toBe(404);
      }
    }
  });
});
