// Consent before analytics and the footer on every page (docs/decisions/034): the first visit's
// banner (two equal answers, a labelled region in the tab order, out of the way of dialogs and
// the page's end), nothing in window.dataLayer before an acceptance or after a rejection, the
// answer remembered across reloads and changed from the footer. The start page's contrast (Swedish,
// on a desktop and a phone) is checked with the banner. The footer's contents on each page are page
// tests (tests/pages/footer.test.tsx); not on paper: receipt-print.spec.ts.
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

/** The start page once its facilities and treatments (with their prices) have arrived. */
async function expectStartPageFilled(page: Page) {
  const sites = page.getByRole('region', { name: 'Våra anläggningar' });
  await expect(sites.getByRole('heading', { name: 'Haga' })).toBeVisible();
  const treatments = page.getByRole('region', { name: 'Behandlingar' });
  await expect(treatments.getByText(/\d\skr$/).first()).toBeVisible();
}

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
    // The start page's contrast too, once its facilities and treatments are in.
    await expectStartPageFilled(page);
    await expectAccessible();
    // It takes its own room at the end of the page: scrolled down, it covers none of the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBox = await footer(page).boundingBox();
    const bannerBox = await region.boundingBox();
    expect(bannerBox!.y).toBeGreaterThanOrEqual(footerBox!.y + footerBox!.height - 1);
  });

  test('in English, with the same answers, on a start page never Swedish first', async ({
    page,
    expectAccessible,
  }) => {
    // Records whether the Swedish start page ever reached the DOM (it used to, until the English
    // start-up texts had loaded).
    await page.addInitScript(() => {
      const seen = window as unknown as { swedishSeen: boolean };
      seen.swedishSeen = false;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Välkommen till badet')) seen.swedishSeen = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the baths');
    await expect(page.getByRole('region', { name: 'Our facilities' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { swedishSeen: boolean }).swedishSeen),
    ).toBe(false);
    const region = banner(page);
    await expect(region).toContainText('We would like to use cookies for analytics');
    await expect(region.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expectAccessible();
  });

  test('nothing is pushed before an answer or after a rejection, until the settings say accept', async ({
    page,
  }) => {
    // Three removals with their dialogs and two reloads: more than one page's worth of time.
    test.slow();
    await withStoredOrder(page);
    await page.goto('/kassa/');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    // Before an answer: nothing is pushed (the final count proves it is never sent later either).
    await removeFirstLine(page);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
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
    await expect(banner(page)).toBeHidden();
    // Accepting sends nothing that happened before it.
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    await removeFirstLine(page);
    // The removal after the acceptance arrives; the ones before it never do.
    await expect.poll(() => removals(page)).toBe(1);
    // The answer comes from the server's page too: a reload shows no banner.
    await page.reload();
    await expect(footer(page)).toBeVisible();
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
    // The start page's contrast on a phone too, once its facilities and treatments are in.
    await expectStartPageFilled(page);
    await expectAccessible();
  });
});
