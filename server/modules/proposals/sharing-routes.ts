import type { FastifyInstance } from 'fastify';
import { PROPOSAL_NOT_FOUND } from '#server/lib/not-found.ts';
import { parseId, parseInput } from '#server/lib/validation.ts';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import {
  SendProposalInputSchema,
  SendProposalResultSchema,
  ShareInputSchema,
  ShareLinkSchema,
} from '#shared/schemas/proposal-sharing.ts';
import { readAcceptedPdf } from './accepted-pdf.ts';
import { sendProposal } from './send.ts';
import { revokeShareLinks, shareProposal } from './sharing.ts';

type IdParams = { Params: { id: string } };

const CREATED = respondsWith({ 201: ShareLinkSchema });
const NO_CONTENT = respondsWith({ 204: null });
const SENT = respondsWith({ 200: SendProposalResultSchema });

/**
 * The rep's share link to a proposal's public page (docs/decisions/040-send-share-and-accept.md): a new link
 * (shown once; earlier links stop working), revoking every link, and sending the proposal by e-mail.
 */
export async function proposalShareRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, storage, mail } = app.deps;

  app.post<IdParams>('/proposals/:id/share', CREATED, async (request, reply) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    const input = parseInput(ShareInputSchema, request.body ?? {});
    const link = await shareProposal(db, user.id, id, {
      appUrl: config.appUrl,
      expiresInDays: input.expiresInDays,
    });
    return reply.status(201).send(link);
  });

  app.delete<IdParams>('/proposals/:id/share', NO_CONTENT, async (request, reply) => {
    const user = requireSubscriber(request);
    await revokeShareLinks(db, user.id, parseId(request.params.id, PROPOSAL_NOT_FOUND));
    return reply.status(204).send();
  });

  app.post<IdParams>('/proposals/:id/send', SENT, async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    const input = parseInput(SendProposalInputSchema, request.body);
    return sendProposal(
      {
        db,
        storage,
        mail,
        appUrl: config.appUrl,
        warn: (err, what) => request.log.warn({ err }, `${what} could not be read`),
      },
      user,
      id,
      input,
    );
  });

  app.get<IdParams>('/proposals/:id/accepted.pdf', async (request, reply) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    const { pdf, contentDisposition } = await readAcceptedPdf(
      {
        db,
        storage,
        config,
        warn: (err) => request.log.warn({ err }, 'company logo could not be read'),
      },
      user.id,
      id,
    );
    return reply
      .type('application/pdf')
      .header('Content-Disposition', contentDisposition)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
