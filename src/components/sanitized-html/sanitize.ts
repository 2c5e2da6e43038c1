import DOMPurify from 'dompurify';

// HTML from the APIs (WordPress pages, product descriptions, notices, terms) is untrusted.
// Scripts, event handlers and javascript: URLs go; links that open a new tab get noopener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    ADD_ATTR: ['target'],
  });
}

/** Plain text of an HTML string (spec: tag-stripped value-card descriptions). */
export function stripTags(html: string): string {
  const text = DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  const textarea = document.createElement('textarea');
  textarea.innerHTML = text;
  return textarea.value.replace(/\s+/g, ' ').trim();
}
