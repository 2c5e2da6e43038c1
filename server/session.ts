// The session: BRP's tokens sealed (encrypted and signed, iron) in an HttpOnly cookie that no
// script on the page can read. The browser only ever learns who is signed in and their first name
// (src/root.tsx's loader). The server refreshes the access token shortly before it expires.
import { defaults, seal, unseal } from 'iron-webcrypto';
import type { PublicSession } from '../src/lib/session';

export const SESSION_COOKIE = 'shop_session';
/** A remembered login lasts this long without a visit; "remember me" unticked: the browser session. */
export const PERSISTENT_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Refresh the access token when less than this is left of it. */
export const REFRESH_MARGIN_MS = 60_000;

export interface SessionData {
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
    typeof data.accessToken === 'string' &&
    data.accessToken !== '' &&
    typeof data.expiresAt === 'number' &&
    typeof data.customerId === 'number' &&
    Number.isInteger(data.customerId) &&
    data.customerId > 0 &&
    typeof data.persistent === 'boolean'
  );
};

export async function sealSession(data: SessionData, secret: string): Promise<string> {
  const ttl = data.persistent ? PERSISTENT_MAX_AGE_S * 1000 : 0;
  return seal(data, secret, { ...defaults, ttl });
}

/** The session in a cookie value, or null when it is missing, forged, expired or unreadable. */
export async function unsealSession(
  value: string | undefined,
  secret: string,
): Promise<SessionData | null> {
  if (!value) return null;
  try {
    const data: unknown = await unseal(value, secret, defaults);
    return isSessionData(data) ? data : null;
  } catch {
    return null;
  }
}

interface CookieOptions {
  secure: boolean;
}

/** The Set-Cookie header that stores a sealed session. */
export function sessionCookie(
  sealed: string,
  data: SessionData,
  { secure }: CookieOptions,
): string {
  const parts = [`${SESSION_COOKIE}=${sealed}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  if (data.persistent) parts.push(`Max-Age=${PERSISTENT_MAX_AGE_S}`);
  return parts.join('; ');
}

/** The Set-Cookie header that ends a session. */
export function clearedSessionCookie({ secure }: CookieOptions): string {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The session cookie's value in a Cookie request header. */
export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=');
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
    | (Pick<SessionData, 'customerId' | 'firstName' | 'persistent'> &
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
  return {
    accessToken: answer.access_token,
    // An answer without a new refresh token keeps the one the session had.
    refreshToken:
      typeof answer.refresh_token === 'string'
        ? answer.refresh_token
        : (previous?.refreshToken ?? null),
    expiresAt: now + expiresIn * 1000,
    customerId,
    firstName: previous?.customerId === customerId ? previous.firstName : null,
    persistent: previous?.persistent ?? persistent,
  };
}

export const needsRefresh = (data: SessionData, now: number) =>
  data.expiresAt - now < REFRESH_MARGIN_MS;
