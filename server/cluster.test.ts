// Every core (server/cluster.ts): how many workers the environment asks for, the back-off of a
// worker that keeps dying, and real forked workers: one killed is restarted alone, and SIGTERM
// stops them all.
import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EXIT_CANNOT_START,
  MAX_RESTART_DELAY_MS,
  readWorkerCount,
  restartDelayMs,
  runPrimary,
  type Primary,
} from './cluster';

const count = (env: Record<string, string>, cores = 2) => {
  const problems: string[] = [];
  return { workers: readWorkerCount(env, problems, cores), problems };
};
const REDIS = { REDIS_URL: 'redis://127.0.0.1:6379' };

describe('WEB_CONCURRENCY', () => {
  it('defaults to one worker per core when the workers can share through Redis', () => {
    expect(count({ ...REDIS }, 4)).toEqual({ workers: 4, problems: [] });
    expect(count({ ...REDIS, WEB_CONCURRENCY: ' ' }, 2)).toEqual({ workers: 2, problems: [] });
  });

  it('defaults to one without Redis: logouts, limits and refreshes live in one process then', () => {
    expect(count({}, 8)).toEqual({ workers: 1, problems: [] });
    expect(count({ WEB_CONCURRENCY: '1' }, 8)).toEqual({ workers: 1, problems: [] });
    expect(count({ WEB_CONCURRENCY: '2' }).problems).toEqual([
      'WEB_CONCURRENCY above 1 needs REDIS_URL: the workers share logouts, rate limits and token refreshes through it',
    ]);
  });

  it('takes a whole number from 1 to 64, and names the variable otherwise', () => {
    expect(count({ ...REDIS, WEB_CONCURRENCY: ' 3 ' })).toEqual({ workers: 3, problems: [] });
    for (const bad of ['0', '-1', '1.5', 'auto', '65', '2e1'])
      expect(count({ ...REDIS, WEB_CONCURRENCY: bad }).problems).toEqual([
        `WEB_CONCURRENCY must be a whole number from 1 to 64, got '${bad}'`,
      ]);
  });

  it('is one process on the development server (Vite inside it)', () => {
    expect(count({ ...REDIS, NODE_ENV: 'development', WEB_CONCURRENCY: '4' })).toEqual({
      workers: 1,
      problems: [],
    });
  });
});

describe('the restart back-off', () => {
  const NOW = 1_000_000;
  it('restarts a worker at once after a lone crash, then doubles up to 30 s while it keeps dying', () => {
    expect(restartDelayMs([NOW], NOW)).toBe(0);
    expect(restartDelayMs([NOW - 70_000, NOW], NOW)).toBe(0);
    const loop = (crashes: number) =>
      restartDelayMs(
        Array.from({ length: crashes }, (_, index) => NOW - (crashes - 1 - index) * 1000),
        NOW,
      );
    expect([2, 3, 4, 5].map(loop)).toEqual([1000, 2000, 4000, 8000]);
    expect(loop(20)).toBe(MAX_RESTART_DELAY_MS);
  });
});

describe('real workers', () => {
  let primary: Primary | null = null;

  afterEach(async () => {
    await primary?.stop();
    primary = null;
    delete process.env.TEST_WORKER_EXIT;
  });

  async function freePort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  function setUp(port: number): string[] {
    cluster.setupPrimary({
      exec: path.join(import.meta.dirname, 'testing/cluster-worker.ts'),
      args: [],
      execArgv: [],
      silent: true,
    });
    process.env.TEST_WORKER_PORT = String(port);
    return [];
  }

  const listening = (wanted: number) =>
    new Promise<void>((resolve) => {
      let seen = 0;
      const onListening = () => {
        if (++seen < wanted) return;
        cluster.off('listening', onListening);
        resolve();
      };
      cluster.on('listening', onListening);
    });

  it('restarts the killed worker only, and stops every worker on stop', async () => {
    const log = setUp(await freePort());
    const up = listening(2);
    primary = runPrimary({ workers: 2, graceMs: 2000, log: (line) => log.push(line) });
    await up;
    const [first, second] = primary.workers() as [Worker, Worker];
    const firstPid = first.process.pid;
    const secondPid = second.process.pid;

    const restarted = listening(1);
    first.process.kill('SIGKILL');
    await restarted;

    const pids = primary.workers().map((worker) => worker.process.pid);
    expect(pids).toHaveLength(2);
    expect(pids).toContain(secondPid);
    expect(pids).not.toContain(firstPid);
    expect(log).toEqual([`Worker 0 (pid ${firstPid}) exited (SIGKILL); restarting it`]);

    const workers = primary.workers();
    expect(await primary.stop()).toBe(0);
    expect(workers.every((worker) => worker.process.exitCode === 0)).toBe(true);
    primary = null;
  });

  it('stops the server, not retries, when a worker cannot start', async () => {
    const log = setUp(await freePort());
    process.env.TEST_WORKER_EXIT = String(EXIT_CANNOT_START);
    primary = runPrimary({ workers: 2, graceMs: 2000, log: (line) => log.push(line) });
    expect(await primary.stopped).toBe(1);
    expect(log[0]).toMatch(/^Worker \d cannot start; stopping the server$/);
    primary = null;
  });
});
