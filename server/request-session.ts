// Every request's session, read once from the cookie (and refreshed when its access token is
// about to expire), for the gateway and the page loaders alike. Ending a session is one function
// too: logout, a refused token and an expired session all clear the cookie here.
import type { NextFunction, Request, Response } from 'express';
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
  type TokenAnswer,
} from './session';

export interface SessionLocals {
  session: SessionData | null;
}

export type RefreshTokens = (refreshToken: string) => Promise<TokenAnswer | null>;

/**
 * BRP's refresh (POST auth/refresh, the generated call on the server's transport). One refresh
 * per refresh token at a time: a page's parallel calls share it instead of racing each other
 * (BRP may rotate the refresh token, and the losers would end the session).
 */
export function brpRefresh(): RefreshTokens {
  const inFlight = new Map<string, Promise<TokenAnswer | null>>();
  return (token) => {
    const running = inFlight.get(token);
    if (running) return running;
    // The answer is checked against the contract: anything else is no refresh.
    const refresh = refreshToken({ refreshToken: token })
      .then((answer): TokenAnswer | null => {
        const checked = login200Response.safeParse(answer);
        return checked.success ? checked.data : null;
      })
      .catch(() => null)
      .finally(() => inFlight.delete(token));
    inFlight.set(token, refresh);
    return refresh;
  };
}

export interface SessionOptions {
  secret: string;
  secure: boolean;
  refresh: RefreshTokens;
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
  { secret, secure }: Pick<SessionOptions, 'secret' | 'secure'>,
): Promise<void> {
  setSessionCookie(response, sessionCookie(await sealSession(data, secret), data, { secure }));
  (response.locals as SessionLocals).session = data;
}

export function endSession(response: Response, { secure }: Pick<SessionOptions, 'secure'>): void {
  setSessionCookie(response, clearedSessionCookie({ secure }));
  (response.locals as SessionLocals).session = null;
}

/** Reads the session into `response.locals.session`, refreshing its token when due. */
export function readSession(options: SessionOptions) {
  const now = options.now ?? Date.now;
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    const sealed = readSessionCookie(request.headers.cookie);
    const data = await unsealSession(sealed, options.secret);
    (response.locals as SessionLocals).session = data;
    if (sealed && !data) endSession(response, options);
    else if (data && needsRefresh(data, now())) {
      const answer = data.refreshToken ? await options.refresh(data.refreshToken) : null;
      const renewed = answer
        ? sessionFromTokens(answer, data, { persistent: data.persistent, now: now() })
        : null;
      if (renewed) await storeSession(response, renewed, options);
      else if (data.expiresAt <= now()) endSession(response, options);
    }
    next();
  };
}
