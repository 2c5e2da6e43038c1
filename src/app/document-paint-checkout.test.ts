// The checkout as the build renders it (docs/decisions/025), painted by the document's script from
// the stored order's answers: the build's own markup, run through the paint in a DOM.
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentAnswer, DocumentRequestEntry } from '@/lib/document/document-answers';
import { DOCUMENT_PAINTED_CLASS, DOCUMENT_WAITS_CLASS, paintDocumentSlots } from './document-paint';
import { mergeComponentStyles } from '../../scripts/prerender-plugin';
import { renderRoute } from './prerender';

const ok = (body: unknown): DocumentAnswer => ({
  status: 200,
  statusText: 'OK',
  headers: {},
  body: JSON.stringify(body),
});

const MASSAGE = {
  id: 11,
  product: { id: 701, name: 'Massage 50 min' },
  // 14:00–14:50 in Stockholm (winter time).
  duration: { start: '2026-11-24T13:00:00Z', end: '2026-11-24T13:50:00Z' },
  price: { amount: 69500 },
  coupon: { name: 'VINTER' },
};

const FACIAL = {
  id: 12,
  product: { id: 702, name: 'Ansiktsbehandling' },
  duration: { start: '2026-11-25T09:00:00Z', end: '2026-11-25T10:00:00Z' },
  price: { amount: 89000 },
};

const ORDER = {
  id: 612345,
  preliminary: true,
  businessUnit: { id: 1, name: 'Haga' },
  serviceItems: [MASSAGE, FACIAL],
  valueCardItems: [],
  groupActivityItems: [],
  subscriptionItems: [],
  articleItems: [],
  eventItems: [],
  entryItems: [],
  couponDiscount: { amount: 10000 },
  price: { amount: 148500 },
  vatSums: [
    { rate: '25', amount: { amount: 20000 } },
    { rate: '6', amount: { amount: 3000 } },
    { rate: '0', amount: { amount: 0 } },
  ],
};

const NOTICES = {
  success: true,
  data: [
    {
      service_ids: [701],
      business_units: 'haga',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      message_text: 'Poolen är stängd.\n\nBastun är öppen.',
    },
  ],
};

const OIL = {
  addition: { id: 5, name: 'Aromaolja' },
  selectOptions: { NEW_SERVICE_BOOKING: { mandatory: true, preSelected: false } },
};
const EXTRA = {
  addition: { id: 6, name: 'Fotbad' },
  selectOptions: { NEW_SERVICE_BOOKING: { mandatory: false, preSelected: false } },
};

interface Answers {
  order?: DocumentAnswer | null;
  notices?: DocumentAnswer | null;
  /** Additions by product id; a product missing here was not asked for. */
  additions?: Record<number, DocumentAnswer | null>;
  /** Listed only for a signed-in visitor (the head script asks only then). */
  reservations?: DocumentAnswer | null;
}

const guest = (): Answers => ({
  order: ok(ORDER),
  notices: ok(NOTICES),
  additions: { 701: ok([OIL, EXTRA]), 702: ok([]) },
});

/** The built checkout in a DOM, its answers listed as the head script lists them. */
async function paintedCheckout(path: string, answers: Answers) {
  // As the build writes it into the page: its component styles in one <style>.
  const html = mergeComponentStyles((await renderRoute(path)).html);
  const dom = new JSDOM(
    `<!doctype html><html lang="${path.startsWith('/en/') ? 'en' : 'sv'}"><body><div id="root">${html}</div></body></html>`,
    { url: 'http://localhost/kassa/' },
  );
  const entry = (recordedKey: string, answer: DocumentAnswer | null | undefined, key = '[]') => ({
    url: '/api',
    key,
    recordedKey,
    answer: Promise.resolve(answer ?? null),
  });
  const entries: DocumentRequestEntry[] = [
    entry('["/orders/{order}"]', answers.order),
    entry('["/mild/v1/unique-messages"]', answers.notices),
    ...Object.entries(answers.additions ?? {}).map(([id, answer]) =>
      entry(
        '["/products/services/{product}/additions",{"customerType":1,"businessUnit":{site}}]',
        answer,
        `["/products/services/${id}/additions",{"customerType":1,"businessUnit":1}]`,
      ),
    ),
    ...('reservations' in answers
      ? [entry('["/orders/{order}/valuecardreservations"]', answers.reservations)]
      : []),
  ];
  Object.assign(globalThis, { window: dom.window, document: dom.window.document });
  dom.window.documentRequests = entries;
  dom.window.document.documentElement.classList.add(DOCUMENT_WAITS_CLASS);
  await paintDocumentSlots();
  const page = dom.window.document;
  const text = (element: Element | null | undefined) => {
    if (!element) return undefined;
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('style').forEach((style) => style.remove());
    return copy.textContent?.replace(/\s+/g, ' ').trim();
  };
  const elements = (parent: Element) =>
    [...parent.children].filter((child) => child.tagName !== 'STYLE');
  return {
    painted: page.documentElement.classList.contains(DOCUMENT_PAINTED_CLASS),
    waits: page.documentElement.classList.contains(DOCUMENT_WAITS_CLASS),
    lines: [...page.querySelectorAll('[data-testid=cart-line]')].map((line) => ({
      text: [...line.querySelectorAll('p')].map(text),
      remove: line.querySelector('[data-document-part=remove]')?.getAttribute('aria-label'),
      couponRemove: line
        .querySelector('[data-document-part=coupon-remove]')
        ?.getAttribute('aria-label'),
    })),
    discounts: [...page.querySelectorAll('[data-document-session]')].map(text),
    summary: [...page.querySelectorAll('[data-testid^=summary-]')].map(
      (row) =>
        `${row.getAttribute('data-testid')}: ${text(elements(row)[0])} = ${text(elements(row)[1])}`,
    ),
    customerHeading: text(page.querySelector('#checkout-customer-heading')),
  };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'document');
});

describe("the document's paint of the checkout", () => {
  it("fills a guest's lines, the discounts' login link and the summary from the order", async () => {
    const result = await paintedCheckout('/kassa/', guest());
    expect(result).toEqual({
      painted: true,
      waits: false,
      lines: [
        {
          text: [
            'Poolen är stängd.',
            'Bastun är öppen.',
            'Massage 50 min',
            '24 november 14:00–14:50',
            'Haga',
            'Ingår: Aromaolja',
            'Rabattkod tillagdTa bort rabattkod',
            '695 kr',
          ],
          remove: 'Ta bort Massage 50 min',
          couponRemove: 'Ta bort rabattkod VINTER',
        },
        {
          text: ['Ansiktsbehandling', '25 november 10:00–11:00', 'Haga', '890 kr'],
          remove: 'Ta bort Ansiktsbehandling',
          couponRemove: undefined,
        },
      ],
      discounts: ['Logga in för att lägga till rabatter'],
      summary: [
        'summary-coupon: Rabatt = -100 kr',
        'summary-total: Totalt = 1 485 kr',
        'summary-vat-25: Varav moms 25 % = 200 kr',
        'summary-vat-6: Varav moms 6 % = 30 kr',
      ],
      customerHeading: 'Kunduppgifter',
    });
  });

  it("keeps a signed-in customer's discount links, in English, without a coupon", async () => {
    const order = { ...ORDER, couponDiscount: undefined, vatSums: [] };
    const result = await paintedCheckout('/en/checkout/', {
      ...guest(),
      order: ok({
        ...order,
        price: { amount: 89050 },
        serviceItems: [{ ...FACIAL, price: { amount: 89050 } }],
      }),
      reservations: ok([]),
    });
    expect(result).toMatchObject({
      painted: true,
      lines: [{ text: ['Ansiktsbehandling', 'November 25 10:00–11:00', 'Haga', '890.50 kr'] }],
      discounts: ['Add discount codeAdd value card'],
      summary: ['summary-total: Total = 890.50 kr'],
      customerHeading: 'Customer information',
    });
  });

  it('shows a line as the order says when its additions could not be read', async () => {
    const result = await paintedCheckout('/kassa/', {
      ...guest(),
      notices: null,
      additions: { 701: null, 702: ok([]) },
    });
    expect(result.painted).toBe(true);
    expect(result.lines[0]!.text).toEqual([
      'Massage 50 min',
      '24 november 14:00–14:50',
      'Haga',
      'Rabattkod tillagdTa bort rabattkod',
      '695 kr',
    ]);
  });

  it.each<[string, Answers]>([
    ['no order answer (a refused read)', { ...guest(), order: null }],
    ['a finished order', { ...guest(), order: ok({ ...ORDER, preliminary: false }) }],
    ['an empty order', { ...guest(), order: ok({ ...ORDER, serviceItems: [] }) }],
    [
      'an order with a value card bought',
      { ...guest(), order: ok({ ...ORDER, valueCardItems: [{ id: 1, product: { id: 9 } }] }) },
    ],
    [
      'a line without its times',
      { ...guest(), order: ok({ ...ORDER, serviceItems: [{ ...MASSAGE, duration: null }] }) },
    ],
    ['additions not asked for', { ...guest(), additions: { 701: ok([]) } }],
    ['value cards on the order', { ...guest(), reservations: ok([{ id: 1 }]) }],
    ["a member's value cards that could not be read", { ...guest(), reservations: null }],
  ])('leaves the spinner to the app on %s, and lets the app start', async (_name, answers) => {
    const result = await paintedCheckout('/kassa/', answers);
    expect(result.painted).toBe(false);
    expect(result.waits).toBe(false);
  });
});
