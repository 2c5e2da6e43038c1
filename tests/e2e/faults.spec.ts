// Every screen survives every way its main call can fail (issue 22): a server error, an API that
// cannot be reached, an answer in the wrong shape, an answer that is not JSON and, signed in, a
// refused session. The faults are made at the network edge, by the mock (mocks/scenario-router.ts),
// for the server's render and the browser's calls alike. A new screen is one row of SCREENS (or of
// QUIET_SCREENS, where a failure costs nothing the customer came for); a new form one row of FORMS.
import type { Locator } from '@playwright/test';
import { expect, scenariosHeader, test, type Page } from './support/fixtures';
import { ORDER, withStoredOrder } from './support/checkout-data';
import { hasSessionCookie } from './support/session-cookie';
import { MASSAGE } from './support/services-data';

const PAID_ORDER = 611902; // the mock's OrderPaid (Anna's), see checkout-receipt.spec.ts
const RECEIPT = 90391; // its receipt
const USER = 'anna.lindqvist@example.se';

interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Puts what the screen needs in place before it opens, e.g. a stored order. */
  setup?: (page: Page) => Promise<void>;
  /**
   * The call the screen needs for its main content, relative to its API (fixtures.ts); several
   * when the screen says so only once all of them fail (the receipt: its order and its receipt).
   */
  call: string | string[];
  /** What the screen says when that call fails, in the page's language. */
  error: string;
  /** Where that message and its retry are: by default the alert that says it. */
  section?: (page: Page) => Locator;
  /** A part of the page that does not need the failed call: it keeps working. */
  rest: (page: Page) => Locator;
  /** What the failed section shows once a retry succeeds. */
  retried: (page: Page) => Locator;
  retry: string;
  /** What must survive the failure and the retry (the stored order, the cart's count). */
  kept?: (page: Page) => Promise<void>;
  /** The whole message, where the screen adds details to `error` (the receipt's statuses). */
  says?: RegExp;
  /** Signed in: what a 401 shows instead of sending the visitor to the login page. */
  unauthorized?: (page: Page) => Locator;
  /**
   * How often the browser asks for each call before it shows the failure: twice, as the query
   * client asks again after any failure but a 4xx (src/lib/query-client.ts), or once where the
   * screen's reads are never repeated (spec §7: the orders, and so the receipt).
   */
  asks?: 1 | 2;
}

/**
 * A screen whose call can fail without costing the customer anything they came for: no message
 * and no retry, it shows this instead (the login form without its intro, the receipt without its
 * order).
 */
interface QuietScreen {
  name: string;
  path: string;
  signedIn?: boolean;
  call: string | string[];
  /** What the screen shows instead: the part that does not need the call, whole and working. */
  instead: (page: Page) => Locator;
  /** An error alert that must not show (the site's banner never does either). */
  notShown?: string;
  /** Uses what is shown, to prove it works without the call. */
  works?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'start page, facilities',
    path: '/',
    call: '/businessunits',
    error: 'Anläggningarna kunde inte laddas just nu.',
    rest: (page) => page.getByRole('link', { name: 'Välj tid för Massage 50 min' }),
    retried: (page) => page.getByRole('heading', { name: 'Älvstranden' }),
    retry: 'Försök igen',
  },
  {
    name: 'start page, treatments (English)',
    path: '/en/',
    call: '/products/services',
    error: 'The treatments could not be loaded right now.',
    rest: (page) => page.getByRole('heading', { name: 'Älvstranden' }),
    retried: (page) => page.getByRole('link', { name: 'Choose a time for Massage 50 min' }),
    retry: 'Try again',
  },
  {
    name: 'class booking, the classes',
    path: '/booking/?site=1',
    call: '/businessunits/1/groupactivities',
    error: 'Passen kunde inte hämtas.',
    rest: (page) => page.getByRole('navigation', { name: 'Välj dag' }),
    retried: (page) => page.getByRole('region', { name: 'Pass' }).getByText('Spinning 45').first(),
    retry: 'Försök igen',
  },
  {
    name: 'schedule, the classes (English)',
    path: '/en/schema/?site=1',
    call: '/businessunits/1/groupactivities',
    error: 'The classes could not be loaded',
    rest: (page) => page.getByRole('combobox', { name: 'Facility' }),
    retried: (page) => page.getByTestId('schedule-session').first(),
    retry: 'Try again',
  },
  {
    name: 'treatment, the treatment',
    path: `/booking-service/?id=${MASSAGE}`,
    call: `/products/services/${MASSAGE}`,
    error: 'Det gick inte att ladda behandlingen.',
    rest: (page) => page.getByRole('banner'),
    retried: (page) => page.getByRole('heading', { level: 1, name: 'Massage 50 min' }),
    retry: 'Försök igen',
  },
  {
    name: 'member overview, the bookings',
    path: '/mina-sidor/overview/',
    signedIn: true,
    call: '/customers/*/bookings/groupactivities',
    error: 'Dina bokningar kunde inte laddas just nu.',
    rest: (page) => page.getByRole('region', { name: 'Värdekort' }).getByText('6 klipp kvar'),
    retried: (page) =>
      page.getByRole('region', { name: 'Kommande bokningar' }).getByText('Spinning 45').first(),
    retry: 'Försök igen',
  },
  {
    name: 'member value cards (English)',
    path: '/en/mina-sidor/valuecards/',
    signedIn: true,
    call: '/customers/*/valuecards',
    error: 'Your value cards could not be loaded right now.',
    rest: (page) => page.getByRole('navigation', { name: 'My pages' }),
    retried: (page) => page.getByRole('region', { name: 'Active value cards', exact: true }),
    retry: 'Try again',
  },
  {
    name: 'member purchases (English)',
    path: '/en/mina-sidor/purchases/',
    signedIn: true,
    call: '/customers/*/receipts',
    error: 'Your purchases could not be loaded right now.',
    rest: (page) => page.getByRole('navigation', { name: 'My pages' }),
    retried: (page) => page.getByText('Receipt 119562').first(),
    retry: 'Try again',
  },
  {
    name: 'member payments, the cards',
    path: '/mina-sidor/payments/',
    signedIn: true,
    call: '/customers/*/consents/cards',
    error: 'Dina betalkort kunde inte hämtas just nu.',
    // Said plainly, not as an alert (spec §7: a failed payment-info load stops quietly).
    section: (page) => page.getByRole('region', { name: 'Betalkort' }),
    rest: (page) => page.getByText('Swedbank').first(),
    retried: (page) => page.getByRole('heading', { name: /^VISA/ }).first(),
    retry: 'Försök igen',
  },
  {
    name: 'member workouts (English)',
    path: '/en/mina-sidor/workouts/',
    signedIn: true,
    call: '/customers/*/workoutssummary',
    error: 'Your workout statistics could not be loaded right now.',
    rest: (page) => page.getByRole('button', { name: 'Week' }),
    retried: (page) => page.getByRole('button', { name: 'Month' }),
    retry: 'Try again',
  },
  {
    name: 'checkout, the stored order',
    path: '/kassa/',
    setup: (page) => withStoredOrder(page),
    call: `/orders/${ORDER}`,
    error: 'Det gick inte att ladda kundvagnen.',
    rest: (page) => page.getByRole('link', { name: 'Kundvagn, 2 varor' }),
    retried: (page) => page.getByTestId('cart-line').nth(1),
    retry: 'Försök igen',
    kept: storedOrderKept,
    asks: 1,
  },
  {
    name: 'checkout, the stored order (English)',
    path: '/en/checkout/',
    setup: (page) => withStoredOrder(page),
    call: `/orders/${ORDER}`,
    error: 'The cart could not be loaded.',
    rest: (page) => page.getByRole('link', { name: 'Cart, 2 items' }),
    retried: (page) => page.getByTestId('cart-line').nth(1),
    retry: 'Try again',
    kept: storedOrderKept,
    asks: 1,
  },
  {
    // Spec §8: both the order and its receipt failing say so, with their status.
    name: 'receipt, its order and its receipt',
    path: `/kassa/?orderid=${PAID_ORDER}&receiptid=${RECEIPT}`,
    signedIn: true,
    call: ['/orders/*', '/customers/*/receipts/*'],
    error: 'Kvittot kunde inte laddas.',
    rest: (page) => page.getByRole('heading', { level: 1, name: 'Kvitto' }),
    // Both failed alike: their status said once, never a 0 or the server's own text.
    says: /^Kvittot kunde inte laddas\. [1-5]\d\d · [A-Z_]+$/,
    retried: (page) => page.getByRole('region', { name: 'Kvittouppgifter' }),
    retry: 'Försök igen',
    asks: 1,
    // Spec §2: a 401 on both is the receipt's own login prompt, which comes back to it.
    unauthorized: (page) =>
      page.getByRole('alert').locator('a[href^="/logga-in/?returnTo=%2Fkassa%2F"]', {
        hasText: 'Logga in',
      }),
  },
  {
    name: 'member membership, the subscriptions',
    path: '/mina-sidor/membership/',
    signedIn: true,
    call: '/customers/*/subscriptions',
    error: 'Bokningssystemet går inte att nå just nu.',
    rest: (page) => page.getByRole('button', { name: 'Logga ut' }),
    retried: (page) => page.getByRole('heading', { name: 'Aktiva medlemskap' }),
    retry: 'Försök igen',
  },
  {
    name: 'member profile, the customer (English)',
    path: '/en/mina-sidor/profile/',
    signedIn: true,
    call: '/customers/*',
    error: 'The booking system cannot be reached right now.',
    rest: (page) => page.getByRole('button', { name: 'Log out' }),
    retried: (page) => page.getByRole('textbox', { name: 'First name' }),
    retry: 'Try again',
  },
  {
    name: 'member offers, the content page',
    path: '/mina-sidor/offers/',
    signedIn: true,
    call: '/wp/v2/pages',
    error: 'Något gick fel. Försök igen om en stund.',
    rest: (page) => page.getByRole('navigation', { name: 'Mina sidor' }),
    retried: (page) => page.getByRole('heading', { name: 'Erbjudanden för dig som är medlem' }),
    retry: 'Försök igen',
  },
  {
    name: 'member news, the content page (English)',
    path: '/en/mina-sidor/news/',
    signedIn: true,
    call: '/wp/v2/pages',
    error: 'Something went wrong. Please try again in a moment.',
    rest: (page) => page.getByRole('navigation', { name: 'My pages' }),
    retried: (page) => page.getByRole('heading', { name: 'Your membership', exact: true }),
    retry: 'Try again',
  },
];

const QUIET_SCREENS: QuietScreen[] = [
  {
    name: 'login page, its intro from the content site',
    path: '/logga-in/',
    call: '/mild/v1/acf/texts/*',
    instead: (page) => page.getByRole('button', { name: 'Logga in', exact: true }),
    works: (page) => logIn(page, 'Logga in'),
  },
  {
    name: 'login page, its intro from the content site (English)',
    path: '/en/login/',
    call: '/mild/v1/acf/texts/*',
    instead: (page) => page.getByRole('button', { name: 'Log in', exact: true }),
    works: (page) => logIn(page, 'Log in'),
  },
  {
    // Spec §8: the order failing while its receipt answers shows the receipt.
    name: 'receipt, its order alone (English)',
    path: `/en/checkout/?orderid=${PAID_ORDER}&receiptid=${RECEIPT}`,
    signedIn: true,
    call: '/orders/*',
    instead: (page) =>
      page
        .getByTestId('receipt-only')
        .filter({ hasText: 'The order could not be loaded right now' })
        .getByRole('region', { name: 'Receipt details' }),
    notShown: 'The receipt could not be loaded.',
  },
];

/** The checkout's order is still the one stored, and the cart still counts its two items. */
async function storedOrderKept(page: Page) {
  expect(await page.evaluate(() => localStorage.getItem('ORDER_ID'))).toBe(String(ORDER));
  expect(await page.evaluate(() => localStorage.getItem('CART_ITEMS'))).toBe('2');
}

/** Signs in through the form the failed intro sat above: the form is whole and works. */
async function logIn(page: Page, submit: string) {
  await page.getByRole('textbox', { name: /^(E-postadress|E-mail address)/ }).fill(USER);
  await page.getByLabel(/^(Lösenord|Password)/).fill('Simma2026!');
  await page.getByRole('button', { name: submit, exact: true }).click();
  await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
}

const FAULTS = ['code=500', 'fault=network', 'fault=malformed', 'fault=not-json'];

/** What a customer must never read, whatever failed. */
const RAW =
  /undefined|NaN|\[object Object\]|is not a function|Cannot read properties|errors:|\w+\.\w+\.\w+Error/;

const errorAlert = (text: string) => (page: Page) =>
  page.getByRole('alert').filter({ hasText: text }).first();

/** Resolves once the browser has had `count` answers to the call (relative to its API). */
function answers(page: Page, call: string, count: number) {
  const pattern = new RegExp(
    `/(brponline/api/ver3|wp-json)${call.replace(/\*/g, '[^/?]+')}(\\?.*)?$`,
  );
  let seen = 0;
  return page.waitForResponse(
    (answer) =>
      answer.request().method() === 'GET' && pattern.test(answer.url()) && ++seen === count,
  );
}

const callsOf = (screen: { call: string | string[] }) =>
  typeof screen.call === 'string' ? [screen.call] : screen.call;
/** The content site's refusal is the shop's credential, not the member's session. */
const onContentSite = (call: string) => call.startsWith('/wp/') || call.startsWith('/mild/');

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    const calls = callsOf(screen);
    const contentOnly = calls.every(onContentSite);
    const faults = screen.signedIn && contentOnly ? [...FAULTS, 'code=401'] : FAULTS;

    // One page per screen: it opens with the first fault, and each retry meets the next one, so
    // every fault is shown by the page itself without a page load each (a page load is most of an
    // end-to-end test's cost). The server's render survives every fault too: it is asked for the
    // page's HTML with each of them.
    test(`${faults.join(', ')}: says so, keeps the page and retries`, async ({
      page,
      context,
      signIn,
      scenario,
    }) => {
      if (screen.signedIn) await signIn();
      await screen.setup?.(page);
      for (const fault of faults) {
        const html = await page.request.get(screen.path, {
          headers: scenariosHeader(calls.map((path) => ({ method: 'GET', path, prefer: fault }))),
        });
        expect(html.status(), `the server's render with ${fault}`).toBe(200);
      }

      const [first = 'code=500', ...others] = faults;
      for (const call of calls) await scenario('GET', call, first);
      const response = await page.goto(screen.path);
      expect(response?.status()).toBe(200);
      const section = (screen.section ?? errorAlert(screen.error))(page);
      const saysSo = async (fault: string) => {
        await expect(section.getByText(screen.error), fault).toBeVisible();
        if (screen.says) await expect(section.getByText(screen.error)).toHaveText(screen.says);
        await expect(screen.rest(page).first()).toBeVisible();
        // One failure, one message: the site's banner stays away while the section says it.
        await expect(page.getByTestId('api-unavailable')).toHaveCount(0);
        expect(await page.locator('main').innerText(), fault).not.toMatch(RAW);
        await screen.kept?.(page);
      };
      await saysSo(first);

      for (const fault of others) {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        for (const call of calls) await scenario('GET', call, fault);
        // The message was already on screen: it is checked again once the retry has had every
        // answer it asks for.
        const attempts = fault === 'code=401' ? 1 : (screen.asks ?? 2);
        const answered = calls.map((call) => answers(page, call, attempts));
        await section.getByRole('button', { name: screen.retry }).click();
        await Promise.all(answered);
        await saysSo(fault);
      }

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await section.getByRole('button', { name: screen.retry }).click();
      await expect(screen.retried(page)).toBeVisible();
      await expect(page.getByText(screen.error)).toHaveCount(0);
      await expect(screen.rest(page).first()).toBeVisible();
      await screen.kept?.(page);
      if (screen.signedIn) expect(await hasSessionCookie(context)).toBe(true);
    });

    if (screen.signedIn && !contentOnly) {
      test('code=401: the session ends and the login takes over', async ({
        page,
        context,
        signIn,
        scenario,
      }) => {
        await signIn();
        await screen.setup?.(page);
        for (const call of calls) await scenario('GET', call, 'code=401');
        await page.goto(screen.path);
        if (screen.unauthorized) await expect(screen.unauthorized(page)).toBeVisible();
        else await expect(page).toHaveURL(/\/(logga-in|login)\/\?returnTo=/);
        await expect.poll(() => hasSessionCookie(context)).toBe(false);
      });
    }
  });
}

for (const screen of QUIET_SCREENS) {
  test.describe(screen.name, () => {
    for (const fault of FAULTS) {
      test(`${fault}: the rest of the screen shows and works`, async ({
        page,
        signIn,
        scenario,
      }) => {
        if (screen.signedIn) await signIn();
        for (const call of callsOf(screen)) await scenario('GET', call, fault);
        const response = await page.goto(screen.path);
        expect(response?.status()).toBe(200);
        await expect(screen.instead(page)).toBeVisible();
        if (screen.notShown) await expect(page.getByText(screen.notShown)).toHaveCount(0);
        await expect(page.getByTestId('api-unavailable')).toHaveCount(0);
        expect(await page.locator('main').innerText()).not.toMatch(RAW);
        await screen.works?.(page);
      });
    }
  });
}

/**
 * Typed input survives a failed submit (issue 22): the call behind a form fails as a server error
 * or a dropped connection; the form says so in the page's language and what was typed is still
 * in its field, ready to send again.
 */
interface Form {
  name: string;
  path: string;
  signedIn?: boolean;
  setup?: (page: Page) => Promise<void>;
  /** The submit's call, relative to its API (fixtures.ts). */
  method: string;
  call: string;
  /** Types the value into the form and submits it. */
  submit: (page: Page) => Promise<void>;
  field: (page: Page) => Locator;
  /** The typed value as the field shows it. */
  value: string;
  /** Where the form says the submit failed, and what it says for each fault. */
  message: (page: Page) => Locator;
  says: Record<(typeof SUBMIT_FAULTS)[number], string>;
}

const SUBMIT_FAULTS = ['code=500', 'fault=network'] as const;

const FORMS: Form[] = [
  {
    name: 'login',
    path: '/logga-in/',
    method: 'POST',
    call: '/auth/login',
    submit: (page) => logInOnce(page, 'Logga in'),
    field: (page) => page.getByRole('textbox', { name: /^E-postadress/ }),
    value: USER,
    message: (page) => page.getByTestId('login-error'),
    says: {
      'code=500': 'Något gick fel. Försök igen om en stund.',
      'fault=network': 'Bokningssystemet går inte att nå just nu. Försök igen om en stund.',
    },
  },
  {
    name: 'profile, a saved change (English)',
    path: '/en/mina-sidor/profile/',
    signedIn: true,
    method: 'PUT',
    call: '/customers/*',
    submit: async (page) => {
      await page.getByLabel('City').fill('Mölndal');
      await page.getByRole('button', { name: 'Save' }).click();
    },
    field: (page) => page.getByLabel('City'),
    value: 'Mölndal',
    message: (page) => page.locator('.app-toasts'),
    // Spec §8: the text of the error code; a server error without one asks to try again.
    says: {
      'code=500': 'Something went wrong. Please try again in a moment.',
      'fault=network':
        'The booking system cannot be reached right now. Please try again in a moment.',
    },
  },
  {
    name: 'checkout, a discount code',
    path: '/kassa/',
    signedIn: true,
    setup: (page) => withStoredOrder(page),
    method: 'POST',
    call: `/orders/${ORDER}/coupons`,
    submit: async (page) => {
      await expect(page.getByRole('button', { name: 'Betala' })).toBeEnabled();
      await page.getByRole('button', { name: 'Lägg till rabattkod' }).click();
      await discountDialog(page).getByLabel('Rabattkod').fill('SOMMAR25');
      await discountDialog(page).getByLabel('Rabattkod').press('Enter');
    },
    field: (page) => discountDialog(page).getByLabel('Rabattkod'),
    value: 'SOMMAR25',
    message: (page) => discountDialog(page).getByRole('alert'),
    says: {
      'code=500': 'Något gick fel. Försök igen om en stund.',
      'fault=network': 'Bokningssystemet går inte att nå just nu. Försök igen om en stund.',
    },
  },
  {
    name: 'checkout, the Swish number (English)',
    path: '/en/checkout/',
    signedIn: true,
    setup: (page) => withStoredOrder(page),
    method: 'POST',
    call: '/services/generatelink/payment',
    submit: async (page) => {
      const payment = page.getByRole('region', { name: 'Payment' });
      await expect(payment.getByRole('button', { name: 'Pay' })).toBeEnabled();
      await payment.getByLabel(/^Mobile number for Swish/).fill('0701234567');
      await payment.getByRole('checkbox', { name: /I accept/ }).check();
      await payment.getByRole('button', { name: 'Pay' }).click();
    },
    field: (page) => page.getByLabel(/^Mobile number for Swish/),
    value: '0701-234567',
    message: (page) => page.getByTestId('pay-error'),
    says: {
      'code=500':
        'The payment could not be started: Something went wrong. Please try again in a moment.',
      'fault=network':
        'The payment could not be started: The booking system cannot be reached right now. Please try again in a moment.',
    },
  },
];

const discountDialog = (page: Page) => page.getByRole('dialog', { name: 'Lägg till rabattkod' });

async function logInOnce(page: Page, submit: string) {
  await page.getByRole('textbox', { name: /^(E-postadress|E-mail address)/ }).fill(USER);
  await page.getByLabel(/^(Lösenord|Password)/).fill('Simma2026!');
  await page.getByRole('button', { name: submit, exact: true }).click();
}

for (const form of FORMS) {
  test.describe(`${form.name}: typed input survives a failed submit`, () => {
    for (const fault of SUBMIT_FAULTS) {
      test(`${fault}: says so and keeps the typed value`, async ({ page, signIn, scenario }) => {
        if (form.signedIn) await signIn();
        await form.setup?.(page);
        await scenario(form.method, form.call, fault);
        await page.goto(form.path);
        await form.submit(page);
        await expect(form.message(page)).toContainText(form.says[fault]);
        expect(await form.message(page).innerText()).not.toMatch(RAW);
        await expect(form.field(page)).toHaveValue(form.value);
      });
    }
  });
}
