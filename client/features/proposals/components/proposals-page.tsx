import { FileText, Plus } from 'lucide-react';
import { useProposalPages } from '#client/api/proposals.ts';
import { PAGE_HEADERS } from '#client/app/page-headers.ts';
import { EmptyState } from '#client/components/empty-state.tsx';
import { LinkButton } from '#client/components/link-button.tsx';
import { LoadMore } from '#client/components/load-more.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { ProposalCard } from './proposal-card.tsx';

function ProposalCardSkeleton() {
  return (
    <Card className="p-5" data-testid="proposal-skeleton">
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <Skeleton className="mt-6 h-8 w-1/2" />
      <Skeleton className="mt-4 h-4 w-2/3" />
      <div className="mt-6 flex gap-2">
        <Skeleton className="h-9 flex-1" />
        <Skeleton className="h-9 flex-1" />
        <Skeleton className="size-9" />
      </div>
    </Card>
  );
}

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** /proposals: the proposals as cards (status, annual value, dates; view, edit, delete), a page at a time. */
export function ProposalsPage() {
  const { query, items: proposals } = useProposalPages();
  const createButton = (
    <LinkButton href="/surveys" icon={Plus}>
      Create from Survey
    </LinkButton>
  );

  return (
    <div>
      <PageHeader
        title={PAGE_HEADERS['/proposals'].title}
        description={PAGE_HEADERS['/proposals'].description}
        actions={createButton}
      />
      {query.isPending ? (
        <div className={GRID} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <ProposalCardSkeleton key={i} />
          ))}
        </div>
      ) : !query.data ? (
        <EmptyState
          icon={FileText}
          title="Couldn't load your proposals"
          description={errorMessage(query.error, 'Please try again.')}
        />
      ) : proposals.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No proposals yet"
          description="Proposals start from a final survey. Open one of your surveys to price its chemical program."
          action={<LinkButton href="/surveys">Go to My Surveys</LinkButton>}
        />
      ) : (
        <>
          <ul className={GRID} aria-label="Proposals">
            {proposals.map((proposal) => (
              <li key={proposal.id}>
                <ProposalCard proposal={proposal} />
              </li>
            ))}
          </ul>
          <LoadMore noun="proposals" list={query} />
        </>
      )}
    </div>
  );
}
