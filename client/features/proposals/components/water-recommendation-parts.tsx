import { CircleAlert, CircleCheck, FlaskConical, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '#client/lib/utils.ts';
import type { TargetRecommendation, WaterRecommendation } from '#shared/water/recommendation.ts';
import type { TowerIndex } from '#shared/water/recommendation-rows.ts';

// The survey wizard reads its step from history state (client/features/surveys/hooks/use-wizard-steps.ts).
const WATER_STEP_STATE = { wizardStep: 3 };

/** The recommended maximum cycles and the limit that sets it, from the shared recommendation. */
export function RecommendationHeadline({ recommendation }: { recommendation: WaterRecommendation }) {
  return (
    <div data-testid="water-max-cycles">
      <p className="text-lg font-bold text-slate-900">{recommendation.maxCyclesSentence}</p>
      <p className="text-sm text-slate-700" data-testid="water-limiting-factor">
        {recommendation.limitingSentence}
      </p>
    </div>
  );
}

/** Whether the target stays within the recommendation, with the limits it breaks at the target itself. */
export function TargetVerdict({ target }: { target: TargetRecommendation }) {
  const Icon = target.isWithin ? CircleCheck : TriangleAlert;
  return (
    <div
      role={target.isWithin ? 'status' : 'alert'}
      data-testid="water-target-verdict"
      data-within={target.isWithin}
      className={cn(
        'flex items-start gap-2.5 rounded-lg border p-3 text-sm',
        target.isWithin
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">{target.sentence}</p>
        {target.breaches.map((breach) => (
          <p key={breach} className="text-xs">
            At the target: {breach}.
          </p>
        ))}
      </div>
    </div>
  );
}

const VERDICT_TONE: Record<string, string> = {
  balanced: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'scale-forming': 'bg-amber-50 text-amber-900 ring-amber-200',
  'severely scale-forming': 'bg-red-50 text-red-800 ring-red-200',
  corrosive: 'bg-sky-50 text-sky-900 ring-sky-200',
  'severely corrosive': 'bg-red-50 text-red-800 ring-red-200',
};

/** A verdict as a small labelled chip. */
export function VerdictChip({ verdict }: { verdict: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        VERDICT_TONE[verdict] ?? 'bg-slate-50 text-slate-700 ring-slate-200',
      )}
    >
      {verdict}
    </span>
  );
}

/** LSI, RSI and PSI of the tower water, each with its figure, verdict and one-line meaning. */
export function TowerIndicesList({ indices, caption }: { indices: TowerIndex[]; caption: string }) {
  return (
    <div className="grid gap-2" data-testid="water-target-indices">
      <p className="text-xs font-medium text-muted-foreground">{caption}</p>
      <ul className="grid gap-2 sm:grid-cols-3">
        {indices.map((index) => (
          <li
            key={index.key}
            className="rounded-lg bg-slate-50 p-3"
            data-testid={`water-target-${index.key}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1">
              <span className="text-sm font-semibold text-slate-800" title={index.name}>
                {index.shortName}
              </span>
              <span className="text-lg font-bold text-slate-900 tabular-nums">{index.value}</span>
            </div>
            <VerdictChip verdict={index.verdict} />
            <p className="mt-1.5 text-xs text-slate-600">{index.meaning}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the figures rest on: the limits used and what is estimated or assumed. */
export function RecommendationNotes({ recommendation }: { recommendation: WaterRecommendation }) {
  return (
    <ul className="grid gap-1 text-xs text-muted-foreground" data-testid="water-notes">
      <li>{recommendation.limitsSentence}</li>
      {recommendation.notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** The engine's reason when the water test lacks what the indices need, with a way to the survey's water step. */
export function MissingWaterTest({ reason, surveyId }: { reason: string; surveyId: number }) {
  return (
    <div
      className="flex items-start gap-2.5 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
      data-testid="water-missing"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <p>
        {reason}{' '}
        <Link
          href={`/edit-survey/${surveyId}`}
          state={WATER_STEP_STATE}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          Add it on the survey’s Water Quality step
        </Link>
        .
      </p>
    </div>
  );
}

/** Shown when the user's control ranges could not be read, so the default limits were used. */
export function DefaultLimitsNotice() {
  return (
    <p className="flex items-center gap-1.5 text-xs text-amber-800" role="note">
      <CircleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      Your control ranges could not be loaded, so the default limits are shown.
    </p>
  );
}
