import { useQuery } from '@tanstack/react-query';
import { BellRing, CalendarDays, ClipboardList, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { dashboardStatsQueryOptions } from '#client/api/dashboard.ts';
import { StatCard, type StatDefinition } from '#client/components/stat-card.tsx';
import type { DashboardStats } from '#shared/schemas/dashboard.ts';

const STATS: (StatDefinition<keyof DashboardStats> & { href: string })[] = [
  {
    key: 'totalSurveys',
    label: 'Total Surveys',
    hint: 'All facility surveys',
    icon: ClipboardList,
    href: '/surveys',
    tone: 'bg-brand-50 text-brand-700',
  },
  {
    key: 'activeProposals',
    label: 'Active Proposals',
    hint: 'Draft or sent',
    icon: FileText,
    href: '/proposals',
    tone: 'bg-emerald-50 text-emerald-700',
  },
  {
    key: 'thisMonth',
    label: 'This Month',
    hint: 'Surveys started',
    icon: CalendarDays,
    href: '/surveys',
    tone: 'bg-sky-50 text-sky-700',
  },
  {
    key: 'pendingFollowups',
    label: 'Pending Follow-ups',
    hint: 'Upcoming or undated',
    icon: BellRing,
    href: '/follow-ups',
    tone: 'bg-amber-50 text-amber-700',
  },
];

/** The four counts of GET /api/dashboard/stats, each linking to its list; skeletons while loading. */
export function StatCards() {
  const { data, isLoading } = useQuery(dashboardStatsQueryOptions());
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {STATS.map(({ key, href, ...stat }) => (
        <Link
          key={key}
          href={href}
          className="group rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <StatCard
            {...stat}
            statKey={key}
            value={data?.[key]}
            isLoading={isLoading}
            className="transition-shadow group-hover:shadow-md"
          />
        </Link>
      ))}
    </div>
  );
}
