// What the instances behind one load balancer share, through the Redis of REDIS_URL: the logouts
// (server/session-revocations.ts), the token refreshes (server/refresh-once.ts) and the rate
// limits' counts (server/rate-limits.ts). One client for the three, and one bound on every wait:
// a Redis that does not answer within REDIS_WAIT_MS counts as unreachable, and each user of it
// says what that means for it (decision 064).
import { createClient } from 'redis';
import { reportError } from '../src/lib/errors/report-error';

/** How long a request waits for Redis before it counts as unreachable. */
export const REDIS_WAIT_MS = 2_000;

const newClient = (url: string) =>
  createClient({
    url,
    socket: {
      connectTimeout: REDIS_WAIT_MS,
      reconnectStrategy: (retries: number) => Math.min(retries * 200, 2_000),
    },
    // Commands wait in the client's queue while it (re)connects, each at most this long: the
    // queue cannot fill up with the requests of a Redis that is down.
    commandOptions: { timeout: REDIS_WAIT_MS },
  });

export type SharedRedisClient = ReturnType<typeof newClient>;

export interface SharedRedis {
  client: SharedRedisClient;
  /** `work` (a command of the client), or a rejection once it took REDIS_WAIT_MS. */
  within<T>(work: Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const reportRedis = (error: unknown, call?: string) =>
  reportError({ source: 'upstream', error, details: { api: 'redis', ...(call ? { call } : {}) } });

/**
 * The client of one server; it connects at once and reconnects on its own, every 2 s at most.
 * Once it has been without a connection for REDIS_WAIT_MS, commands fail at once until it is
 * back: a Redis that is down costs a request no wait, not 2 s for every command it needs.
 */
export function sharedRedis(url: string): SharedRedis {
  const client = newClient(url);
  let downSince: number | null = performance.now();
  client.on('ready', () => (downSince = null));
  client.on('end', () => (downSince ??= performance.now()));
  client.on('error', (error: unknown) => {
    downSince ??= performance.now();
    reportRedis(error);
  });
  client.connect().catch((error: unknown) => reportRedis(error, 'connect'));
  return {
    client,
    within(work) {
      if (!client.isReady && downSince !== null && performance.now() - downSince > REDIS_WAIT_MS) {
        work.catch(() => {});
        return Promise.reject(new Error('Redis is unreachable'));
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_WAIT_MS);
      });
      return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
    },
    async close() {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
