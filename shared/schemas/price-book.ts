import { z } from 'zod';
import { EQUIPMENT_TYPES, PRODUCT_TYPES, valuesOf } from '../enums.ts';
import { idField, optionalText, requiredText } from './fields.ts';
import { PageQuerySchema } from './paging.ts';
import { CHEMICAL_DOSING_FIELDS } from './proposal.ts';
import { idValue, isoTime, nullableNumber, nullableText } from './response-fields.ts';

const PRODUCT_TYPE_MESSAGE = `Type must be one of: ${PRODUCT_TYPES.map((t) => t.value).join(', ')}`;
const SYSTEM_TYPE_MESSAGE = `System types must be among: ${EQUIPMENT_TYPES.map((t) => t.value).join(', ')}`;

/** "cooling-tower; boiler" (CSV) or an array: the equipment types a product or template line is for. */
const systemTypesField = z.preprocess(
  (v) => {
    if (v === '' || v == null) return [];
    if (typeof v === 'string')
      return v
        .split(/[;,|]/)
        .map((part) => part.trim())
        .filter(Boolean);
    return v;
  },
  z
    .array(z.enum(valuesOf(EQUIPMENT_TYPES), { error: SYSTEM_TYPE_MESSAGE }), { error: SYSTEM_TYPE_MESSAGE })
    .max(EQUIPMENT_TYPES.length, SYSTEM_TYPE_MESSAGE)
    .transform((types) => [...new Set(types)]),
);

/** POST /api/products and PUT /api/products/{id} body, and one row of an imported CSV. */
export const ProductInputSchema = z.object({
  name: requiredText('Product name is required', 200),
  type: z.preprocess(
    (v) => (v === '' || v == null ? 'other' : v),
    z.enum(valuesOf(PRODUCT_TYPES), { error: PRODUCT_TYPE_MESSAGE }),
  ),
  ...CHEMICAL_DOSING_FIELDS,
  systemTypes: systemTypesField,
  notes: optionalText(2000),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** GET /api/products query: a page, optionally only products whose name, type or notes hold `q`. */
export const ProductListQuerySchema = PageQuerySchema.extend({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string({ error: 'q must be text' }).max(100, 'q must be at most 100 characters').optional(),
  ),
});
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

/** A price-book product as the API returns it. */
export const ProductSchema = z.object({
  id: idValue,
  name: z.string(),
  type: z.string(),
  treatmentRate: nullableNumber,
  rateUnit: z.string(),
  density: nullableNumber,
  unitCost: nullableNumber,
  priceUnit: z.string(),
  systemTypes: z.array(z.string()),
  notes: nullableText,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type Product = z.infer<typeof ProductSchema>;

/** POST /api/products/import answer: how many rows added and how many updated an existing product of that name. */
export const ProductImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export type ProductImportResult = z.infer<typeof ProductImportResultSchema>;

/** One line of a program template: a product of the user's price book, its rate and the systems it treats. */
export const TemplateItemInputSchema = z.object({
  productId: idField('Product is required'),
  treatmentRate: CHEMICAL_DOSING_FIELDS.treatmentRate,
  rateUnit: CHEMICAL_DOSING_FIELDS.rateUnit,
  systemTypes: systemTypesField,
});

/** POST /api/program-templates and PUT /api/program-templates/{id} body. */
export const ProgramTemplateInputSchema = z.object({
  name: requiredText('Template name is required', 200),
  items: z
    .array(TemplateItemInputSchema, { error: 'A template needs at least one product' })
    .min(1, 'A template needs at least one product')
    .max(50, 'A template holds at most 50 products'),
});
export type ProgramTemplateInput = z.infer<typeof ProgramTemplateInputSchema>;

/** A template line as the API returns it, with its product's name. */
export const TemplateItemSchema = z.object({
  productId: idValue,
  productName: z.string(),
  treatmentRate: nullableNumber,
  rateUnit: z.string(),
  systemTypes: z.array(z.string()),
});

/** A program template as the API returns it. */
export const ProgramTemplateSchema = z.object({
  id: idValue,
  name: z.string(),
  items: z.array(TemplateItemSchema),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type ProgramTemplate = z.infer<typeof ProgramTemplateSchema>;

/** POST /api/proposals/{id}/apply-template body. */
export const ApplyTemplateInputSchema = z.object({ templateId: idField('Template is required') });

/** A draft's chemical whose price-book product now has another price (GET /api/proposals/{id}/price-book). */
export const PriceBookChangeSchema = z.object({
  chemicalId: idValue,
  productId: idValue,
  productName: z.string(),
  /** The product's price now. */
  unitCost: nullableNumber,
  /** The price the row took from the book. */
  was: nullableNumber,
});
export type PriceBookChange = z.infer<typeof PriceBookChangeSchema>;
