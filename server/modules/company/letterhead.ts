import type { Database } from '#db/client.ts';
import type { StorageService } from '#server/adapters/storage/types.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { type CompanyRep, splitLines } from '#shared/schemas/company.ts';
import { type CompanyRow, findCompany } from './company-settings.ts';
import { readLogoForPdf } from './logo.ts';
import { repOf } from './presenter.ts';

/** Who a PDF comes from: the rep's company (Settings > Company) and the rep (Settings > Profile). */
export interface Letterhead {
  /** The company's name, or null until the company is set (the PDFs then carry the rep alone). */
  companyName: string | null;
  /** The address line(s), then "phone · e-mail · website" when any is set. */
  contactLines: string[];
  /** What every footer says of the company: its name, phone and website (what is set). */
  footerParts: string[];
  /** Licence lines, then certification lines, as entered. */
  credentialLines: string[];
  /** The logo's bounded JPEG copy, or null. */
  logo: Buffer | null;
  /** The brand colour (#rrggbb) of the bands and rules, or null for the default. */
  brandColor: string | null;
  rep: CompanyRep;
}

/** "phone · e-mail · website" of the company, leaving out what is not set. */
function contactLine(row: CompanyRow): string | null {
  const parts = [row.phone, row.email, row.website].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The letterhead of a company row (or of the rep alone without one) and its logo's bytes. */
export function letterheadOf(row: CompanyRow | undefined, user: UserRow, logo: Buffer | null): Letterhead {
  if (!row)
    return {
      companyName: null,
      contactLines: [],
      footerParts: [],
      credentialLines: [],
      logo: null,
      brandColor: null,
      rep: repOf(user),
    };
  const contact = contactLine(row);
  return {
    companyName: row.name,
    contactLines: [...splitLines(row.address), ...(contact ? [contact] : [])],
    footerParts: [row.name, row.phone, row.website].filter((part): part is string => Boolean(part)),
    credentialLines: [...splitLines(row.licenceLines), ...splitLines(row.certificationLines)],
    logo,
    brandColor: row.brandColor,
    rep: repOf(user),
  };
}

/** Loads the user's letterhead for a PDF; a logo that cannot be read leaves the PDF without it (onError hears why). */
export async function loadLetterhead(
  deps: { db: Database; storage: StorageService },
  user: UserRow,
  onError?: (error: unknown) => void,
): Promise<Letterhead> {
  const row = await findCompany(deps.db, user.id);
  const logo = row?.logoKey ? await readLogoForPdf(deps.storage, row.logoKey, onError) : null;
  return letterheadOf(row, user, logo);
}
