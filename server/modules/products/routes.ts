import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '#server/lib/errors.ts';
import { PRODUCT_NOT_FOUND } from '#server/lib/not-found.ts';
import { sendPage } from '#server/lib/paging.ts';
import { rejectInvalidText } from '#server/lib/validation.ts';
import { created, noContent, route } from '#server/plugins/route.ts';
import {
  ProductImportResultSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductSchema,
} from '#shared/schemas/price-book.ts';
import { writeProductsCsv } from './csv.ts';
import { importProducts } from './import.ts';
import { presentProduct } from './presenter.ts';
import { createProduct, deleteProduct, listAllProducts, listProducts, updateProduct } from './products.ts';

const ID = { id: PRODUCT_NOT_FOUND };

/** A price-book CSV of 5000 rows with long notes stays well under this. */
const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** An import's body: the CSV's text, as the content-type parser below hands it over. */
function csvBody(body: unknown): string {
  if (typeof body !== 'string') throw badRequest('Send the CSV file as the body, with Content-Type text/csv');
  rejectInvalidText(body);
  return body;
}

/** The user's price book (Settings > Products): paged search, add, edit, delete, CSV import and export. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // An import's body is the CSV itself; JSON bodies parse as everywhere else.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_CSV_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/products',
    route(
      { access: 'subscriber', query: ProductListQuerySchema, responds: { 200: z.array(ProductSchema) } },
      async ({ user, query }, request, reply) => {
        const page = await listProducts(db, user.id, query);
        return sendPage(request, reply, { ...page, items: page.items.map(presentProduct) });
      },
    ),
  );

  app.get(
    '/products/export',
    route({ access: 'subscriber' }, async ({ user }, _request, reply) => {
      const csv = writeProductsCsv(await listAllProducts(db, user.id));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="price-book.csv"')
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    }),
  );

  app.post('/products/import', {
    ...route(
      { access: 'subscriber', body: csvBody, responds: { 200: ProductImportResultSchema } },
      async ({ user, body }) => importProducts(db, user.id, body),
    ),
    bodyLimit: MAX_CSV_BYTES,
  });

  app.post(
    '/products',
    created(
      { access: 'subscriber', body: ProductInputSchema, responds: { 201: ProductSchema } },
      async ({ user, body }) => presentProduct(await createProduct(db, user.id, body)),
    ),
  );

  app.put(
    '/products/:id',
    route(
      { access: 'subscriber', params: ID, body: ProductInputSchema, responds: { 200: ProductSchema } },
      async ({ user, params, body }) => presentProduct(await updateProduct(db, user.id, params.id, body)),
    ),
  );

  app.delete(
    '/products/:id',
    noContent({ access: 'subscriber', params: ID }, ({ user, params }) =>
      deleteProduct(db, user.id, params.id),
    ),
  );
}
