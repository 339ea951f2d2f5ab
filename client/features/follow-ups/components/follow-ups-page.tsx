import { useQuery } from '@tanstack/react-query';
import { BellRing, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { followUpsQueryOptions } from '#client/api/follow-ups.ts';
import { PAGE_HEADERS } from '#client/app/page-headers.ts';
import { EmptyState } from '#client/components/empty-state.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
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
          {[0, 1, 2].map((i) => (
            <Card key={i} className="space-y-3 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-16 w-full" />
            </Card>
          ))}
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
            <Button asChild>
              <Link href="/new-survey">
                <Plus aria-hidden="true" />
                Create New Survey
              </Link>
            </Button>
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
