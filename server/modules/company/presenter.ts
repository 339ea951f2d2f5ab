import { createObjectRouteUrl } from '#server/adapters/storage/keys.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import type { CompanyRep, CompanySettings } from '#shared/schemas/company.ts';
import type { CompanyRow } from './company-settings.ts';

/** The API shape of a user's company settings (empty with `isSet: false` before the first save). */
export function presentCompany(row: CompanyRow | undefined, user: UserRow): CompanySettings {
  return {
    isSet: row !== undefined,
    name: row?.name ?? null,
    address: row?.address ?? null,
    phone: row?.phone ?? null,
    email: row?.email ?? null,
    website: row?.website ?? null,
    licenceLines: row?.licenceLines ?? null,
    certificationLines: row?.certificationLines ?? null,
    brandColor: row?.brandColor ?? null,
    logoUrl: row?.logoKey ? createObjectRouteUrl(row.logoKey) : null,
    rep: repOf(user),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The rep as the PDFs sign, from the profile. */
export function repOf(user: UserRow): CompanyRep {
  return { name: repNameOf(user), title: user.jobTitle, phone: user.phone, email: user.email };
}

/** The name the rep signs with: first and last name, else the username, else the e-mail address. */
export function repNameOf(user: Pick<UserRow, 'firstName' | 'lastName' | 'username' | 'email'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.username?.trim() || user.email;
}
