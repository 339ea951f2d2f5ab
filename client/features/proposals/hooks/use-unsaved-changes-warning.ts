import { useEffect, useRef } from 'react';

/** Asks the browser to confirm leaving the page while `isPending()` says work is not saved yet. */
export function useUnsavedChangesWarning(isPending: () => boolean): void {
  const isPendingRef = useRef(isPending);
  isPendingRef.current = isPending;
  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isPendingRef.current()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, []);
}
