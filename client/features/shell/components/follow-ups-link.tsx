import { Bell } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '#client/lib/utils.ts';

/** The follow-ups bell in the top bar (regular users only). */
export function FollowUpsLink() {
  const [location] = useLocation();
  const isActive = location === '/follow-ups';
  return (
    <Link
      href="/follow-ups"
      aria-label="Follow-ups"
      title="Follow-ups"
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-ring',
        isActive && 'bg-brand-50 text-brand-700',
      )}
    >
      <Bell className="size-5" aria-hidden="true" />
    </Link>
  );
}
