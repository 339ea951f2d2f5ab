import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PROPOSAL_NOT_FOUND, TEMPLATE_NOT_FOUND } from '#server/lib/not-found.ts';
import { parseId, parseInput } from '#server/lib/validation.ts';
import { presentChemical } from '#server/modules/chemicals/presenter.ts';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import {
  ApplyTemplateInputSchema,
  PriceBookChangeSchema,
  ProgramTemplateInputSchema,
  ProgramTemplateSchema,
} from '#shared/schemas/price-book.ts';
import { ChemicalSchema } from '#shared/schemas/proposal.ts';
import { applyTemplate, listPriceBookChanges } from './apply-template.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './templates.ts';

type IdParams = { Params: { id: string } };

const LIST = respondsWith({ 200: z.array(ProgramTemplateSchema) });
const ONE = respondsWith({ 200: ProgramTemplateSchema });
const CREATED = respondsWith({ 201: ProgramTemplateSchema });
const NO_CONTENT = respondsWith({ 204: null });
const APPLIED = respondsWith({ 201: z.array(ChemicalSchema) });
const CHANGES = respondsWith({ 200: z.array(PriceBookChangeSchema) });

/**
 * Program templates (named sets of price-book products with rates and system types), applying one to a
 * proposal, and a draft's rows whose book price has changed.
 */
export async function programTemplateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/program-templates', LIST, async (request) => {
    const user = requireSubscriber(request);
    return listTemplates(db, user.id);
  });

  app.post('/program-templates', CREATED, async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(ProgramTemplateInputSchema, request.body);
    return reply.status(201).send(await createTemplate(db, user.id, input));
  });

  app.put<IdParams>('/program-templates/:id', ONE, async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, TEMPLATE_NOT_FOUND);
    const input = parseInput(ProgramTemplateInputSchema, request.body);
    return updateTemplate(db, user.id, id, input);
  });

  app.delete<IdParams>('/program-templates/:id', NO_CONTENT, async (request, reply) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, TEMPLATE_NOT_FOUND);
    await deleteTemplate(db, user.id, id);
    return reply.status(204).send();
  });

  app.post<IdParams>('/proposals/:id/apply-template', APPLIED, async (request, reply) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    const { templateId } = parseInput(ApplyTemplateInputSchema, request.body);
    const rows = await applyTemplate(db, user.id, id, templateId);
    return reply.status(201).send(rows.map(presentChemical));
  });

  app.get<IdParams>('/proposals/:id/price-book', CHANGES, async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    return listPriceBookChanges(db, user.id, id);
  });
}
