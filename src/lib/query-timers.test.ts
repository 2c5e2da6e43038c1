import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts, LONG_MS } from './query-timers';

describe('coalescedTimeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T08:00:00.250Z') });
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('runs long timers set together on one browser timer, none early, at most a second late', () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const ran: number[] = [];
    for (let i = 0; i < 40; i += 1) coalescedTimeouts.setTimeout(() => ran.push(i), 30_000 + i);
    expect(setTimeoutSpy).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(30_000 - 1);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(ran).toHaveLength(40);
    expect(ran).toEqual([...ran].sort((a, b) => a - b));
    setTimeoutSpy.mockRestore();
  });

  it('runs a later-set earlier timer at its own time, and the others at theirs', () => {
    const ran: string[] = [];
    coalescedTimeouts.setTimeout(() => ran.push('gc'), 300_000);
    coalescedTimeouts.setTimeout(() => ran.push('stale'), 30_000);
    vi.advanceTimersByTime(31_000);
    expect(ran).toEqual(['stale']);
    vi.advanceTimersByTime(270_000);
    expect(ran).toEqual(['stale', 'gc']);
  });

  it('never runs a cleared timer', () => {
    const ran: string[] = [];
    const gc = coalescedTimeouts.setTimeout(() => ran.push('gc'), 30_000);
    coalescedTimeouts.setTimeout(() => ran.push('stale'), 60_000);
    coalescedTimeouts.clearTimeout(gc);
    vi.advanceTimersByTime(61_000);
    expect(ran).toEqual(['stale']);
  });

  it('leaves short waits (a retry) to the browser, to the millisecond, and clears them there', () => {
    const ran: string[] = [];
    coalescedTimeouts.setTimeout(() => ran.push('retry'), 1_000);
    const cleared = coalescedTimeouts.setTimeout(() => ran.push('cleared'), LONG_MS - 1);
    coalescedTimeouts.clearTimeout(cleared);
    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['retry']);
    vi.advanceTimersByTime(LONG_MS);
    expect(ran).toEqual(['retry']);
  });

  it('still runs the others when one throws, and reports the error', () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const ran: string[] = [];
    coalescedTimeouts.setTimeout(() => {
      throw new Error('boom');
    }, 30_000);
    coalescedTimeouts.setTimeout(() => ran.push('after'), 30_000);
    vi.advanceTimersByTime(31_000);
    expect(ran).toEqual(['after']);
    expect(reported).toHaveBeenCalledWith(new Error('boom'));
    vi.unstubAllGlobals();
  });

  it('waits, not spins, when the clock is set back far', () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    coalescedTimeouts.setTimeout(() => ran.push('stale'), 30_000);
    vi.setSystemTime(Date.now() - 300 * 24 * 60 * 60 * 1000);
    coalescedTimeouts.setTimeout(() => ran.push('gc'), 60_000);
    vi.advanceTimersByTime(61_000);
    expect(ran).toEqual(['gc']);
    // One browser timer per arming, none for nothing: not one a millisecond.
    expect(setTimeoutSpy.mock.calls.length).toBeLessThan(5);
    setTimeoutSpy.mockRestore();
  });
});
