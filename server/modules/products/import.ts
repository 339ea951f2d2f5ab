import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { products } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { badRequest } from '#server/lib/errors.ts';
import type { ProductImportResult } from '#shared/schemas/price-book.ts';
import { readProductsCsv } from './csv.ts';
import { productValues } from './products.ts';

// One multi-row insert per chunk keeps a 5000-row import within PostgreSQL's 65535 parameters (13 per row).
const INSERT_CHUNK = 1000;

/**
 * Imports a price-book CSV into the user's book in one transaction: a row whose name (any case) is already in
 * the book updates that product, the others are added. Any bad row refuses the whole file with 400, every bad
 * line listed ("line 3": reason), so nothing is half-imported.
 */
export async function importProducts(
  db: Database,
  userId: string,
  text: string,
): Promise<ProductImportResult> {
  const reading = readProductsCsv(text);
  if (!reading.ok) {
    const errors = Object.fromEntries(reading.problems.map((p) => [`line ${p.line}`, p.message]));
    const first = reading.problems[0]!;
    const more = reading.problems.length > 1 ? ` (and ${reading.problems.length - 1} more)` : '';
    throw badRequest(`Line ${first.line}: ${first.message}${more}. Nothing was imported.`, errors);
  }
  return db.transaction(async (tx) => {
    const names = reading.products.map((p) => p.name.toLowerCase());
    const existing = new Map<string, number>();
    for (let at = 0; at < names.length; at += INSERT_CHUNK) {
      const found = await tx
        .select({ id: products.id, key: sql<string>`lower(${products.name})` })
        .from(products)
        .where(
          and(
            eq(products.userId, userId),
            inArray(sql`lower(${products.name})`, names.slice(at, at + INSERT_CHUNK)),
          ),
        );
      for (const row of found) existing.set(row.key, row.id);
    }
    const fresh = reading.products.filter((p) => !existing.has(p.name.toLowerCase()));
    for (let at = 0; at < fresh.length; at += INSERT_CHUNK) {
      await tx
        .insert(products)
        .values(fresh.slice(at, at + INSERT_CHUNK).map((p) => ({ userId, ...productValues(p) })));
    }
    const now = clock.now();
    for (const product of reading.products) {
      const id = existing.get(product.name.toLowerCase());
      if (id === undefined) continue;
      await tx
        .update(products)
        .set({ ...productValues(product), updatedAt: now })
        .where(eq(products.id, id));
    }
    return { created: fresh.length, updated: reading.products.length - fresh.length };
  });
}
