// One refresh per refresh token across the instances that share REDIS_URL (server/refresh-once.ts
// says why there must be one). The first instance to take the token's lock (SET NX PX, keyed by
// an HMAC of the token, never the token) asks BRP and publishes the outcome, sealed with the
// session secret (encrypted and signed, as the cookie is: no token is readable in Redis), for
// REFRESH_RESULT_MS; the others poll for it, for a bounded time. When Redis cannot be asked, or
// the outcome does not come in time, the outcome is unknown: nobody refreshes without the lock
// (fail closed), and readSession ends nothing it cannot be sure of (decision 064).
import { defaults, seal, unseal } from 'iron-webcrypto';
import {
  aged,
  REFRESH_RESULT_MS,
  REFRESH_UNKNOWN,
  refreshKey,
  type RefreshOutcome,
  type RefreshTokens,
} from './refresh-once';
import { reportRedis, REDIS_WAIT_MS, type SharedRedis } from './shared-redis';
import { UPSTREAM_TIMEOUT_MS } from './upstream';

/** The lock lives as long as the winner's refresh can take, BRP's call and Redis's included. */
export const REFRESH_LOCK_MS = UPSTREAM_TIMEOUT_MS + 2 * REDIS_WAIT_MS;
/** The others wait as long for its outcome, then go on without it. */
export const REFRESH_WAIT_MS = REFRESH_LOCK_MS;
/** How often a waiting instance looks: a refresh takes BRP tens of milliseconds. */
export const REFRESH_POLL_MS = 25;
/** An unknown outcome is published for a moment only: the waiters stop waiting, and the
 * member's next call may try again. */
const UNKNOWN_RESULT_MS = 1_000;

const LOCK_PREFIX = 'shop:refresh:lock:';
const RESULT_PREFIX = 'shop:refresh:result:';

interface Published {
  outcome: RefreshOutcome;
  /** When BRP answered, on the server's clock. */
  at: number;
}

const isPublished = (value: unknown): value is Published =>
  typeof value === 'object' && value !== null && 'outcome' in value && 'at' in value;

export interface AcrossInstancesOptions {
  secret: string;
  now?: () => number;
  /** The bounds above, shorter in the tests. */
  waitMs?: number;
  pollMs?: number;
}

export function refreshAcrossInstances(
  { client, within }: SharedRedis,
  refresh: RefreshTokens,
  {
    secret,
    now = Date.now,
    waitMs = REFRESH_WAIT_MS,
    pollMs = REFRESH_POLL_MS,
  }: AcrossInstancesOptions,
): RefreshTokens {
  // iron reads its expiry on the server's clock, as the session's seal does.
  const iron = () => ({ ...defaults, localtimeOffsetMsec: now() - Date.now() });

  async function read(key: string): Promise<RefreshOutcome | undefined> {
    const sealed = await within(client.get(RESULT_PREFIX + key));
    if (sealed === null) return undefined;
    try {
      const value: unknown = await unseal(sealed, secret, iron());
      if (isPublished(value)) return aged(value.outcome, now() - value.at);
    } catch {
      // Not sealed with this secret: no outcome of ours.
    }
    return REFRESH_UNKNOWN;
  }

  async function publish(key: string, outcome: RefreshOutcome): Promise<void> {
    const ttl = outcome === REFRESH_UNKNOWN ? UNKNOWN_RESULT_MS : REFRESH_RESULT_MS;
    const sealed = await seal({ outcome, at: now() } satisfies Published, secret, {
      ...iron(),
      ttl,
    });
    await within(
      client.set(RESULT_PREFIX + key, sealed, { expiration: { type: 'PX', value: ttl } }),
    );
    // After an unknown outcome the next call may take the lock again.
    if (outcome === REFRESH_UNKNOWN) await within(client.del(LOCK_PREFIX + key));
  }

  async function waitFor(key: string): Promise<RefreshOutcome> {
    const until = performance.now() + waitMs;
    while (performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      const outcome = await read(key);
      if (outcome !== undefined) return outcome;
    }
    return REFRESH_UNKNOWN;
  }

  async function coordinated(token: string, key: string): Promise<RefreshOutcome> {
    try {
      const published = await read(key);
      if (published !== undefined) return published;
      const lock = await within(
        client.set(LOCK_PREFIX + key, '1', {
          condition: 'NX',
          expiration: { type: 'PX', value: REFRESH_LOCK_MS },
        }),
      );
      if (lock !== 'OK') return await waitFor(key);
      // A winner whose lock has just run out may have published in the meantime.
      const before = await read(key);
      if (before !== undefined) return before;
      const outcome = await refresh(token).catch((): RefreshOutcome => REFRESH_UNKNOWN);
      // This request has its outcome even when Redis went away since: only the others lack it.
      await publish(key, outcome).catch((error: unknown) => reportRedis(error, 'publish'));
      return outcome;
    } catch (error) {
      reportRedis(error, 'refresh');
      return REFRESH_UNKNOWN;
    }
  }

  // Within one instance the parallel calls share one attempt, and one lock request.
  const inFlight = new Map<string, Promise<RefreshOutcome>>();
  return (token) => {
    const key = refreshKey(token, secret);
    const running = inFlight.get(key);
    if (running) return running;
    const attempt = coordinated(token, key).finally(() => inFlight.delete(key));
    inFlight.set(key, attempt);
    return attempt;
  };
}
