import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chemicals, proposals, surveys } from '../../db/schema/index.ts';
import { SCALE_INHIBITOR } from './api-records.ts';
import { createEquipment, createSurvey, createWaterQuality } from './surveys.ts';

type ProposalInsert = Partial<typeof proposals.$inferInsert>;

/**
 * Creates a proposal row directly (no recalculation); makes its own final survey unless surveyId is given,
 * and takes the survey's owner unless userId is given.
 */
export async function createProposal(db: Database, overrides: ProposalInsert = {}) {
  const surveyId = overrides.surveyId ?? (await createSurvey(db, finalSurveyOf(overrides.userId))).id;
  const userId = overrides.userId ?? (await ownerOf(db, surveyId));
  const [row] = await db
    .insert(proposals)
    .values({
      title: 'Water treatment program',
      status: 'draft',
      validUntil: '2030-01-31',
      totalAnnualCost: '0.00',
      ...overrides,
      surveyId,
      userId,
    })
    .returning();
  return row!;
}

function finalSurveyOf(userId: string | undefined) {
  return userId ? { userId, status: 'final' } : { status: 'final' };
}

async function ownerOf(db: Database, surveyId: number): Promise<string> {
  const [row] = await db.select({ userId: surveys.userId }).from(surveys).where(eq(surveys.id, surveyId));
  return row!.userId;
}

/** Creates a chemical row on a proposal directly (a scale inhibitor at 2.5 lbs/1000gal, $3.20/lb, unless overridden). */
export async function createChemical(
  db: Database,
  proposalId: number,
  overrides: Partial<typeof chemicals.$inferInsert> = {},
) {
  const [row] = await db
    .insert(chemicals)
    .values({
      proposalId,
      ...SCALE_INHIBITOR,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Builds the survey of the first worked case of calculation-examples.json: a final survey with one 500-ton
 * cooling tower at 20 psi, bleed setpoint 1500, and conductivity 300.
 */
export async function createExampleSurvey(db: Database, userId: string) {
  const survey = await createSurvey(db, { userId, status: 'final' });
  const tower = await createEquipment(db, survey.id, {
    type: 'cooling-tower',
    capacity: 500,
    capacityUnit: 'tons',
    operatingPressure: 20,
    bleedSetpoint: '1500',
  });
  await createWaterQuality(db, survey.id, { conductivity: 300 });
  return { survey, tower };
}
