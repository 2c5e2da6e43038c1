// The document's first paint of what a prerendered page shows from an API (docs/decisions/023).
// index.html's head script has started the page's requests (decision 022); this small script,
// loaded beside them and long before the app's code, fills each slot the page marked
// (src/lib/document/document-slots.ts) with the sanitised HTML of its answer, then shows the part
// of the page that waited for it. The app's first render later replaces the page with the same
// text at the same place, so the browser sees no new and larger element and nothing moves.
import { sanitizeHtml } from '../components/sanitized-html/sanitize';
import { documentAnswerFor } from '../lib/document/document-answers';

/** The class index.html's gate sets while a page waits for its slots (scripts/prerender-plugin.ts). */
export const DOCUMENT_WAITS_CLASS = 'document-waits';

/** The HTML the slot shows: its field of a successful JSON answer, or null for none. */
async function htmlFor(slot: HTMLElement): Promise<string | null> {
  const { documentHtml: key, documentField: field } = slot.dataset;
  const answer = key ? await documentAnswerFor(key) : null;
  if (!answer || answer.status < 200 || answer.status >= 300 || !field) return null;
  try {
    const value: unknown = (JSON.parse(answer.body) as Record<string, unknown> | null)?.[field];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Fills every slot under `root`; a slot without an answer (failed, empty, not started) is left
 * out of the layout, as the app's page leaves the text out. Then the page shows.
 */
export async function paintDocumentSlots(root: ParentNode = document): Promise<void> {
  const slots = [...root.querySelectorAll<HTMLElement>('[data-document-html]')];
  await Promise.all(
    slots.map(async (slot) => {
      const html = await htmlFor(slot);
      if (html === null) slot.style.display = 'none';
      else slot.innerHTML = sanitizeHtml(html);
    }),
  );
  document.documentElement.classList.remove(DOCUMENT_WAITS_CLASS);
}
