// A session as the server would have sealed it, put straight into the browser: for the states a
// login cannot produce on demand (expired, due for a refresh, without a first name, forged).
import type { BrowserContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  PERSISTENT_MAX_AGE_S,
  sealSession,
  SESSION_COOKIE,
  type SessionData,
} from '../../../server/session';
import { E2E_NOW_MS } from './clock';
import { DEMO_TOKEN } from './fixtures';
import { E2E_SESSION_SECRET } from './server-env';

export async function addSession(
  context: BrowserContext,
  baseURL: string,
  session: Partial<SessionData> = {},
): Promise<void> {
  const data: SessionData = {
    id: randomUUID(),
    endsAt: E2E_NOW_MS + PERSISTENT_MAX_AGE_S * 1000,
    accessToken: DEMO_TOKEN,
    refreshToken: null,
    expiresAt: E2E_NOW_MS + 3_600_000,
    customerId: 4711,
    firstName: 'Anna',
    persistent: true,
    ...session,
  };
  await addRawSessionCookie(
    context,
    baseURL,
    await sealSession(data, E2E_SESSION_SECRET, E2E_NOW_MS),
  );
}

/** Any value under the session cookie's name (a forged or stale one). */
export async function addRawSessionCookie(
  context: BrowserContext,
  baseURL: string,
  value: string,
): Promise<void> {
  await context.addCookies([
    { name: SESSION_COOKIE, value, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
}

export async function hasSessionCookie(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some(({ name, value }) => name === SESSION_COOKIE && value);
}
