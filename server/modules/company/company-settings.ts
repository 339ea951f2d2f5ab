import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { companyProfiles } from '#db/schema/index.ts';
import { findKeyInObjectUrl, servedKeyFor } from '#server/adapters/storage/keys.ts';
import { clock } from '#server/lib/clock.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import type { FileDeps } from '#server/modules/files/stored-objects.ts';
import type { CompanySettings, CompanySettingsInput } from '#shared/schemas/company.ts';
import { deleteOtherLogos, recordLogo } from './logo.ts';
import { presentCompany } from './presenter.ts';

/** A row of company_profiles. */
export type CompanyRow = typeof companyProfiles.$inferSelect;

/** The user's company row, or undefined until the company is set. */
export async function findCompany(db: Database, userId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.userId, userId));
  return row;
}

/** GET /api/settings/company: the signed-in user's company and the rep's profile lines. */
export async function readCompanySettings(db: Database, user: UserRow): Promise<CompanySettings> {
  return presentCompany(await findCompany(db, user.id), user);
}

/**
 * PUT /api/settings/company: saves the user's company (an upsert). `logoUrl` absent or naming the current logo
 * keeps it, null removes it, an upload URL of the user's records that logo (checked and re-encoded) and replaces
 * the old one, whose files are then deleted. The body is checked whole before the logo is touched.
 */
export async function saveCompanySettings(
  deps: FileDeps,
  user: UserRow,
  input: CompanySettingsInput,
): Promise<CompanySettings> {
  const current = await findCompany(deps.db, user.id);
  let logoKey = current?.logoKey ?? null;
  if (input.logoUrl === null) logoKey = null;
  else if (input.logoUrl !== undefined && !namesKey(deps, input.logoUrl, logoKey))
    logoKey = await recordLogo(deps, user.id, input.logoUrl);
  const values = {
    name: input.name,
    logoKey,
    address: input.address ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    website: input.website ?? null,
    licenceLines: input.licenceLines ?? null,
    certificationLines: input.certificationLines ?? null,
    brandColor: input.brandColor?.toLowerCase() ?? null,
    updatedAt: clock.now(),
  };
  const [row] = await deps.db
    .insert(companyProfiles)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: companyProfiles.userId, set: values })
    .returning();
  if (logoKey !== (current?.logoKey ?? null)) await deleteOtherLogos(deps, user.id, logoKey);
  return presentCompany(row, user);
}

function namesKey(deps: FileDeps, url: string, key: string | null): boolean {
  const found = findKeyInObjectUrl(deps.storage, url);
  return key !== null && found !== null && servedKeyFor(found) === key;
}
