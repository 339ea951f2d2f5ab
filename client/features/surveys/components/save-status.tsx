import { CircleAlert, CloudCheck, LoaderCircle, PencilLine } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';
import type { AutoSaveStatus } from '../hooks/use-auto-save.ts';

const STATUS = {
  pending: { icon: PencilLine, text: 'Unsaved changes', className: 'text-slate-500' },
  saving: { icon: LoaderCircle, text: 'Saving…', className: 'text-slate-500' },
  saved: { icon: CloudCheck, text: 'All changes saved', className: 'text-emerald-700' },
  error: { icon: CircleAlert, text: 'Not saved', className: 'text-red-700' },
} as const;

/** Quiet auto-save indicator beside a step's title. */
export function SaveStatus({ status }: { status: AutoSaveStatus }) {
  if (status === 'idle') return null;
  const { icon: Icon, text, className } = STATUS[status];
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
