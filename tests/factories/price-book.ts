import type { Database } from '../../db/client.ts';
import { products, programTemplateItems, programTemplates } from '../../db/schema/index.ts';

let productCount = 0;

/** The price book's example product, as a rep enters it: a scale and corrosion inhibitor at $2.45/lb. */
export const AQUAGUARD_3100 = {
  name: 'AquaGuard 3100',
  type: 'scale-corrosion-inhibitor',
  treatmentRate: 2.5,
  rateUnit: 'lbs/1000gal',
  density: 9.6,
  unitCost: 2.45,
  priceUnit: 'pound',
} as const;

/** Creates a price-book product directly (a cooling-tower inhibitor at $2.45/lb unless overridden). */
export async function createProduct(
  db: Database,
  userId: string,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  productCount += 1;
  const [row] = await db
    .insert(products)
    .values({
      userId,
      ...AQUAGUARD_3100,
      name: `Inhibitor ${productCount}`,
      systemTypes: ['cooling-tower'],
      ...overrides,
    })
    .returning();
  return row!;
}

/** Creates a program template of the given products, each line taking the product's own system types. */
export async function createProgramTemplate(
  db: Database,
  userId: string,
  productIds: number[],
  name = 'Standard open tower',
) {
  const [template] = await db.insert(programTemplates).values({ userId, name }).returning();
  if (productIds.length > 0) {
    await db
      .insert(programTemplateItems)
      .values(productIds.map((productId, position) => ({ templateId: template!.id, productId, position })));
  }
  return template!;
}
