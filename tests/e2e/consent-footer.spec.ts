// Consent before analytics and the footer on every page (docs/decisions/034): the first visit's
// banner (two equal answers, a labelled region in the tab order, out of the way of dialogs and
// the page's end), nothing in window.dataLayer before an acceptance or after a rejection, the
// answer remembered across reloads and changed from the footer; the footer's contact details,
// links and language switch on every main route in both languages, and not on paper.
import type { Page } from '@playwright/test';
import { withStoredOrder } from './support/checkout-data';
import { expect, test } from './support/fixtures';

const banner = (page: Page) =>
  page.getByRole('region', { name: /^Cookies (för statistik|for analytics)$/ });
const footer = (page: Page) => page.getByRole('contentinfo');
const removals = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'remove_from_cart')
        .length,
  );

/** Removes the checkout's first line, confirmed: a removal the data layer hears of once done. */
async function removeFirstLine(page: Page) {
  await page
    .getByRole('button', { name: /^Ta bort / })
    .first()
    .click();
  const ask = page.getByRole('dialog', { name: 'Är du säker?' });
  // A dialog's buttons come first: the banner steps aside while it is open.
  await expect(banner(page)).toBeHidden();
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && /\/items\/services\/\d+$/.test(r.url()),
  );
  await ask.getByRole('button', { name: 'Ta bort' }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(ask).toBeHidden();
  // The badge counted one down before the call; the refreshed order (the mock keeps both lines)
  // sets it back, and the removal is reported right then: from here on it has been, or never is.
  await expect(page.getByRole('link', { name: 'Kundvagn, 2 varor' })).toBeVisible();
}

test.describe('before the visitor has answered', () => {
  test.use({ analyticsConsent: null });

  test("the banner: labelled, in the tab order, two equal answers, axe-clean, at the page's end", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region).toContainText('Vi vill använda cookies för statistik');
    const accept = region.getByRole('button', { name: 'Acceptera' });
    const reject = region.getByRole('button', { name: 'Avvisa' });
    // Equally prominent: the same box and the same style.
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(a && r).toBeTruthy();
    expect([Math.round(a!.width), Math.round(a!.height)]).toEqual([
      Math.round(r!.width),
      Math.round(r!.height),
    ]);
    const style = (button: typeof accept) =>
      button.evaluate((el) => {
        const css = getComputedStyle(el);
        return [el.className.replace(/css-\S+/g, ''), css.backgroundColor, css.color, css.fontSize];
      });
    expect(await style(accept)).toEqual(await style(reject));
    // In the natural tab order: from the footer's last control into the banner, accept, reject.
    await footer(page).getByRole('link', { name: 'In English' }).focus();
    await page.keyboard.press('Tab');
    const moreInfo = region.getByRole('link', { name: 'Läs mer i integritetspolicyn' });
    await expect(moreInfo).toBeFocused();
    await expect(moreInfo).toHaveAttribute('href', 'https://www.example.com/integritetspolicy/');
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(reject).toBeFocused();
    await expectAccessible();
    // It takes its own room at the end of the page: scrolled down, it covers none of the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBox = await footer(page).boundingBox();
    const bannerBox = await region.boundingBox();
    expect(bannerBox!.y).toBeGreaterThanOrEqual(footerBox!.y + footerBox!.height - 1);
  });

  test('in English, with the same answers', async ({ page, expectAccessible }) => {
    await page.goto('/en/');
    const region = banner(page);
    await expect(region).toContainText('We would like to use cookies for analytics');
    await expect(region.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expectAccessible();
  });

  test('nothing is pushed before an answer, and an early event is dropped, not sent later', async ({
    page,
  }) => {
    // Two removals with their dialogs and a reload: more than one page's worth of time.
    test.slow();
    await withStoredOrder(page);
    await page.goto('/kassa/');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await removeFirstLine(page);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    await banner(page).getByRole('button', { name: 'Acceptera' }).click();
    await expect(banner(page)).toBeHidden();
    // Accepting sends nothing that happened before it.
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    // The answer comes from the server's page too: a reload shows no banner.
    await page.reload();
    await expect(footer(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await removeFirstLine(page);
    // The removal after the acceptance arrives; the one before it never does.
    await expect.poll(() => removals(page)).toBe(1);
  });

  test('after a rejection nothing is pushed, across reloads, until the settings say accept', async ({
    page,
  }) => {
    // Two removals with their dialogs and a reload: more than one page's worth of time.
    test.slow();
    await withStoredOrder(page);
    await page.goto('/kassa/');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await banner(page).getByRole('button', { name: 'Avvisa' }).click();
    await expect(banner(page)).toBeHidden();
    // The banner's button is gone: the focus continues at the footer's cookie settings.
    const settings = footer(page).getByRole('button', { name: 'Cookieinställningar' });
    await expect(settings).toBeFocused();
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    await removeFirstLine(page);
    // The footer's cookie settings reopen the choice, which says what it is now.
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Just nu har du avvisat.');
    await expect(banner(page).getByRole('heading')).toBeFocused();
    await banner(page).getByRole('button', { name: 'Acceptera' }).click();
    await removeFirstLine(page);
    await expect.poll(() => removals(page)).toBe(1);
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
  });

  test('the banner and footer on a 360 px phone: nothing wider than the screen @phone', async ({
    page,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(footer(page)).toContainText('Telefon: 031-123 45 67');
    const region = banner(page);
    const [a, r] = [
      await region.getByRole('button', { name: 'Acceptera' }).boundingBox(),
      await region.getByRole('button', { name: 'Avvisa' }).boundingBox(),
    ];
    expect([Math.round(a!.width), Math.round(a!.height)]).toEqual([
      Math.round(r!.width),
      Math.round(r!.height),
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectAccessible();
  });
});

const MAIN_ROUTES = [
  { name: 'start', sv: '/', en: '/en/' },
  { name: 'class booking', sv: '/booking/', en: '/en/booking/' },
  { name: 'treatment', sv: '/booking-service/?id=701', en: '/en/booking-service/?id=701' },
  { name: 'login', sv: '/logga-in/', en: '/en/login/' },
  { name: 'checkout', sv: '/kassa/', en: '/en/checkout/', order: true },
  {
    name: 'member overview',
    sv: '/mina-sidor/overview/',
    en: '/en/mina-sidor/overview/',
    member: true,
  },
];

const FOOTER_TEXTS = {
  sv: {
    phone: 'Telefon: 031-123 45 67',
    links: ['Bokningsregler', 'Integritetspolicy', 'Tillgänglighetsredogörelse'],
    accessibility: '/tillganglighet/',
    settings: 'Cookieinställningar',
    switchTo: 'In English',
  },
  en: {
    phone: 'Phone: 031-123 45 67',
    links: ['Booking rules', 'Privacy policy', 'Accessibility statement'],
    accessibility: '/en/accessibility/',
    settings: 'Cookie settings',
    switchTo: 'På svenska',
  },
} as const;

// One footer serves every page: each page is checked once, in Swedish and English by turns, so
// that both languages' texts and every page's layout are seen.
for (const [index, route] of MAIN_ROUTES.entries()) {
  const language = index % 2 === 0 ? 'sv' : 'en';
  test(`the footer on the ${route.name} page (${language}), and not on paper`, async ({
    page,
    signIn,
  }) => {
    if (route.order) await withStoredOrder(page);
    if (route.member) await signIn();
    await page.goto(route[language]);
    const texts = FOOTER_TEXTS[language];
    const end = footer(page);
    await expect(end).toContainText(texts.phone);
    await expect(end.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    for (const name of texts.links) await expect(end.getByRole('link', { name })).toBeVisible();
    await expect(end.getByRole('link', { name: texts.links[2] })).toHaveAttribute(
      'href',
      texts.accessibility,
    );
    await expect(end.getByRole('button', { name: texts.settings })).toBeVisible();
    await expect(end.getByRole('link', { name: texts.switchTo })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(end).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(end).toBeVisible();
  });
}
