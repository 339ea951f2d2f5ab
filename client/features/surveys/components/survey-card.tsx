import { Building2, CalendarDays, FileText, Pencil, Sparkles, Trash2 } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SurveyStatusBadge } from '#client/components/status-badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import { formatDateUS } from '#shared/calc/format.ts';
import { displaySurveyStatus, INDUSTRY_TYPES, labelOf } from '#shared/enums.ts';
import type { Survey } from '#shared/schemas/survey.ts';

/** Where "Create Proposal" leads for a survey. */
export function proposalHref(surveyId: number): string {
  return `/proposal-generator?surveyId=${surveyId}`;
}

// Clicks on the card's own links and buttons must not also open the proposal generator.
function isFromControl(event: MouseEvent | KeyboardEvent): boolean {
  return (event.target as HTMLElement).closest('a,button') !== null;
}

/** One survey in My Surveys: facility, industry, status, date and actions; a final survey's card opens the generator. */
export function SurveyCard({ survey, onDelete }: { survey: Survey; onDelete: (survey: Survey) => void }) {
  const [, navigate] = useLocation();
  const isFinal = displaySurveyStatus(survey.status) === 'final';

  function handleCardClick(event: MouseEvent<HTMLElement>) {
    if (isFinal && !isFromControl(event)) navigate(proposalHref(survey.id));
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the card click is a shortcut; the Create Proposal button is the keyboard path.
    <article
      onClick={handleCardClick}
      data-testid="survey-card"
      className={cn(
        'flex flex-col rounded-xl border bg-card p-5 shadow-xs transition',
        isFinal && 'cursor-pointer hover:border-brand-300 hover:shadow-md',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="line-clamp-2 min-w-0 text-base font-semibold break-words text-slate-900">
          {survey.facilityName}
        </h3>
        <SurveyStatusBadge status={survey.status} />
      </div>
      <dl className="mt-3 mb-5 grid gap-1.5 text-sm text-muted-foreground">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Industry</dt>
          <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <dd>{labelOf(INDUSTRY_TYPES, survey.industryType)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Created</dt>
          <CalendarDays className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <dd>{formatDateUS(survey.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-auto grid gap-2 border-t pt-4">
        {isFinal && (
          <Button size="sm" asChild className="w-full">
            <Link href={proposalHref(survey.id)}>
              <Sparkles aria-hidden="true" />
              Create Proposal
            </Link>
          </Button>
        )}
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={`/survey-report/${survey.id}`} target="_blank" rel="noopener">
              <FileText aria-hidden="true" />
              Report
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link href={`/edit-survey/${survey.id}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete ${survey.facilityName}`}
            onClick={() => onDelete(survey)}
          >
            <Trash2 />
          </Button>
        </div>
      </div>
    </article>
  );
}
