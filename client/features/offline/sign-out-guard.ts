import { loadedDevice } from './use-offline-state.ts';

type Asker = (waiting: number) => Promise<boolean>;
let asker: Asker | null = null;

/** The offline status bar registers the dialog that asks before sign-out (it lives in the app shell). */
export function setSignOutAsker(next: Asker | null): void {
  asker = next;
}

/**
 * Before sign-out: true to go on. While changes wait on this device the rep is asked first (signing out drops them:
 * another account must never replay them); going on clears the device's copy either way.
 */
export async function confirmSignOut(): Promise<boolean> {
  const device = loadedDevice();
  const waiting = device?.getState().items.length ?? 0;
  if (waiting > 0 && asker && !(await asker(waiting))) return false;
  await device?.clear();
  return true;
}
