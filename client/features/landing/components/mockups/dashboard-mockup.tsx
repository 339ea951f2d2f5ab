import { ScreenFrame } from './screen-frame.tsx';

const STATS = [
  ['Total Surveys', '24'],
  ['Active Proposals', '6'],
  ['This Month', '5'],
  ['Pending Follow-ups', '3'],
];

const SURVEYS = [
  {
    name: 'Riverside Medical Center',
    industry: 'Healthcare',
    status: 'Final',
    tone: 'bg-emerald-50 text-emerald-700',
  },
  {
    name: 'Lakeview High School',
    industry: 'Education',
    status: 'In Progress',
    tone: 'bg-sky-50 text-sky-700',
  },
  {
    name: 'Northgate Plastics',
    industry: 'Manufacturing',
    status: 'Draft',
    tone: 'bg-slate-100 text-slate-600',
  },
];

/** Drawn dashboard for the hero: the four stat cards and recent surveys. */
export function DashboardMockup() {
  return (
    <ScreenFrame path="/" caption="The dashboard: survey and proposal counts, and the most recent surveys.">
      <div className="mb-3 text-sm font-bold sm:text-base">Dashboard</div>
      <div className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STATS.map(([label, value]) => (
          <div key={label} className="rounded-xl border bg-white p-2.5">
            <div className="truncate text-[10px] text-slate-500">{label}</div>
            <div className="mt-0.5 text-lg font-bold tabular-nums">{value}</div>
          </div>
        ))}
      </div>
      <div className="rounded-xl border bg-white p-3">
        <div className="mb-2 text-[12px] font-semibold">Recent Surveys</div>
        <ul className="divide-y">
          {SURVEYS.map((survey) => (
            <li key={survey.name} className="flex items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <div className="truncate text-[12px] font-medium">{survey.name}</div>
                <div className="text-[10px] text-slate-500">{survey.industry}</div>
              </div>
              <span className={`shrink-0 rounded-full px-2 py-0.5 text-[10px] font-medium ${survey.tone}`}>
                {survey.status}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ScreenFrame>
  );
}
