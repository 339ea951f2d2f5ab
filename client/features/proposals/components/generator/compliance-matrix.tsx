import { CircleAlert, CircleCheck } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import type { ComplianceRow } from '#shared/schemas/proposal-writing.ts';
import { PLAN_FIELD_LABELS, type PlanField } from '#shared/schemas/service-plan.ts';
import {
  fieldsOfTopic,
  type RequirementTopic,
  TOPIC_FIXES,
  topicOf,
} from '#shared/writing/requirement-topics.ts';
import { type AnswerGap, GapAction } from './gap-action.tsx';

/** The gap's fix: confirm what the RFP set, when that is what it waits for, else the topic's fix. */
function fixOf(topic: RequirementTopic, toConfirm: PlanField[]): string {
  const waiting = fieldsOfTopic(topic).filter((field) => toConfirm.includes(field));
  if (!waiting.length) return TOPIC_FIXES[topic];
  const names = waiting.map((field) => PLAN_FIELD_LABELS[field]).join(' and ');
  return `${names} ${waiting.length === 1 ? 'was' : 'were'} set from the RFP and not confirmed yet: confirm or change it in the service plan.`;
}

/**
 * The RFP compliance matrix: each requirement and where the proposal answers it, gaps highlighted with a suggested
 * fix so the rep sees what is unanswered before sending, and the conflicts between the RFP and the program. It
 * follows the text as the rep edits it. None of this reaches the customer's PDF but the met rows (decision 037).
 */
export function ComplianceMatrix({
  rows,
  conflicts = [],
  toConfirm = [],
  onAnswer,
}: {
  rows: ComplianceRow[];
  conflicts?: string[];
  /** The service-plan fields set from the RFP that wait for the rep's confirmation. */
  toConfirm?: PlanField[];
  /** Answers a gap in one step; without it the gaps have no action. */
  onAnswer?: AnswerGap;
}) {
  const gaps = rows.filter((row) => row.status === 'gap').length;
  return (
    <section className="grid gap-3" aria-labelledby="compliance-heading" data-testid="compliance-matrix">
      {conflicts.length > 0 && (
        <div
          className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          data-testid="rfp-conflicts"
          role="alert"
        >
          <p className="font-medium">Conflicts with the RFP to settle before sending</p>
          <ul className="list-disc pl-5">
            {conflicts.map((conflict) => (
              <li key={conflict}>{conflict}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="compliance-heading" className="text-base font-semibold text-slate-900">
          RFP compliance matrix
        </h3>
        <p className="text-sm text-slate-600">
          {rows.length - gaps} of {rows.length} requirements answered
          {gaps > 0 && (
            <span className="font-medium text-amber-800">
              {' '}
              · {gaps} {gaps === 1 ? 'gap' : 'gaps'} to answer before sending
            </span>
          )}
        </p>
      </div>
      <ol className="grid gap-2">
        {rows.map((row) => {
          const isGap = row.status === 'gap';
          const topic = topicOf({ text: row.requirement, category: row.category });
          return (
            <li
              key={row.requirementId}
              className={cn(
                'grid gap-1.5 rounded-md border p-3 text-sm sm:grid-cols-[4rem_minmax(0,1fr)_minmax(0,1fr)] sm:gap-4',
                isGap ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
              )}
              data-testid="compliance-row"
              data-status={row.status}
            >
              <span className="inline-flex items-start gap-1.5 font-semibold text-slate-900">
                {isGap ? (
                  <CircleAlert className="mt-0.5 size-4 text-amber-700" aria-hidden="true" />
                ) : (
                  <CircleCheck className="mt-0.5 size-4 text-emerald-600" aria-hidden="true" />
                )}
                {row.requirementId}
              </span>
              <div className="grid gap-1">
                <span className="text-slate-800">{row.requirement}</span>
                <Badge variant="neutral">
                  {row.category.charAt(0).toUpperCase() + row.category.slice(1)}
                </Badge>
              </div>
              <div className={isGap ? 'grid gap-1 text-amber-900' : 'grid gap-1 text-slate-700'}>
                {isGap ? (
                  <>
                    <span className="font-semibold">Gap: not in the proposal</span>
                    <span data-testid="gap-fix">{fixOf(topic, toConfirm)}</span>
                    {onAnswer && (
                      <GapAction
                        requirementId={row.requirementId}
                        topic={topic}
                        toConfirm={toConfirm}
                        onAnswer={onAnswer}
                      />
                    )}
                  </>
                ) : (
                  <>
                    <span>{row.answer}</span>
                    {row.section && <span className="text-xs text-slate-500">Section: {row.section}</span>}
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
