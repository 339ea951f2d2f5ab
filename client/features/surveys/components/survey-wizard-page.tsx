import { FileQuestion, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { EmptyState } from '#client/components/empty-state.tsx';
import { InvalidLink } from '#client/components/invalid-link.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { errorMessage, isRetryableError } from '#client/lib/api.ts';
import { useWizardData } from '../hooks/use-wizard-data.ts';
import { SurveyWizard } from './survey-wizard.tsx';

function parseSurveyId(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 'invalid';
}

function WizardSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <span className="sr-only" role="status">
        Loading survey…
      </span>
      <Skeleton className="h-36 rounded-xl" />
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}

function BackToSurveys() {
  return (
    <Button asChild>
      <Link href="/surveys">Back to My Surveys</Link>
    </Button>
  );
}

/** /new-survey and /edit-survey/{id}: loads an existing survey's data into every step, then shows the wizard. */
export function SurveyWizardPage() {
  const params = useParams<{ id?: string }>();
  const parsed = parseSurveyId(params.id);
  const surveyId = typeof parsed === 'number' ? parsed : null;
  const data = useWizardData(surveyId);

  let body: ReactNode;
  if (parsed === 'invalid') {
    body = <InvalidLink thing="survey" href="/surveys" place="My Surveys" />;
  } else if (data.isSurveyMissing) {
    body = (
      <EmptyState
        icon={FileQuestion}
        title="Survey not found"
        description="It may have been deleted, or the link is wrong."
        action={<BackToSurveys />}
      />
    );
  } else if (data.isLoading) {
    body = <WizardSkeleton />;
  } else if (data.error) {
    // Try Again only where asking again can work (no answer, a server failure); a refusal says why instead.
    const isRetryable = isRetryableError(data.error);
    body = (
      <EmptyState
        icon={RefreshCw}
        title="The survey could not be loaded"
        description={isRetryable ? 'Check your connection and try again.' : errorMessage(data.error)}
        action={
          isRetryable ? <Button onClick={() => void data.refetch()}>Try Again</Button> : <BackToSurveys />
        }
      />
    );
  } else {
    body = <SurveyWizard key={surveyId ?? 'new'} surveyId={surveyId} data={data} />;
  }

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        title={params.id ? 'Edit Survey' : 'New Facility Survey'}
        description="Complete all sections to generate a comprehensive facility report"
      />
      {body}
    </div>
  );
}
