import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTO_SAVE_DELAY_MS } from '#shared/constants.ts';
import { useBeforeUnload } from './use-before-unload.ts';

/** idle: nothing changed; pending: a change waits to be saved; saving; saved; error: the last save failed. */
export type AutoSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

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

/** Debounced quiet save for a wizard step: one save delayMs after the last change, never losing a change. */
export function useAutoSave<T>(initialValues: T, options: AutoSaveOptions<T>): AutoSave<T> {
  const { delayMs = AUTO_SAVE_DELAY_MS } = options;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const baselineRef = useRef(JSON.stringify(initialValues));
  const latestRef = useRef(initialValues);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlightRef = useRef<Promise<boolean> | null>(null);
  const [status, setStatus] = useState<AutoSaveStatus>('idle');
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false);

  const clearTimer = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
  }, []);

  const isDirty = useCallback(() => JSON.stringify(latestRef.current) !== baselineRef.current, []);

  const runSave = useCallback(async (): Promise<boolean> => {
    clearTimer();
    const values = latestRef.current;
    const snapshot = JSON.stringify(values);
    setStatus('saving');
    try {
      await optionsRef.current.save(values);
      baselineRef.current = snapshot;
      const stillDirty = isDirty();
      setHasUnsavedChanges(stillDirty);
      setStatus(stillDirty ? 'pending' : 'saved');
      return true;
    } catch (error) {
      setStatus('error');
      optionsRef.current.onError(error);
      return false;
    }
  }, [clearTimer, isDirty]);

  const startSave = useCallback((): Promise<boolean> => {
    const run = runSave().finally(() => {
      inFlightRef.current = null;
    });
    inFlightRef.current = run;
    return run;
  }, [runSave]);

  const schedule = useCallback(() => {
    clearTimer();
    const { isEnabled, hasContent, isValid } = optionsRef.current;
    const values = latestRef.current;
    if (!isEnabled || !hasContent(values) || !isValid(values)) return;
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      // A save already running picks the newer values up afterwards through this same path.
      if (inFlightRef.current) void inFlightRef.current.then(() => isDirty() && schedule());
      else void startSave();
    }, delayMs);
  }, [clearTimer, delayMs, isDirty, startSave]);

  const notifyChange = useCallback(
    (values: T) => {
      latestRef.current = values;
      if (!isDirty()) {
        clearTimer();
        setHasUnsavedChanges(false);
        setStatus((s) => (s === 'saving' ? s : s === 'idle' ? 'idle' : 'saved'));
        return;
      }
      setHasUnsavedChanges(true);
      setStatus((s) => (s === 'saving' ? s : 'pending'));
      schedule();
    },
    [clearTimer, isDirty, schedule],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimer();
    if (inFlightRef.current) await inFlightRef.current;
    if (!isDirty()) return true;
    const { isEnabled, isValid } = optionsRef.current;
    if (!isEnabled || !isValid(latestRef.current)) return false;
    return startSave();
  }, [clearTimer, isDirty, startSave]);

  const markSaved = useCallback(
    (values: T) => {
      clearTimer();
      latestRef.current = values;
      baselineRef.current = JSON.stringify(values);
      setHasUnsavedChanges(false);
      setStatus('saved');
    },
    [clearTimer],
  );

  // Leaving the step (or the page, inside the app) with a change waiting: save it now rather than drop it.
  useEffect(
    () => () => {
      if (!timerRef.current) return;
      clearTimer();
      void runSave();
    },
    [clearTimer, runSave],
  );

  useBeforeUnload(hasUnsavedChanges || status === 'saving');

  return { status, hasUnsavedChanges, notifyChange, flush, markSaved };
}
