// The member card offline (issue 23, docs/decisions/036): after one visit the service worker
// shows the member card (with its codes) and the upcoming bookings with the network cut, marked
// with their time; every other page says it needs a connection; logging out empties the worker's
// caches. Both languages, axe in light and dark. The only spec with the worker (fixtures block it).
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, withoutHydration, type Page } from './support/fixtures';

// A fresh context per test: Playwright's reset of a shared one leaves Cache Storage, which is
// what these tests look at.
test.use({ serviceWorkers: 'allow', reuseContext: false });

const MEMBER_NUMBER = '4711';

const LANGUAGES = [
  {
    lang: 'sv',
    overview: '/mina-sidor/overview/',
    card: '/mina-sidor/card/',
    other: '/mina-sidor/bookings/',
    cardTitle: 'Medlemskort',
    showCard: 'Visa kortet att skanna',
    upcoming: 'Kommande bokningar',
    valueCards: 'Värdekort',
    tickets: 'Entrébiljetter',
    lastUpdated: /Senast uppdaterad 2026-03-25 10:0\d\./,
    needsSection: 'Den här delen behöver en anslutning',
    needsPage: 'Sidan behöver en anslutning',
    offline: 'Du är offline.',
    apiUnavailable: 'Bokningssystemet svarar inte',
    home: '/',
    overviewTitle: 'Hej Anna!',
    menu: 'Mina sidor',
    logout: 'Logga ut',
    qrLabel: `QR-kod med medlemsnummer ${MEMBER_NUMBER}`,
    barcodeLabel: `Streckkod med medlemsnummer ${MEMBER_NUMBER}`,
  },
  {
    lang: 'en',
    overview: '/en/mina-sidor/overview/',
    card: '/en/mina-sidor/card/',
    other: '/en/mina-sidor/bookings/',
    cardTitle: 'Membership card',
    showCard: 'Show the card to scan',
    upcoming: 'Upcoming bookings',
    valueCards: 'Value cards',
    tickets: 'Entry tickets',
    lastUpdated: /Last updated 2026-03-25 10:0\d\./,
    needsSection: 'This part needs a connection',
    needsPage: 'This page needs a connection',
    offline: 'You are offline.',
    apiUnavailable: 'The booking system is not answering',
    home: '/en/',
    overviewTitle: 'Hi Anna!',
    menu: 'My pages',
    logout: 'Log out',
    qrLabel: `QR code with member number ${MEMBER_NUMBER}`,
    barcodeLabel: `Barcode with member number ${MEMBER_NUMBER}`,
  },
] as const;

/** Waits until the worker has installed (its precache complete) and controls the page. */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The text a QR code on the page holds, read from its pixels. */
async function readQr(page: Page, name: string): Promise<string | undefined> {
  const png = PNG.sync.read(await page.getByRole('img', { name, exact: true }).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** The bars of a JsBarcode SVG as modules ('1' bar, '0' space), to compare with the encoding. */
async function barcodeModules(page: Page, name: string, moduleWidth: number): Promise<string> {
  return page.getByRole('img', { name, exact: true }).evaluate((svg, width) => {
    const bars = [...svg.querySelectorAll('g rect')].map((rect) => ({
      x: Number(rect.getAttribute('x')),
      w: Number(rect.getAttribute('width')),
    }));
    const end = Math.max(...bars.map((bar) => bar.x + bar.w));
    const modules = Array.from({ length: Math.round(end / width) }, () => '0');
    for (const bar of bars)
      for (let i = Math.round(bar.x / width); i < Math.round((bar.x + bar.w) / width); i++)
        modules[i] = '1';
    return modules.join('');
  }, moduleWidth);
}

/** What JsBarcode's own Code 128 encoder makes of the value. */
function code128(value: string): string {
  const { CODE128 } = (
    createRequire(import.meta.url)('jsbarcode/bin/barcodes/index.js') as {
      default: {
        CODE128: new (data: string, options: object) => { encode: () => { data: string } };
      };
    }
  ).default;
  return new CODE128(value, {}).encode().data;
}

/** The requests kept in every cache of the site's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

/** Signs in and visits the overview and the card through the worker, which keeps them. */
async function visitOnline(page: Page, signIn: () => Promise<void>, t: (typeof LANGUAGES)[number]) {
  await signIn();
  await page.goto(t.overview);
  await workerInControl(page);
  await page.reload();
  await expect(page.getByRole('region', { name: t.upcoming })).toBeVisible();
  await expect(page.getByRole('link', { name: t.showCard })).toHaveAttribute('href', t.card);
  await page.goto(t.card);
  await expect(page.getByRole('img', { name: t.qrLabel, exact: true })).toBeVisible();
}

// The language and the colour scheme do not depend on each other: Swedish in light and English
// in dark meet every text and every colour of the offline pages.
const [SWEDISH, ENGLISH] = LANGUAGES;
for (const [t, scheme] of [
  [SWEDISH, 'light'],
  [ENGLISH, 'dark'],
] as const)
  test.describe(`the member card offline (${t.lang}, ${scheme})`, () => {
    test.use({ colorScheme: scheme });

    test('shows the card and the upcoming bookings after one visit; other pages need a connection', async ({
      page,
      context,
      signIn,
      expectAccessible,
    }) => {
      // Two visits online, three pages offline, three axe passes: near a minute on two cores.
      test.slow();
      await visitOnline(page, signIn, t);

      // The network cut: the card comes from the worker, with its time and its codes.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.cardTitle })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t.lastUpdated })).toBeVisible();
      await expect(
        page.getByRole('definition').getByText(MEMBER_NUMBER, { exact: true }),
      ).toBeVisible();
      expect(await readQr(page, t.qrLabel)).toBe(MEMBER_NUMBER);
      const barcode = page.getByRole('img', { name: t.barcodeLabel, exact: true });
      await expect(barcode).toBeVisible();
      // JsBarcode draws the bars into the element once its chunk has loaded.
      await expect(barcode.locator('g rect').first()).toBeAttached();
      expect(await barcodeModules(page, t.barcodeLabel, 3)).toBe(code128(MEMBER_NUMBER));
      // Offline is said once, as offline: not also as a booking system that does not answer.
      await expect(page.getByText(t.offline)).toHaveCount(1);
      await expect(page.getByText(t.apiUnavailable)).toHaveCount(0);
      // The valid entry tickets (one spa entry used, one left; a swim entry tomorrow).
      const ticketCodes = page.getByRole('region', { name: t.tickets }).getByRole('img');
      await expect(ticketCodes).toHaveCount(2);
      expect(await readQr(page, (await ticketCodes.first().getAttribute('aria-label'))!)).toBe(
        'GBS-770201-1-K7Q2',
      );
      await expectAccessible();

      // The overview too: the card and the upcoming bookings; the rest needs a connection.
      await page.goto(t.overview);
      await expect(page.getByRole('status').filter({ hasText: t.lastUpdated })).toBeVisible();
      const upcoming = page.getByRole('region', { name: t.upcoming });
      await expect(upcoming.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('region', { name: t.valueCards })).toHaveCount(0);
      await expect(page.getByText(t.needsSection).first()).toBeVisible();
      await expect(page.getByText(t.apiUnavailable)).toHaveCount(0);
      await expectAccessible();

      // Any other page: the worker's page saying it needs a connection, in the language.
      withoutHydration.add(page);
      await page.goto(t.other);
      await expect(page.getByRole('heading', { level: 1, name: t.needsPage })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(t.lang);
      // The site's header (its name, a way home) and its font, as on every other page.
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Stadsbadet' })).toHaveAttribute(
        'href',
        t.home,
      );
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
        /^"Liberation Sans"/,
      );
      await expectAccessible();
    });

    // Issue 41: after a login the member lands on the overview, which the browser fetched before
    // the worker was there: the offline page said it was kept, and it was not.
    test('keeps the overview and the card seen only right after login', async ({
      page,
      context,
      signIn,
    }) => {
      test.slow();
      await signIn();
      await page.goto(t.overview);
      await expect(page.getByRole('region', { name: t.upcoming })).toBeVisible();
      await workerInControl(page);
      // What the worker keeps, as it keeps it: no reload, no visit to the card.
      await expect
        .poll(async () =>
          (await cachedUrls(page)).filter((url) => /\/(overview|card)\/$/.test(url)),
        )
        .toHaveLength(2);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.overviewTitle })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t.lastUpdated })).toBeVisible();
      await page.goto(t.card);
      await expect(page.getByRole('heading', { level: 1, name: t.cardTitle })).toBeVisible();
      await expect(page.getByRole('img', { name: t.qrLabel, exact: true })).toBeVisible();
    });
  });

// The caches hold no language of their own: the English card's test above shows its pages kept.
test("logging out empties the worker's caches", async ({ page, signIn }) => {
  const t = SWEDISH;
  // More time for its page loads, not a wait: no step depends on it.
  test.slow();
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) loaded.add(pathname);
  });
  await visitOnline(page, signIn, t);
  const urls = await cachedUrls(page);
  expect(urls.some((url) => url.endsWith(t.card))).toBe(true);
  expect(urls.some((url) => url.endsWith(t.other))).toBe(false);
  // Every file the two pages ran is precached, but React Router's route manifest (decision
  // 041), and the app's other pages are not: the install fetches what the card needs.
  const kept = new Set(urls.map((url) => new URL(url).pathname));
  expect(
    [...loaded].filter((path) => !kept.has(path) && !/\/manifest-\w+\.js$/.test(path)),
  ).toEqual([]);
  const built = readdirSync(join(process.env.BUILD_DIR ?? 'build', 'client', 'assets'));
  const keptScripts = [...kept].filter((path) => path.startsWith('/assets/'));
  expect(keptScripts.length).toBeLessThan(built.filter((f) => f.endsWith('.js')).length);
  await page
    .getByRole('navigation', { name: t.menu })
    .getByRole('button', { name: t.logout })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: t.logout }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => cachedUrls(page)).toEqual([]);
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    )
    .toBe(0);
});
