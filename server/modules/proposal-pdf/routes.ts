import type { FastifyInstance } from 'fastify';
import { route } from '#server/plugins/route.ts';
import { GenerateProposalPdfInputSchema } from '#shared/schemas/proposal-writing.ts';

/**
 * POST /api/generate-pdf-proposal {proposalId}: the proposal as a PDF made on the server, named after its title
 * (spec 7). Another user's proposal answers 404 like a missing one; a proposal without written content, 400.
 */
export async function proposalPdfRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;

  app.post(
    '/generate-pdf-proposal',
    route(
      { access: 'subscriber', body: GenerateProposalPdfInputSchema },
      async ({ user, body }, request, reply) => {
        // The PDF stack (pdfkit, fonts, marked) is loaded with the first proposal PDF, not held by an idle server.
        const { createProposalPdf } = await import('./index.ts');
        const { pdf, contentDisposition } = await createProposalPdf(
          { db, storage, onLogoError: (err) => request.log.warn({ err }, 'company logo could not be read') },
          user,
          body.proposalId,
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', contentDisposition)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    ),
  );
}
