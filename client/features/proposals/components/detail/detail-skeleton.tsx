import { SkeletonCards } from '#client/components/skeleton-cards.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

/** Placeholder of the proposal detail page while it loads. */
export function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading the proposal…</span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-4 h-8 w-72 max-w-full" />
      <Skeleton className="mt-2 h-4 w-56" />
      <div className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        <SkeletonCards count={4} className="p-4" bars={['h-3 w-20', 'mt-3 h-6 w-16']} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <SkeletonCards count={3} className="grid gap-3 p-6" bars={['h-5 w-32', 'h-4 w-full', 'h-4 w-5/6']} />
      </div>
    </div>
  );
}
