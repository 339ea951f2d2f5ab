import {
  type AnyPgColumn,
  integer,
  jsonb,
  numeric,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The columns (and sets of columns) the tables share, written once (issue 19). Each helper builds exactly the
 * column it replaces, so using one changes no table: `npx drizzle-kit generate` finds nothing to do.
 * Not re-exported by `index.ts`: these are builders, not tables.
 */

/** A moment (timestamp with time zone). */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** The row's own number: `id serial primary key`. */
export const serialId = () => serial('id').primaryKey();

export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();
/** `created_at` and `updated_at`, both set when the row is written. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The user who owns the row (`user_id`): deleting the user deletes the row. */
export const ownerId = (user: () => AnyPgColumn) =>
  uuid('user_id').notNull().references(user, { onDelete: 'cascade' });

/** The parent row's id (`survey_id`, `proposal_id`...): deleting the parent deletes the row. */
export const parentId = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A decimal read as a JavaScript number. */
export const measure = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });

/** A list of equipment types (shared/enums.ts EQUIPMENT_TYPES values). */
export const systemTypes = () => jsonb('system_types').$type<string[]>().notNull().default([]);

/** How much of a chemical a system takes: the price book's products and lines, and a proposal's chemicals. */
export const treatmentRate = () => ({
  treatmentRate: measure('treatment_rate', 10, 3),
  rateUnit: text('rate_unit').notNull().default('lbs/1000gal'),
});

/** A chemical's dose and price: a price-book product and a proposal's chemical row. */
export const chemicalPricing = () => ({
  ...treatmentRate(),
  density: measure('density', 8, 3),
  unitCost: measure('unit_cost', 10, 2),
  priceUnit: text('price_unit').notNull().default('gallon'),
});
