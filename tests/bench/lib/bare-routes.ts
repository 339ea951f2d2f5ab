import type { BareRoute } from './bare-server.ts';

// A timestamp as the API writes it. PGlite hands the bare server text (the app's instance reads timestamps as
// text for Drizzle: db/pglite-drizzle.ts), node-postgres hands it Dates; both are parsed the same way.
const iso = (value: unknown) =>
  value instanceof Date || typeof value === 'string' ? new Date(value).toISOString() : null;

function hasActiveSubscription(user: Record<string, unknown>): boolean {
  if (user.is_admin) return true;
  const status = user.subscription_status;
  if (status === 'active' || status === 'past_due') return true;
  const end = user.subscription_period_end;
  return status === 'canceled' && end != null && new Date(end as string | Date) > new Date();
}

/** GET /api/user: the same public fields presentUser answers. */
export const bareUserRoute: BareRoute = async (user) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstName: user.first_name,
  lastName: user.last_name,
  profileImageUrl: user.profile_image_url,
  isAdmin: user.is_admin,
  createdAt: iso(user.created_at),
  lastLogin: iso(user.last_login),
  subscriptionStatus: user.subscription_status,
  subscriptionPeriodEnd: iso(user.subscription_period_end),
  subscriptionCanceledAt: iso(user.subscription_canceled_at),
  stripeCustomerId: user.stripe_customer_id,
  stripeSubscriptionId: user.stripe_subscription_id,
  hasActiveSubscription: hasActiveSubscription(user),
});

// server/modules/surveys/surveys.ts listSurveys: the user's surveys, newest first.
const LIST_SURVEYS_SQL = `SELECT id, user_id AS "userId", facility_name AS "facilityName",
    facility_address AS "facilityAddress", industry_type AS "industryType", contact_name AS "contactName",
    contact_phone AS "contactPhone", contact_email AS "contactEmail", current_vendor AS "currentVendor",
    status, created_at AS "createdAt", updated_at AS "updatedAt"
  FROM surveys WHERE user_id = $1
  ORDER BY created_at DESC, id DESC`;

/** GET /api/surveys: the user's surveys as listSurveys selects them. */
export const bareSurveysRoute: BareRoute = async (user, query) =>
  (await query(LIST_SURVEYS_SQL, [user.id])).map((row) => ({
    ...row,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));

// server/modules/dashboard/dashboard.ts getDashboardStats: three COUNTs run together; months and days in UTC.
const SURVEY_COUNTS_SQL = `SELECT count(*)::int AS total,
    (count(*) FILTER (WHERE created_at >= $2::timestamptz))::int AS "thisMonth"
  FROM surveys WHERE user_id = $1`;
const ACTIVE_PROPOSALS_SQL = `SELECT count(*)::int AS active FROM proposals
  WHERE user_id = $1 AND status IN ($2, $3)`;
const PENDING_FOLLOW_UPS_SQL = `SELECT count(*)::int AS pending
  FROM observations o INNER JOIN surveys s ON s.id = o.survey_id
  WHERE s.user_id = $1
    AND (o.follow_up_date >= $2 OR (o.follow_up_date IS NULL AND nullif(btrim(o.follow_up_tasks), '') IS NOT NULL))`;

/** GET /api/dashboard/stats: the four counts as getDashboardStats computes them. */
export const bareDashboardRoute: BareRoute = async (user, query) => {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const [[surveys], [proposals], [followUps]] = await Promise.all([
    query(SURVEY_COUNTS_SQL, [user.id, monthStart]),
    query(ACTIVE_PROPOSALS_SQL, [user.id, 'draft', 'sent']),
    query(PENDING_FOLLOW_UPS_SQL, [user.id, now.toISOString().slice(0, 10)]),
  ]);
  return {
    totalSurveys: surveys?.total ?? 0,
    activeProposals: proposals?.active ?? 0,
    thisMonth: surveys?.thisMonth ?? 0,
    pendingFollowups: followUps?.pending ?? 0,
  };
};

/** Every bare route by path, answering like the app's routes of the same path. */
export const BARE_ROUTES: Record<string, BareRoute> = {
  '/api/user': bareUserRoute,
  '/api/surveys': bareSurveysRoute,
  '/api/dashboard/stats': bareDashboardRoute,
};
