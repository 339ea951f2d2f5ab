import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '#server/lib/errors.ts';
import { PROPOSAL_NOT_FOUND } from '#server/lib/not-found.ts';
import { requestLogoUpload } from '#server/modules/company/logo.ts';
import { route } from '#server/plugins/route.ts';
import { PROGRESS_STREAM_TYPE } from '#shared/schemas/proposal-writing.ts';
import {
  type AnalyzeRfpEvent,
  AnalyzeRfpInputSchema,
  AnalyzeRfpResultSchema,
  RfpAnalysisSchema,
  RfpReviewInputSchema,
  RfpUploadTicketSchema,
} from '#shared/schemas/rfp.ts';
import { prepareRfpAnalysis, runRfpAnalysis } from './analyze-rfp.ts';
import { parseUploadRequest, requestRfpUpload } from './rfp-files.ts';
import { storeRfpReview } from './stored-analysis.ts';

/**
 * RFP files: a one-time upload link (spec: POST /api/objects/upload; `kind: "logo"` asks for a company logo's link
 * instead, saved by PUT /api/settings/company) and the analysis of an uploaded RFP.
 */
export async function rfpRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/objects/upload',
    route(
      { access: 'subscriber', body: parseUploadRequest, responds: { 200: RfpUploadTicketSchema } },
      async ({ user, body }, request) => {
        const deps = { ...app.deps, log: request.log };
        if (body.kind === 'logo') return requestLogoUpload(deps, user.id, body.input);
        return requestRfpUpload(deps, user.id, body.input);
      },
    ),
  );

  // JSON answers the spec's result; a client accepting application/x-ndjson gets, once the request is checked
  // (400, 404, 409, 413 and 415 still come as plain errors), stages, each OCR page as it starts, and the result.
  app.post(
    '/analyze-rfp',
    route(
      { access: 'subscriber', body: AnalyzeRfpInputSchema, responds: { 200: AnalyzeRfpResultSchema } },
      async ({ user, body }, request, reply) => {
        const warn = (details: object, message: string) => request.log.warn(details, message);
        const deps = { ...app.deps, log: request.log, warn };
        const prepared = await prepareRfpAnalysis(deps, user.id, body);
        if (!String(request.headers.accept ?? '').includes(PROGRESS_STREAM_TYPE))
          return runRfpAnalysis(deps, user.id, prepared);
        const stream = new PassThrough();
        const send = (event: AnalyzeRfpEvent) => stream.write(`${JSON.stringify(event)}\n`);
        runRfpAnalysis(deps, user.id, prepared, {
          onStage: (stage) => send({ type: 'stage', stage }),
          onOcrPage: ({ page, index, total }) => send({ type: 'ocr', page, index, total }),
        })
          .then((result) => send({ type: 'result', result }))
          .catch((error: unknown) => {
            if (error instanceof HttpError)
              return send({
                type: 'error',
                status: error.statusCode,
                message: error.message,
                code: error.code,
              });
            request.log.error({ err: error }, 'analysing an RFP failed');
            send({
              type: 'error',
              status: 500,
              message: 'Something went wrong. Please try again later.',
              code: 'internal_error',
            });
          })
          .finally(() => stream.end());
        return reply.type(PROGRESS_STREAM_TYPE).send(stream);
      },
    ),
  );

  // The rep's review of the analysis (requirements dismissed and added), kept with the proposal.
  app.put(
    '/proposals/:id/rfp-review',
    route(
      {
        access: 'subscriber',
        params: { id: PROPOSAL_NOT_FOUND },
        body: RfpReviewInputSchema,
        responds: { 200: RfpAnalysisSchema },
      },
      async ({ user, params, body }) => storeRfpReview(app.deps.db, user.id, params.id, body),
    ),
  );
}
