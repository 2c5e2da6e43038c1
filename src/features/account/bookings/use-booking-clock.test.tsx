import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBookingClock } from './use-booking-clock';

const at = (time: string) => Date.parse(`2026-11-29T${time}+01:00`);

describe('useBookingClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('judges by the lists’ time, then the app’s, to the minute: within it nothing changes', async () => {
    vi.useFakeTimers({ now: at('10:07:42'), toFake: ['Date'] });
    const seen: number[] = [];
    renderHook(() => seen.push(useBookingClock(at('10:07:30'))));
    await act(async () => {});
    expect(new Set(seen)).toEqual(new Set([at('10:07:00')]));
  });

  it('moves to the app’s minute once the browser has the page', async () => {
    vi.useFakeTimers({ now: at('10:09:05'), toFake: ['Date'] });
    const { result } = renderHook(() => useBookingClock(at('10:07:30')));
    await act(async () => {});
    expect(result.current).toBe(at('10:09:00'));
  });
});
