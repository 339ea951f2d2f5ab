import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { proposalAnsweredMessage } from '#server/adapters/mail/templates/proposal-answered.ts';
import { clock } from '#server/lib/clock.ts';
import { readSharedAcceptedPdf, recordAcceptedPdf } from '#server/modules/proposals/accepted-pdf.ts';
import {
  type AnswerOutcome,
  acceptSharedProposal,
  declineSharedProposal,
  openSharedProposal,
  sharedProposalOwner,
} from '#server/modules/proposals/sharing.ts';
import { route } from '#server/plugins/route.ts';
import {
  AcceptProposalInputSchema,
  DeclineProposalInputSchema,
  PublicProposalSchema,
} from '#shared/schemas/proposal-sharing.ts';
import { countPublicRequest, PUBLIC_PROPOSAL_LIMITS } from './public-limits.ts';

const ONE = { 200: PublicProposalSchema };
// The link's token is the only key: any text, looked up as it is sent.
const TOKEN = { token: (token: string) => token };

/** Public answers are for the customer alone: never indexed, never cached, never sent on as a referrer. */
function keepPrivate(reply: FastifyReply): void {
  reply.header('X-Robots-Tag', 'noindex, nofollow');
  reply.header('Referrer-Policy', 'no-referrer');
}

/**
 * The customer's side of a shared proposal (docs/decisions/040-send-share-and-accept.md): no sign-in, the link's
 * token is the only key; rate-limited per address; 410 for an expired or revoked link.
 */
export async function publicProposalRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, mail, config } = app.deps;
  /** Counted before the body is read, so every request counts whatever it sends. */
  const limited = (limit: (typeof PUBLIC_PROPOSAL_LIMITS)[keyof typeof PUBLIC_PROPOSAL_LIMITS]) => ({
    access: 'none' as const,
    params: TOKEN,
    before: async (_input: unknown, request: FastifyRequest, reply: FastifyReply) => {
      keepPrivate(reply);
      await countPublicRequest(db, limit, request.ip);
    },
  });

  app.get(
    '/public/proposals/:token',
    route({ ...limited(PUBLIC_PROPOSAL_LIMITS.read), responds: ONE }, async ({ params }) =>
      openSharedProposal(db, params.token),
    ),
  );

  app.get(
    '/public/proposals/:token/proposal.pdf',
    route(limited(PUBLIC_PROPOSAL_LIMITS.read), async ({ params }, request, reply) => {
      const { proposalId, rep } = await sharedProposalOwner(db, params.token);
      const { createProposalPdf } = await import('#server/modules/proposal-pdf/index.ts');
      const { pdf, contentDisposition } = await createProposalPdf(
        { db, storage, onLogoError: (err) => request.log.warn({ err }, 'company logo could not be read') },
        rep,
        proposalId,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition.replace(/^attachment/, 'inline'))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    }),
  );

  app.get(
    '/public/proposals/:token/accepted.pdf',
    route(limited(PUBLIC_PROPOSAL_LIMITS.read), async ({ params }, request, reply) => {
      const { pdf, contentDisposition } = await readSharedAcceptedPdf(
        { db, storage, config, warn: (err) => request.log.warn({ err }, 'company logo could not be read') },
        params.token,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    }),
  );

  /** Tells the rep, once, when this call changed the status; a mail failure never fails the customer's answer. */
  const tellRep = async (
    request: FastifyRequest,
    outcome: AnswerOutcome,
    answer: { byName: string | null; byTitle: string | null; reason: string | null },
  ) => {
    if (!outcome.changed) return;
    const status = outcome.proposal.status === 'accepted' ? 'accepted' : 'rejected';
    await mail.send(
      proposalAnsweredMessage({
        to: outcome.repEmail,
        proposalTitle: outcome.proposal.title,
        answer: status,
        ...answer,
        at: clock.now(),
        link: `${config.appUrl}/proposals/${outcome.proposalId}`,
      }),
    );
    request.log.info({ status }, 'proposal answered on its public page');
  };

  app.post(
    '/public/proposals/:token/accept',
    route(
      { ...limited(PUBLIC_PROPOSAL_LIMITS.answer), body: AcceptProposalInputSchema, responds: ONE },
      async ({ params, body: input }, request) => {
        const outcome = await acceptSharedProposal(db, params.token, input, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        // The signed record is made once, as the acceptance happens, so the customer can download it at once.
        // A failure here does not undo the customer's answer: it is logged, and the record is made on first download.
        if (outcome.changed)
          await recordAcceptedPdf(
            {
              db,
              storage,
              config,
              warn: (err) => request.log.warn({ err }, 'company logo could not be read'),
            },
            outcome.proposalId,
          ).catch((err: unknown) =>
            request.log.error({ err }, 'the signed acceptance PDF could not be made'),
          );
        await tellRep(request, outcome, { byName: input.name, byTitle: input.title ?? null, reason: null });
        return outcome.proposal;
      },
    ),
  );

  app.post(
    '/public/proposals/:token/decline',
    route(
      { ...limited(PUBLIC_PROPOSAL_LIMITS.answer), body: DeclineProposalInputSchema, responds: ONE },
      async ({ params, body: input }, request) => {
        const outcome = await declineSharedProposal(db, params.token, input, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        await tellRep(request, outcome, { byName: null, byTitle: null, reason: input.reason ?? null });
        return outcome.proposal;
      },
    ),
  );
}
