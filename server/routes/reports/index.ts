import type { FastifyInstance } from 'fastify';
import { reportFileName } from '#shared/report/index.ts';
import { parseId } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { loadLetterhead } from '../../services/company/letterhead.ts';
import { SURVEY_NOT_FOUND } from '../../services/not-found.ts';
import { loadSurveyReport } from '../../services/reports/load-survey-report.ts';

// The PDF stack (pdfkit, fonts, sharp) is loaded with the first report, so an idle server does not hold it.
const loadRenderer = () =>
  Promise.all([
    import('../../services/reports/load-report-photos.ts'),
    import('../../services/reports/render-survey-report.ts'),
  ]);

/** The survey report as a PDF made on the server (the report page's Download button). */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;

  app.get<{ Params: { id: string } }>('/surveys/:id/report.pdf', async (request, reply) => {
    const user = requireSubscriber(request);
    const surveyId = parseId(request.params.id, SURVEY_NOT_FOUND);
    const report = await loadSurveyReport(db, user.id, surveyId);
    const [{ loadReportPhotos }, { renderSurveyReportPdf }] = await loadRenderer();
    const photos = await loadReportPhotos(
      storage,
      report.equipment.flatMap((system) => system.photos),
      (err, key) => request.log.warn({ err, key }, 'report photo could not be read'),
    );
    const letterhead = await loadLetterhead({ db, storage }, user, (err) =>
      request.log.warn({ err }, 'company logo could not be read'),
    );
    const pdf = await renderSurveyReportPdf(report, photos, letterhead);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${reportFileName(report.survey.facilityName)}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
