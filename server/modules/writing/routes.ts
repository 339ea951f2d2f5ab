import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '#server/lib/errors.ts';
import { route } from '#server/plugins/route.ts';
import {
  AI_MESSAGES,
  type GenerateProposalEvent,
  GenerateProposalInputSchema,
  GenerateProposalResultSchema,
  PROGRESS_STREAM_TYPE,
} from '#shared/schemas/proposal-writing.ts';
import { prepareProposalWriting, type WritingEvents, writeProposal } from './generate.ts';
import { WriterError } from './index.ts';

// Progress events are sent at most this often (characters written), so a fast model does not flood the stream.
const PROGRESS_STEP_CHARACTERS = 400;

function lacksIds(body: unknown): boolean {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return [fields.surveyId, fields.proposalId].some((id) => id === undefined || id === null || id === '');
}

/** The spec's message for a writer that failed: 504 when it ran out of time, 502 when it answered badly. */
function toHttpError(error: unknown, request: FastifyRequest): unknown {
  if (!(error instanceof WriterError)) return error;
  request.log.warn({ err: error.cause ?? error }, error.message);
  return new HttpError(
    error.reason === 'timeout' ? 504 : 502,
    AI_MESSAGES.failed,
    undefined,
    undefined,
    'service_unavailable',
  );
}

/** An error as a stream event: the HttpError's status and message, else the generic 500. */
function errorEvent(error: unknown, request: FastifyRequest): GenerateProposalEvent {
  const mapped = toHttpError(error, request);
  if (mapped instanceof HttpError) {
    return { type: 'error', status: mapped.statusCode, message: mapped.message, code: mapped.code };
  }
  request.log.error({ err: error }, 'writing a proposal failed');
  return {
    type: 'error',
    status: 500,
    message: 'Something went wrong. Please try again later.',
    code: 'internal_error',
  };
}

/**
 * Proposal writing. POST /api/ai/generate-proposal answers the result as JSON (spec 7); a client that accepts
 * application/x-ndjson gets the same answer as the last line of a stream of progress events
 * ({type: 'stage' | 'progress' | 'result' | 'error'}), once the request has been checked.
 */
export async function aiRoutes(app: FastifyInstance): Promise<void> {
  const { db, writer } = app.deps;

  app.post(
    '/ai/generate-proposal',
    route(
      {
        access: 'subscriber',
        // Without both ids the answer is the spec's one message, before the schema names a field.
        before: (_input, request) => {
          if (lacksIds(request.body)) throw badRequest(AI_MESSAGES.missingInputs);
        },
        body: GenerateProposalInputSchema,
        responds: { 200: GenerateProposalResultSchema },
      },
      async ({ user, body }, request, reply) => {
        const prepared = await prepareProposalWriting(db, user, body);
        const isStream = String(request.headers.accept ?? '').includes(PROGRESS_STREAM_TYPE);
        if (!isStream) {
          try {
            return await writeProposal({ db, writer }, prepared);
          } catch (error) {
            throw toHttpError(error, request);
          }
        }

        const stream = new PassThrough();
        const send = (event: GenerateProposalEvent) => stream.write(`${JSON.stringify(event)}\n`);
        const aborted = new AbortController();
        // The response closing before it finished means the client left: stop the model call.
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) aborted.abort();
        });
        let reported = 0;
        const events: WritingEvents = {
          signal: aborted.signal,
          onStage: (stage) => send({ type: 'stage', stage }),
          onProgress: (characters) => {
            if (characters - reported < PROGRESS_STEP_CHARACTERS) return;
            reported = characters;
            send({ type: 'progress', characters });
          },
        };
        writeProposal({ db, writer }, prepared, events)
          .then((result) => send({ type: 'result', result }))
          .catch((error: unknown) => send(errorEvent(error, request)))
          .finally(() => stream.end());
        return reply.type(PROGRESS_STREAM_TYPE).send(stream);
      },
    ),
  );
}
