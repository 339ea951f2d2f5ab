import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { chemicals, equipment, products } from '#db/schema/index.ts';
import { findOwnedProducts } from '#server/modules/products/products.ts';
import { lockOwnedProposal, requireOwnedProposal } from '#server/modules/proposals/ownership.ts';
import type { ChemicalRow } from '#server/modules/proposals/program-input.ts';
import { recalculateProposal } from '#server/modules/proposals/recalculate.ts';
import { labelOf, PRODUCT_TYPES } from '#shared/enums.ts';
import type { PriceBookChange } from '#shared/schemas/price-book.ts';
import { getTemplate } from './templates.ts';

/** The chemical row type a product fills in: its type's label ("Oxidizing biocide"). */
export function chemicalTypeOf(productType: string): string {
  return labelOf(PRODUCT_TYPES, productType);
}

/**
 * Adds a row per line of the user's template to the user's proposal, filled from the line's product (its rate
 * and unit from the line, density and price from the book) and treating the survey's systems of the line's
 * types; recalculates once. Answers the rows added. 404 for another user's proposal or template.
 */
export async function applyTemplate(
  db: Database,
  userId: string,
  proposalId: number,
  templateId: number,
): Promise<ChemicalRow[]> {
  return db.transaction(async (tx) => {
    const { proposal } = await lockOwnedProposal(tx, userId, proposalId);
    const template = await getTemplate(tx, userId, templateId);
    const book = new Map(
      (
        await findOwnedProducts(
          tx,
          userId,
          template.items.map((item) => item.productId),
        )
      ).map((p) => [p.id, p]),
    );
    const systems = await tx
      .select({ id: equipment.id, type: equipment.type })
      .from(equipment)
      .where(eq(equipment.surveyId, proposal.surveyId))
      .orderBy(equipment.id);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${chemicals.position}), -1)`.mapWith(Number) })
      .from(chemicals)
      .where(eq(chemicals.proposalId, proposal.id));
    let position = last?.position ?? -1;
    const values = template.items.flatMap((item) => {
      const product = book.get(item.productId);
      if (!product) return [];
      const types = item.systemTypes.length > 0 ? item.systemTypes : product.systemTypes;
      const systemIds = systems.filter((s) => types.includes(s.type)).map((s) => s.id);
      position += 1;
      return [
        {
          proposalId: proposal.id,
          equipmentId: systemIds[0] ?? null,
          systemIds,
          name: product.name,
          type: chemicalTypeOf(product.type),
          treatmentRate: item.treatmentRate ?? product.treatmentRate,
          rateUnit: item.rateUnit,
          density: product.density,
          unitCost: product.unitCost,
          priceUnit: product.priceUnit,
          productId: product.id,
          productUnitCost: product.unitCost,
          position,
        },
      ];
    });
    if (values.length === 0) return [];
    const inserted = await tx.insert(chemicals).values(values).returning({ id: chemicals.id });
    await recalculateProposal(tx, proposal.id, { touch: true });
    const ids = new Set(inserted.map((row) => row.id));
    const rows = await tx
      .select()
      .from(chemicals)
      .where(eq(chemicals.proposalId, proposal.id))
      .orderBy(chemicals.position, chemicals.id);
    return rows.filter((row) => ids.has(row.id));
  });
}

/**
 * The rows of the user's draft proposal whose price-book product now has another price than the row took.
 * A proposal past draft (sent, accepted, rejected) never offers one: what was sent does not change.
 */
export async function listPriceBookChanges(
  db: Database,
  userId: string,
  proposalId: number,
): Promise<PriceBookChange[]> {
  const { proposal } = await requireOwnedProposal(db, userId, proposalId);
  if (proposal.status !== 'draft') return [];
  const rows = await db
    .select({
      chemicalId: chemicals.id,
      productId: products.id,
      productName: products.name,
      unitCost: products.unitCost,
      was: chemicals.productUnitCost,
    })
    .from(chemicals)
    .innerJoin(products, eq(products.id, chemicals.productId))
    .where(
      and(
        eq(chemicals.proposalId, proposal.id),
        isNotNull(chemicals.productId),
        sql`${products.unitCost} is distinct from ${chemicals.productUnitCost}`,
      ),
    )
    .orderBy(chemicals.position, chemicals.id);
  return rows.map((row) => ({ ...row, productId: row.productId }));
}
