import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, HardDriveDownload, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPage } from '#client/app/lazy-page.tsx';
import { LazyConfirm } from '#client/components/lazy-confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { cn } from '#client/lib/utils.ts';
import { formatAge } from '#shared/calc/format.ts';
import { setSignOutAsker } from './sign-out-guard.ts';
import { useOfflineState } from './use-offline-state.ts';

// The list of waiting changes (a Radix Dialog) loads when the rep opens it: the bar is on every signed-in page, the
// dialog's code is not on their first paint (docs/decisions/039-fast-signed-in-pages.md).
const PendingSyncDialog = lazyPage(() => import('./pending-sync-dialog.tsx'), 'PendingSyncDialog');

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * Offline capture as the rep sees it (docs/decisions/042-offline-field-capture.md): the offline banner with how old
 * the shown data is, "N changes waiting to sync" opening the list with each item's state, Sync now, the storage
 * warning, and the question before signing out while changes wait. Mounted by the app shell.
 */
export function OfflineStatus() {
  const client = useQueryClient();
  const state = useOfflineState();
  const [isListOpen, setIsListOpen] = useState(false);
  const [signOutAsk, setSignOutAsk] = useState<{ waiting: number; answer: (go: boolean) => void } | null>(
    null,
  );
  const answerRef = useRef<((go: boolean) => void) | null>(null);

  useEffect(() => {
    // A browser without IndexedDB (openDB throws at once) works online only: nothing to install.
    void import('#client/lib/offline/install.ts')
      .then(({ installOffline }) =>
        installOffline(client, (count) =>
          toast({
            title: 'Changed on another device',
            description: `${plural(count, 'field')} had also been changed elsewhere: open the survey's note to see both values.`,
          }),
        ),
      )
      .catch(() => undefined);
    setSignOutAsker(
      (waiting) =>
        new Promise<boolean>((resolve) => {
          answerRef.current = resolve;
          setSignOutAsk({ waiting, answer: resolve });
        }),
    );
    return () => setSignOutAsker(null);
  }, [client]);

  if (!state) return null;
  const count = state.items.length;
  const failed = state.items.filter((item) => item.state === 'failed').length;
  const showBar = !state.isOnline || count > 0 || state.storageWarning;

  return (
    <>
      {showBar && (
        <div
          role="status"
          data-testid="offline-banner"
          className={cn(
            'border-b px-4 py-2 text-sm sm:px-6 lg:px-8 print:hidden',
            state.isOnline
              ? 'border-sky-200 bg-sky-50 text-sky-950'
              : 'border-amber-200 bg-amber-50 text-amber-950',
          )}
        >
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1.5">
            {!state.isOnline && (
              <p className="flex min-w-0 items-start gap-2">
                <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  <strong className="font-semibold">You are offline.</strong> Changes are saved on this device
                  and sync when the connection returns.
                  {state.shownFromDeviceSince !== null && (
                    <> Showing data saved {formatAge(state.shownFromDeviceSince)}.</>
                  )}
                </span>
              </p>
            )}
            {state.storageWarning && (
              <p className="flex items-start gap-2 text-red-800" data-testid="storage-warning">
                <HardDriveDownload className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {state.storageWarning}
              </p>
            )}
            {count > 0 && (
              <Button
                variant="outline"
                size="sm"
                className={cn('bg-white', failed > 0 && 'border-red-300 text-red-800')}
                onClick={() => setIsListOpen(true)}
                data-testid="pending-sync-button"
              >
                {state.isSyncing ? (
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                ) : failed > 0 ? (
                  <TriangleAlert aria-hidden="true" />
                ) : null}
                {state.isSyncing
                  ? `Syncing ${plural(count, 'change')}…`
                  : `${plural(count, 'change')} waiting to sync`}
              </Button>
            )}
          </div>
        </div>
      )}
      {isListOpen && (
        <Suspense fallback={null}>
          <PendingSyncDialog state={state} onClose={() => setIsListOpen(false)} />
        </Suspense>
      )}
      <LazyConfirm
        open={signOutAsk !== null}
        onOpenChange={(open) => {
          if (open) return;
          answerRef.current?.(false);
          setSignOutAsk(null);
        }}
        title="Changes are waiting to sync"
        description={`${plural(signOutAsk?.waiting ?? 0, 'change')} made on this device ${
          signOutAsk?.waiting === 1 ? 'has' : 'have'
        } not reached the server yet. Signing out now deletes ${signOutAsk?.waiting === 1 ? 'it' : 'them'}. Sync first, or sign out anyway.`}
        cancelLabel="Stay signed in"
        confirmLabel="Sign out anyway"
        onConfirm={() => {
          answerRef.current = null;
          signOutAsk?.answer(true);
          setSignOutAsk(null);
        }}
      />
    </>
  );
}
