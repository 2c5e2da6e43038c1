import { expect, test } from './support/fixtures';
import {
  expectTakenOverInPlace,
  recordFirstPaint,
  withoutTheAppsCode,
} from './support/first-paint';

test.describe('start page', () => {
  test('the start page reads at AA with its sites and treatments, in Swedish @mobile', async ({
    page,
    expectAccessible,
  }) => {
    // What it lists is a page test (tests/pages/start-page.test.tsx); here its contrast, on a phone
    // too, once the facilities and treatments are in.
    await page.goto('/');
    const sites = page.getByRole('region', { name: 'Våra anläggningar' });
    await expect(sites.getByRole('heading', { name: 'Haga' })).toBeVisible();
    const treatments = page.getByRole('region', { name: 'Behandlingar' });
    await expect(treatments.getByText(/\d\skr$/).first()).toBeVisible();
    await expectAccessible();
  });

  test('switches to English on the same page and back', async ({ page }) => {
    await page.goto('/');
    // The link's name is its visible text (WCAG 2.5.3, label in name). The header's (the footer
    // has the same switch).
    await page.getByRole('banner').getByRole('link', { name: 'In English', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('region', { name: 'Our facilities' })).toBeVisible();
    await expect(page).toHaveTitle(/^Home - /);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('link', { name: 'På svenska', exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('sends /en/ in English from the start, never Swedish first', async ({ page }) => {
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
  });

  test('arrives with its sections from the server, in both languages', async ({ page }) => {
    await withoutTheAppsCode(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Välkommen till badet');
    // The tab's title is part of the page (spec §2): the server's HTML must carry it too.
    await expect.soft(page).toHaveTitle(/^Start - /);
    await expect(page.getByText(/^Boka simning, gruppträning och spabehandlingar/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Logga in' })).toBeVisible();
    const sites = page.getByRole('region', { name: 'Våra anläggningar' });
    await expect(sites.getByRole('heading', { name: 'Haga' })).toBeVisible();
    await expect(sites.getByRole('heading', { name: 'Drottningtorget' })).toBeVisible();
    const treatments = page.getByRole('region', { name: 'Behandlingar' });
    await expect(
      treatments.getByRole('link', { name: 'Välj tid för Massage 50 min' }),
    ).toHaveAttribute('href', /\/booking-service\/\?id=\d+$/);

    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the baths');
    await expect.soft(page).toHaveTitle(/^Home - /);
    await expect(
      page.getByRole('region', { name: 'Our facilities' }).getByRole('heading', { name: 'Haga' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Treatments' })).toBeVisible();
  });

  test('the browser takes over in place, and a treatment then opens its times', async ({
    page,
  }) => {
    await recordFirstPaint(page);
    await page.goto('/');
    await expectTakenOverInPlace(page);
    await page
      .getByRole('region', { name: 'Behandlingar' })
      .getByRole('link', { name: 'Välj tid för Massage 50 min' })
      .click();
    await expect(page).toHaveURL(/\/booking-service\/\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Massage 50 min');
    await expect(page.getByRole('navigation', { name: 'Välj dag' })).toBeVisible();
  });
});
