import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { products } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError, notFound } from '#server/lib/errors.ts';
import { PRODUCT_NOT_FOUND } from '#server/lib/not-found.ts';
import { afterCursor, cursorTimeOf, newestFirst, type Page, toPage } from '#server/lib/paging.ts';
import type { ProductInput, ProductListQuery } from '#shared/schemas/price-book.ts';

/** A product row as stored. */
export type ProductRow = typeof products.$inferSelect;

/** The 409 message when the book already has a product of that name (names are unique in any case). */
export function duplicateNameMessage(name: string): string {
  return `Your price book already has a product named "${name}"`;
}

// ILIKE treats % and _ as wildcards: a rep searching "50%" means the characters.
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matchesSearch(q: string): SQL {
  const pattern = likePattern(q);
  return or(ilike(products.name, pattern), ilike(products.type, pattern), ilike(products.notes, pattern))!;
}

/** One page of the user's products, newest first, optionally only those whose name, type or notes hold `q`. */
export async function listProducts(
  db: Database,
  userId: string,
  query: ProductListQuery,
): Promise<Page<ProductRow>> {
  const rows = await db
    .select({ row: products, cursorTime: cursorTimeOf(products) })
    .from(products)
    .where(
      and(
        eq(products.userId, userId),
        query.q ? matchesSearch(query.q) : undefined,
        afterCursor(products, query.cursor),
      ),
    )
    .orderBy(...newestFirst(products))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

/** Every product of the user, by name (the CSV export). */
export function listAllProducts(db: Database, userId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.userId, userId))
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
}

/** The user's products with these ids (others' and missing ids are left out). */
export function findOwnedProducts(db: Database, userId: string, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(products)
    .where(and(eq(products.userId, userId), inArray(products.id, ids)));
}

async function assertNameFree(db: Database, userId: string, name: string, exceptId: number | null) {
  const [clash] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.userId, userId), sql`lower(${products.name}) = lower(${name})`))
    .limit(1);
  if (clash && clash.id !== exceptId)
    throw new HttpError(409, duplicateNameMessage(name), { name: duplicateNameMessage(name) });
}

/** The stored columns of a product input. */
export function productValues(input: ProductInput) {
  return {
    name: input.name,
    type: input.type,
    treatmentRate: input.treatmentRate ?? null,
    rateUnit: input.rateUnit,
    density: input.density ?? null,
    unitCost: input.unitCost ?? null,
    priceUnit: input.priceUnit,
    systemTypes: input.systemTypes,
    notes: input.notes ?? null,
  };
}

/** Adds a product to the user's book; 409 when the book has one of that name. */
export async function createProduct(db: Database, userId: string, input: ProductInput): Promise<ProductRow> {
  await assertNameFree(db, userId, input.name, null);
  const [row] = await db
    .insert(products)
    .values({ userId, ...productValues(input) })
    .returning();
  return row!;
}

/** Replaces the user's product's fields; 404 for others' products, 409 for a name already in the book. */
export async function updateProduct(
  db: Database,
  userId: string,
  productId: number,
  input: ProductInput,
): Promise<ProductRow> {
  await assertNameFree(db, userId, input.name, productId);
  const [row] = await db
    .update(products)
    .set({ ...productValues(input), updatedAt: clock.now() })
    .where(and(eq(products.id, productId), eq(products.userId, userId)))
    .returning();
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/**
 * Deletes the user's product; 404 for others'. Proposal rows filled from it keep their values (they only lose
 * the link), and template lines of it go with it.
 */
export async function deleteProduct(db: Database, userId: string, productId: number): Promise<void> {
  const deleted = await db
    .delete(products)
    .where(and(eq(products.id, productId), eq(products.userId, userId)))
    .returning({ id: products.id });
  if (deleted.length === 0) throw notFound(PRODUCT_NOT_FOUND);
}

/** 404 "Product not found" unless the id names one of the user's products (a chemical row's link). */
export async function assertOwnedProduct(db: Database, userId: string, productId: number): Promise<void> {
  const [found] = await findOwnedProducts(db, userId, [productId]);
  if (!found) throw notFound(PRODUCT_NOT_FOUND);
}
