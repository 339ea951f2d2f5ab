import { useCallback, useRef, useState } from 'react';
import type { SaveStatus } from '#client/lib/auto-save/auto-saver.ts';
import { useAutoSaver } from '#client/lib/auto-save/use-auto-saver.ts';
import { AUTO_SAVE_DELAY_MS } from '#shared/constants.ts';

/** idle: nothing changed; pending: a change waits to be saved; saving; saved; error: the last save failed. */
export type AutoSaveStatus = Exclude<SaveStatus, 'incomplete'>;

export interface AutoSaveOptions<T> {
  /** A survey id exists (nothing is saved quietly before the survey is created). */
  isEnabled: boolean;
  /** Some content exists: auto-save skips empty forms. */
  hasContent: (values: T) => boolean;
  /** The values pass the form's schema (invalid values wait for a manual save, which shows the messages). */
  isValid: (values: T) => boolean;
  /** The step's save, made quietly; throws on failure. */
  save: (values: T) => Promise<void>;
  /** Called when a quiet save fails (the "Auto-save Failed" toast). */
  onError: (error: unknown) => void;
  delayMs?: number;
}

export interface AutoSave<T> {
  status: AutoSaveStatus;
  hasUnsavedChanges: boolean;
  /** Tell it the form changed; a save follows delayMs after the last change. */
  notifyChange: (values: T) => void;
  /** Saves a pending change now; resolves false when it could not be saved (invalid, disabled or failed). */
  flush: () => Promise<boolean>;
  /** Sets the saved baseline (after loading, or after a manual save). */
  markSaved: (values: T) => void;
}

/** The wizard step's one key in the auto-save engine. */
const STEP = 'step';

/** Debounced quiet save for a wizard step: one save delayMs after the last change, never losing a change. */
export function useAutoSave<T>(initialValues: T, options: AutoSaveOptions<T>): AutoSave<T> {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const baselineRef = useRef(JSON.stringify(initialValues));
  const latestRef = useRef(initialValues);
  const [status, setStatus] = useState<SaveStatus>('idle');

  const saver = useAutoSaver<typeof STEP>({
    delayMs: options.delayMs ?? AUTO_SAVE_DELAY_MS,
    isReady: () => optionsRef.current.isEnabled && optionsRef.current.isValid(latestRef.current),
    save: async () => {
      const values = latestRef.current;
      await optionsRef.current.save(values);
      baselineRef.current = JSON.stringify(values);
    },
    onStatusChange: (_key, next) => setStatus(next),
    onError: (_key, error) => optionsRef.current.onError(error),
  });

  const notifyChange = useCallback(
    (values: T) => {
      latestRef.current = values;
      if (JSON.stringify(values) === baselineRef.current) saver.cancel(STEP);
      // Emptied forms are not saved quietly; the change still waits for a move between steps.
      else if (optionsRef.current.hasContent(values)) saver.schedule(STEP);
      else saver.hold(STEP);
    },
    [saver],
  );

  const flush = useCallback(() => saver.flush(STEP), [saver]);

  const markSaved = useCallback(
    (values: T) => {
      latestRef.current = values;
      baselineRef.current = JSON.stringify(values);
      saver.markSaved(STEP);
    },
    [saver],
  );

  const hasUnsavedChanges = status !== 'idle' && status !== 'saved';
  return {
    status: status === 'incomplete' ? 'pending' : status,
    hasUnsavedChanges,
    notifyChange,
    flush,
    markSaved,
  };
}
