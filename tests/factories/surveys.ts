import type { Database } from '../../db/client.ts';
import {
  currentChemicals,
  equipment,
  observations,
  surveys,
  syncConflicts,
  waterQuality,
} from '../../db/schema/index.ts';
import { CONTRACT_TOWER } from './api-records.ts';
import { createUser } from './users.ts';

type SurveyInsert = Partial<typeof surveys.$inferInsert>;

/** Creates a survey; makes its own owner unless userId is given. */
export async function createSurvey(db: Database, overrides: SurveyInsert = {}) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const [row] = await db
    .insert(surveys)
    .values({
      facilityName: 'Mercy General Hospital',
      facilityAddress: '1200 Harbor Blvd, Tampa, FL 33602',
      industryType: 'healthcare',
      contactName: 'Pat Engineer',
      contactPhone: '(813) 555-0142',
      contactEmail: 'pat.engineer@example.com',
      currentVendor: 'Acme Water',
      status: 'in_progress',
      ...overrides,
      userId,
    })
    .returning();
  return row!;
}

/** Creates a piece of equipment on a survey (a 500-ton cooling tower unless overridden). */
export async function createEquipment(
  db: Database,
  surveyId: number,
  overrides: Partial<typeof equipment.$inferInsert> = {},
) {
  const [row] = await db
    .insert(equipment)
    .values({
      surveyId,
      type: 'cooling-tower',
      ...CONTRACT_TOWER,
      manufacturer: 'BAC',
      model: 'Series 3000',
      ...overrides,
    })
    .returning();
  return row!;
}

/** Adds a current chemical to a piece of equipment. */
export async function createCurrentChemical(
  db: Database,
  equipmentId: number,
  name = 'Scale inhibitor',
  description: string | null = 'Phosphonate blend',
) {
  const [row] = await db.insert(currentChemicals).values({ equipmentId, name, description }).returning();
  return row!;
}

/** Records water quality for a survey. */
export async function createWaterQuality(
  db: Database,
  surveyId: number,
  overrides: Partial<typeof waterQuality.$inferInsert> = {},
) {
  const [row] = await db
    .insert(waterQuality)
    .values({
      surveyId,
      ph: 7.8,
      conductivity: 300,
      hardness: 120,
      alkalinity: 90,
      silica: 12.5,
      iron: 0.05,
      copper: 0.02,
      chlorides: 40,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Records observations and a follow-up for a survey. */
export async function createObservations(
  db: Database,
  surveyId: number,
  overrides: Partial<typeof observations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(observations)
    .values({
      surveyId,
      systemObservations: 'Scale on tower fill; bleed valve sticking.',
      recommendations: 'Replace bleed solenoid; raise cycles to 5.',
      followUpTasks: 'Send proposal and schedule a retest.',
      followUpDate: '2026-12-15',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Records a "changed on another device" note on a survey (docs/decisions/041): the device's contact name kept over
 * the server's, unless overridden.
 */
export async function createSyncConflict(
  db: Database,
  owner: { userId: string; surveyId: number },
  overrides: Partial<typeof syncConflicts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(syncConflicts)
    .values({
      ...owner,
      resource: 'survey',
      recordId: owner.surveyId,
      field: 'contactName',
      fieldLabel: 'Contact name',
      keptValue: 'Dana Reyes',
      otherValue: 'Pat Lee',
      winner: 'device',
      deviceEditedAt: new Date(),
      serverChangedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}
