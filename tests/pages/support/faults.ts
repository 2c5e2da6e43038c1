// What the fault tests share (issue 22): the faults the mock makes, what a customer must never
// read, the tests every screen gets for them (a row of SCREENS or QUIET_SCREENS in the screens'
// files), a stored order to open the checkout with, and the session cookie in jsdom's jar.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '@/lib/language';
import { browserQueryClient } from '@/lib/query-client';
import { SESSION_COOKIE } from '../../../server/session';
import { ORDER } from '../../e2e/support/checkout-data';
import { PAGES_SITE_URL } from './mock-env';
import { clearScenarios, openPage, scenario } from './render-app';
import { withStoredOrder } from './stored-order';

/**
 * The query client asks again once after a failure (src/lib/query-client.ts), a second later:
 * here at once. The retry is still the app's; the tests wait for what it brings, not for the
 * second between (a second of every test of every fault).
 */
export function retryAtOnce(): void {
  for (const client of LANGUAGES.map(browserQueryClient)) {
    const defaults = client.getDefaultOptions();
    client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  }
}

/** Every way a screen's main call can fail, made at the network edge by the mock. */
export const FAULTS = ['code=500', 'fault=network', 'fault=malformed', 'fault=not-json'];

/** The faults that reach every call alike: the gateway's answer is the same error for each. */
const SAME_FOR_EVERY_CALL = FAULTS.filter((fault) => fault !== 'fault=malformed');

/**
 * The faults the screen at `index` of its list is tested with. A malformed answer is every
 * screen's: it is refused only when the screen's own calls have a schema that catches it
 * (server/answer-check.ts). A 500, no answer and a body that is not JSON become one error at the
 * gateway whatever the call (server/gateway.test.ts, server/answer-check.test.ts), so each screen
 * meets one of them, by turns, and every one of them still reaches screens of every kind.
 */
export const faultsFor = (index: number): string[] => [
  'fault=malformed',
  SAME_FOR_EVERY_CALL[index % SAME_FOR_EVERY_CALL.length]!,
];

/** What a customer must never read, whatever failed. */
export const RAW =
  /undefined|NaN|\[object Object\]|is not a function|Cannot read properties|errors:|\w+\.\w+\.\w+Error/;

/**
 * The text an element shows, its pieces apart as the browser's innerText keeps them (jsdom has
 * no innerText, and textContent runs a heading into the next paragraph).
 */
export function shownText(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.parentElement?.closest('script, style') === null) pieces.push(node.textContent ?? '');
  return pieces.join(' ');
}

/** The text of the page's main region, which must not contain raw error text. */
export const mainText = () => shownText(document.querySelector('main') ?? document.body);

export const hasSessionCookie = () =>
  (
    globalThis as unknown as {
      jsdom: { cookieJar: { getCookiesSync(url: string): { key: string; value: string }[] } };
    }
  ).jsdom.cookieJar
    .getCookiesSync(PAGES_SITE_URL)
    .some(({ key, value }) => key === SESSION_COOKIE && value !== '');

/** The checkout's order is still the one stored, and the cart still counts its two items. */
export function expectStoredOrderKept(): void {
  expect(localStorage.getItem('ORDER_ID')).toBe(String(ORDER));
  expect(localStorage.getItem('CART_ITEMS')).toBe('2');
}

/** Matches an element whose own text contains `text` (as Playwright's getByText does). */
export const including = (text: string) => (content: string) => content.includes(text);

export interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Opens with the mock's preliminary order stored (withStoredOrder). */
  storedOrder?: boolean;
  /**
   * The call the screen needs for its main content, relative to its API (render-app's scenario);
   * several when the screen says so only once all of them fail (the receipt: its order and its
   * receipt).
   */
  call: string | string[];
  /** The call's method: GET unless given (BRP's invoice reads are POSTs). */
  method?: string;
  /** What the screen says when that call fails, in the page's language. */
  error: string;
  /** Where that message and its retry are: by default the alert that says it. */
  section?: () => Promise<HTMLElement>;
  /** A part of the page that does not need the failed call: it keeps working. */
  rest: () => Promise<HTMLElement>;
  /** What the failed section shows once a retry succeeds. */
  retried: () => Promise<HTMLElement>;
  retry: string;
  /** What must survive the failure and the retry (the stored order, the cart's count). */
  kept?: () => void;
  /** The whole message, where the screen adds details to `error` (the receipt's statuses). */
  says?: RegExp;
  /** Signed in: what a 401 shows instead of sending the visitor to the login page. */
  unauthorized?: () => Promise<HTMLElement>;
}

/**
 * A screen whose call can fail without costing the customer anything they came for: no message
 * and no retry, it shows this instead (the login form without its intro, the receipt without its
 * order).
 */
export interface QuietScreen {
  name: string;
  path: string;
  signedIn?: boolean;
  call: string | string[];
  /** What the screen shows instead: the part that does not need the call, whole and working. */
  instead: () => Promise<HTMLElement>;
  /** An error message that must not show (the site's banner never does either). */
  notShown?: string;
  /** Uses what is shown, to prove it works without the call. */
  works?: (page: { router: { state: { location: { pathname: string } } } }) => Promise<void>;
}

const callsOf = (screen: { call: string | string[] }) =>
  typeof screen.call === 'string' ? [screen.call] : screen.call;
/** The content site's refusal is the shop's credential, not the member's session. */
const onContentSite = (call: string) => call.startsWith('/wp/') || call.startsWith('/mild/');

/**
 * Waits until what `find` finds is shown. It finds again each time: where the page renders a part
 * anew, the element found first is detached (it happened to the member area's logout button, once,
 * in CI).
 */
const expectShown = (find: () => Promise<HTMLElement>) =>
  waitFor(async () => expect(await find()).toBeVisible());

/** Opens the screen signed in or not, with the stored order or not. */
export const open = (path: string, options: { signedIn?: boolean; storedOrder?: boolean }) =>
  openPage(path, {
    signedIn: options.signedIn,
    cart: options.storedOrder ? withStoredOrder() : undefined,
  });

/** The faults of the screen's main call: said in its section, the rest kept, and a retry. */
export function testScreenFaults(row: Screen, index: number): void {
  describe(row.name, () => {
    const calls = callsOf(row);
    const contentOnly = calls.every(onContentSite);
    const faults =
      row.signedIn && contentOnly ? [...faultsFor(index), 'code=401'] : faultsFor(index);

    test.each(faults)('%s: says so, keeps the page and retries', async (fault) => {
      for (const call of calls) scenario(row.method ?? 'GET', call, fault);
      await open(row.path, row);
      const message = await screen.findByText(including(row.error));
      const section = row.section ? await row.section() : alertAround(message);
      expect(within(section).getByText(including(row.error))).toBeVisible();
      if (row.says) expect(message.textContent).toMatch(row.says);
      await expectShown(row.rest);
      // One failure, one message: the site's banner stays away while the section says it.
      expect(screen.queryByTestId('api-unavailable')).toBeNull();
      expect(mainText()).not.toMatch(RAW);
      row.kept?.();

      clearScenarios();
      await userEvent.setup().click(within(section).getByRole('button', { name: row.retry }));
      await expectShown(row.retried);
      expect(screen.queryByText(including(row.error))).toBeNull();
      await expectShown(row.rest);
      row.kept?.();
      if (row.signedIn) expect(hasSessionCookie()).toBe(true);
    });

    if (row.signedIn && !contentOnly) {
      test('code=401: the session ends and the login takes over', async () => {
        for (const call of calls) scenario(row.method ?? 'GET', call, 'code=401');
        const { router } = await open(row.path, row);
        if (row.unauthorized) expect(await row.unauthorized()).toBeVisible();
        else
          await waitFor(() => {
            const { pathname, search } = router.state.location;
            expect(pathname).toMatch(/^(\/en)?\/(logga-in|login)\/$/);
            // The login brings the member back to the screen.
            expect(search).toBe(`?returnTo=${encodeURIComponent(row.path)}`);
          });
        await waitFor(() => expect(hasSessionCookie()).toBe(false));
      });
    }
  });
}

/** The faults of a quiet screen's call: the rest of the screen shows and works. */
export function testQuietScreenFaults(row: QuietScreen, index: number): void {
  describe(row.name, () => {
    test.each(faultsFor(index))('%s: the rest of the screen shows and works', async (fault) => {
      for (const call of callsOf(row)) scenario('GET', call, fault);
      const page = await open(row.path, row);
      expect(await row.instead()).toBeVisible();
      // What shows without the call may show before it has failed (the login form does not wait
      // long for its intro): the checks below are for once it has, retry and all.
      await waitFor(() =>
        expect(LANGUAGES.map((l) => browserQueryClient(l).isFetching())).toEqual([0, 0]),
      );
      if (row.notShown) expect(screen.queryByText(including(row.notShown))).toBeNull();
      expect(screen.queryByTestId('api-unavailable')).toBeNull();
      expect(mainText()).not.toMatch(RAW);
      await row.works?.(page);
    });
  });
}

const alertAround = (element: HTMLElement): HTMLElement => {
  const alert = element.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`No alert around "${element.textContent}"`);
  return alert;
};
