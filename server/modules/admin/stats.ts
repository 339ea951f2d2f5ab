import { count, gt, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { signIns, users } from '#db/schema/index.ts';
import type { AdminStats } from '#shared/schemas/admin.ts';
import { clock } from '../../lib/clock.ts';

/** The window of the panel's "recent logins" count: 7 days. */
export const RECENT_LOGIN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Total accounts, administrators among them, and successful sign-ins in the last 7 days. */
export async function getAdminStats(db: Database, now = clock.now()): Promise<AdminStats> {
  const since = new Date(now.getTime() - RECENT_LOGIN_WINDOW_MS);
  const [accounts] = await db
    .select({
      totalUsers: count(),
      adminUsers: sql<number>`count(*) filter (where ${users.isAdmin})`.mapWith(Number),
    })
    .from(users);
  const [logins] = await db
    .select({ recentLogins: count() })
    .from(signIns)
    .where(gt(signIns.createdAt, since));
  return {
    totalUsers: accounts?.totalUsers ?? 0,
    adminUsers: accounts?.adminUsers ?? 0,
    recentLogins: logins?.recentLogins ?? 0,
  };
}
