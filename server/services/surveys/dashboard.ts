import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { observations, proposals, surveys } from '#db/schema/index.ts';
import type { DashboardStats } from '#shared/schemas/survey.ts';
import { hasFollowUpTasks } from './follow-ups.ts';

/** Proposal statuses that count as active on the dashboard. */
const ACTIVE_PROPOSAL_STATUSES = ['draft', 'sent'];
const countRows = sql<number>`count(*)::int`;

/** Midnight UTC on the first day of the month of `now`. */
export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The date of `now` in UTC as YYYY-MM-DD. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The four dashboard counts, each a COUNT in the database (no rows are loaded); months and days are UTC. */
export async function getDashboardStats(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<DashboardStats> {
  const monthStart = startOfUtcMonth(now).toISOString();
  const [[surveyCounts], [proposalCounts], [followUpCounts]] = await Promise.all([
    db
      .select({
        total: countRows,
        thisMonth: sql<number>`(count(*) filter (where ${surveys.createdAt} >= ${monthStart}::timestamptz))::int`,
      })
      .from(surveys)
      .where(eq(surveys.userId, userId)),
    db
      .select({ active: countRows })
      .from(proposals)
      .where(and(eq(proposals.userId, userId), inArray(proposals.status, ACTIVE_PROPOSAL_STATUSES))),
    db
      .select({ pending: countRows })
      .from(observations)
      .innerJoin(surveys, eq(surveys.id, observations.surveyId))
      .where(
        and(
          eq(surveys.userId, userId),
          or(
            gte(observations.followUpDate, utcDate(now)),
            and(isNull(observations.followUpDate), hasFollowUpTasks),
          ),
        ),
      ),
  ]);
  return {
    totalSurveys: surveyCounts?.total ?? 0,
    activeProposals: proposalCounts?.active ?? 0,
    thisMonth: surveyCounts?.thisMonth ?? 0,
    pendingFollowups: followUpCounts?.pending ?? 0,
  };
}
