// One refresh per refresh token. BRP may rotate the refresh token at every refresh: a second
// refresh with the old one is refused, and the request that asked it would end the session (the
// same id as the refreshed one, so its revocation ends that too). A page asks for several things
// at once, and a call sent with the old cookie can arrive after the refresh: they all get the
// one refresh's outcome, kept for a short while. On one machine in memory (refreshOnce); with
// REDIS_URL across instances (server/refresh-across-instances.ts).
import { createHmac } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { TokenAnswer } from './session';

/** Not known whether BRP took the refresh: it, or Redis, or another instance did not answer. */
export const REFRESH_UNKNOWN = 'unknown';

/** BRP's new tokens; null when BRP refused the refresh; or REFRESH_UNKNOWN. */
export type RefreshOutcome = TokenAnswer | null | typeof REFRESH_UNKNOWN;

export type RefreshTokens = (refreshToken: string) => Promise<RefreshOutcome>;

/** How long a refresh's outcome serves the calls that still carry the old cookie. */
export const REFRESH_RESULT_MS = 30_000;

/** The most outcomes one machine keeps (a few MB): far more than refresh within 30 s. */
const MAX_KEPT = 5_000;

/**
 * The answer as it stands `elapsedMs` after it came: its `expires_in` counts from then, so a
 * session made from it later does not outlive BRP's token.
 */
export function aged(outcome: RefreshOutcome, elapsedMs: number): RefreshOutcome {
  if (outcome === null || outcome === REFRESH_UNKNOWN || elapsedMs <= 0) return outcome;
  if (typeof outcome.expires_in !== 'number') return outcome;
  return { ...outcome, expires_in: Math.max(1, Math.floor(outcome.expires_in - elapsedMs / 1000)) };
}

/**
 * What names a refresh token in shared places (a key in Redis, a log): an HMAC with the session
 * secret, never the token, and not a plain hash anyone holding a token could match.
 */
export const refreshKey = (refreshToken: string, secret: string) =>
  createHmac('sha256', secret).update(refreshToken).digest('base64url');

/**
 * On one machine: one refresh per token at a time, and its outcome for REFRESH_RESULT_MS to the
 * calls that come with the same token. An unknown outcome is not kept: the next call asks again.
 */
export function refreshOnce(refresh: RefreshTokens, now: () => number = Date.now): RefreshTokens {
  const kept = new LRUCache<string, Promise<{ outcome: RefreshOutcome; at: number }>>({
    max: MAX_KEPT,
    ttl: REFRESH_RESULT_MS,
    ttlResolution: 0,
    perf: { now },
  });
  return async (token) => {
    let pending = kept.get(token);
    if (!pending) {
      const asked = refresh(token)
        .catch((): RefreshOutcome => REFRESH_UNKNOWN)
        .then((outcome) => ({ outcome, at: now() }));
      kept.set(token, asked);
      void asked.then(({ outcome }) => {
        if (outcome === REFRESH_UNKNOWN && kept.get(token) === asked) kept.delete(token);
      });
      pending = asked;
    }
    const { outcome, at } = await pending;
    return aged(outcome, now() - at);
  };
}
