/** How a follow-up date relates to today. */
export type FollowUpTiming = 'none' | 'overdue' | 'today' | 'upcoming';

/** Today's calendar date in local time as YYYY-MM-DD. */
export function localIsoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Compares a YYYY-MM-DD follow-up date with the local calendar date of `now`. */
export function followUpTiming(date: string | null | undefined, now = new Date()): FollowUpTiming {
  const day = date?.slice(0, 10);
  if (!day) return 'none';
  const today = localIsoDate(now);
  if (day < today) return 'overdue';
  return day === today ? 'today' : 'upcoming';
}
