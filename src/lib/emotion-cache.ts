// MUI's styles through one emotion cache per render, carrying the response's CSP nonce: on the
// server every <style> emotion writes gets it; in the browser the styles React adds later do too
// (the nonce attribute reads as empty there, the property does not).
import createCache, { type EmotionCache } from '@emotion/cache';

export const EMOTION_KEY = 'mui';

export function createEmotionCache(nonce: string | undefined): EmotionCache {
  return createCache({ key: EMOTION_KEY, ...(nonce ? { nonce } : {}) });
}

/** The nonce the server gave this page, from any of its scripts. */
export function documentNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
