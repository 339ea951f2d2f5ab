// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useUnsavedChangesGuard } from './unsaved-changes-guard.ts';

afterEach(cleanup);

function leave(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

test('warns before unload while any mounted source holds unsaved work, through one listener', () => {
  const addListener = vi.spyOn(window, 'addEventListener');
  let isStepDirty = false;
  let isTitleDirty = false;
  const step = renderHook(() => useUnsavedChangesGuard(() => isStepDirty));
  const title = renderHook(() => useUnsavedChangesGuard(() => isTitleDirty));
  expect(addListener.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(1);
  expect(leave()).toBe(false);
  isTitleDirty = true;
  expect(leave()).toBe(true);
  title.unmount();
  expect(leave()).toBe(false);
  isStepDirty = true;
  expect(leave()).toBe(true);
  step.unmount();
  expect(leave()).toBe(false);
  addListener.mockRestore();
});
