import { useCallback, useRef, useState } from 'react';
import { useSaveProposalContent } from '#client/api/proposal-writing.ts';
import type { SaveStatus } from '#client/lib/auto-save/auto-saver.ts';
import { useAutoSaver } from '#client/lib/auto-save/use-auto-saver.ts';
import { showError } from '#client/lib/show-error.ts';
import { AUTO_SAVE_DELAY_MS } from '#shared/constants.ts';

/** The proposal text's one key in the auto-save engine. */
const CONTENT = 'content';

/** The longest text the proposal PUT accepts (ProposalCreateInputSchema.proposalContent). */
export const MAX_CONTENT_LENGTH = 200_000;

/**
 * The written proposal as the rep edits it: auto-saved 2 s after the last keystroke through the proposal PUT,
 * with the product's one auto-save engine (docs/decisions/016); text the server wrote is already saved.
 */
export function useProposalContent(proposalId: number | null, initial: string) {
  const [content, setContent] = useState(initial);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latestRef = useRef(initial);
  const baselineRef = useRef(initial);
  const idRef = useRef(proposalId);
  idRef.current = proposalId;
  const { mutateAsync: saveContent } = useSaveProposalContent();

  const saver = useAutoSaver<typeof CONTENT>({
    delayMs: AUTO_SAVE_DELAY_MS,
    isReady: () => idRef.current !== null,
    save: async () => {
      const value = latestRef.current;
      await saveContent({ proposalId: idRef.current!, content: value });
      baselineRef.current = value;
    },
    onStatusChange: (_key, next) => setStatus(next),
    onError: () =>
      showError('Auto-save Failed', 'Unable to save changes automatically. Please save manually.'),
  });

  /** The rep typed: save 2 s after the last change (nothing when back to the saved text). */
  const edit = useCallback(
    (value: string) => {
      latestRef.current = value;
      setContent(value);
      if (value === baselineRef.current) saver.cancel(CONTENT);
      else saver.schedule(CONTENT);
    },
    [saver],
  );

  /** Text the server wrote and saved itself: shown, and the baseline from now on. */
  const replace = useCallback(
    (value: string) => {
      latestRef.current = value;
      baselineRef.current = value;
      setContent(value);
      saver.markSaved(CONTENT);
    },
    [saver],
  );

  /**
   * The server's copy of the text changed (its figures were brought to the program, or the save check corrected
   * or marked one): shown unless the rep has typed since. Answers the text it replaced, or null when it did not.
   */
  const adopt = useCallback(
    (server: string): string | null => {
      const previous = latestRef.current;
      if (server === baselineRef.current || latestRef.current !== baselineRef.current) return null;
      if (saver.hasUnsavedChanges()) return null;
      latestRef.current = server;
      baselineRef.current = server;
      setContent(server);
      return previous;
    },
    [saver],
  );

  /** Before the server writes: no save of older text may land after it (a running one finishes first). */
  const settle = useCallback(() => saver.settle(CONTENT), [saver]);

  /** After a failed writing run: the rep's unsaved edits are saved as usual again. */
  const resume = useCallback(() => {
    if (latestRef.current !== baselineRef.current) saver.schedule(CONTENT);
  }, [saver]);

  /** Saves now (the "Save now" action after a failed auto-save). */
  const saveNow = useCallback(() => saver.flush(CONTENT), [saver]);

  return { content, status, edit, replace, adopt, settle, resume, saveNow };
}
