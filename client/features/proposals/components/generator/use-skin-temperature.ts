import { useCallback, useRef, useState } from 'react';
import type { SaveStatus } from '#client/lib/auto-save/auto-saver.ts';
import { useAutoSaver } from '#client/lib/auto-save/use-auto-saver.ts';
import { showError } from '#client/lib/show-error.ts';
import { AUTO_SAVE_DELAY_MS } from '#shared/constants.ts';
import { ProposalCreateInputSchema } from '#shared/schemas/proposal.ts';

/** The skin temperature's one key in the auto-save engine. */
const SKIN = 'skin';
const parseSkin = (text: string) => ProposalCreateInputSchema.shape.skinTemperatureF.safeParse(text);

interface SkinTemperatureOptions {
  saved: number | null;
  /** False while the proposal cannot be stored (a survey not final): figures change, nothing is saved. */
  canSave: boolean;
  save: (value: number | null) => Promise<void>;
}

/**
 * The what-if's skin temperature as the rep types it: checked with the proposal schema's rule (32 to 212 °F, blank
 * for the default 120 °F), used at once by the figures, and auto-saved on the proposal 2 s after the last change.
 */
export function useSkinTemperature({ saved, canSave, save }: SkinTemperatureOptions) {
  const [text, setText] = useState(saved === null ? '' : String(saved));
  const [value, setValue] = useState<number | null>(saved);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latestRef = useRef(saved);
  const baselineRef = useRef(saved);
  const saver = useAutoSaver<typeof SKIN>({
    delayMs: AUTO_SAVE_DELAY_MS,
    save: async () => {
      const next = latestRef.current;
      await save(next);
      baselineRef.current = next;
    },
    onStatusChange: (_key, next) => setStatus(next),
    onError: () =>
      showError('Auto-save Failed', 'The skin temperature could not be saved. Please try again.'),
  });

  const edit = useCallback(
    (typed: string) => {
      setText(typed);
      const parsed = parseSkin(typed);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'Skin temperature must be a number');
        saver.cancel(SKIN);
        return;
      }
      const next = parsed.data ?? null;
      setError(null);
      setValue(next);
      latestRef.current = next;
      if (!canSave || next === baselineRef.current) saver.cancel(SKIN);
      else saver.schedule(SKIN);
    },
    [saver, canSave],
  );

  return { text, value, error, status, edit };
}
