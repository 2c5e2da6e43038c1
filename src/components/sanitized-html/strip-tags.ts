import { domWindow, rememberedOnServer } from './server-dom';

const BREAKS =
  'br, p, div, li, dt, dd, h1, h2, h3, h4, h5, h6, blockquote, pre, tr, td, th, hr, section, article';

/**
 * Plain text of an HTML string (spec: tag-stripped descriptions). DOMParser documents are inert
 * (no scripts run, no images load), so reading their text is safe without DOMPurify, which keeps
 * the sanitiser (~9 kB gzip and its start-up work) out of the start page.
 */
export function stripTags(html: string): string {
  return rememberedOnServer('text', html, textOf);
}

function textOf(html: string): string {
  const { body } = new (domWindow().DOMParser)().parseFromString(html, 'text/html');
  // Their text is code or styling, not words for the reader.
  body.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  // A line break or a block ends a word: without a space "ben.<br>Löser" reads "ben.Löser".
  body.querySelectorAll(BREAKS).forEach((node) => node.after(' '));
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
