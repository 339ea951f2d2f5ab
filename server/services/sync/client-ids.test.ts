import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { equipment, surveys } from '#db/schema/index.ts';
import { createSurvey as createSurveyRow, createUser } from '../../../tests/factories/index.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { createEquipment } from '../surveys/equipment.ts';
import { createSurvey } from '../surveys/surveys.ts';

// Creates racing with one client id, straight on the services (on PostgreSQL they run on separate connections).
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const FACILITY = {
  facilityName: 'Harbor Plant',
  industryType: 'healthcare',
  facilityAddress: '1 Harbor Blvd',
} as const;

describe('createOnce', () => {
  test('eight survey creates with one client id at once: one row, one created, the rest answer it', async () => {
    const user = await createUser(handle.db);
    const clientId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => createSurvey(handle.db, user.id, { ...FACILITY, clientId })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.row.id)).size).toBe(1);
    expect(await handle.db.select().from(surveys).where(eq(surveys.userId, user.id))).toHaveLength(1);
  });

  test('equipment creates with one client id in two of the user’s surveys at once: one row', async () => {
    const user = await createUser(handle.db);
    const [a, b] = [
      await createSurveyRow(handle.db, { userId: user.id }),
      await createSurveyRow(handle.db, { userId: user.id }),
    ];
    const clientId = randomUUID();
    const results = await Promise.all(
      [a!, b!, a!, b!].map((survey) =>
        createEquipment(handle.db, user.id, {
          surveyId: survey.id,
          type: 'boiler',
          capacityUnit: 'hp',
          clientId,
        }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const rows = await handle.db.select().from(equipment).where(eq(equipment.clientId, clientId));
    expect(rows).toHaveLength(1);
  });
});
