import { useEffect, useRef, useState } from 'react';
import { AutoSaver, type AutoSaverOptions } from './auto-saver.ts';
import { useFlushScopeMember } from './flush-scope.tsx';
import { useUnsavedChangesGuard } from './unsaved-changes-guard.ts';

/**
 * One AutoSaver for the component's life: its options are read fresh on every save, its unsaved keys keep the
 * browser's leave warning on, and unmounting (leaving the step or page inside the app) saves what still waits.
 */
export function useAutoSaver<K>(options: AutoSaverOptions<K>): AutoSaver<K> {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [saver] = useState(
    () =>
      new AutoSaver<K>({
        delayMs: options.delayMs,
        save: (key) => optionsRef.current.save(key),
        isReady: (key) => optionsRef.current.isReady?.(key) ?? true,
        onStatusChange: (key, status) => optionsRef.current.onStatusChange?.(key, status),
        onError: (key, error) => optionsRef.current.onError?.(key, error),
      }),
  );
  useAutoSaveLifecycle(saver);
  return saver;
}

/** What the lifecycle needs from a saver built on the engine. */
export interface FlushableSaver {
  flush: () => Promise<unknown>;
  hasUnsavedChanges: () => boolean;
}

/**
 * While mounted the saver's unsaved work keeps the leave warning on and a surrounding flush scope can save it at
 * once; unmounting saves what still waits.
 */
export function useAutoSaveLifecycle(saver: FlushableSaver): void {
  useEffect(() => () => void saver.flush(), [saver]);
  useFlushScopeMember(saver);
  useUnsavedChangesGuard(() => saver.hasUnsavedChanges());
}
