import { Skeleton } from '#client/components/ui/skeleton.tsx';

/** Placeholder with a survey card's shape while the list loads. */
export function SurveyCardSkeleton() {
  return (
    <div className="rounded-xl border bg-card p-5 shadow-xs" data-testid="survey-card-skeleton">
      <div className="flex items-start justify-between gap-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-14 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-4 w-1/2" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <div className="mt-5 flex gap-2 border-t pt-4">
        <Skeleton className="h-9 w-20" />
        <Skeleton className="h-9 w-16" />
      </div>
    </div>
  );
}
