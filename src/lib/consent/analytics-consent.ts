// The visitor's answer to "may we use analytics?" (IMY: asked first, rejecting as easy as
// accepting). Kept in a cookie for a year, so the server renders the page as the browser will:
// with the banner for a visitor who has not answered, without it for one who has
// (docs/decisions/034-consent-before-analytics.md). The page cache keys on it (server/page-cache.ts).
import { createContext, useContext, useSyncExternalStore } from 'react';

export type AnalyticsConsent = 'granted' | 'denied';

export const CONSENT_COOKIE = 'analytics_consent';

/** A year: how long the answer is remembered before the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function parse(value: string | undefined): AnalyticsConsent | null {
  return value === 'granted' || value === 'denied' ? value : null;
}

/** The answer a Cookie header carries (the server's reading), or null when there is none. */
export function consentFromCookies(header: string | undefined): AnalyticsConsent | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at >= 0 && part.slice(0, at).trim() === CONSENT_COOKIE)
      return parse(part.slice(at + 1).trim());
  }
  return null;
}

/** The answer in this browser; null on the server and before the visitor has answered. */
export function storedConsent(): AnalyticsConsent | null {
  if (typeof document === 'undefined') return null;
  return consentFromCookies(document.cookie);
}

/** True only once the visitor has accepted: analytics is off until then. */
export function analyticsAllowed(): boolean {
  return storedConsent() === 'granted';
}

const CONSENT_CHANGED_EVENT = 'analytics-consent-changed';
/** Whether the visitor has asked to see the choice again (the footer's cookie settings). */
let reopened = false;

function changed(): void {
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

/** Remembers the visitor's answer for a year and closes the banner. */
export function chooseConsent(choice: AnalyticsConsent): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  reopened = false;
  changed();
}

/** Shows the banner again so the visitor can change the answer. */
export function reopenConsent(): void {
  reopened = true;
  changed();
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CONSENT_CHANGED_EVENT, listener);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, listener);
}

/** The answer the page was rendered with (the server's reading of the cookie). */
export const InitialConsentContext = createContext<AnalyticsConsent | null>(null);

/** Whether the banner shows: no answer yet, or the visitor asked to change it. */
export function useConsentBannerOpen(): boolean {
  const initial = useContext(InitialConsentContext);
  return useSyncExternalStore(
    subscribe,
    () => reopened || storedConsent() === null,
    () => initial === null,
  );
}

/** The answer in force, for the banner to say which one is chosen when it is reopened. */
export function useConsent(): AnalyticsConsent | null {
  const initial = useContext(InitialConsentContext);
  return useSyncExternalStore(subscribe, storedConsent, () => initial);
}
