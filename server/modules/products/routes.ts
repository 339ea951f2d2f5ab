import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '#server/lib/errors.ts';
import { PRODUCT_NOT_FOUND } from '#server/lib/not-found.ts';
import { sendPage } from '#server/lib/paging.ts';
import { parseId, parseInput, rejectInvalidText } from '#server/lib/validation.ts';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
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

type IdParams = { Params: { id: string } };

const LIST = respondsWith({ 200: z.array(ProductSchema) });
const ONE = respondsWith({ 200: ProductSchema });
const CREATED = respondsWith({ 201: ProductSchema });
const IMPORTED = respondsWith({ 200: ProductImportResultSchema });
const NO_CONTENT = respondsWith({ 204: null });

/** A price-book CSV of 5000 rows with long notes stays well under this. */
const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** The user's price book (Settings > Products): paged search, add, edit, delete, CSV import and export. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // An import's body is the CSV itself; JSON bodies parse as everywhere else.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_CSV_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get('/products', LIST, async (request, reply) => {
    const user = requireSubscriber(request);
    const query = parseInput(ProductListQuerySchema, request.query);
    const page = await listProducts(db, user.id, query);
    return sendPage(request, reply, { ...page, items: page.items.map(presentProduct) });
  });

  app.get('/products/export', async (request, reply) => {
    const user = requireSubscriber(request);
    const csv = writeProductsCsv(await listAllProducts(db, user.id));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="price-book.csv"')
      .header('Cache-Control', 'private, no-store')
      .send(csv);
  });

  app.post('/products/import', { ...IMPORTED, bodyLimit: MAX_CSV_BYTES }, async (request) => {
    const user = requireSubscriber(request);
    if (typeof request.body !== 'string')
      throw badRequest('Send the CSV file as the body, with Content-Type text/csv');
    rejectInvalidText(request.body);
    return importProducts(db, user.id, request.body);
  });

  app.post('/products', CREATED, async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(ProductInputSchema, request.body);
    return reply.status(201).send(presentProduct(await createProduct(db, user.id, input)));
  });

  app.put<IdParams>('/products/:id', ONE, async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PRODUCT_NOT_FOUND);
    const input = parseInput(ProductInputSchema, request.body);
    return presentProduct(await updateProduct(db, user.id, id, input));
  });

  app.delete<IdParams>('/products/:id', NO_CONTENT, async (request, reply) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PRODUCT_NOT_FOUND);
    await deleteProduct(db, user.id, id);
    return reply.status(204).send();
  });
}
