import type { FastifyInstance } from 'fastify';
import { SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';
import { route } from '#server/plugins/route.ts';
import { createSurveyReportPdf } from './survey-report-pdf.ts';

/** The survey report as a PDF made on the server (the report page's Download button). */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;

  app.get(
    '/surveys/:id/report.pdf',
    route(
      { access: 'subscriber', params: { id: SURVEY_NOT_FOUND } },
      async ({ user, params }, request, reply) => {
        const { pdf, fileName } = await createSurveyReportPdf(
          { db, storage, warn: (err, what) => request.log.warn({ err }, `${what} could not be read`) },
          user,
          params.id,
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    ),
  );
}
