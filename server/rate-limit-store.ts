// Where a rate limit counts with REDIS_URL: rate-limit-redis (express-rate-limit's own Redis
// store) on the server's one client, so that every instance counts the same calls.
import type { ClientRateLimitInfo, IncrementResponse } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { SharedRedis } from './shared-redis';

/**
 * rate-limit-redis loads its two scripts once, when the limit is made: a Redis that was down
 * then would fail every count until a restart. After such a failure each count loads them again.
 */
class RecoveringRedisStore extends RedisStore {
  override increment(key: string): Promise<IncrementResponse> {
    this.incrementScriptSha = this.incrementScriptSha.catch(() => this.loadIncrementScript());
    return super.increment(key);
  }

  override get(key: string): Promise<ClientRateLimitInfo | undefined> {
    this.getScriptSha = this.getScriptSha.catch(() => this.loadGetScript());
    return super.get(key);
  }
}

/** One store per limit (express-rate-limit refuses one store for two), each command bounded. */
export function redisStore({ client, within }: SharedRedis): RedisStore {
  return new RecoveringRedisStore({
    sendCommand: (...args: string[]) => within(client.sendCommand(args)),
    prefix: 'shop:rate-limit:',
  });
}
