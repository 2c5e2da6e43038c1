// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServiceSuggestion } from '@generated/booking/model';
import { useShownDay } from './use-shown-day';

const TODAY = '2026-01-13';
const EVENING = Date.parse('2026-01-13T16:30:00.000Z'); // 17:30 in Stockholm
const slot = (start: string): ServiceSuggestion => ({ duration: { start, end: start } });
const lastToday = slot('2026-01-13T17:00:00.000Z'); // 18:00
const tomorrow = slot('2026-01-14T08:00:00.000Z');

describe('useShownDay', () => {
  it('keeps its choice when the last time of the day passes, and chooses again for a new range', () => {
    const { result, rerender } = renderHook(
      ({ key, now, from }) =>
        useShownDay(key, { wanted: null, from, slots: [lastToday, tomorrow], loading: false, now }),
      { initialProps: { key: `1|${TODAY}`, now: EVENING, from: TODAY } },
    );
    expect(result.current).toBe(TODAY);
    const later = Date.parse('2026-01-13T17:01:00.000Z');
    rerender({ key: `1|${TODAY}`, now: later, from: TODAY });
    expect(result.current).toBe(TODAY);
    rerender({ key: `3509|${TODAY}`, now: later, from: TODAY });
    expect(result.current).toBe('2026-01-14');
  });

  it('chooses nothing while loading, then the first day with times', () => {
    const { result, rerender } = renderHook(
      ({ slots }) =>
        useShownDay('1', { wanted: null, from: TODAY, slots, loading: !slots, now: EVENING }),
      { initialProps: { slots: undefined as ServiceSuggestion[] | undefined } },
    );
    expect(result.current).toBeNull();
    rerender({ slots: [tomorrow] });
    expect(result.current).toBe('2026-01-14');
  });

  it('shows the first day while the times failed, and chooses once they come', () => {
    const { result, rerender } = renderHook(
      ({ slots }) =>
        useShownDay('1', { wanted: null, from: TODAY, slots, loading: false, now: EVENING }),
      { initialProps: { slots: undefined as ServiceSuggestion[] | undefined } },
    );
    expect(result.current).toBe(TODAY);
    rerender({ slots: [tomorrow] });
    expect(result.current).toBe('2026-01-14');
  });

  it("shows the URL's day over its own choice", () => {
    const { result } = renderHook(() =>
      useShownDay('1', {
        wanted: TODAY,
        from: TODAY,
        slots: [tomorrow],
        loading: false,
        now: EVENING,
      }),
    );
    expect(result.current).toBe(TODAY);
  });
});
