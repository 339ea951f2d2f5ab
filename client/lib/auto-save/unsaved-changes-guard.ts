import { useEffect, useRef } from 'react';

type UnsavedSource = () => boolean;
const sources = new Set<UnsavedSource>();

function handleBeforeUnload(event: BeforeUnloadEvent): void {
  if (![...sources].some((hasUnsavedChanges) => hasUnsavedChanges())) return;
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

/**
 * The app's one unsaved-changes guard: while any mounted source says it holds unsaved work (an auto-saver's
 * pending keys, a dialog's typed fields, an unsaved title), the browser asks before the page is left.
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: UnsavedSource): void {
  const sourceRef = useRef(hasUnsavedChanges);
  sourceRef.current = hasUnsavedChanges;
  useEffect(() => {
    const source = () => sourceRef.current();
    if (sources.size === 0) window.addEventListener('beforeunload', handleBeforeUnload);
    sources.add(source);
    return () => {
      sources.delete(source);
      if (sources.size === 0) window.removeEventListener('beforeunload', handleBeforeUnload);
    };
  }, []);
}
