import { afterEach, describe, expect, test, vi } from 'vitest';

const toast = vi.fn();
vi.mock('#client/hooks/use-toast.ts', () => ({ toast: (...args: unknown[]) => toast(...args) }));
const device = { getState: () => ({ items: [{ seq: 1 }] }), clear: vi.fn(async () => {}) };
vi.mock('./use-offline-state.ts', () => ({ loadedDevice: () => device }));

const { confirmSignOut, PHOTO_CACHE, setSignOutAsker, SIGN_OUT_OFFLINE_MESSAGE } = await import(
  './sign-out-guard.ts'
);

const cacheDelete = vi.fn(async () => true);

function setOnline(isOnline: boolean) {
  vi.stubGlobal('navigator', { onLine: isOnline });
  vi.stubGlobal('caches', { delete: cacheDelete });
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockClear();
  device.clear.mockClear();
  cacheDelete.mockClear();
  setSignOutAsker(null);
});

describe('signing out with changes on the device', () => {
  test('offline, it refuses and says why, and the device keeps its copy', async () => {
    setOnline(false);
    const asker = vi.fn(async () => true);
    setSignOutAsker(asker);
    expect(await confirmSignOut()).toBe(false);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Logout failed', description: SIGN_OUT_OFFLINE_MESSAGE }),
    );
    expect(asker).not.toHaveBeenCalled();
    expect(device.clear).not.toHaveBeenCalled();
    expect(cacheDelete).not.toHaveBeenCalled();
  });

  test('online, the rep is asked; "keep" keeps the copy, "sign out" clears it', async () => {
    setOnline(true);
    setSignOutAsker(async () => false);
    expect(await confirmSignOut()).toBe(false);
    expect(device.clear).not.toHaveBeenCalled();
    setSignOutAsker(async (waiting) => waiting === 1);
    expect(await confirmSignOut()).toBe(true);
    expect(device.clear).toHaveBeenCalledTimes(1);
    expect(cacheDelete).toHaveBeenCalledWith(PHOTO_CACHE);
    expect(toast).not.toHaveBeenCalled();
  });
});
