import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { observations, proposals, surveys } from '#db/schema/index.ts';
import { clock, utcDate } from '#server/lib/clock.ts';
import { preparedPerDatabase } from '#server/lib/prepared.ts';
import { hasFollowUpTasks } from '#server/modules/follow-ups/follow-ups.ts';
import type { DashboardStats } from '#shared/schemas/dashboard.ts';

/** Proposal statuses that count as active on the dashboard. */
const ACTIVE_PROPOSAL_STATUSES = ['draft', 'sent'];
const countRows = sql<number>`count(*)::int`;

/** Midnight UTC on the first day of the month of `now`. */
export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

// The three counts, prepared once per database (docs/decisions/029-request-path-speed.md); they run together.
const countSurveys = preparedPerDatabase((db) =>
  db
    .select({
      total: countRows,
      thisMonth: sql<number>`(count(*) filter (where ${surveys.createdAt} >= ${sql.placeholder('monthStart')}::timestamptz))::int`,
    })
    .from(surveys)
    .where(eq(surveys.userId, sql.placeholder('userId')))
    .prepare('aqs_dashboard_surveys'),
);
const countActiveProposals = preparedPerDatabase((db) =>
  db
    .select({ active: countRows })
    .from(proposals)
    .where(
      and(
        eq(proposals.userId, sql.placeholder('userId')),
        inArray(proposals.status, ACTIVE_PROPOSAL_STATUSES),
      ),
    )
    .prepare('aqs_dashboard_proposals'),
);
const countPendingFollowUps = preparedPerDatabase((db) =>
  db
    .select({ pending: countRows })
    .from(observations)
    .innerJoin(surveys, eq(surveys.id, observations.surveyId))
    .where(
      and(
        eq(surveys.userId, sql.placeholder('userId')),
        or(
          gte(observations.followUpDate, sql.placeholder('today')),
          and(isNull(observations.followUpDate), hasFollowUpTasks),
        ),
      ),
    )
    .prepare('aqs_dashboard_follow_ups'),
);

/** The four dashboard counts, each a COUNT in the database (no rows are loaded); months and days are UTC. */
export async function getDashboardStats(
  db: Database,
  userId: string,
  now = clock.now(),
): Promise<DashboardStats> {
  const monthStart = startOfUtcMonth(now).toISOString();
  const [[surveyCounts], [proposalCounts], [followUpCounts]] = await Promise.all([
    countSurveys(db).execute({ userId, monthStart }),
    countActiveProposals(db).execute({ userId }),
    countPendingFollowUps(db).execute({ userId, today: utcDate(now) }),
  ]);
  return {
    totalSurveys: surveyCounts?.total ?? 0,
    activeProposals: proposalCounts?.active ?? 0,
    thisMonth: surveyCounts?.thisMonth ?? 0,
    pendingFollowups: followUpCounts?.pending ?? 0,
  };
}
