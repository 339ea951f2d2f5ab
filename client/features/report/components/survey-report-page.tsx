import { useParams } from 'wouter';
import { InvalidLink } from '#client/components/invalid-link.tsx';
import { SyncConflictsNote } from '#client/features/offline/sync-conflicts-note.tsx';
import { errorMessage, isApiError } from '#client/lib/api.ts';
import { parseRouteRecordId } from '#client/lib/offline/ids.ts';
import { formatDateUS } from '#shared/calc/format.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { buildScaleCorrosionPanel, chooseScaleCorrosionContext } from '#shared/report/scale-corrosion.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import { DEFAULT_RANGES_NOTE } from '../hooks/report-ranges.ts';
import { useSurveyReport } from '../hooks/use-survey-report.ts';
import { FacilitySection } from './facility-section.tsx';
import { ObservationsSection } from './observations-section.tsx';
import { ReportHeading } from './report-heading.tsx';
import { ReportMessage } from './report-message.tsx';
import { ReportToolbar } from './report-toolbar.tsx';
import { ScaleCorrosionSection } from './scale-corrosion-section.tsx';
import { SystemsSection } from './systems-section.tsx';
import { WaterQualitySection } from './water-quality-section.tsx';
import '../report-print.css';

/** /survey-report/:id: the survey as a printable document, with back, Create Proposal, Print and Download. */
export function SurveyReportPage() {
  const params = useParams<{ id?: string }>();
  const surveyId = parseRouteRecordId(params.id);
  if (!params.id?.trim()) return <ReportMessage text="Survey ID is required" />;
  if (surveyId === null) return <InvalidLink thing="survey" href="/surveys" place="My Surveys" />;
  return <SurveyReport surveyId={surveyId} />;
}

function SurveyReport({ surveyId }: { surveyId: number }) {
  const { survey, equipment, waterQuality, observations, waterRanges } = useSurveyReport(surveyId);
  if (survey.error) {
    const isMissing = isApiError(survey.error, 404);
    return (
      <ReportMessage
        text={isMissing ? 'Survey not found' : errorMessage(survey.error, "Couldn't load the survey report.")}
      />
    );
  }
  const isLoading =
    survey.isLoading ||
    equipment.isLoading ||
    waterQuality.isLoading ||
    observations.isLoading ||
    waterRanges.isLoading;
  if (isLoading || !survey.data) return <ReportMessage text="Loading survey report..." isLoading />;

  return (
    <div className="report-page">
      <ReportToolbar survey={survey.data} />
      <SyncConflictsNote surveyId={surveyId} />
      <div className="report-desk -mx-4 sm:mx-0 sm:rounded-2xl sm:bg-slate-200/70 sm:p-6 lg:p-10">
        <article
          className="report-sheet mx-auto max-w-4xl overflow-hidden bg-white shadow-sm sm:rounded-lg sm:shadow-lg"
          data-testid="report-sheet"
        >
          <ReportHeading survey={survey.data} />
          <div className="space-y-8 px-5 py-6 sm:space-y-10 sm:px-10 sm:py-8">
            <FacilitySection survey={survey.data} />
            <SystemsSection
              equipment={equipment.data}
              isError={equipment.isError}
              conductivity={waterQuality.data?.conductivity}
            />
            <WaterQualitySection
              waterQuality={waterQuality.data}
              equipment={equipment.data}
              isError={waterQuality.isError}
            />
            <ScaleCorrosionSection
              panel={
                waterQuality.isError
                  ? null
                  : buildScaleCorrosionPanel(
                      waterQuality.data,
                      chooseScaleCorrosionContext(
                        equipment.data ?? [],
                        waterQuality.data?.conductivity,
                        waterRanges.data,
                      ),
                    )
              }
              rangesNote={waterRanges.isError ? DEFAULT_RANGES_NOTE : null}
            />
            <ObservationsSection observations={observations.data} isError={observations.isError} />
          </div>
          <ReportFooter survey={survey.data} />
        </article>
      </div>
    </div>
  );
}

function ReportFooter({ survey }: { survey: Survey }) {
  return (
    <footer className="report-footer flex flex-wrap justify-between gap-2 border-t border-slate-200 px-5 py-4 text-xs text-slate-500 sm:px-10">
      <span>
        {PRODUCT_NAME} · Facility Survey Report · {survey.facilityName}
      </span>
      <span>Generated {formatDateUS(new Date())}</span>
    </footer>
  );
}
