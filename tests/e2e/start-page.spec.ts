// The start page's server HTML, its take-over in place, the site installable from it, and its
// language switch. What it lists is a
// page test (tests/pages/start-page.test.tsx); its contrast, and /en/ never showing Swedish first,
// are checked with the consent banner (consent-footer.spec.ts).
import { expect, test } from './support/fixtures';
import { expectTakenOverInPlace, recordFirstPaint } from './support/first-paint';
import { viewSource } from './support/view-source';

/** The inside of the <section> that the element with this id names. */
function section(html: string, labelledBy: string): string {
  const match = new RegExp(
    `<section\\b[^>]*aria-labelledby="${labelledBy}"[^>]*>([\\s\\S]*?)</section>`,
  ).exec(html);
  expect(match, `section ${labelledBy}`).not.toBeNull();
  return match![1]!;
}

test.describe('start page', () => {
  test('arrives with its sections from the server, in both languages', async ({ page }) => {
    // The server's HTML itself, as a browser without the app's code would show it.
    const sv = await viewSource(page.request, '/');
    expect(sv).toMatch(/<html lang="sv"/);
    expect(sv).toMatch(/<h1\b[^>]*>Välkommen till badet<\/h1>/);
    // The tab's title is part of the page (spec §2): the server's HTML must carry it too.
    expect(sv).toMatch(/<title>Start - /);
    expect(sv).toMatch(/<p\b[^>]*>Boka simning, gruppträning och spabehandlingar/);
    expect(sv).toMatch(/<a\b[^>]*data-testid="header-account"[^>]*>(?:(?!<\/a>)[\s\S])*Logga in/);
    const sites = section(sv, 'sites-heading');
    expect(sites).toMatch(/^<h2\b[^>]*>Våra anläggningar<\/h2>/);
    expect(sites).toMatch(/<h3\b[^>]*>Haga<\/h3>/);
    expect(sites).toMatch(/<h3\b[^>]*>Drottningtorget<\/h3>/);
    expect(section(sv, 'treatments')).toMatch(
      /<a\b[^>]*aria-label="Välj tid för Massage 50 min" href="\/booking-service\/\?id=\d+"/,
    );

    const en = await viewSource(page.request, '/en/');
    expect(en).toMatch(/<html lang="en"/);
    expect(en).toMatch(/<h1\b[^>]*>Welcome to the baths<\/h1>/);
    expect(en).toMatch(/<title>Home - /);
    const facilities = section(en, 'sites-heading');
    expect(facilities).toMatch(/^<h2\b[^>]*>Our facilities<\/h2>/);
    expect(facilities).toMatch(/<h3\b[^>]*>Haga<\/h3>/);
    expect(section(en, 'treatments')).toMatch(/^<h2\b[^>]*>Treatments<\/h2>/);
  });

  test('the browser takes over in place, installable, switches language and back, and a treatment opens its times', async ({
    page,
  }) => {
    await recordFirstPaint(page);
    await page.goto('/');
    await expectTakenOverInPlace(page);
    // Chromium finds the site installable. A test's browser context is incognito, where Chromium
    // never installs: that one reason is the test's own, every other criterion (manifest, icons,
    // start URL, secure origin) is the site's.
    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors
          .map((error) => error.errorId)
          .filter((id) => id !== 'in-incognito');
      })
      .toEqual([]);
    await cdp.detach();
    // The link's name is its visible text (WCAG 2.5.3, label in name). The header's (the footer
    // has the same switch).
    await page.getByRole('banner').getByRole('link', { name: 'In English', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('region', { name: 'Our facilities' })).toBeVisible();
    await expect(page).toHaveTitle(/^Home - /);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('link', { name: 'På svenska', exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page
      .getByRole('region', { name: 'Behandlingar' })
      .getByRole('link', { name: 'Välj tid för Massage 50 min' })
      .click();
    await expect(page).toHaveURL(/\/booking-service\/\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Massage 50 min');
    await expect(page.getByRole('navigation', { name: 'Välj dag' })).toBeVisible();
  });
});
