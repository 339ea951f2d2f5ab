import { FlaskConical } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';

/** The plain "Test mode" pill: nothing on this page charges a real card. */
export function TestModeBadge({ className }: { className?: string }) {
  return (
    <span
      data-testid="test-mode-badge"
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold tracking-wide text-amber-900 uppercase ring-1 ring-amber-300',
        className,
      )}
    >
      <FlaskConical className="size-3.5" aria-hidden="true" />
      Test mode
    </span>
  );
}
