import type { Database } from '#db/client.ts';
import type { StorageService } from '#server/adapters/storage/types.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { loadLetterhead } from '#server/modules/company/letterhead.ts';
import { reportFileName } from '#shared/report/index.ts';
import { loadSurveyReport } from './load-survey-report.ts';

/** A survey report as a PDF and its file name. */
export interface SurveyReportPdf {
  pdf: Buffer;
  fileName: string;
}

/**
 * The survey report PDF of the user's survey (404 for another user's): the report page's Download, and the
 * attachment of a sent proposal. The PDF stack (pdfkit, fonts, sharp) is loaded with the first report.
 */
export async function createSurveyReportPdf(
  deps: { db: Database; storage: StorageService; warn: (error: unknown, what: string) => void },
  user: UserRow,
  surveyId: number,
): Promise<SurveyReportPdf> {
  const report = await loadSurveyReport(deps.db, user.id, surveyId);
  const [{ loadReportPhotos }, { renderSurveyReportPdf }] = await Promise.all([
    import('./load-report-photos.ts'),
    import('./render-survey-report.ts'),
  ]);
  const photos = await loadReportPhotos(
    deps.storage,
    report.equipment.flatMap((system) => system.photos),
    (err, key) => deps.warn(err, `report photo ${key}`),
  );
  const letterhead = await loadLetterhead(deps, user, (err) => deps.warn(err, 'company logo'));
  const pdf = await renderSurveyReportPdf(report, photos, letterhead);
  return { pdf, fileName: reportFileName(report.survey.facilityName) };
}
