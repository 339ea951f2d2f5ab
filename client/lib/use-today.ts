import { useMemo, useSyncExternalStore } from 'react';

// The landing page is prerendered at build and hydrated later, maybe months later: a date in its markup would go
// stale, and a date computed while hydrating would not match the markup. So the prerender (and hydration) has no
// date, and the browser's render right after hydration fills today in (docs/decisions/031).

function subscribe(): () => void {
  return () => {};
}

/** The local calendar day as "YYYY-MM-DD": a string, so React sees the same snapshot all day. */
function readToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today at local midnight; null when prerendering and while the prerendered page hydrates. */
export function useToday(): Date | null {
  const day = useSyncExternalStore(subscribe, readToday, () => null);
  return useMemo(() => (day === null ? null : new Date(`${day}T00:00:00`)), [day]);
}

/** The calendar day `days` after `date` (local time, so a daylight-saving change never shifts it). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}
