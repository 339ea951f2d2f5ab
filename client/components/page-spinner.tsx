import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Suspense fallback: a spinner that appears only if loading takes longer than a moment. */
export function PageSpinner({ delayMs = 250 }: { delayMs?: number }) {
  const [isVisible, setIsVisible] = useState(delayMs === 0);
  useEffect(() => {
    const timer = setTimeout(() => setIsVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!isVisible) return null;
  return (
    <div className="flex min-h-[40vh] items-center justify-center" aria-busy="true">
      <LoaderCircle className="size-7 animate-spin text-brand-600" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
