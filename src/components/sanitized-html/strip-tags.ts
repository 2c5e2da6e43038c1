import { domWindow } from './server-dom';

/**
 * Plain text of an HTML string (spec: tag-stripped descriptions). DOMParser documents are inert
 * (no scripts run, no images load), so reading their text is safe without DOMPurify, which keeps
 * the sanitiser (~9 kB gzip and its start-up work) out of the start page.
 */
export function stripTags(html: string): string {
  const { body } = new (domWindow().DOMParser)().parseFromString(html, 'text/html');
  // Their text is code or styling, not words for the reader.
  body.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
