import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The generator's warning above its cards: an amber alert with the warning sign, then what it says. */
export function WarningAlert({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid={testId}
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </div>
  );
}
