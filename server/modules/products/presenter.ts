import type { Product } from '#shared/schemas/price-book.ts';
import type { ProductRow } from './products.ts';

/** Turns a stored product into the API's Product. */
export function presentProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    treatmentRate: row.treatmentRate,
    rateUnit: row.rateUnit,
    density: row.density,
    unitCost: row.unitCost,
    priceUnit: row.priceUnit,
    systemTypes: row.systemTypes,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
