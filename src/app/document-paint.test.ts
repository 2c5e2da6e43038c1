// @vitest-environment jsdom
// The document's first paint of a prerendered page's slots (docs/decisions/023): the answer the
// document asked for, sanitised, in its slot; the page shown once every slot is settled.
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentAnswer } from '@/lib/document/document-answers';
import { DOCUMENT_WAITS_CLASS, paintDocumentSlots } from './document-paint';

const KEY = '["/mild/v1/acf/texts/login_component_text",{"lang":"sv"}]';

function pageWithSlot(answer: DocumentAnswer | null | undefined) {
  window.documentRequests =
    answer === undefined
      ? []
      : [{ url: '/wp-json/x', key: KEY, answer: Promise.resolve(answer) }];
  document.documentElement.classList.add(DOCUMENT_WAITS_CLASS);
  document.body.innerHTML =
    `<div data-document-wait="1500"><h1>Logga in</h1>` +
    `<div data-document-html='${KEY}' data-document-field="text"></div><form></form></div>`;
  return document.querySelector<HTMLElement>('[data-document-html]')!;
}

const ok = (body: unknown): DocumentAnswer => ({
  status: 200,
  statusText: 'OK',
  headers: {},
  body: JSON.stringify(body),
});

afterEach(() => {
  delete window.documentRequests;
  document.documentElement.className = '';
});

describe("the document's paint", () => {
  it('fills the slot with the sanitised HTML of its field, then shows the page', async () => {
    const slot = pageWithSlot(
      ok({ text: '<p>Välkommen <img src="x" onerror="alert(1)"></p><script>alert(2)</script>' }),
    );
    await paintDocumentSlots();
    expect(slot.innerHTML).toBe('<p>Välkommen <img src="x"></p>');
    expect(slot.style.display).toBe('');
    expect(document.documentElement.classList.contains(DOCUMENT_WAITS_CLASS)).toBe(false);
  });

  it('leaves the slot out of the layout when there is nothing to show, and shows the page', async () => {
    const answers: (DocumentAnswer | null | undefined)[] = [
      ok({ text: '   ' }),
      ok({ other: 'x' }),
      { status: 404, statusText: 'Not Found', headers: {}, body: '{"text":"<p>x</p>"}' },
      { status: 200, statusText: 'OK', headers: {}, body: '<html>not JSON' },
      null, // the request never reached the server
      undefined, // the document did not start it
    ];
    for (const answer of answers) {
      const slot = pageWithSlot(answer);
      await paintDocumentSlots();
      expect(slot.innerHTML, JSON.stringify(answer)).toBe('');
      expect(slot.style.display).toBe('none');
      expect(document.documentElement.classList.contains(DOCUMENT_WAITS_CLASS)).toBe(false);
    }
  });
});
