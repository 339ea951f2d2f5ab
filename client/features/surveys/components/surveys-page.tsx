import { ClipboardList, Plus, RefreshCw, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type SurveyFilters, useSurveyPages } from '#client/api/surveys.ts';
import { PAGE_HEADERS } from '#client/app/page-headers.ts';
import { EmptyState } from '#client/components/empty-state.tsx';
import { LinkButton } from '#client/components/link-button.tsx';
import { LoadMore } from '#client/components/load-more.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { Survey } from '#shared/schemas/survey.ts';
import { DeleteSurveyDialog } from './delete-survey-dialog.tsx';
import { SurveyCard } from './survey-card.tsx';
import { SurveyCardSkeleton } from './survey-card-skeleton.tsx';
import { SurveyFiltersBar } from './survey-filters.tsx';

const SKELETON_COUNT = 6;
const NO_FILTERS: SurveyFilters = { q: '', status: '' };

/** /surveys: the surveys as cards (report, edit, proposal, delete), a page at a time, searchable on the server. */
export function SurveysPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const { query: surveys, items } = useSurveyPages(filters);
  const isFiltered = filters.q !== '' || filters.status !== '';
  // Clearing remounts the filter bar so its search box empties too.
  const [clearCount, setClearCount] = useState(0);

  function clearFilters() {
    setFilters(NO_FILTERS);
    setClearCount((count) => count + 1);
  }
  const [pendingDelete, setPendingDelete] = useState<Survey | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  function askDelete(survey: Survey) {
    setPendingDelete(survey);
    setIsDeleteOpen(true);
  }

  let body: ReactNode;
  // A failed "Load more" keeps the rows already shown: only a failed first page replaces the list.
  if (surveys.isPending) {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading surveys">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <SurveyCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (!surveys.data) {
    body = (
      <EmptyState
        icon={RefreshCw}
        title="Your surveys could not be loaded"
        description="Check your connection and try again."
        action={<Button onClick={() => void surveys.refetch()}>Try Again</Button>}
      />
    );
  } else if (items.length === 0 && isFiltered) {
    body = (
      <EmptyState
        icon={SearchX}
        title="No surveys match"
        description="Try other words or another status."
        action={<Button onClick={clearFilters}>Clear Filters</Button>}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={ClipboardList}
        title="No surveys yet"
        description="Create your first facility survey to get started"
        action={
          <LinkButton href="/new-survey" icon={Plus}>
            Create Survey
          </LinkButton>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Surveys">
          {items.map((survey) => (
            <li key={survey.id} className="grid">
              <SurveyCard survey={survey} onDelete={askDelete} />
            </li>
          ))}
        </ul>
        <LoadMore noun="surveys" list={surveys} />
      </>
    );
  }

  return (
    <div>
      <PageHeader
        title={PAGE_HEADERS['/surveys'].title}
        description={PAGE_HEADERS['/surveys'].description}
        actions={
          <LinkButton href="/new-survey" icon={Plus} className="w-full sm:w-auto">
            New Survey
          </LinkButton>
        }
      />
      <SurveyFiltersBar key={clearCount} filters={filters} onChange={setFilters} />
      {body}
      <DeleteSurveyDialog survey={pendingDelete} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
    </div>
  );
}
