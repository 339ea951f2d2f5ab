import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

/** `count` placeholder cards while a page loads, each drawing the same bars (one class list a bar) in order. */
export function SkeletonCards({
  count,
  className,
  bars,
}: {
  count: number;
  className: string;
  bars: readonly string[];
}) {
  return Array.from({ length: count }, (_, card) => (
    <Card key={card} className={className}>
      {bars.map((bar, index) => (
        <Skeleton key={index} className={bar} />
      ))}
    </Card>
  ));
}
