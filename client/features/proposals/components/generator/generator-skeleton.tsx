import { SkeletonCards } from '#client/components/skeleton-cards.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

/** Placeholder of the generator while the survey and proposal load. */
export function GeneratorSkeleton() {
  return (
    <div aria-busy="true" data-testid="generator-loading">
      <span className="sr-only">Loading the proposal generator…</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="mt-2 h-4 w-80 max-w-full" />
      <div className="mt-6 grid gap-6">
        <Card className="p-6">
          <Skeleton className="h-10 w-full" />
        </Card>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-5">
          <SkeletonCards count={5} className="p-4" bars={['h-3 w-20', 'mt-3 h-6 w-24']} />
        </div>
        <SkeletonCards
          count={1}
          className="grid gap-3 p-6"
          bars={['h-5 w-48', 'h-10 w-full', 'h-10 w-full']}
        />
      </div>
    </div>
  );
}
