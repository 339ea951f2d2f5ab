import { RefreshCw } from 'lucide-react';
import { DialogFrame } from '#client/components/dialog-frame.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import type { OfflineState, PendingItem } from '#client/lib/offline/device.ts';
import { cn } from '#client/lib/utils.ts';
import { loadedDevice } from './use-offline-state.ts';

const STATE_TEXT = { waiting: 'Waiting', sending: 'Sending…', failed: 'Not synced' } as const;

function PendingRow({ item }: { item: PendingItem }) {
  const device = loadedDevice();
  return (
    <li className="grid min-w-0 gap-1 py-2" data-testid="pending-item">
      <div className="flex min-w-0 items-center justify-between gap-3 text-sm">
        <span className="min-w-0 flex-1 truncate font-medium text-slate-800" title={item.label}>
          {item.label}
        </span>
        <span
          className={cn(
            'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
            item.state === 'failed' ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700',
          )}
          data-testid="pending-item-state"
        >
          {STATE_TEXT[item.state]}
        </span>
      </div>
      {item.state === 'failed' && (
        <div className="grid gap-2">
          <p className="text-xs text-red-700">{item.error}</p>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => item.seq && void device?.outbox.retry(item.seq)}
            >
              Try again
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={() => item.seq && void device?.outbox.discard(item.seq)}
            >
              Discard
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The changes waiting on this device, each with its state, and Sync now: opened from the offline bar. */
export function PendingSyncDialog({ state, onClose }: { state: OfflineState; onClose: () => void }) {
  const count = state.items.length;
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      className="max-h-[85dvh] overflow-y-auto"
      title="Changes waiting to sync"
      description={
        state.isOnline
          ? 'They are sent in the order they were made.'
          : 'You are offline: they are kept on this device and sent when the connection returns.'
      }
    >
      {count === 0 ? (
        <p className="text-sm text-emerald-800">Everything is synced.</p>
      ) : (
        <ul className="min-w-0 divide-y" data-testid="pending-list">
          {state.items.map((item) => (
            <PendingRow key={item.seq} item={item} />
          ))}
        </ul>
      )}
      <DialogFooter>
        <Button
          onClick={() => void loadedDevice()?.sync()}
          disabled={!state.isOnline || state.isSyncing || count === 0}
        >
          <RefreshCw className={cn(state.isSyncing && 'animate-spin')} aria-hidden="true" />
          Sync now
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
