import { labelOf, PRODUCT_TYPES } from '#shared/enums.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { Product, ProductInput } from '#shared/schemas/price-book.ts';
import type { EditorRow, RowFields } from './chemical-rows.ts';
import { PRICE_UNIT_OPTIONS, RATE_UNIT_OPTIONS } from './chemical-rows.ts';
import { readNumber } from './program-input.ts';

function numberText(value: number | null): string {
  return value === null ? '' : String(value);
}

/**
 * A row's fields filled from a price-book product: its name, type, rate, unit, density and price, treating the
 * survey's systems of the product's system types. The row keeps these as its own values afterwards.
 */
export function rowFieldsFromProduct(product: Product, equipment: Equipment[]): RowFields {
  return {
    name: product.name,
    type: labelOf(PRODUCT_TYPES, product.type),
    systemIds: equipment.filter((e) => product.systemTypes.includes(e.type)).map((e) => e.id),
    treatmentRate: numberText(product.treatmentRate),
    rateUnit: RATE_UNIT_OPTIONS.find((o) => o.value === product.rateUnit)?.value ?? 'lbs/1000gal',
    density: numberText(product.density),
    unitCost: numberText(product.unitCost),
    priceUnit: PRICE_UNIT_OPTIONS.find((o) => o.value === product.priceUnit)?.value ?? 'gallon',
    productId: product.id,
    productUnitCost: product.unitCost,
  };
}

/** The product a typed row describes (its type read as a product type by value or label, else "other"). */
export function productInputFromRow(row: EditorRow, equipment: Equipment[]): ProductInput {
  const typed = row.type.trim().toLowerCase();
  const type =
    PRODUCT_TYPES.find((t) => t.value === typed || t.label.toLowerCase() === typed)?.value ?? 'other';
  return {
    name: row.name.trim(),
    type,
    treatmentRate: readNumber(row.treatmentRate),
    rateUnit: row.rateUnit,
    density: readNumber(row.density),
    unitCost: readNumber(row.unitCost),
    priceUnit: row.priceUnit,
    systemTypes: [
      ...new Set(equipment.filter((e) => row.systemIds.includes(e.id)).map((e) => e.type)),
    ] as ProductInput['systemTypes'],
    notes: null,
  };
}
