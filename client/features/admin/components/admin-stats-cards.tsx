import { useQuery } from '@tanstack/react-query';
import { LogIn, type LucideIcon, ShieldCheck, Users } from 'lucide-react';
import { adminStatsQueryOptions } from '#client/api/admin.ts';
import { StatCard } from '#client/components/stat-card.tsx';
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
        <StatCard
          key={stat.key}
          statKey={stat.key}
          label={stat.label}
          hint={stat.hint}
          icon={stat.icon}
          tone={stat.tone}
          value={isError || !data ? undefined : data[stat.key]}
          isLoading={isLoading}
          compact
        />
      ))}
    </div>
  );
}
