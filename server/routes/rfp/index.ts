import type { FastifyInstance } from 'fastify';
import { AnalyzeRfpResultSchema, RfpUploadTicketSchema } from '#shared/schemas/rfp.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { respondsWith } from '../../plugins/openapi.ts';
import { analyzeRfp } from '../../services/rfp/analyze-rfp.ts';
import { requestRfpUpload } from '../../services/rfp/rfp-files.ts';

const UPLOAD_TICKET = respondsWith({ 200: RfpUploadTicketSchema });
const ANALYSIS = respondsWith({ 200: AnalyzeRfpResultSchema });

/** RFP files: a one-time upload link (spec: POST /api/objects/upload) and the analysis of an uploaded RFP. */
export async function rfpRoutes(app: FastifyInstance): Promise<void> {
  app.post('/objects/upload', UPLOAD_TICKET, async (request) => {
    const user = requireSubscriber(request);
    return requestRfpUpload({ ...app.deps, log: request.log }, user.id, request.body);
  });

  app.post('/analyze-rfp', ANALYSIS, async (request) => {
    const user = requireSubscriber(request);
    const warn = (details: object, message: string) => request.log.warn(details, message);
    return analyzeRfp({ ...app.deps, log: request.log, warn }, user.id, request.body);
  });
}
