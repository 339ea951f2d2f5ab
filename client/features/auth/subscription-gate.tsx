import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { isPaymentRequiredError, subscribeToApiErrors } from '#client/lib/api.ts';
import { SubscriptionInactive } from './subscription-inactive.tsx';

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

  if (blockedPath !== null && blockedPath === location) return <SubscriptionInactive />;
  return children;
}
