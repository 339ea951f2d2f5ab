import { CircleAlert, CloudCheck, HardDrive, LoaderCircle, PencilLine } from 'lucide-react';
import { useHasWaitingWrites } from '#client/features/offline/use-offline-state.ts';
import { cn } from '#client/lib/utils.ts';
import type { AutoSaveStatus } from '../hooks/use-auto-save.ts';

const STATUS = {
  pending: { icon: PencilLine, text: 'Unsaved changes', className: 'text-slate-500' },
  saving: { icon: LoaderCircle, text: 'Saving…', className: 'text-slate-500' },
  saved: { icon: CloudCheck, text: 'All changes saved', className: 'text-emerald-700' },
  error: { icon: CircleAlert, text: 'Not saved', className: 'text-red-700' },
} as const;

/** Saved, but the change waits on this device for the connection (the outbox holds it). */
const SAVED_ON_DEVICE = {
  icon: HardDrive,
  text: 'Saved on this device',
  className: 'text-amber-800',
} as const;

/** Quiet auto-save indicator beside a step's title; offline a save is kept on the device and says so. */
export function SaveStatus({ status }: { status: AutoSaveStatus }) {
  const isOnDevice = useHasWaitingWrites();
  if (status === 'idle') return null;
  const { icon: Icon, text, className } = status === 'saved' && isOnDevice ? SAVED_ON_DEVICE : STATUS[status];
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="save-status"
      className={cn('inline-flex items-center gap-1.5 text-xs font-medium whitespace-nowrap', className)}
    >
      <Icon className={cn('size-3.5', status === 'saving' && 'animate-spin')} aria-hidden="true" />
      {text}
    </span>
  );
}
