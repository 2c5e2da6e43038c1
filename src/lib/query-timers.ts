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

let lastId = 0;
const listed = new Set<ListedTimer>();
let browserTimer: ReturnType<typeof setTimeout> | undefined;
let browserTimerDue = Infinity;

/** Sets the one browser timer for the earliest listed deadline (if it is not set for it already). */
function arm(): void {
  let earliest = Infinity;
  for (const timer of listed) earliest = Math.min(earliest, timer.due);
  if (earliest === browserTimerDue) return;
  if (browserTimer !== undefined) clearTimeout(browserTimer);
  browserTimerDue = earliest;
  const wait = Math.min(MAX_WAIT_MS, Math.max(0, earliest - Date.now()));
  browserTimer = earliest === Infinity ? undefined : setTimeout(runDue, wait);
}

/** As the browser reports an error thrown by a timer's callback. */
function report(error: unknown): void {
  if (typeof reportError === 'function') reportError(error);
  else
    setTimeout(() => {
      throw error;
    });
}

function runDue(): void {
  browserTimer = undefined;
  browserTimerDue = Infinity;
  const now = Date.now();
  const due = [...listed].filter((timer) => timer.due <= now).sort((a, b) => a.due - b.due);
  for (const timer of due) listed.delete(timer);
  for (const timer of due) {
    // As separate browser timers would: one that throws does not stop the others.
    try {
      timer.run();
    } catch (error) {
      report(error);
    }
  }
  arm();
}

export const coalescedTimeouts: TimeoutProvider = {
  setTimeout(callback, delay) {
    if (!(delay >= LONG_MS)) return setTimeout(callback, delay) as unknown as ManagedTimerId;
    const due = Math.ceil((Date.now() + delay) / GRAIN_MS) * GRAIN_MS;
    lastId += 1;
    const timer = new ListedTimer(due, callback, lastId);
    listed.add(timer);
    if (due < browserTimerDue) arm();
    return timer;
  },
  clearTimeout(id) {
    if (id instanceof ListedTimer) {
      // The browser timer stays: when it fires early for nothing, it is set again.
      listed.delete(id);
    } else clearTimeout(id as ReturnType<typeof setTimeout> | undefined);
  },
  setInterval: (callback, delay) => setInterval(callback, delay) as unknown as ManagedTimerId,
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval> | undefined),
};
