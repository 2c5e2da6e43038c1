// @vitest-environment jsdom
// The document's first paint of a prerendered page's slots (docs/decisions/023): the answer the
// document asked for, sanitised, in its slot; the page shown once every slot is settled.
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentAnswer } from '@/lib/document/document-answers';
import { DOCUMENT_WAITS_CLASS, paintDocumentSlots } from './document-paint';

const KEY = '["/mild/v1/acf/texts/login_component_text",{"lang":"sv"}]';

function pageWithSlot(answer: DocumentAnswer | null | undefined) {
  window.documentRequests =
    answer === undefined ? [] : [{ url: '/wp-json/x', key: KEY, answer: Promise.resolve(answer) }];
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

describe("the document's paint of a treatment's intro", () => {
  const product = {
    id: 701,
    name: 'Massage 50 min',
    time: '50',
    price: { amount: 69500, currency: 'SEK' },
    description: 'Avslappnande.\nMed oljor.',
    assets: [{ type: 'MAIN', imageWidth: 760, imageHeight: 500, contentUrl: 'https://cdn/m.jpg' }],
  };
  const PRODUCT = '["/products/services/2147480001"]';
  const CONTENT = '["/mild/v1/service-by-id/2147480001"]';

  function treatmentPage(search: string, answers: Record<string, DocumentAnswer | null>) {
    window.history.replaceState(null, '', `/booking-service/${search}`);
    window.documentRequests = Object.entries(answers).map(([key, answer]) => ({
      url: key,
      key,
      answer: Promise.resolve(answer),
    }));
    document.documentElement.lang = 'sv';
    document.body.innerHTML =
      `<div data-document-paint="service-intro" data-document-product='${PRODUCT}'` +
      ` data-document-content='${CONTENT}' data-minutes="{{count}} min" data-image-alt="Bild på {{name}}">` +
      '<h1></h1><p data-testid="service-price"></p><div data-testid="service-description"></div>' +
      '<img hidden alt=""></div>';
    return document.querySelector<HTMLElement>('[data-document-paint]')!;
  }

  it("paints the product's name, length, price and the content site's description and image, for the address's id", async () => {
    const intro = treatmentPage('?id=0701&site=2', {
      '["/products/services/701"]': ok(product),
      '["/mild/v1/service-by-id/701"]': ok({
        content: '<p>Djup <b>avslappning</b><script>alert(1)</script></p>',
        image: { url: 'https://wp/m.jpg', alt: '', width: 760, height: 400 },
      }),
    });
    await paintDocumentSlots();
    expect(intro.querySelector('h1')!.textContent).toBe('Massage 50 min');
    expect(intro.querySelector('[data-testid=service-price]')!.textContent).toBe(
      '50 min · 695\u00a0kr',
    );
    expect(intro.querySelector('[data-testid=service-description]')!.innerHTML).toBe(
      '<p>Djup <b>avslappning</b></p>',
    );
    const image = intro.querySelector('img')!;
    expect([image.hidden, image.src, image.alt, image.width, image.height]).toEqual([
      false,
      'https://wp/m.jpg',
      'Bild på Massage 50 min',
      760,
      400,
    ]);
    expect(intro.style.display).toBe('');
  });

  it("falls back to the product's own text and image when the content site fails", async () => {
    const intro = treatmentPage('?id=701', {
      '["/products/services/701"]': ok(product),
      '["/mild/v1/service-by-id/701"]': { status: 404, statusText: '', headers: {}, body: '{}' },
    });
    await paintDocumentSlots();
    expect(intro.querySelector('[data-testid=service-description]')!.innerHTML).toBe(
      'Avslappnande.<br>Med oljor.',
    );
    expect(intro.querySelector('img')!.src).toBe('https://cdn/m.jpg');
  });

  it('stays out of sight without the product, or without a valid id, and shows the page', async () => {
    for (const [search, answer] of [
      ['?id=701', { status: 404, statusText: '', headers: {}, body: '{}' }],
      ['?id=701', ok({ name: 'no price' })],
      ['?id=abc', ok(product)],
      ['', ok(product)],
    ] as const) {
      const intro = treatmentPage(search, { '["/products/services/701"]': answer });
      await paintDocumentSlots();
      expect(intro.style.display, search).toBe('none');
      expect(intro.querySelector('h1')!.textContent).toBe('');
      expect(document.documentElement.classList.contains(DOCUMENT_WAITS_CLASS)).toBe(false);
    }
  });
});
