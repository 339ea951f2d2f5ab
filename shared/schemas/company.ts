import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';
import { isoTime, nullableText } from './response-fields.ts';

// Settings > Company: the rep's company as the proposal and survey report PDFs carry it (docs/decisions/036).

/** The message for a brand colour that is not a #rrggbb hex colour. */
export const BRAND_COLOR_MESSAGE = 'Brand colour must be a hex colour like #0b5a7a';
/** The message for a phone number with letters or too few digits. */
export const PHONE_MESSAGE = 'Please enter a valid phone number';
/** The message for a website that is not a web address. */
export const WEBSITE_MESSAGE = 'Please enter a web address like www.example.com';

/** An optional phone number: digits with the usual separators, at least 7 digits. */
export const optionalPhone = () =>
  optionalText(40).refine(
    (v) => v == null || (/^[+()\d\s.\-/x]+$/i.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7),
    PHONE_MESSAGE,
  );

const optionalEmail = optionalText(254).refine(
  (v) => v == null || z.email().safeParse(v).success,
  'Please enter a valid email',
);

// A host name with at least one dot, optionally with its scheme and a path; no spaces.
const WEBSITE =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?(\/\S*)?$/i;

/** PUT /api/settings/company body. `logoUrl`: absent keeps the logo, null removes it, an upload URL replaces it. */
export const CompanySettingsInputSchema = z.object({
  name: requiredText('Company name is required', 200),
  address: optionalText(500),
  phone: optionalPhone(),
  email: optionalEmail,
  website: optionalText(200).refine((v) => v == null || WEBSITE.test(v), WEBSITE_MESSAGE),
  /** Licence lines, one per line ("Texas Water Treatment Licence WT-0042"). */
  licenceLines: optionalText(1000),
  /** Certification lines, one per line ("AWT Certified Water Technologist"). */
  certificationLines: optionalText(1000),
  brandColor: optionalText(7).refine((v) => v == null || /^#[0-9a-f]{6}$/i.test(v), BRAND_COLOR_MESSAGE),
  logoUrl: optionalText(1000),
});
export type CompanySettingsInput = z.infer<typeof CompanySettingsInputSchema>;

/** The rep as the PDFs sign: name, title, phone and e-mail from the profile. */
export const CompanyRepSchema = z.object({
  name: z.string(),
  title: nullableText,
  phone: nullableText,
  email: z.string(),
});
export type CompanyRep = z.infer<typeof CompanyRepSchema>;

/** GET/PUT /api/settings/company answer; `isSet` is false until the company is first saved. */
export const CompanySettingsSchema = z.object({
  isSet: z.boolean(),
  name: nullableText,
  address: nullableText,
  phone: nullableText,
  email: nullableText,
  website: nullableText,
  licenceLines: nullableText,
  certificationLines: nullableText,
  brandColor: nullableText,
  /** Where the browser shows the re-encoded logo from (/api/objects/...), or null. */
  logoUrl: nullableText,
  rep: CompanyRepSchema,
  updatedAt: isoTime.nullable(),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

/** The form on Settings > Company: every field as text ('' for none). */
export const CompanyFormSchema = CompanySettingsInputSchema.omit({ logoUrl: true });
export type CompanyForm = z.input<typeof CompanyFormSchema>;

/** The lines of a multi-line field, blank lines dropped. */
export function splitLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

// What the generator says beside the PDF button until the company is set: in shared/constants.ts (no zod).
export { COMPANY_NOT_SET_NOTE } from '../constants.ts';
