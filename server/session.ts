// The session: BRP's tokens sealed (encrypted and signed, iron) in an HttpOnly cookie that no
// script on the page can read. The browser only ever learns who is signed in and their first name
// (src/root.tsx's loader). The server refreshes the access token shortly before it expires.
// Every session ends: it has an absolute end fixed at login and kept across refreshes, the seal
// itself expires then, and a logout revokes it (server/session-revocations.ts).
import { randomBytes } from 'node:crypto';
import { defaults, seal, unseal } from 'iron-webcrypto';
import type { PublicSession } from '../src/lib/session';

/** The cookie's name; over https with the `__Host-` prefix (sessionCookieName). */
export const SESSION_COOKIE = 'shop_session';
/** A remembered login ends this long after it began, however often it is refreshed. */
export const PERSISTENT_MAX_AGE_S = 30 * 24 * 60 * 60;
/** A login without "remember me" ends with the browser, and at the latest this long after it. */
export const BROWSER_SESSION_MAX_AGE_S = 12 * 60 * 60;
/** Refresh the access token when less than this is left of it. */
export const REFRESH_MARGIN_MS = 60_000;

export interface SessionData {
  /** Names this login for its revocation at logout (random, never shown). */
  id: string;
  /** When the session ends whatever happens (ms since the epoch), fixed at login. */
  endsAt: number;
  accessToken: string;
  refreshToken: string | null;
  /** When the access token expires (ms since the epoch). */
  expiresAt: number;
  customerId: number;
  firstName: string | null;
  persistent: boolean;
}

export function publicSession(data: SessionData | null): PublicSession | null {
  return data ? { customerId: data.customerId, firstName: data.firstName } : null;
}

const isSessionData = (value: unknown): value is SessionData => {
  const data = value as Partial<SessionData> | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof data.id === 'string' &&
    data.id !== '' &&
    typeof data.endsAt === 'number' &&
    typeof data.accessToken === 'string' &&
    data.accessToken !== '' &&
    typeof data.expiresAt === 'number' &&
    typeof data.customerId === 'number' &&
    Number.isInteger(data.customerId) &&
    data.customerId > 0 &&
    typeof data.persistent === 'boolean'
  );
};

/** How long a new login lasts at most. */
export const sessionLifetimeMs = (persistent: boolean) =>
  (persistent ? PERSISTENT_MAX_AGE_S : BROWSER_SESSION_MAX_AGE_S) * 1000;

/** A new session id: 128 random bits. */
export const newSessionId = () => randomBytes(16).toString('base64url');

/**
 * The seal expires when the session ends: a copied cookie is worthless after that. `now` is the
 * server's clock (the tests' own); iron reads its expiry on the same clock.
 */
export async function sealSession(
  data: SessionData,
  secret: string,
  now: number = Date.now(),
): Promise<string> {
  const ttl = Math.max(1_000, data.endsAt - now);
  return seal(data, secret, { ...defaults, ttl, localtimeOffsetMsec: now - Date.now() });
}

/**
 * The session in a cookie value, or null when it is missing, forged, expired, past its end or
 * unreadable.
 */
export async function unsealSession(
  value: string | undefined,
  secret: string,
  now: number = Date.now(),
): Promise<SessionData | null> {
  if (!value) return null;
  try {
    const data: unknown = await unseal(value, secret, {
      ...defaults,
      localtimeOffsetMsec: now - Date.now(),
    });
    return isSessionData(data) && data.endsAt > now ? data : null;
  } catch {
    return null;
  }
}

interface CookieOptions {
  secure: boolean;
}

/**
 * Over https the cookie is a `__Host-` cookie: the browser keeps it only from this host, Secure,
 * for the whole path, so no sibling subdomain can set or shadow it.
 */
export const sessionCookieName = (secure: boolean) =>
  secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

/** The Set-Cookie header that stores a sealed session, for as long as the session has left. */
export function sessionCookie(
  sealed: string,
  data: SessionData,
  { secure, now = Date.now() }: CookieOptions & { now?: number },
): string {
  const parts = [`${sessionCookieName(secure)}=${sealed}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  if (data.persistent) parts.push(`Max-Age=${Math.max(1, Math.ceil((data.endsAt - now) / 1000))}`);
  return parts.join('; ');
}

/** The Set-Cookie header that ends a session. */
export function clearedSessionCookie({ secure }: CookieOptions): string {
  const parts = [
    `${sessionCookieName(secure)}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The session cookie's value in a Cookie request header. */
export function readSessionCookie(
  cookieHeader: string | undefined,
  secure = false,
): string | undefined {
  if (!cookieHeader) return undefined;
  const wanted = sessionCookieName(secure);
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === wanted) return rest.join('=');
  }
  return undefined;
}

/** BRP's login (and refresh) answer, as far as the session needs it. */
export interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  username?: unknown;
}

/** A session from BRP's token answer; null when the answer lacks a token or a customer id. */
export function sessionFromTokens(
  answer: TokenAnswer,
  previous:
    | (Pick<SessionData, 'customerId' | 'firstName' | 'persistent' | 'id' | 'endsAt'> &
        Partial<Pick<SessionData, 'refreshToken'>>)
    | null,
  { persistent, now }: { persistent: boolean; now: number },
): SessionData | null {
  if (typeof answer.access_token !== 'string' || answer.access_token === '') return null;
  const customerId =
    typeof answer.username === 'string' && /^\d+$/.test(answer.username)
      ? Number(answer.username)
      : (previous?.customerId ?? null);
  if (customerId === null || customerId <= 0) return null;
  const expiresIn =
    typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 3600;
  const keeps = previous?.persistent ?? persistent;
  return {
    // A refresh keeps the login's id and end: refreshing never makes a session live longer.
    id: previous?.id ?? newSessionId(),
    endsAt: previous?.endsAt ?? now + sessionLifetimeMs(keeps),
    accessToken: answer.access_token,
    // An answer without a new refresh token keeps the one the session had.
    refreshToken:
      typeof answer.refresh_token === 'string'
        ? answer.refresh_token
        : (previous?.refreshToken ?? null),
    expiresAt: now + expiresIn * 1000,
    customerId,
    firstName: previous?.customerId === customerId ? previous.firstName : null,
    persistent: keeps,
  };
}

export const needsRefresh = (data: SessionData, now: number) =>
  data.expiresAt - now < REFRESH_MARGIN_MS;
