import type { FastifyInstance } from 'fastify';
import { PROPOSAL_NOT_FOUND } from '#server/lib/not-found.ts';
import { created, noContent, route } from '#server/plugins/route.ts';
import {
  SendProposalInputSchema,
  SendProposalResultSchema,
  ShareInputSchema,
  ShareLinkSchema,
} from '#shared/schemas/proposal-sharing.ts';
import { readAcceptedPdf } from './accepted-pdf.ts';
import { sendProposal } from './send.ts';
import { revokeShareLinks, shareProposal } from './sharing.ts';

const ID = { id: PROPOSAL_NOT_FOUND };

/**
 * The rep's share link to a proposal's public page (docs/decisions/040-send-share-and-accept.md): a new link
 * (shown once; earlier links stop working), revoking every link, and sending the proposal by e-mail.
 */
export async function proposalShareRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, storage, mail } = app.deps;

  app.post(
    '/proposals/:id/share',
    created(
      { access: 'subscriber', params: ID, body: ShareInputSchema, responds: { 201: ShareLinkSchema } },
      ({ user, params, body }) =>
        shareProposal(db, user.id, params.id, { appUrl: config.appUrl, expiresInDays: body.expiresInDays }),
    ),
  );

  app.delete(
    '/proposals/:id/share',
    noContent({ access: 'subscriber', params: ID }, ({ user, params }) =>
      revokeShareLinks(db, user.id, params.id),
    ),
  );

  app.post(
    '/proposals/:id/send',
    route(
      {
        access: 'subscriber',
        params: ID,
        body: SendProposalInputSchema,
        responds: { 200: SendProposalResultSchema },
      },
      async ({ user, params, body }, request) =>
        sendProposal(
          {
            db,
            storage,
            mail,
            appUrl: config.appUrl,
            warn: (err, what) => request.log.warn({ err }, `${what} could not be read`),
          },
          user,
          params.id,
          body,
        ),
    ),
  );

  app.get(
    '/proposals/:id/accepted.pdf',
    route({ access: 'subscriber', params: ID }, async ({ user, params }, request, reply) => {
      const { pdf, contentDisposition } = await readAcceptedPdf(
        {
          db,
          storage,
          config,
          warn: (err) => request.log.warn({ err }, 'company logo could not be read'),
        },
        user.id,
        params.id,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    }),
  );
}
