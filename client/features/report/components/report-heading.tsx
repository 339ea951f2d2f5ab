import { LogoMark } from '#client/components/logo.tsx';
import { formatDateUS } from '#shared/calc/format.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { displaySurveyStatus, INDUSTRY_TYPES, labelOf, SURVEY_STATUSES } from '#shared/enums.ts';
import type { Survey } from '#shared/schemas/survey.ts';

/** The document's title band and the facility it is about. */
export function ReportHeading({ survey }: { survey: Survey }) {
  const status = labelOf(SURVEY_STATUSES, displaySurveyStatus(survey.status));
  return (
    <header className="report-heading">
      <div className="report-band flex items-center justify-between gap-4 bg-brand-800 px-5 py-4 text-white sm:px-10 sm:py-5">
        <div className="flex min-w-0 items-center gap-3">
          <LogoMark className="report-logo size-8 sm:size-9" />
          <div className="min-w-0">
            <p className="truncate text-sm font-bold sm:text-base">{PRODUCT_NAME}</p>
            <p className="truncate text-xs text-brand-100 sm:text-sm">Facility Survey Report</p>
          </div>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-[0.6875rem] font-medium tracking-wider text-brand-100 uppercase">Survey Date</p>
          <p className="text-sm font-semibold sm:text-base">{formatDateUS(survey.createdAt)}</p>
        </div>
      </div>
      <div className="px-5 pt-6 sm:px-10 sm:pt-8">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {survey.facilityName}
        </h1>
        <p className="mt-1 text-sm break-words text-slate-600 sm:text-base">{survey.facilityAddress}</p>
        <p className="mt-2 text-sm text-slate-500">
          {labelOf(INDUSTRY_TYPES, survey.industryType)}
          <span aria-hidden="true"> · </span>
          Status: <span className="font-medium text-slate-700">{status}</span>
        </p>
      </div>
    </header>
  );
}
