import { SurveyStatusBadge } from '#client/components/status-badge.tsx';
import { formatDateUS } from '#shared/calc/format.ts';
import { INDUSTRY_TYPES, labelOf } from '#shared/enums.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import { surveyHref } from '../lib/dashboard-items.ts';
import { ListCard, ListRow } from './list-card.tsx';

type RecentSurveysCardProps = { surveys: Survey[]; isLoading: boolean; isError: boolean };

/** The newest surveys: facility, industry, created date and status; final ones open the report, others the wizard. */
export function RecentSurveysCard({ surveys, isLoading, isError }: RecentSurveysCardProps) {
  return (
    <ListCard
      title="Recent Surveys"
      viewAllHref="/surveys"
      viewAllLabel="View All Surveys"
      isLoading={isLoading}
      isError={isError}
      isEmpty={surveys.length === 0}
      emptyText="No recent surveys"
    >
      {surveys.map((survey) => (
        <ListRow
          key={survey.id}
          href={surveyHref(survey)}
          title={survey.facilityName}
          details={
            <>
              {labelOf(INDUSTRY_TYPES, survey.industryType)}
              <span aria-hidden="true"> · </span>
              {formatDateUS(survey.createdAt)}
            </>
          }
          badge={<SurveyStatusBadge status={survey.status} />}
        />
      ))}
    </ListCard>
  );
}
