import { ArrowLeft, Download, FileText, LoaderCircle, Printer } from 'lucide-react';
import { LinkButton } from '#client/components/link-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { displaySurveyStatus } from '#shared/enums.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import { useDownloadReport } from '../hooks/use-download-report.ts';

/** Back to surveys, Create Proposal (final surveys only), Print and Download. Never printed. */
export function ReportToolbar({ survey }: { survey: Survey }) {
  const { downloadReport, isDownloading } = useDownloadReport(survey.id, survey.facilityName);
  const isFinal = displaySurveyStatus(survey.status) === 'final';

  return (
    <div
      className="no-print mx-auto mb-4 flex max-w-4xl flex-col gap-3 print:hidden sm:mb-6 sm:flex-row sm:items-center sm:justify-between"
      data-print-hide
      data-testid="report-toolbar"
    >
      <LinkButton
        href="/surveys"
        icon={ArrowLeft}
        variant="ghost"
        className="-ml-2 self-start px-2 sm:-ml-3 sm:self-auto sm:px-3"
      >
        Back to Surveys
      </LinkButton>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        {isFinal && (
          <LinkButton
            href={`/proposal-generator?surveyId=${survey.id}`}
            icon={FileText}
            className="col-span-2"
          >
            Create Proposal
          </LinkButton>
        )}
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
        <Button variant="outline" onClick={downloadReport} disabled={isDownloading} aria-busy={isDownloading}>
          {isDownloading ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {isDownloading ? 'Preparing PDF...' : 'Download'}
        </Button>
      </div>
    </div>
  );
}
