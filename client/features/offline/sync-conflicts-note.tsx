import { useQuery } from '@tanstack/react-query';
import { GitCompareArrows } from 'lucide-react';
import { useState } from 'react';
import { syncConflictsQueryOptions, useDismissSyncConflict } from '#client/api/sync-conflicts.ts';
import { DialogFrame } from '#client/components/dialog-frame.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { showError } from '#client/lib/show-error.ts';
import { formatDateUS } from '#shared/calc/format.ts';
import type { SyncConflict } from '#shared/schemas/sync.ts';

function shown(value: SyncConflict['keptValue']): string {
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

function ConflictRow({ conflict }: { conflict: SyncConflict }) {
  const dismiss = useDismissSyncConflict();
  const isDeviceWinner = conflict.winner === 'device';
  return (
    <li className="grid min-w-0 gap-2 py-3" data-testid="sync-conflict">
      <p className="text-sm font-semibold text-slate-900">{conflict.fieldLabel}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Kept</dt>
        <dd className="font-medium break-words">
          {shown(conflict.keptValue)}{' '}
          <span className="text-xs font-normal text-muted-foreground">
            ({isDeviceWinner ? 'edited on this device, later' : 'changed on another device, later'})
          </span>
        </dd>
        <dt className="text-muted-foreground">Other</dt>
        <dd className="break-words">
          {shown(conflict.otherValue)}{' '}
          <span className="text-xs text-muted-foreground">
            ({isDeviceWinner ? 'changed on another device' : 'edited on this device'})
          </span>
        </dd>
      </dl>
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-muted-foreground">Synced {formatDateUS(conflict.createdAt)}</span>
        <Button
          size="sm"
          variant="outline"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(conflict, {
              onError: () => showError('Error', 'Failed to dismiss the note. Please try again.'),
            })
          }
        >
          Dismiss
        </Button>
      </div>
    </li>
  );
}

/**
 * "Changed on another device": shown on a survey (wizard and report) when a sync kept one of two edits of a field;
 * it opens the list with both values and which one won (docs/decisions/042-offline-field-capture.md).
 */
export function SyncConflictsNote({ surveyId }: { surveyId: number }) {
  const conflicts = useQuery(syncConflictsQueryOptions(surveyId));
  const [isOpen, setIsOpen] = useState(false);
  const list = conflicts.data ?? [];
  if (list.length === 0) return null;
  return (
    <>
      <div
        className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-violet-200 bg-violet-50 px-4 py-3 text-sm text-violet-950 print:hidden"
        data-testid="sync-conflicts-note"
      >
        <p className="flex items-center gap-2">
          <GitCompareArrows className="size-4 shrink-0" aria-hidden="true" />
          Changed on another device: {list.length} field{list.length === 1 ? '' : 's'} had two edits.
        </p>
        <Button size="sm" variant="outline" className="bg-white" onClick={() => setIsOpen(true)}>
          See both values
        </Button>
      </div>
      <DialogFrame
        open={isOpen}
        onOpenChange={setIsOpen}
        className="max-h-[85dvh] overflow-y-auto"
        title="Changed on another device"
        description="This survey was edited here and elsewhere. For each field the later edit was kept; the other value is shown so nothing is lost."
      >
        <ul className="min-w-0 divide-y">
          {list.map((conflict) => (
            <ConflictRow key={conflict.id} conflict={conflict} />
          ))}
        </ul>
      </DialogFrame>
    </>
  );
}
