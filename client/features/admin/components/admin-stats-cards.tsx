import { useQuery } from '@tanstack/react-query';
import { LogIn, ShieldCheck, Users } from 'lucide-react';
import { adminStatsQueryOptions } from '#client/api/admin.ts';
import { StatCard, type StatDefinition } from '#client/components/stat-card.tsx';
import type { AdminStats } from '#shared/schemas/admin.ts';

const STATS: StatDefinition<keyof AdminStats>[] = [
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
      {STATS.map(({ key, ...stat }) => (
        <StatCard
          {...stat}
          key={key}
          statKey={key}
          value={isError || !data ? undefined : data[key]}
          isLoading={isLoading}
          compact
        />
      ))}
    </div>
  );
}
