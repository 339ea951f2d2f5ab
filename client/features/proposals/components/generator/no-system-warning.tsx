import { TriangleAlert } from 'lucide-react';
import { NO_SYSTEM_WARNING } from './row-view-props.ts';

/** Shown under a chemical that treats no system: its usage cannot be calculated. */
export function NoSystemWarning() {
  return (
    <p className="flex items-center gap-1.5 text-xs font-medium text-amber-800" role="note">
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      {NO_SYSTEM_WARNING}
    </p>
  );
}
