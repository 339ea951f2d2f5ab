import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { useHasWaitingWrites } from '#client/features/offline/use-offline-state.ts';
import type { RowSaveState } from '../../lib/chemical-autosaver.ts';

const STATES: Record<RowSaveState, { text: string; className: string }> = {
  pending: { text: 'Unsaved', className: 'text-slate-500' },
  saving: { text: 'Saving…', className: 'text-slate-500' },
  saved: { text: 'Saved', className: 'text-emerald-700' },
  error: { text: 'Not saved', className: 'text-red-700' },
  incomplete: { text: 'Name needed', className: 'text-amber-700' },
};

/** Saved, but waiting on this device for the connection (the outbox holds it; decision 042). */
const SAVED_ON_DEVICE = { text: 'Saved on this device', className: 'text-amber-800' };

/** A row's quiet save state; nothing until the row is edited. */
export function RowSaveStatus({ state }: { state: RowSaveState | undefined }) {
  const isOnDevice = useHasWaitingWrites();
  if (!state) return null;
  const { text, className } = state === 'saved' && isOnDevice ? SAVED_ON_DEVICE : STATES[state];
  return (
    <span
      className={`inline-flex items-center gap-1 text-xs whitespace-nowrap ${className}`}
      data-testid="row-save-state"
      data-state={state}
      aria-live="polite"
    >
      {state === 'saving' && <LoaderCircle className="size-3 animate-spin" aria-hidden="true" />}
      {state === 'saved' && <Check className="size-3" aria-hidden="true" />}
      {(state === 'error' || state === 'incomplete') && <CircleAlert className="size-3" aria-hidden="true" />}
      {text}
    </span>
  );
}
