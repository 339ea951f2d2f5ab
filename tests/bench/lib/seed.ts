import type { RawQuery } from './databases.ts';

// Surveys spread their created_at over this many days back, so "this month" counts a realistic share.
const SPREAD_DAYS = 400;

const INSERT_SURVEYS_SQL = `INSERT INTO surveys
    (user_id, facility_name, facility_address, industry_type, contact_name, current_vendor, status, created_at, updated_at)
  SELECT $1::uuid, 'Facility ' || g, g || ' Industrial Way, Springfield, IL 62701',
    (ARRAY['manufacturing','healthcare','education','commercial','hospitality','retail'])[1 + g % 6],
    'Pat Engineer', 'Acme Water', (ARRAY['draft','in_progress','completed','final'])[1 + g % 4],
    now() - (g % $3::int) * interval '1 day', now()
  FROM generate_series(1, $2::int) g`;

const INSERT_BULK_USERS_SQL = `INSERT INTO users (email, username, first_name, subscription_status)
  SELECT 'bulk_' || g || '@bench.example.com', 'bulk_' || g, 'Bulk', 'active'
  FROM generate_series(1, $1::int) g`;

const INSERT_BULK_SURVEYS_SQL = `INSERT INTO surveys
    (user_id, facility_name, facility_address, industry_type, status, created_at, updated_at)
  SELECT u.id, 'Facility ' || g, g || ' Industrial Way, Springfield, IL 62701',
    (ARRAY['manufacturing','healthcare','education','commercial','hospitality','retail'])[1 + g % 6],
    (ARRAY['draft','in_progress','completed','final'])[1 + g % 4],
    now() - (g % ${SPREAD_DAYS}) * interval '1 day', now()
  FROM generate_series(1, $1::int) g
  JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE username LIKE 'bulk\\_%') u
    ON u.n = g % $2::int`;

// Every other survey has observations: some dated follow-ups (past and future), some undated tasks only.
const INSERT_OBSERVATIONS_SQL = `INSERT INTO observations (survey_id, system_observations, follow_up_tasks, follow_up_date)
  SELECT id, 'Scale on tower fill; bleed valve sticking.',
    CASE WHEN id % 3 = 0 THEN 'Send proposal and schedule a retest.' END,
    CASE WHEN id % 5 < 3 THEN current_date + (id % 61 - 30) END
  FROM surveys WHERE id % 2 = 0`;

// Every fourth survey has a proposal, with the four statuses in turn.
const INSERT_PROPOSALS_SQL = `INSERT INTO proposals (survey_id, user_id, title, status, total_annual_cost)
  SELECT id, user_id, 'Chemical program for ' || facility_name,
    (ARRAY['draft','sent','accepted','rejected'])[1 + (id / 4) % 4], 1000 + id % 9000
  FROM surveys WHERE id % 4 = 1`;

/** Inserts count surveys for one user, created over the last `spreadDays` days. */
export async function insertSurveys(
  query: RawQuery,
  userId: string,
  count: number,
  spreadDays = 90,
): Promise<void> {
  await query(INSERT_SURVEYS_SQL, [userId, count, spreadDays]);
}

/** Fills the tables up to `totalSurveys` surveys over `users` bulk users, then adds observations and proposals. */
export async function insertBulkData(
  query: RawQuery,
  options: { totalSurveys: number; users: number },
): Promise<Record<string, number>> {
  const [{ n: existing }] = (await query('SELECT count(*)::int AS n FROM surveys', [])) as [{ n: number }];
  await query(INSERT_BULK_USERS_SQL, [options.users]);
  await query(INSERT_BULK_SURVEYS_SQL, [Math.max(0, options.totalSurveys - existing), options.users]);
  await query(INSERT_OBSERVATIONS_SQL, []);
  await query(INSERT_PROPOSALS_SQL, []);
  await query('ANALYZE', []);
  const [counts] = await query(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM surveys)::int AS surveys,
      (SELECT count(*) FROM observations)::int AS observations, (SELECT count(*) FROM proposals)::int AS proposals`,
    [],
  );
  return counts as Record<string, number>;
}
