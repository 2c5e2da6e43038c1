import createDOMPurify, { type DOMPurify } from 'dompurify';
import { domWindow } from './server-dom';

// HTML from the APIs (WordPress pages, product descriptions, notices, terms) is untrusted.
// Scripts, event handlers, inline styles (which can overlay the page), form controls (which can
// post elsewhere) and script or data URLs go; every link with a target gets noopener, so the
// opened page cannot reach back through window.opener.
const SCRIPTED_URL = /^(?:javascript|data|vbscript):/i;
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'srcset'];

let instance: DOMPurify | null = null;

function purifier(): DOMPurify {
  if (instance) return instance;
  instance = createDOMPurify(domWindow());
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
      // eslint-disable-next-line no-control-regex
      if (value !== null && SCRIPTED_URL.test(value.replace(/[\u0000-\u0020]/g, '')))
        node.removeAttribute(name);
    }
    if (node.hasAttribute('target')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'select',
      'textarea',
      'option',
      'fieldset',
      'iframe',
      'object',
      'embed',
      'base',
      'meta',
      'link',
    ],
    FORBID_ATTR: ['style', 'formaction', 'action'],
    ADD_ATTR: ['target'],
  });
}

/** Plain text whose line breaks should show (service descriptions are often plain text). */
export const withLineBreaks = (text: string): string => text.replace(/\r?\n/g, '<br>');

/** Plain text of an HTML string (spec: tag-stripped value-card descriptions). */
export function stripTags(html: string): string {
  const text = purifier().sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  const textarea = domWindow().document.createElement('textarea');
  textarea.innerHTML = text;
  return textarea.value.replace(/\s+/g, ' ').trim();
}
