import type { EmotionCache } from '@emotion/cache';
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { SERVER_STYLES_ATTRIBUTE } from './emotion-cache';

/**
 * Every style the server's render wrote, in the chunks emotion's style tags are made of, for the
 * page's <head>.
 *
 * emotion's own extraction (`extractCriticalToChunks`) keeps only the classes the HTML names. It
 * leaves out the class of a styled component that wraps another styled component (MUI's AppBar
 * over Paper, a Button over ButtonBase): that class is merged into the inner one and never reaches
 * an element. The browser's render makes the same class, finds it missing from its cache and
 * writes it while it takes the page over: every rule compiled again and inserted in the commit,
 * a blocking task. Sent with the page, those are in the browser's cache from the start. The
 * browser then only writes the styles its own renders are the first to use.
 */
export function everyStyleChunk(cache: EmotionCache, html: string): EmotionCriticalToChunks {
  const globals: EmotionCriticalToChunks['styles'] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, style] of Object.entries(cache.inserted)) {
    // `true`: known to the cache, already in the document (never the case on the server).
    if (typeof style !== 'string') continue;
    // As emotion's extraction does: a class has registered styles, a global style has none and
    // keeps a tag of its own.
    if (cache.registered[`${cache.key}-${id}`] === undefined)
      globals.push({ key: `${cache.key}-global`, ids: [id], css: style });
    else {
      ids.push(id);
      css += style;
    }
  }
  // The classes after the global styles, as emotion orders them.
  return { html, styles: [...globals, { key: cache.key, ids, css }] };
}

/**
 * emotion's style tags for the chunks, marked so that the browser leaves them where they are, with
 * the response's nonce. The browser's emotion moves the tags it recognises: its default cache
 * moves every tag into <head> at once, and the page's cache moves its own into its sheet. A moved
 * style sheet is a new one to the browser: it works out every element's style again, a long task
 * for a page of this size, once per move. Marked, the default cache passes them by (`data-s`, as
 * on the tags it moved itself), and the page's cache learns their classes from
 * `SERVER_STYLES_ATTRIBUTE` instead (`adoptServerStyles`). Global styles keep their mark: each
 * one's <Global> takes its tag over.
 *
 * Written here as emotion's `constructStyleTagsFromChunks` writes them, marked as they are made:
 * marking its string afterwards scanned the page's whole style text again on every render.
 */
export function styleTagsThatStay(
  chunks: EmotionCriticalToChunks['styles'],
  key: string,
  nonce: string | undefined,
): string {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  let tags = '';
  for (const chunk of chunks) {
    const value = `${chunk.key} ${chunk.ids.join(' ')}`;
    const mark =
      chunk.key === key
        ? `${SERVER_STYLES_ATTRIBUTE}="${value}"`
        : `data-s="" data-emotion="${value}"`;
    tags += `<style ${mark}${nonceAttribute}>${chunk.css}</style>`;
  }
  return tags;
}
