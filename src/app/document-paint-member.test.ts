// The member overview as the build renders it (docs/decisions/024), painted by the document's
// script from a signed-in member's answers: the build's own markup, run through the paint in a DOM.
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentAnswer, DocumentRequestEntry } from '@/lib/document/document-answers';
import { DOCUMENT_PAINTED_CLASS, DOCUMENT_WAITS_CLASS, paintDocumentSlots } from './document-paint';
import { renderRoute } from './prerender';

const ok = (body: unknown): DocumentAnswer => ({
  status: 200,
  statusText: 'OK',
  headers: {},
  body: JSON.stringify(body),
});

const ANNA = {
  id: 4711,
  firstName: 'Anna',
  lastName: 'Lindqvist',
  customerType: { id: 1, name: 'Vuxen' },
};

type Answers = Partial<Record<'validate' | 'customer' | 'subscriptions', DocumentAnswer | null>>;

/** The built overview in a DOM, its three answers listed as the head script lists them. */
async function paintedOverview(path: string, answers: Answers) {
  const { html } = await renderRoute(path);
  const dom = new JSDOM(`<!doctype html><html><body><div id="root">${html}</div></body></html>`);
  const keys = {
    validate: '["/auth/validate"]',
    customer: '["/customers/{customer}"]',
    subscriptions: '["/customers/{customer}/subscriptions"]',
  };
  const entries: DocumentRequestEntry[] = Object.entries(answers).map(([name, answer]) => ({
    url: `/api/${name}`,
    key: '[]',
    recordedKey: keys[name as keyof Answers],
    answer: Promise.resolve(answer ?? null),
  }));
  Object.assign(globalThis, { window: dom.window, document: dom.window.document });
  dom.window.documentRequests = entries;
  dom.window.document.documentElement.classList.add(DOCUMENT_WAITS_CLASS);
  await paintDocumentSlots();
  const page = dom.window.document;
  const text = (selector: string) => page.querySelector(selector)?.textContent?.trim();
  return {
    painted: page.documentElement.classList.contains(DOCUMENT_PAINTED_CLASS),
    waits: page.documentElement.classList.contains(DOCUMENT_WAITS_CLASS),
    greeting: text('h1'),
    card: [...page.querySelectorAll('[data-member-card] [data-document-text]')].map((element) =>
      element.textContent?.trim(),
    ),
    membersOnly: page.querySelectorAll('[data-document-members-only]').length,
  };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'document');
});

describe("the document's paint of the member overview", () => {
  it('fills the greeting and the member card, and keeps the members-only pages of a member', async () => {
    const result = await paintedOverview('/mina-sidor/overview/', {
      validate: ok({ username: '4711' }),
      customer: ok(ANNA),
      subscriptions: ok([{ id: 1 }]),
    });
    expect(result).toEqual({
      painted: true,
      waits: false,
      greeting: 'Hej Anna!',
      card: ['AL', 'Medlemskort', 'Anna Lindqvist', '4711', 'Vuxen'],
      membersOnly: 2,
    });
  });

  it('in English: a customer card, and no offers or news without subscriptions', async () => {
    const result = await paintedOverview('/en/mina-sidor/overview/', {
      validate: ok({ username: '4711' }),
      customer: ok({ ...ANNA, firstName: '<b>Åsa</b>', customerType: { id: 2, name: '' } }),
      subscriptions: ok([]),
    });
    expect(result).toMatchObject({
      painted: true,
      // A name is text, never markup.
      greeting: 'Hi <b>Åsa</b>!',
      card: ['<L', 'Customer card', '<b>Åsa</b> Lindqvist', '4711', '-'],
      membersOnly: 0,
    });
  });

  it.each<[string, Answers]>([
    ['a refused token', { validate: ok({}), customer: null, subscriptions: ok([]) }],
    [
      'a token check that failed',
      {
        validate: { status: 401, statusText: '', headers: {}, body: '{}' },
        customer: ok(ANNA),
        subscriptions: ok([]),
      },
    ],
    ['no subscriptions answer', { validate: ok({}), customer: ok(ANNA) }],
    [
      'a customer without a name',
      { validate: ok({}), customer: ok({ id: 1 }), subscriptions: ok([]) },
    ],
    ['nothing started (no session)', {}],
  ])('leaves the spinner to the app on %s, and lets the app start', async (_name, answers) => {
    const result = await paintedOverview('/mina-sidor/overview/', answers);
    expect(result.painted).toBe(false);
    expect(result.waits).toBe(false);
    expect(result.greeting).toBe('Hej !');
  });
});
