import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A product of a user's price book: what the generator fills a chemical row from (issue 22). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('other'),
    treatmentRate: numeric('treatment_rate', { precision: 10, scale: 3, mode: 'number' }),
    rateUnit: text('rate_unit').notNull().default('lbs/1000gal'),
    density: numeric('density', { precision: 8, scale: 3, mode: 'number' }),
    unitCost: numeric('unit_cost', { precision: 10, scale: 2, mode: 'number' }),
    priceUnit: text('price_unit').notNull().default('gallon'),
    /** Equipment types the product is for (shared/enums.ts EQUIPMENT_TYPES values). */
    systemTypes: jsonb('system_types').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One product per name (any case) in a book: an import updates the product of the same name.
    uniqueIndex('products_user_name_key').on(t.userId, sql`lower(${t.name})`),
    index('products_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A named set of price-book products with their rates and system types, applied to a proposal in one click. */
export const programTemplates = pgTable(
  'program_templates',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('program_templates_user_idx').on(t.userId, t.createdAt)],
);

/** One line of a template; deleting its product removes the line. */
export const programTemplateItems = pgTable(
  'program_template_items',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => programTemplates.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    treatmentRate: numeric('treatment_rate', { precision: 10, scale: 3, mode: 'number' }),
    rateUnit: text('rate_unit').notNull().default('lbs/1000gal'),
    systemTypes: jsonb('system_types').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('program_template_items_template_idx').on(t.templateId)],
);
