import { useQuery } from '@tanstack/react-query';
import { BellRing, Plus } from 'lucide-react';
import { followUpsQueryOptions } from '#client/api/follow-ups.ts';
import { PAGE_HEADERS } from '#client/app/page-headers.ts';
import { EmptyState } from '#client/components/empty-state.tsx';
import { LinkButton } from '#client/components/link-button.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { SkeletonCards } from '#client/components/skeleton-cards.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { isUnauthorizedError } from '#client/lib/api.ts';
import { FollowUpCard } from './follow-up-card.tsx';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Follow-up dates and tasks from every survey, each linking to its report. */
export function FollowUpsPage() {
  const { user } = useAuth();
  const { data, isLoading, error } = useQuery(followUpsQueryOptions());

  return (
    <div>
      <PageHeader {...PAGE_HEADERS['/follow-ups']} />
      {!user || isUnauthorizedError(error) ? (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
          Please log in to view follow ups.
        </p>
      ) : isLoading ? (
        <div className={GRID} aria-busy="true">
          <SkeletonCards
            count={3}
            className="space-y-3 p-5"
            bars={['h-5 w-2/3', 'h-4 w-1/3', 'h-16 w-full']}
          />
        </div>
      ) : error ? (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
          Couldn't load your follow-ups. Refresh the page to try again.
        </p>
      ) : !data?.length ? (
        <EmptyState
          icon={BellRing}
          title="No follow-ups yet"
          description="Follow-up dates and tasks you record in a survey's Observations step appear here."
          action={
            <LinkButton href="/new-survey" icon={Plus}>
              Create New Survey
            </LinkButton>
          }
        />
      ) : (
        <div className={GRID}>
          {data.map((followUp) => (
            <FollowUpCard key={followUp.id} followUp={followUp} />
          ))}
        </div>
      )}
    </div>
  );
}
