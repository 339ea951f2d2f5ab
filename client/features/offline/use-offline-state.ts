import { useSyncExternalStore } from 'react';
import type { Device, OfflineState } from '#client/lib/offline/device.ts';

let loaded: Device | null = null;
const waiting = new Set<() => void>();

/** Loads the device's offline state lazily (its code never rides on the landing page's first paint). */
function subscribe(listener: () => void): () => void {
  if (loaded) return loaded.subscribe(listener);
  waiting.add(listener);
  let unsubscribe: (() => void) | null = null;
  void import('#client/lib/offline/device.ts')
    .then(({ getDevice }) => getDevice())
    .then((device) => {
      loaded = device;
      if (!waiting.has(listener)) return;
      waiting.delete(listener);
      unsubscribe = device.subscribe(listener);
      listener();
    })
    // No IndexedDB (a browser that refuses it): nothing is kept, nothing is shown.
    .catch(() => undefined);
  return () => {
    waiting.delete(listener);
    unsubscribe?.();
  };
}

const NONE = null;

/** The banner's state (online, the waiting writes, syncing), or null while the offline code loads. */
export function useOfflineState(): OfflineState | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded?.getState() ?? NONE,
    () => NONE,
  );
}

/** The loaded device (Sync now, retry, discard), or null before it loads. */
export function loadedDevice(): Device | null {
  return loaded;
}

/** True while writes made on this device wait for the server ("Saved on this device"). */
export function useHasWaitingWrites(): boolean {
  const state = useOfflineState();
  return !!state && (state.items.length > 0 || !state.isOnline);
}
