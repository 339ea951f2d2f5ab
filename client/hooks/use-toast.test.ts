// @vitest-environment jsdom

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { dismissToast, resetToasts, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, useToast } from './use-toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

test('keeps only the newest toast (limit 1)', () => {
  const { result } = renderHook(() => useToast());
  act(() => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
  });
  expect(TOAST_LIMIT).toBe(1);
  expect(result.current.toasts).toHaveLength(1);
  expect(result.current.toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
});

test('a dismissed toast closes, then is removed after 1,000,000 ms', () => {
  const { result } = renderHook(() => useToast());
  act(() => {
    toast({ title: 'Saved' });
  });
  act(() => {
    dismissToast();
  });
  expect(result.current.toasts[0].open).toBe(false);
  act(() => {
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
  });
  expect(result.current.toasts).toHaveLength(1);
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  expect(result.current.toasts).toHaveLength(0);
});
