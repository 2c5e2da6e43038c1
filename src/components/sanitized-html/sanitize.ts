import DOMPurify from 'dompurify';
import { PRERENDERING } from '@/lib/prerendering';

// HTML from the APIs (WordPress pages, product descriptions, notices, terms) is untrusted.
// Scripts, event handlers, inline styles (which can overlay the page), form controls (which can
// post elsewhere) and script or data URLs go; every link with a target gets noopener, so the
// opened page cannot reach back through window.opener.
const SCRIPTED_URL = /^(?:javascript|data|vbscript):/i;
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'srcset'];

// The build's render (in Node, no DOM) shows no API HTML: DOMPurify has nothing to work with there.
if (!PRERENDERING)
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
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

export function sanitizeHtml(html: string): string {
  if (PRERENDERING) return '';
  return DOMPurify.sanitize(html, {
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
  const text = DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  const textarea = document.createElement('textarea');
  textarea.innerHTML = text;
  return textarea.value.replace(/\s+/g, ' ').trim();
}
