import type { LucideIcon } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/utils.ts';

export type StatCardProps = {
  /** Names the count's test id: `stat-<statKey>`. */
  statKey: string;
  label: string;
  hint: string;
  icon: LucideIcon;
  /** Background and text colour of the icon's tile. */
  tone: string;
  /** The count; undefined while it could not be read ("—"). */
  value: number | undefined;
  isLoading: boolean;
  /** Three cards in a row on a phone: smaller padding, no icon and no hint below 640 px. */
  compact?: boolean;
  className?: string;
};

/** What a count is, written once in a dashboard's list of counts: its key in the answer, label, hint, icon, tone. */
export type StatDefinition<K extends string> = Pick<StatCardProps, 'label' | 'hint' | 'icon' | 'tone'> & {
  key: K;
};

/** One count of a dashboard (the rep's or the administrator's): label, icon, the number (en-US digits) and a hint. */
export function StatCard({
  statKey,
  label,
  hint,
  icon: Icon,
  tone,
  value,
  isLoading,
  compact = false,
  className,
}: StatCardProps) {
  return (
    <Card
      className={cn(
        'flex h-full flex-col',
        compact ? 'gap-2 p-3 sm:gap-3 sm:p-5' : 'gap-3 p-4 sm:p-5',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
        <span
          className={cn(
            'flex shrink-0 items-center justify-center rounded-lg',
            compact ? 'size-9 max-sm:hidden' : 'size-8 sm:size-9',
            tone,
          )}
        >
          <Icon className={compact ? 'size-5' : 'size-4 sm:size-5'} aria-hidden="true" />
        </span>
      </div>
      {isLoading ? (
        <Skeleton className="h-8 w-14" data-testid="stat-skeleton" />
      ) : (
        <p
          className="text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl"
          data-testid={`stat-${statKey}`}
        >
          {value === undefined ? '—' : value.toLocaleString('en-US')}
        </p>
      )}
      <p className="text-xs text-muted-foreground max-sm:hidden">{hint}</p>
    </Card>
  );
}
