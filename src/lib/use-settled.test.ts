// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledWithin } from './use-settled';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSettledWithin', () => {
  it('waits while the content is pending, at most the given time', () => {
    const { result } = renderHook(() => useSettledWithin(true, 1500));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('settles as soon as the content has loaded or failed, and stays settled on a refetch', () => {
    const { result, rerender } = renderHook(({ pending }) => useSettledWithin(pending, 1500), {
      initialProps: { pending: true },
    });
    rerender({ pending: false });
    expect(result.current).toBe(true);
    rerender({ pending: true });
    expect(result.current).toBe(true);
  });
});
