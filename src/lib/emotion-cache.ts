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

/** The attribute of the server's class styles (src/lib/emotion-styles.server.ts). */
export const SERVER_STYLES_ATTRIBUTE = 'data-emotion-ssr';

/**
 * In the browser: the page's cache takes the server's class styles as written, where they are
 * (`styleTagsThatStay`): their classes are never written again, and their tags do not move.
 */
export function adoptServerStyles(cache: EmotionCache): void {
  for (const tag of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) cache.inserted[id] = true;
    // Counted as the sheet's own, not moved: its new tags go after them, and a <Global> before.
    cache.sheet.tags.push(tag as HTMLStyleElement);
  }
}
