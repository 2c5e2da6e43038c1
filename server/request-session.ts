// Every request's session, read once from the cookie (and refreshed when its access token is
// about to expire), for the gateway and the page loaders alike. Ending a session is one function
// too: logout, a refused token and an expired session all clear the cookie here.
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { refreshToken } from '../generated/booking/endpoints/auth/auth';
import { login200Response } from '../generated/booking/zod/auth/auth.zod';
import {
  clearedSessionCookie,
  needsRefresh,
  readSessionCookie,
  sealSession,
  sessionCookie,
  sessionFromTokens,
  unsealSession,
  type SessionData,
} from './session';
import type { SessionRevocations } from './session-revocations';
import { reportError } from '../src/lib/errors/report-error';
import { keepingTokens } from './upstream';
import { ApiError } from '../src/lib/api/api-error';
import { INVALID_RESPONSE } from './answer-check';
import { REFRESH_UNKNOWN, type RefreshOutcome, type RefreshTokens } from './refresh-once';

export interface SessionLocals {
  session: SessionData | null;
  /** Where an ended session is recorded (readSession puts it here for endSession). */
  revocations?: SessionRevocations;
}

export type { RefreshTokens } from './refresh-once';

/**
 * BRP's refresh (POST auth/refresh, the generated call on the server's transport), checked
 * against the contract. Its refusal (a 4xx, an answer that is no token) is null; no answer (BRP
 * down, too slow, a 5xx) is REFRESH_UNKNOWN. One call: refreshOnce and refreshAcrossInstances
 * make it one per token.
 */
export function brpRefresh(): RefreshTokens {
  return (token) =>
    keepingTokens(() => refreshToken({ refreshToken: token })).then(
      (answer): RefreshOutcome => {
        const checked = login200Response.safeParse(answer);
        return checked.success ? checked.data : null;
      },
      (error: unknown): RefreshOutcome => {
        if (!(error instanceof ApiError)) return REFRESH_UNKNOWN;
        const refused = error.status >= 400 && error.status < 500;
        return refused || error.errorCode === INVALID_RESPONSE ? null : REFRESH_UNKNOWN;
      },
    );
}

export interface SessionOptions {
  secret: string;
  secure: boolean;
  refresh: RefreshTokens;
  /** The sessions ended by a logout (server/session-revocations.ts). */
  revocations: SessionRevocations;
  now?: () => number;
}

export function setSessionCookie(response: Response, cookie: string): void {
  const existing = response.getHeader('Set-Cookie');
  const others = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter(
    (value) => !value.startsWith(cookie.split('=')[0] + '='),
  );
  response.setHeader('Set-Cookie', [...others, cookie]);
}

export async function storeSession(
  response: Response,
  data: SessionData,
  { secret, secure, now = Date.now }: Pick<SessionOptions, 'secret' | 'secure' | 'now'>,
): Promise<void> {
  const sealed = await sealSession(data, secret, now());
  setSessionCookie(response, sessionCookie(sealed, data, { secure, now: now() }));
  (response.locals as SessionLocals).session = data;
}

/**
 * Ends the request's session: the cookie is cleared, and the session is revoked, so a copy of
 * the cookie kept elsewhere no longer works either. Resolves once the revocation is stored.
 */
export async function endSession(
  response: Response,
  { secure }: Pick<SessionOptions, 'secure'>,
): Promise<void> {
  const locals = response.locals as SessionLocals;
  const ended = locals.session;
  setSessionCookie(response, clearedSessionCookie({ secure }));
  locals.session = null;
  if (!ended || !locals.revocations) return;
  try {
    await locals.revocations.revoke(ended.id, ended.endsAt);
  } catch (error) {
    reportError({ source: 'upstream', error, details: { api: 'redis', call: 'revoke' } });
  }
}

/**
 * Reads the session into `response.locals.session` (none when the cookie is forged, expired,
 * past the session's end or revoked), refreshing its token when due.
 */
export function readSession(options: SessionOptions) {
  const now = options.now ?? Date.now;
  const open = openedSeals(options.secret);
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    const locals = response.locals as SessionLocals;
    locals.revocations = options.revocations;
    const sealed = readSessionCookie(request.headers.cookie, options.secure);
    const unsealed = await open(sealed, now());
    const data = unsealed && !(await options.revocations.isRevoked(unsealed.id)) ? unsealed : null;
    locals.session = data;
    if (sealed && !data) await endSession(response, options);
    else if (data && needsRefresh(data, now())) {
      const answer = data.refreshToken ? await options.refresh(data.refreshToken) : null;
      if (answer === REFRESH_UNKNOWN) {
        // Whether BRP took the refresh is not known (another instance may just have): this
        // request goes on without an expired token, but nothing is ended or cleared.
        if (data.expiresAt <= now()) locals.session = null;
        return next();
      }
      const renewed = answer
        ? sessionFromTokens(answer, data, { persistent: data.persistent, now: now() })
        : null;
      if (renewed) await storeSession(response, renewed, options);
      else if (data.expiresAt <= now()) await endSession(response, options);
    }
    next();
  };
}

/**
 * Sessions opened lately, by their sealed cookie value: opening a seal (two key derivations, a
 * signature check and a decryption) costs about half a millisecond of CPU, and a member's pages
 * and their calls send the same seal again and again. Only a seal that opened is kept, under
 * its whole value, so a forged or altered one is never found here; each use still checks the
 * session's end (the seal's own expiry is that end) and the revocations. Bounded in count and
 * in time.
 */
function openedSeals(secret: string) {
  const opened = new LRUCache<string, SessionData>({ max: 2_000, ttl: 60_000 });
  return async (sealed: string | undefined, at: number): Promise<SessionData | null> => {
    if (!sealed) return null;
    const kept = opened.get(sealed);
    if (kept) return kept.endsAt > at ? kept : null;
    const data = await unsealSession(sealed, secret, at);
    if (data) opened.set(sealed, Object.freeze(data));
    return data;
  };
}
