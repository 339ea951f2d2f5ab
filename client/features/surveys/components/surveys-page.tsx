import { ClipboardList, Plus, RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '#client/components/empty-state.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { Survey } from '#shared/schemas/survey.ts';
import { useSurveys } from '../api/surveys.ts';
import { DeleteSurveyDialog } from './delete-survey-dialog.tsx';
import { SurveyCard } from './survey-card.tsx';
import { SurveyCardSkeleton } from './survey-card-skeleton.tsx';

const SKELETON_COUNT = 6;

/** /surveys: every survey as a card with report, edit, proposal and delete actions. */
export function SurveysPage() {
  const surveys = useSurveys();
  const [pendingDelete, setPendingDelete] = useState<Survey | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  function askDelete(survey: Survey) {
    setPendingDelete(survey);
    setIsDeleteOpen(true);
  }

  let body: ReactNode;
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
  } else if (surveys.isError) {
    body = (
      <EmptyState
        icon={RefreshCw}
        title="Your surveys could not be loaded"
        description="Check your connection and try again."
        action={<Button onClick={() => void surveys.refetch()}>Try Again</Button>}
      />
    );
  } else if (surveys.data.length === 0) {
    body = (
      <EmptyState
        icon={ClipboardList}
        title="No surveys yet"
        description="Create your first facility survey to get started"
        action={
          <Button asChild>
            <Link href="/new-survey">
              <Plus aria-hidden="true" />
              Create Survey
            </Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {surveys.data.map((survey) => (
          <li key={survey.id} className="grid">
            <SurveyCard survey={survey} onDelete={askDelete} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <PageHeader
        title="My Surveys"
        description="Every facility survey you have documented, with its report and proposal."
        actions={
          <Button asChild className="w-full sm:w-auto">
            <Link href="/new-survey">
              <Plus aria-hidden="true" />
              New Survey
            </Link>
          </Button>
        }
      />
      {body}
      <DeleteSurveyDialog survey={pendingDelete} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
    </div>
  );
}
