import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetToasts } from '#client/hooks/use-toast.ts';

/**
 * The one set-up of a component test file: each test starts with no toasts and ends unmounted, with the real
 * globals (fetch, location) back and every spy restored. Call it once at the top of the file.
 */
export function resetBetweenTests(): void {
  beforeEach(() => resetToasts());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
