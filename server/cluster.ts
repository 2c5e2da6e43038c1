// Every core: the server a facility runs (server/main.ts) is one primary process that forks a
// worker per core (Node's cluster; docs/decisions/062). The primary serves no page: it restarts a
// worker that died (that one only, later each time it keeps dying), stops them all on SIGTERM,
// and answers /metrics for all of them (server/metrics-endpoint.ts). Node runs this file as it
// is, beside the bundle: Node's own modules only, and no syntax beyond erasable types.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

type Env = Record<string, string | undefined>;

/** A worker that cannot start (bad configuration, port taken): the primary stops, not retries. */
export const EXIT_CANNOT_START = 78;

/** The most workers one server forks: beyond this a typo, not a machine. */
export const MAX_WORKERS = 64;

/**
 * How many workers: WEB_CONCURRENCY, else one per core. The workers share logouts, rate limits
 * and token refreshes only through Redis, so without REDIS_URL the default is one, and more is
 * refused; the development server (Vite inside it) is always one process.
 */
export function readWorkerCount(
  env: Env,
  problems: string[],
  cores: number = availableParallelism(),
): number {
  const text = env.WEB_CONCURRENCY?.trim() ?? '';
  const shared = Boolean(env.REDIS_URL?.trim());
  if (env.NODE_ENV === 'development') return 1;
  if (text === '') return shared ? Math.max(1, Math.min(cores, MAX_WORKERS)) : 1;
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > MAX_WORKERS) {
    problems.push(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS}, got '${text}'`);
    return 1;
  }
  if (count > 1 && !shared)
    problems.push(
      'WEB_CONCURRENCY above 1 needs REDIS_URL: the workers share logouts, rate limits and token refreshes through it',
    );
  return count;
}

/** Crashes closer together than this count as one loop. */
export const CRASH_WINDOW_MS = 60_000;
/** The longest a dead worker waits for its restart. */
export const MAX_RESTART_DELAY_MS = 30_000;

/**
 * How long to wait before restarting a worker slot, given when it died before (ms, oldest
 * first): at once after a lone crash, then 1 s, 2 s, 4 s… up to 30 s while it keeps crashing.
 */
export function restartDelayMs(crashes: readonly number[], now: number): number {
  const recent = crashes.filter((at) => now - at < CRASH_WINDOW_MS).length;
  if (recent <= 1) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (recent - 2));
}

export interface PrimaryOptions {
  workers: number;
  /** Bound for the workers' own graceful stop (server/shutdown.ts), then they are killed. */
  graceMs: number;
  log?: (line: string) => void;
  now?: () => number;
}

export interface Primary {
  /** Resolves with the primary's exit code once every worker has exited for good. */
  stopped: Promise<number>;
  /** SIGTERM to every worker; each drains its answers in flight (server/shutdown.ts). */
  stop: () => Promise<number>;
  /** The live worker of each slot (tests kill one). */
  workers: () => Worker[];
}

/** Forks the workers (this same script, cluster.isWorker) and keeps one alive per slot. */
export function runPrimary({
  workers: count,
  graceMs,
  log = console.log,
  now = Date.now,
}: PrimaryOptions): Primary {
  const slots = new Map<number, { worker: Worker | null; crashes: number[] }>();
  let stopping = false;
  let exitCode = 0;
  let finish: (code: number) => void = () => {};
  const stopped = new Promise<number>((resolve) => (finish = resolve));
  const timers = new Set<NodeJS.Timeout>();

  const live = () => [...slots.values()].flatMap(({ worker }) => (worker ? [worker] : []));
  const checkDone = () => {
    if (stopping && live().length === 0) finish(exitCode);
  };

  const fork = (slot: number) => {
    const state = slots.get(slot)!;
    const worker = cluster.fork({ SHOP_WORKER_SLOT: String(slot) });
    state.worker = worker;
    worker.once('exit', (code, signal) => {
      state.worker = null;
      if (stopping) return checkDone();
      if (code === EXIT_CANNOT_START) {
        log(`Worker ${slot} cannot start; stopping the server`);
        exitCode = 1;
        void stop();
        return;
      }
      const at = now();
      state.crashes = [...state.crashes.filter((time) => at - time < CRASH_WINDOW_MS), at];
      const delay = restartDelayMs(state.crashes, at);
      log(
        `Worker ${slot} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`}); restarting it${delay ? ` in ${delay / 1000} s` : ''}`,
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) fork(slot);
      }, delay);
      timers.add(timer);
    });
  };

  const stop = () => {
    if (!stopping) {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      for (const worker of live()) worker.process.kill('SIGTERM');
      // A worker stops itself within its grace; one that does not is killed after it.
      setTimeout(
        () => live().forEach((worker) => worker.process.kill('SIGKILL')),
        graceMs + 1000,
      ).unref();
      checkDone();
    }
    return stopped;
  };

  for (let slot = 0; slot < count; slot++) {
    slots.set(slot, { worker: null, crashes: [] });
    fork(slot);
  }
  return { stopped, stop, workers: live };
}
