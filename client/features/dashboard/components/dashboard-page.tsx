import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { openProposalsQueryOptions } from '#client/api/proposals.ts';
import { recentSurveysQueryOptions } from '#client/api/surveys.ts';
import { PAGE_HEADERS, welcomeText } from '#client/app/page-headers.ts';
import { LinkButton } from '#client/components/link-button.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { ActiveProposalsCard } from './active-proposals-card.tsx';
import { FirstSurveyCta } from './first-survey-cta.tsx';
import { RecentSurveysCard } from './recent-surveys-card.tsx';
import { StatCards } from './stat-cards.tsx';

/** The signed-in home page: stats, the newest surveys and the open proposals. */
export function DashboardPage() {
  const { user } = useAuth();
  const surveys = useQuery(recentSurveysQueryOptions());
  const proposals = useQuery(openProposalsQueryOptions());
  const firstName = user?.firstName?.trim();
  const hasNoSurveys = surveys.isSuccess && surveys.data.length === 0;

  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <PageHeader
        className="mb-0"
        title={PAGE_HEADERS['/'].title}
        description={welcomeText(firstName, hasNoSurveys)}
        actions={
          !surveys.isLoading &&
          !hasNoSurveys && (
            <LinkButton href="/new-survey" icon={Plus}>
              New Survey
            </LinkButton>
          )
        }
      />
      {hasNoSurveys && <FirstSurveyCta />}
      <StatCards />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2">
        <RecentSurveysCard
          surveys={surveys.data ?? []}
          isLoading={surveys.isLoading}
          isError={surveys.isError}
        />
        <ActiveProposalsCard
          proposals={proposals.data ?? []}
          isLoading={proposals.isLoading}
          isError={proposals.isError}
        />
      </div>
    </div>
  );
}
