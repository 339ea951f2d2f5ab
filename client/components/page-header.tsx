import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode; className?: string };

/** Page title (h1), optional subtitle, and actions aligned right (stacked on phones). */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground sm:text-base">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
