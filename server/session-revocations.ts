// The sessions that were ended by a logout before their time: a cookie copied before the logout
// must not work after it. Each is kept until the session would have ended anyway (its seal
// expires then). In memory on one machine; in Redis when REDIS_URL is set, so that every instance
// behind a load balancer honours a logout made on another.
import { LRUCache } from 'lru-cache';
import { createClient } from 'redis';
import { reportError } from '../src/lib/errors/report-error';

export interface SessionRevocations {
  /** Ends the session `id` for good; `until` is when it would have ended anyway (ms). */
  revoke(id: string, until: number): Promise<void>;
  isRevoked(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The most ended sessions one machine remembers (a few MB); the oldest go first. */
export const MAX_REVOKED_IN_MEMORY = 200_000;

export function memoryRevocations(now: () => number = Date.now): SessionRevocations {
  const revoked = new LRUCache<string, true>({
    max: MAX_REVOKED_IN_MEMORY,
    ttlResolution: 0,
    perf: { now },
  });
  return {
    async revoke(id, until) {
      revoked.set(id, true, { ttl: Math.max(1, until - now()) });
    },
    async isRevoked(id) {
      return revoked.has(id);
    },
    async close() {
      revoked.clear();
    },
  };
}

const KEY_PREFIX = 'shop:session:revoked:';

/** How long a request waits for Redis before it counts as unreachable. */
export const REDIS_WAIT_MS = 2_000;

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_WAIT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const reportRedis = (error: unknown) =>
  reportError({ source: 'upstream', error, details: { api: 'redis' } });

/**
 * The same in Redis. When Redis cannot be asked, a session counts as revoked: a signed-out page
 * is a nuisance, a logout that does not hold is a breach.
 */
export function redisRevocations(url: string): SessionRevocations {
  const client = createClient({
    url,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries: number) => Math.min(retries * 200, 2_000),
    },
  });
  client.on('error', reportRedis);
  // Commands wait in the client's queue while it (re)connects, each at most the time above.
  client.connect().catch(reportRedis);
  return {
    async revoke(id, until) {
      await withinTime(
        client.set(KEY_PREFIX + id, '1', {
          expiration: { type: 'PXAT', value: Math.max(until, Date.now() + 1_000) },
        }),
      );
    },
    async isRevoked(id) {
      try {
        return (await withinTime(client.exists(KEY_PREFIX + id))) > 0;
      } catch (error) {
        reportRedis(error);
        return true;
      }
    },
    async close() {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}

export function sessionRevocations(redisUrl: string | null): SessionRevocations {
  return redisUrl ? redisRevocations(redisUrl) : memoryRevocations();
}
