import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { products, programTemplateItems, programTemplates } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { notFound } from '#server/lib/errors.ts';
import { PRODUCT_NOT_FOUND, TEMPLATE_NOT_FOUND } from '#server/lib/not-found.ts';
import { findOwnedProducts } from '#server/modules/products/products.ts';
import type { ProgramTemplate, ProgramTemplateInput } from '#shared/schemas/price-book.ts';

/** The most templates one list answer holds (a rep keeps a handful). */
const MAX_TEMPLATES = 200;

type TemplateRow = typeof programTemplates.$inferSelect;

/** A template line with what applying it needs of its product. */
export interface TemplateLine {
  productId: number;
  productName: string;
  treatmentRate: number | null;
  rateUnit: string;
  systemTypes: string[];
}

async function readLines(db: Database, templateIds: number[]): Promise<Map<number, TemplateLine[]>> {
  const byTemplate = new Map<number, TemplateLine[]>();
  if (templateIds.length === 0) return byTemplate;
  const rows = await db
    .select({
      templateId: programTemplateItems.templateId,
      productId: programTemplateItems.productId,
      productName: products.name,
      treatmentRate: programTemplateItems.treatmentRate,
      rateUnit: programTemplateItems.rateUnit,
      systemTypes: programTemplateItems.systemTypes,
    })
    .from(programTemplateItems)
    .innerJoin(products, eq(products.id, programTemplateItems.productId))
    .where(inArray(programTemplateItems.templateId, templateIds))
    .orderBy(asc(programTemplateItems.position), asc(programTemplateItems.id));
  for (const { templateId, ...line } of rows) {
    byTemplate.set(templateId, [...(byTemplate.get(templateId) ?? []), line]);
  }
  return byTemplate;
}

function present(row: TemplateRow, lines: TemplateLine[]): ProgramTemplate {
  return {
    id: row.id,
    name: row.name,
    items: lines,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's templates, newest first, each with its lines. */
export async function listTemplates(db: Database, userId: string): Promise<ProgramTemplate[]> {
  const rows = await db
    .select()
    .from(programTemplates)
    .where(eq(programTemplates.userId, userId))
    .orderBy(desc(programTemplates.createdAt), desc(programTemplates.id))
    .limit(MAX_TEMPLATES);
  const lines = await readLines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => present(row, lines.get(row.id) ?? []));
}

/** The user's template with its lines, or 404 "Template not found". */
export async function getTemplate(
  db: Database,
  userId: string,
  templateId: number,
): Promise<ProgramTemplate> {
  const [row] = await db
    .select()
    .from(programTemplates)
    .where(and(eq(programTemplates.id, templateId), eq(programTemplates.userId, userId)));
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  const lines = await readLines(db, [row.id]);
  return present(row, lines.get(row.id) ?? []);
}

async function writeLines(tx: Database, userId: string, templateId: number, input: ProgramTemplateInput) {
  const ids = [...new Set(input.items.map((item) => item.productId))];
  const owned = await findOwnedProducts(tx, userId, ids);
  // Another user's product answers exactly like a missing one.
  if (owned.length !== ids.length) throw notFound(PRODUCT_NOT_FOUND);
  await tx.delete(programTemplateItems).where(eq(programTemplateItems.templateId, templateId));
  await tx.insert(programTemplateItems).values(
    input.items.map((item, position) => ({
      templateId,
      productId: item.productId,
      treatmentRate: item.treatmentRate ?? null,
      rateUnit: item.rateUnit,
      systemTypes: item.systemTypes,
      position,
    })),
  );
}

/** Saves a new template of the user's own products; 404 when a product is not the user's. */
export async function createTemplate(
  db: Database,
  userId: string,
  input: ProgramTemplateInput,
): Promise<ProgramTemplate> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(programTemplates).values({ userId, name: input.name }).returning();
    await writeLines(tx, userId, row!.id, input);
    return row!.id;
  });
  return getTemplate(db, userId, id);
}

/** Replaces the user's template's name and lines; 404 for others' templates or products. */
export async function updateTemplate(
  db: Database,
  userId: string,
  templateId: number,
  input: ProgramTemplateInput,
): Promise<ProgramTemplate> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(programTemplates)
      .set({ name: input.name, updatedAt: clock.now() })
      .where(and(eq(programTemplates.id, templateId), eq(programTemplates.userId, userId)))
      .returning({ id: programTemplates.id });
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    await writeLines(tx, userId, templateId, input);
  });
  return getTemplate(db, userId, templateId);
}

/** Deletes the user's template; 404 for others'. Proposals it was applied to keep their rows. */
export async function deleteTemplate(db: Database, userId: string, templateId: number): Promise<void> {
  const deleted = await db
    .delete(programTemplates)
    .where(and(eq(programTemplates.id, templateId), eq(programTemplates.userId, userId)))
    .returning({ id: programTemplates.id });
  if (deleted.length === 0) throw notFound(TEMPLATE_NOT_FOUND);
}
