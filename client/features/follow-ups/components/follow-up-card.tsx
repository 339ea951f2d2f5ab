import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/utils.ts';
import { formatDateUS } from '#shared/calc/format.ts';
import type { FollowUp } from '#shared/schemas/follow-ups.ts';
import { followUpTiming } from '../lib/follow-up-date.ts';

/** One follow-up: facility, date (overdue ones in red), tasks and a link to the survey report. */
export function FollowUpCard({ followUp, now }: { followUp: FollowUp; now?: Date }) {
  const timing = followUpTiming(followUp.followUpDate, now);
  const tasks = followUp.followUpTasks?.trim();
  return (
    <Card
      className={cn('flex h-full flex-col p-5', timing === 'overdue' && 'border-red-200')}
      data-testid="follow-up-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 break-words text-base font-semibold text-slate-900">
          {followUp.facilityName}
        </h2>
        {timing === 'overdue' && <Badge variant="danger">Overdue</Badge>}
        {timing === 'today' && <Badge variant="warning">Today</Badge>}
      </div>
      <p
        className={cn(
          'mt-2 flex items-center gap-2 text-sm',
          timing === 'overdue' ? 'font-medium text-red-700' : 'text-slate-600',
          timing === 'none' && 'text-muted-foreground italic',
        )}
      >
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        {timing === 'none' ? 'No date set' : formatDateUS(followUp.followUpDate)}
      </p>
      <div className="mt-4 flex-1 rounded-lg bg-slate-50 p-3">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Tasks</p>
        <p
          className={cn(
            'mt-1 text-sm whitespace-pre-line break-words',
            tasks ? 'text-slate-800' : 'text-muted-foreground',
          )}
        >
          {tasks || 'No tasks recorded'}
        </p>
      </div>
      <Link
        href={`/survey-report/${followUp.surveyId}`}
        className="mt-4 inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        View Survey Report
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
