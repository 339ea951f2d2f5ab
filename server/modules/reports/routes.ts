import type { FastifyInstance } from 'fastify';
import { SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';
import { parseId } from '#server/lib/validation.ts';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { createSurveyReportPdf } from './survey-report-pdf.ts';

/** The survey report as a PDF made on the server (the report page's Download button). */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;

  app.get<{ Params: { id: string } }>('/surveys/:id/report.pdf', async (request, reply) => {
    const user = requireSubscriber(request);
    const surveyId = parseId(request.params.id, SURVEY_NOT_FOUND);
    const { pdf, fileName } = await createSurveyReportPdf(
      { db, storage, warn: (err, what) => request.log.warn({ err }, `${what} could not be read`) },
      user,
      surveyId,
    );
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
