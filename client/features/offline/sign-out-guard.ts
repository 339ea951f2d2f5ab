import { showError } from '#client/lib/show-error.ts';
import { loadedDevice } from './use-offline-state.ts';

/** The service worker's cache of photo files (vite.config.ts, runtimeCaching). */
export const PHOTO_CACHE = 'photos';

/** Said when the rep signs out without a connection: the server could not end the session. */
export const SIGN_OUT_OFFLINE_MESSAGE =
  'You are offline. Sign out when you are back online; until then everything stays on this device.';

type Asker = (waiting: number) => Promise<boolean>;
let asker: Asker | null = null;

/** The offline status bar registers the dialog that asks before sign-out (it lives in the app shell). */
export function setSignOutAsker(next: Asker | null): void {
  asker = next;
}

/**
 * Before sign-out: true to go on. Offline it refuses, saying why, and keeps the device's copy (the server could not
 * end the session, and a copy cleared for nothing would be lost). While changes wait on this device the rep is asked
 * first (signing out drops them: another account must never replay them); going on clears the device's copy.
 */
export async function confirmSignOut(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    showError('Logout failed', SIGN_OUT_OFFLINE_MESSAGE);
    return false;
  }
  const device = loadedDevice();
  const waiting = device?.getState().items.length ?? 0;
  if (waiting > 0 && asker && !(await asker(waiting))) return false;
  await device?.clear();
  // The service worker's copies of photos (cache first) belong to this account too.
  if (typeof caches !== 'undefined') await caches.delete(PHOTO_CACHE).catch(() => false);
  return true;
}
