import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  chemicalPricing,
  ownerId,
  parentId,
  serialId,
  systemTypes,
  timestamps,
  treatmentRate,
} from './columns.ts';
import { users } from './users.ts';

/** A product of a user's price book: what the generator fills a chemical row from (issue 22). */
export const products = pgTable(
  'products',
  {
    id: serialId(),
    userId: ownerId(() => users.id),
    name: text('name').notNull(),
    type: text('type').notNull().default('other'),
    ...chemicalPricing(),
    /** Equipment types the product is for. */
    systemTypes: systemTypes(),
    notes: text('notes'),
    ...timestamps(),
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
    id: serialId(),
    userId: ownerId(() => users.id),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [index('program_templates_user_idx').on(t.userId, t.createdAt)],
);

/** One line of a template; deleting its product removes the line. */
export const programTemplateItems = pgTable(
  'program_template_items',
  {
    id: serialId(),
    templateId: parentId('template_id', () => programTemplates.id),
    productId: parentId('product_id', () => products.id),
    ...treatmentRate(),
    systemTypes: systemTypes(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('program_template_items_template_idx').on(t.templateId)],
);
