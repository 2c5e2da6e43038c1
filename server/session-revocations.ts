// The sessions that were ended by a logout before their time: a cookie copied before the logout
// must not work after it. Each is kept until the session would have ended anyway (its seal
// expires then). In memory on one machine; in Redis when REDIS_URL is set, so that every instance
// behind a load balancer honours a logout made on another.
import { LRUCache } from 'lru-cache';
import { reportRedis, type SharedRedis } from './shared-redis';

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

/**
 * The same in Redis (server/shared-redis.ts). When Redis cannot be asked, a session counts as
 * revoked: a signed-out page is a nuisance, a logout that does not hold is a breach.
 */
export function redisRevocations({ client, within }: SharedRedis): SessionRevocations {
  return {
    async revoke(id, until) {
      // For as long as is left on this server's clock: Redis's own clock may differ from it.
      await within(
        client.set(KEY_PREFIX + id, '1', {
          expiration: { type: 'PX', value: Math.max(1_000, Math.ceil(until - Date.now())) },
        }),
      );
    },
    async isRevoked(id) {
      try {
        return (await within(client.exists(KEY_PREFIX + id))) > 0;
      } catch (error) {
        reportRedis(error, 'isRevoked');
        return true;
      }
    },
    // The client is the server's, shared with the refreshes and the rate limits.
    async close() {},
  };
}

export function sessionRevocations(redis: SharedRedis | null): SessionRevocations {
  return redis ? redisRevocations(redis) : memoryRevocations();
}
