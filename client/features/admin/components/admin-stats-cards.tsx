import { useQuery } from '@tanstack/react-query';
import { LogIn, type LucideIcon, ShieldCheck, Users } from 'lucide-react';
import { adminStatsQueryOptions } from '#client/api/admin.ts';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { AdminStats } from '#shared/schemas/admin.ts';

type StatDefinition = { key: keyof AdminStats; label: string; hint: string; icon: LucideIcon; tone: string };

const STATS: StatDefinition[] = [
  {
    key: 'totalUsers',
    label: 'Total Users',
    hint: 'Every account',
    icon: Users,
    tone: 'bg-brand-50 text-brand-700',
  },
  {
    key: 'adminUsers',
    label: 'Admin Users',
    hint: 'Accounts with admin access',
    icon: ShieldCheck,
    tone: 'bg-sky-50 text-sky-700',
  },
  {
    key: 'recentLogins',
    label: 'Recent Logins',
    hint: 'Sign-ins in the last 7 days',
    icon: LogIn,
    tone: 'bg-emerald-50 text-emerald-700',
  },
];

/** The three counts of GET /api/admin/stats; skeletons while loading. */
export function AdminStatsCards() {
  const { data, isLoading, isError } = useQuery(adminStatsQueryOptions());
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4">
      {STATS.map((stat) => (
        <Card key={stat.key} className="flex flex-col gap-2 p-3 sm:gap-3 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <p className="text-xs font-medium text-slate-600 sm:text-sm">{stat.label}</p>
            <span
              className={`flex size-9 shrink-0 items-center justify-center rounded-lg max-sm:hidden ${stat.tone}`}
            >
              <stat.icon className="size-5" aria-hidden="true" />
            </span>
          </div>
          {isLoading ? (
            <Skeleton className="h-8 w-14" data-testid="stat-skeleton" />
          ) : (
            <p
              className="text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl"
              data-testid={`stat-${stat.key}`}
            >
              {isError || !data ? '—' : data[stat.key].toLocaleString('en-US')}
            </p>
          )}
          <p className="text-xs text-muted-foreground max-sm:hidden">{stat.hint}</p>
        </Card>
      ))}
    </div>
  );
}
