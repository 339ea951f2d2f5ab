import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Settings > Company: the rep's company as both PDFs carry it (cover, headers, footers, signature block).
 * No row means the company is not set yet; `logo_key` names the re-encoded logo in storage (stored_objects).
 */
export const companyProfiles = pgTable('company_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  logoKey: text('logo_key'),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  licenceLines: text('licence_lines'),
  certificationLines: text('certification_lines'),
  brandColor: text('brand_color'),
  updatedAt: updatedAt(),
});
