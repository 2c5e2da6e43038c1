import { describe, expect, it } from 'vitest';
import { createCoalescedTimeouts, LONG_MS, type TimerHost } from './query-timers';

/** A clock and timers of the test's own, moved by hand: no fake timers in the shared worker. */
function testHost(start = Date.parse('2026-11-29T08:00:00.250Z')) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const reported: unknown[] = [];
  const host: TimerHost = {
    now: () => now,
    setTimeout: (run, wait) => {
      nextId += 1;
      timers.set(nextId, { at: now + wait, run });
      return nextId;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    report: (error) => reported.push(error),
  };
  return {
    host,
    reported,
    /** How many timers the host has set and not yet run or cleared. */
    pending: () => timers.size,
    setClock: (to: number) => {
      now = to;
    },
    /** Moves the clock on by `ms`, running each timer at its time, in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const next = [...timers.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!next) break;
        timers.delete(next[0]);
        now = Math.max(now, next[1].at);
        next[1].run();
      }
      now = end;
    },
  };
}

describe('coalescedTimeouts', () => {
  it('runs long timers set together on one timer, none early, at most a second late', () => {
    const clock = testHost();
    const timeouts = createCoalescedTimeouts(clock.host);
    const ran: number[] = [];
    for (let i = 0; i < 40; i += 1) timeouts.setTimeout(() => ran.push(i), 30_000 + i);
    expect(clock.pending()).toBe(1);

    clock.advance(30_000 - 1);
    expect(ran).toEqual([]);
    clock.advance(1_000);
    expect(ran).toHaveLength(40);
    expect(ran).toEqual([...ran].sort((a, b) => a - b));
  });

  it('runs a later-set earlier timer at its own time, and the others at theirs', () => {
    const clock = testHost();
    const timeouts = createCoalescedTimeouts(clock.host);
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('gc'), 300_000);
    timeouts.setTimeout(() => ran.push('stale'), 30_000);
    clock.advance(31_000);
    expect(ran).toEqual(['stale']);
    clock.advance(270_000);
    expect(ran).toEqual(['stale', 'gc']);
  });

  it('never runs a cleared timer', () => {
    const clock = testHost();
    const timeouts = createCoalescedTimeouts(clock.host);
    const ran: string[] = [];
    const gc = timeouts.setTimeout(() => ran.push('gc'), 30_000);
    timeouts.setTimeout(() => ran.push('stale'), 60_000);
    timeouts.clearTimeout(gc);
    clock.advance(61_000);
    expect(ran).toEqual(['stale']);
  });

  it('leaves short waits (a retry) to a timer of their own, to the millisecond', () => {
    const clock = testHost();
    const timeouts = createCoalescedTimeouts(clock.host);
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('retry'), 1_000);
    const cleared = timeouts.setTimeout(() => ran.push('cleared'), LONG_MS - 1);
    timeouts.clearTimeout(cleared);
    clock.advance(999);
    expect(ran).toEqual([]);
    clock.advance(1);
    expect(ran).toEqual(['retry']);
    clock.advance(LONG_MS);
    expect(ran).toEqual(['retry']);
  });

  it('still runs the others when one throws, and reports the error', () => {
    const clock = testHost();
    const timeouts = createCoalescedTimeouts(clock.host);
    const ran: string[] = [];
    timeouts.setTimeout(() => {
      throw new Error('boom');
    }, 30_000);
    timeouts.setTimeout(() => ran.push('after'), 30_000);
    clock.advance(31_000);
    expect(ran).toEqual(['after']);
    expect(clock.reported).toEqual([new Error('boom')]);
  });

  it('waits, not spins, when the clock is set back far', () => {
    const clock = testHost();
    const timeouts = createCoalescedTimeouts(clock.host);
    const ran: string[] = [];
    const setTimeoutCalls: number[] = [];
    const setTimer = clock.host.setTimeout;
    clock.host.setTimeout = (run, wait) => {
      setTimeoutCalls.push(wait);
      return setTimer(run, wait);
    };
    timeouts.setTimeout(() => ran.push('stale'), 30_000);
    clock.setClock(Date.parse('2026-02-01T08:00:00Z'));
    timeouts.setTimeout(() => ran.push('gc'), 60_000);
    clock.advance(61_000);
    expect(ran).toEqual(['gc']);
    // Its wait for the old deadline is the longest a timer takes, not one that fires at once.
    expect(setTimeoutCalls.length).toBeLessThan(5);
    expect(Math.max(...setTimeoutCalls)).toBe(2 ** 31 - 1);
  });
});
