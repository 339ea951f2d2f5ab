import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { PageSpinner } from '#client/components/page-spinner.tsx';
import { isPaymentRequiredError, subscribeToApiErrors } from '#client/lib/api.ts';

// The screen and its checkout dialog load when a 402 asks for them, not with every signed-in page (decision 039).
const SubscriptionInactive = lazy(async () => ({
  default: (await import('./subscription-inactive.tsx')).SubscriptionInactive,
}));

/**
 * Wraps the signed-in pages: any call answering 402 replaces the current page with the
 * "Subscription inactive" screen. Moving to another path shows that page again (and its calls decide).
 */
export function SubscriptionGate({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [blockedPath, setBlockedPath] = useState<string | null>(null);
  const locationRef = useRef(location);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(
    () =>
      subscribeToApiErrors((error) => {
        if (isPaymentRequiredError(error)) setBlockedPath(locationRef.current);
      }),
    [],
  );

  if (blockedPath !== null && blockedPath === location) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <SubscriptionInactive />
      </Suspense>
    );
  }
  return children;
}
