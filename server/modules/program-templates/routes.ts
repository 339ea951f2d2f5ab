import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PROPOSAL_NOT_FOUND, TEMPLATE_NOT_FOUND } from '#server/lib/not-found.ts';
import { presentChemical } from '#server/modules/chemicals/presenter.ts';
import { created, noContent, route } from '#server/plugins/route.ts';
import {
  ApplyTemplateInputSchema,
  PriceBookChangeSchema,
  ProgramTemplateInputSchema,
  ProgramTemplateSchema,
} from '#shared/schemas/price-book.ts';
import { ChemicalSchema } from '#shared/schemas/proposal.ts';
import { applyTemplate, listPriceBookChanges } from './apply-template.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './templates.ts';

const ID = { id: TEMPLATE_NOT_FOUND };
const PROPOSAL = { id: PROPOSAL_NOT_FOUND };

/**
 * Program templates (named sets of price-book products with rates and system types), applying one to a
 * proposal, and a draft's rows whose book price has changed.
 */
export async function programTemplateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/program-templates',
    route({ access: 'subscriber', responds: { 200: z.array(ProgramTemplateSchema) } }, async ({ user }) =>
      listTemplates(db, user.id),
    ),
  );

  app.post(
    '/program-templates',
    created(
      { access: 'subscriber', body: ProgramTemplateInputSchema, responds: { 201: ProgramTemplateSchema } },
      async ({ user, body }) => createTemplate(db, user.id, body),
    ),
  );

  app.put(
    '/program-templates/:id',
    route(
      {
        access: 'subscriber',
        params: ID,
        body: ProgramTemplateInputSchema,
        responds: { 200: ProgramTemplateSchema },
      },
      async ({ user, params, body }) => updateTemplate(db, user.id, params.id, body),
    ),
  );

  app.delete(
    '/program-templates/:id',
    noContent({ access: 'subscriber', params: ID }, ({ user, params }) =>
      deleteTemplate(db, user.id, params.id),
    ),
  );

  app.post(
    '/proposals/:id/apply-template',
    created(
      {
        access: 'subscriber',
        params: PROPOSAL,
        body: ApplyTemplateInputSchema,
        responds: { 201: z.array(ChemicalSchema) },
      },
      async ({ user, params, body }) =>
        (await applyTemplate(db, user.id, params.id, body.templateId)).map(presentChemical),
    ),
  );

  app.get(
    '/proposals/:id/price-book',
    route(
      { access: 'subscriber', params: PROPOSAL, responds: { 200: z.array(PriceBookChangeSchema) } },
      async ({ user, params }) => listPriceBookChanges(db, user.id, params.id),
    ),
  );
}
