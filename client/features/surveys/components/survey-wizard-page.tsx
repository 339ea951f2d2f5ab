import { FileQuestion, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { PAGE_COLUMN, PAGE_HEADERS } from '#client/app/page-headers.ts';
import { EmptyState } from '#client/components/empty-state.tsx';
import { InvalidLink } from '#client/components/invalid-link.tsx';
import { LinkButton } from '#client/components/link-button.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { SyncConflictsNote } from '#client/features/offline/sync-conflicts-note.tsx';
import { loadedDevice, useOfflineState } from '#client/features/offline/use-offline-state.ts';
import { errorMessage, isRetryableError } from '#client/lib/api.ts';
import { isLocalId, parseRouteRecordId } from '#client/lib/offline/ids.ts';
import { useWizardData } from '../hooks/use-wizard-data.ts';
import { SurveyWizard } from './survey-wizard.tsx';

/** A server id, or a survey made on this device (a negative local id, docs/decisions/042-offline-field-capture.md). */
function parseSurveyId(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  return parseRouteRecordId(raw) ?? 'invalid';
}

/** A survey made offline whose create has now reached the server: its page moves to the server's id (same step). */
function useServerIdOf(surveyId: number | null): number | null {
  const state = useOfflineState();
  if (!state || surveyId === null || !isLocalId(surveyId)) return null;
  return loadedDevice()?.serverIdOf(surveyId) ?? null;
}

/** The page's body while the survey loads (also drawn by the page frame the server sends: decision 039). */
export function WizardSkeleton() {
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
  return <LinkButton href="/surveys">Back to My Surveys</LinkButton>;
}

/** /new-survey and /edit-survey/{id}: loads an existing survey's data into every step, then shows the wizard. */
export function SurveyWizardPage() {
  const params = useParams<{ id?: string }>();
  const parsed = parseSurveyId(params.id);
  const surveyId = typeof parsed === 'number' ? parsed : null;
  const data = useWizardData(surveyId);
  const serverId = useServerIdOf(surveyId);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (serverId !== null)
      navigate(`/edit-survey/${serverId}`, { replace: true, state: window.history.state });
  }, [serverId, navigate]);

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
    body = (
      <>
        {surveyId !== null && <SyncConflictsNote surveyId={surveyId} />}
        <SurveyWizard key={surveyId ?? 'new'} surveyId={surveyId} data={data} />
      </>
    );
  }

  return (
    <div className={PAGE_COLUMN.wizard}>
      <PageHeader {...PAGE_HEADERS[params.id ? '/edit-survey/:id' : '/new-survey']} />
      {body}
    </div>
  );
}
