import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { appSettings } from '#db/schema/index.ts';
import type { AppConfig } from '#server/env.ts';

const SIGNING_SECRET_SETTING = 'signing_secret';

/**
 * The secret upload links are signed with: SESSION_SECRET when set, else one generated once and kept in
 * app_settings so every instance on the same database signs and verifies alike.
 */
export async function getSigningSecret(
  db: Database,
  config: Pick<AppConfig, 'SESSION_SECRET'>,
): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  // Insert-if-missing then read: two instances starting together both end up with the first one's secret.
  await db
    .insert(appSettings)
    .values({ key: SIGNING_SECRET_SETTING, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SIGNING_SECRET_SETTING));
  return row!.value;
}
