import createDOMPurify, { type DOMPurify } from 'dompurify';
import { domWindow, rememberedOnServer } from './server-dom';

// HTML from the APIs (WordPress pages, product descriptions, notices, terms) is untrusted. Only
// what a content text needs stays (an allow-list, not a list of what to remove, so a new element
// such as <dialog open> or a new attribute such as popover never slips through): no scripts or
// event handlers, no styles or classes (which can lay a box over the page), no forms (which can
// post elsewhere), no ids (which can clobber the page's own), no script or data URLs. Every link
// with a target gets noopener, so the opened page cannot reach back through window.opener.
const SCRIPTED_URL = /^(?:javascript|data|vbscript):/i;
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'srcset'];

let instance: DOMPurify | null = null;

function purifier(): DOMPurify {
  if (instance) return instance;
  instance = createDOMPurify(domWindow());
  // Set once: a config given with each call is parsed again each time (its lists into sets).
  instance.setConfig({
    ALLOWED_TAGS: CONTENT_TAGS,
    ALLOWED_ATTR: CONTENT_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
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

/** The elements a content text is made of. */
const CONTENT_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code', 'address'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'cite', 'q'],
  ...['del', 'ins', 'time'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['a', 'img', 'figure', 'figcaption', 'picture', 'source'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col'],
];

/** Their attributes: where a link goes, what an image is, how a table's cells span. */
const CONTENT_ATTRIBUTES = [
  ...['href', 'target', 'rel', 'title', 'lang', 'dir'],
  ...['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'type', 'media'],
  ...['colspan', 'rowspan', 'scope', 'headers', 'span', 'datetime', 'cite', 'start', 'reversed'],
];

export function sanitizeHtml(html: string): string {
  return rememberedOnServer('sanitized', html, (input) => purifier().sanitize(input));
}

/** Markup that lays out its own lines: its line breaks are only the source's formatting. */
const BLOCK_MARKUP = /<\/?(?:p|div|br|ul|ol|li|h[1-6]|table|tr|blockquote|pre)\b/i;

/**
 * Plain text whose line breaks should show (service descriptions are often plain text): one
 * break a line, one blank line at most between paragraphs, none at the ends. HTML that already
 * has paragraphs or breaks keeps its own layout (its newlines would add blank lines).
 */
export function withLineBreaks(text: string): string {
  if (BLOCK_MARKUP.test(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/[ \t]*\n(?:[ \t]*\n)+/g, '\n\n')
    .replace(/\n/g, '<br>');
}
