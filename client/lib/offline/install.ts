import type { QueryClient } from '@tanstack/react-query';
import { setReadCache } from '../api.ts';
import { type Device, getDevice } from './device.ts';

let installed: Promise<Device> | null = null;

/**
 * Turns on offline capture for the signed-in app (docs/decisions/042-offline-field-capture.md): GET answers are kept
 * on the device from now on (the signed-in user first, so a reload offline knows who is signed in), and after each
 * replay the query caches read the server's records again (a record made offline now has its server id).
 */
export function installOffline(client: QueryClient, onConflicts: (count: number) => void): Promise<Device> {
  installed ??= getDevice().then((device) => {
    setReadCache(device);
    const user = client.getQueryData(['session', 'user']);
    if (user) device.store('/api/user', user, null);
    device.onSynced((synced) => {
      void client.invalidateQueries();
      const conflicts = synced.reduce((sum, each) => sum + each.conflicts, 0);
      if (conflicts > 0) onConflicts(conflicts);
    });
    return device;
  });
  return installed;
}
