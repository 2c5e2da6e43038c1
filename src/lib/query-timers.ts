// React Query's long timers through one browser timer (decision 054). Every query and observer
// sets its own: a query's garbage collection (gcTime), an observer's staleness (staleTime). A page
// that takes over with forty answers sets forty of them in the same few tasks, and a browser timer
// is not free: DevTools and Lighthouse record a script stack for each one. TanStack's
// `timeoutManager` takes a provider for exactly this ("a custom TimeoutProvider that coalesces
// timeouts"); no library ships one, so this is it.
//
// Timers of at least LONG_MS wait in a list, due at their deadline rounded up to the next whole
// second, and one browser timer is set for the earliest: forty set together share it. They run
// at most a second late, which neither staleness nor garbage collection notices. Shorter ones
// (a retry's wait) and intervals are the browser's own.
import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

export const LONG_MS = 5_000;
const GRAIN_MS = 1_000;
/** The longest wait a browser timer takes; a longer one (a clock set back) would fire at once. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/** The id of a timer in the list (React Query keeps it and hands it back to clear it). */
class ListedTimer {
  constructor(
    readonly due: number,
    readonly run: TimeoutCallback,
    private readonly id: number,
  ) {}
  [Symbol.toPrimitive](): number {
    return this.id;
  }
}

/** What the list runs on: the browser's clock and timers, or a test's. */
export interface TimerHost {
  now: () => number;
  setTimeout: (callback: () => void, wait: number) => unknown;
  clearTimeout: (id: unknown) => void;
  /** Reports an error thrown by a callback, as the browser does for a timer's. */
  report: (error: unknown) => void;
}

const browserHost: TimerHost = {
  now: () => Date.now(),
  setTimeout: (callback, wait) => setTimeout(callback, wait),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  report: (error) => {
    if (typeof reportError === 'function') reportError(error);
    else
      setTimeout(() => {
        throw error;
      });
  },
};

export function createCoalescedTimeouts(host: TimerHost = browserHost): TimeoutProvider {
  let lastId = 0;
  const listed = new Set<ListedTimer>();
  let hostTimer: unknown;
  let hostTimerDue = Infinity;

  /** Sets the one timer for the earliest listed deadline (if it is not set for it already). */
  function arm(): void {
    let earliest = Infinity;
    for (const timer of listed) earliest = Math.min(earliest, timer.due);
    if (earliest === hostTimerDue) return;
    if (hostTimer !== undefined) host.clearTimeout(hostTimer);
    hostTimerDue = earliest;
    const wait = Math.min(MAX_WAIT_MS, Math.max(0, earliest - host.now()));
    hostTimer = earliest === Infinity ? undefined : host.setTimeout(runDue, wait);
  }

  function runDue(): void {
    hostTimer = undefined;
    hostTimerDue = Infinity;
    const now = host.now();
    const due = [...listed].filter((timer) => timer.due <= now).sort((a, b) => a.due - b.due);
    for (const timer of due) listed.delete(timer);
    for (const timer of due) {
      // As separate browser timers would: one that throws does not stop the others.
      try {
        timer.run();
      } catch (error) {
        host.report(error);
      }
    }
    arm();
  }

  return {
    setTimeout(callback, delay) {
      if (!(delay >= LONG_MS)) return host.setTimeout(callback, delay) as ManagedTimerId;
      const due = Math.ceil((host.now() + delay) / GRAIN_MS) * GRAIN_MS;
      lastId += 1;
      const timer = new ListedTimer(due, callback, lastId);
      listed.add(timer);
      if (due < hostTimerDue) arm();
      return timer;
    },
    clearTimeout(id) {
      if (id instanceof ListedTimer) {
        // The timer stays set: when it fires early for nothing, it is set again.
        listed.delete(id);
      } else host.clearTimeout(id);
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as ManagedTimerId,
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval> | undefined),
  };
}

/** The browser's: installed by its entry (src/entry.client.tsx). */
export const coalescedTimeouts = createCoalescedTimeouts();
