// The progress bar's clock: shown only once a step has run for a second, gone when it ends.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_AFTER_MS, useSlow } from './use-import.ts';

describe('useSlow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns true after a second of work and false when the work ends', () => {
    const { result, rerender } = renderHook(({ busy }) => useSlow(busy), { initialProps: { busy: true } });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(SLOW_AFTER_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ busy: false });
    expect(result.current).toBe(false);
  });

  it('a step shorter than a second never shows it', () => {
    const { result, rerender } = renderHook(({ busy }) => useSlow(busy), { initialProps: { busy: true } });
    act(() => vi.advanceTimersByTime(SLOW_AFTER_MS / 2));
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(SLOW_AFTER_MS * 2));
    expect(result.current).toBe(false);
  });
});
