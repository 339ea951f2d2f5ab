// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '#client/lib/api-error.ts';
import { hasAnyContent } from './form-values.ts';
import { type AutoSaveOptions, useAutoSave } from './use-auto-save.ts';

type Values = { ph: string; notes: string };
const EMPTY: Values = { ph: '', notes: '' };

function setup(overrides: Partial<AutoSaveOptions<Values>> = {}, initial: Values = EMPTY) {
  const save = vi.fn<(values: Values) => Promise<void>>(async () => {});
  const onError = vi.fn();
  const hook = renderHook(
    (props: Partial<AutoSaveOptions<Values>>) =>
      useAutoSave<Values>(initial, {
        isEnabled: true,
        hasContent: hasAnyContent,
        isValid: () => true,
        save,
        onError,
        ...props,
      }),
    { initialProps: overrides },
  );
  return { ...hook, save, onError };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAutoSave', () => {
  test('saves once, 2 s after the last of several changes, with the latest values', async () => {
    const { result, save } = setup();
    act(() => result.current.notifyChange({ ph: '7', notes: '' }));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    act(() => result.current.notifyChange({ ph: '7.2', notes: '' }));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ ph: '7.2', notes: '' });
    expect(result.current.status).toBe('saved');
    expect(result.current.hasUnsavedChanges).toBe(false);
  });

  test('does not save without a survey id', async () => {
    const { result, save } = setup({ isEnabled: false });
    act(() => result.current.notifyChange({ ph: '7', notes: '' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.hasUnsavedChanges).toBe(true);
  });

  test('does not save when no content exists', async () => {
    const { result, save } = setup({}, { ph: '7', notes: '' });
    act(() => result.current.notifyChange({ ph: '', notes: '  ' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(save).not.toHaveBeenCalled();
  });

  test('does not save invalid values quietly', async () => {
    const { result, save } = setup({ isValid: (v) => Number(v.ph) <= 14 });
    act(() => result.current.notifyChange({ ph: '15', notes: '' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(save).not.toHaveBeenCalled();
  });

  test('a change back to the saved values cancels the pending save', async () => {
    const { result, save } = setup();
    act(() => result.current.notifyChange({ ph: '7', notes: '' }));
    act(() => result.current.notifyChange(EMPTY));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.hasUnsavedChanges).toBe(false);
  });

  test('flush saves a pending change at once and the timer then does nothing', async () => {
    const { result, save } = setup();
    act(() => result.current.notifyChange({ ph: '8', notes: '' }));
    let isSaved = false;
    await act(async () => {
      isSaved = await result.current.flush();
    });
    expect(isSaved).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(save).toHaveBeenCalledTimes(1);
  });

  test('flush reports false when the change cannot be saved', async () => {
    const { result, save } = setup({ isEnabled: false });
    act(() => result.current.notifyChange({ ph: '8', notes: '' }));
    await act(async () => {
      expect(await result.current.flush()).toBe(false);
    });
    expect(save).not.toHaveBeenCalled();
  });

  test('a failed quiet save reports the error and keeps the change unsaved', async () => {
    const { result, save, onError } = setup();
    save.mockRejectedValueOnce(new ApiError(500, 'boom'));
    act(() => result.current.notifyChange({ ph: '7', notes: '' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('error');
    expect(result.current.hasUnsavedChanges).toBe(true);
  });

  test('an emptied form is not saved quietly but flush (moving between steps) saves it', async () => {
    const { result, save } = setup({}, { ph: '7', notes: '' });
    act(() => result.current.notifyChange(EMPTY));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe('pending');
    await act(async () => {
      expect(await result.current.flush()).toBe(true);
    });
    expect(save).toHaveBeenCalledWith(EMPTY);
  });

  test('flush retries a failed quiet save', async () => {
    const { result, save } = setup();
    save.mockRejectedValueOnce(new ApiError(500, 'boom'));
    act(() => result.current.notifyChange({ ph: '7', notes: '' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(async () => {
      expect(await result.current.flush()).toBe(true);
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('saved');
  });

  test('warns before unload while a change is unsaved', async () => {
    const { result } = setup({ isEnabled: false });
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    act(() => result.current.notifyChange({ ph: '7', notes: '' }));
    const warned = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(warned);
    expect(warned.defaultPrevented).toBe(true);
  });

  test('leaving the step with a change waiting saves it instead of dropping it', async () => {
    const { result, save, unmount } = setup();
    act(() => result.current.notifyChange({ ph: '6.9', notes: '' }));
    unmount();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledWith({ ph: '6.9', notes: '' });
  });
});
