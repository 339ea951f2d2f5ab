import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { DASHBOARD_RECENT_LIMIT } from '#shared/constants.ts';

type ListCardProps = {
  title: string;
  viewAllHref: string;
  viewAllLabel: string;
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
};

/** A dashboard card holding a short list, its loading rows, empty text and a "View All" link. */
export function ListCard({
  title,
  viewAllHref,
  viewAllLabel,
  isLoading,
  isError,
  isEmpty,
  emptyText,
  children,
}: ListCardProps) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3 sm:gap-3 sm:pb-4">
        <CardTitle className="text-base sm:text-lg">{title}</CardTitle>
        <Link
          href={viewAllHref}
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm whitespace-nowrap font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {viewAllLabel}
          <ArrowRight className="size-4 max-sm:hidden" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent className="flex-1">
        {isLoading ? (
          <ListSkeleton />
        ) : isError ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            Couldn't load this list. Refresh to try again.
          </p>
        ) : isEmpty ? (
          <p className="rounded-lg bg-slate-50 py-8 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="-mx-2 divide-y divide-slate-100">{children}</ul>
        )}
      </CardContent>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-4 py-1" aria-busy="true">
      {Array.from({ length: DASHBOARD_RECENT_LIMIT }, (_, i) => (
        <div key={i} className="flex items-center justify-between gap-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** One linked row of a ListCard. */
export function ListRow({
  href,
  label,
  title,
  details,
  badge,
  children,
}: {
  href: string;
  label?: string;
  title: ReactNode;
  /** The muted line under the title. */
  details: ReactNode;
  /** At the row's right end (its status). */
  badge: ReactNode;
  /** Lines under the details. */
  children?: ReactNode;
}) {
  return (
    <li>
      <Link
        href={href}
        aria-label={label}
        className="flex items-center justify-between gap-3 rounded-lg px-2 py-3 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{title}</p>
          <p className="mt-0.5 truncate text-sm text-muted-foreground">{details}</p>
          {children}
        </div>
        {badge}
      </Link>
    </li>
  );
}
