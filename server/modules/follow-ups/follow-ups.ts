import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { observations, surveys } from '#db/schema/index.ts';
import type { FollowUp } from '#shared/schemas/follow-ups.ts';

/** SQL condition: the observations row has follow-up tasks that are not blank. */
export const hasFollowUpTasks = sql`nullif(btrim(${observations.followUpTasks}), '') is not null`;

/** The user's follow-ups (observations with a date or tasks): soonest date first, undated last. */
export function listFollowUps(db: Database, userId: string): Promise<FollowUp[]> {
  return db
    .select({
      id: observations.id,
      surveyId: observations.surveyId,
      facilityName: surveys.facilityName,
      followUpDate: observations.followUpDate,
      followUpTasks: observations.followUpTasks,
    })
    .from(observations)
    .innerJoin(surveys, eq(surveys.id, observations.surveyId))
    .where(and(eq(surveys.userId, userId), or(isNotNull(observations.followUpDate), hasFollowUpTasks)))
    .orderBy(sql`${observations.followUpDate} asc nulls last`, asc(observations.id));
}
