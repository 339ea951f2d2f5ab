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
          {Array.from({ length: 5 }, (_, i) => (
            <Card key={i} className="p-4">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="mt-3 h-6 w-24" />
            </Card>
          ))}
        </div>
        <Card className="grid gap-3 p-6">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </Card>
      </div>
    </div>
  );
}
