import { expect, test, type Page } from './support/fixtures';
import { startAppServer, type AppServer } from './support/app-server';
import { APP_PORT, E2E_CONTENT_API_AUTH } from './support/server-env';
import { viewSource } from './support/view-source';

// The server (docs/decisions/026): every page arrives as HTML with its main content, under a
// nonce CSP (that the browser takes it over without a hydration error is checked on every page the
// suite opens: support/fixtures.ts); the session lives in an HttpOnly cookie no script can read; the gateway refuses
// requests from other sites and never hands the content site's credential to the browser.

/** The text of the HTML, without its scripts and styles. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test.describe('pages arrive with their content', () => {
  const publicPages: { path: string; holds: (string | RegExp)[] }[] = [
    { path: '/', holds: ['Välkommen till badet', 'Haga', 'Massage 50 min'] },
    { path: '/en/', holds: ['Welcome to the baths', 'Massage 50 min'] },
    { path: '/booking/?site=1', holds: ['Boka pass', 'data-testid="class-count"'] },
    // Without a facility in the address or stored: the first one's classes, as the browser shows.
    { path: '/booking/', holds: ['Boka pass', 'data-testid="class-count"'] },
    { path: '/schema/?site=1', holds: ['Schema', 'data-testid="schedule-session"'] },
    {
      path: '/booking-service/?id=701&site=1',
      holds: ['Massage 50 min', '695 kr', 'data-testid="slot-count"'],
    },
    { path: '/logga-in/', holds: ['Logga in', 'data-testid="login-intro"'] },
    { path: '/kassa/?orderid=612345', holds: ['Kvitto'] },
  ];
  for (const { path, holds } of publicPages) {
    test(`${path} holds its main content in the HTML`, async ({ page }) => {
      const html = await viewSource(page.request, path);
      for (const expected of holds) {
        if (typeof expected === 'string' && expected.includes('data-testid'))
          expect(html, expected).toContain(expected);
        else expect(visibleText(html)).toMatch(expected);
      }
      // Nothing in it starts the code before the browser has painted it (decision 052): no
      // preload, and React Router's module script is there but empty.
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).toMatch(/<script nonce="[^"]+" type="module" async=""><\/script>/);
    });
  }

  test('a member page holds the member, their bookings, booking rules and calendar feed in the HTML', async ({
    page,
    signIn,
  }) => {
    await signIn();
    expect(visibleText(await viewSource(page.request, '/mina-sidor/overview/'))).toContain(
      'Hej Anna!',
    );
    const bookings = await viewSource(page.request, '/mina-sidor/bookings/');
    expect(bookings).toContain('data-testid="booking-time"');
    // The booking-rules panel above the list arrives with its lines: none pushes the list down.
    expect(bookings).toContain('data-testid="strikes"');
    expect(bookings).toContain('data-testid="quota"');
    // And the calendar feed under the list, with its links (not drawn in one task after it).
    expect(visibleText(bookings)).toContain('Prenumerera i kalenderappen');
  });

  test('a member page without a session is not rendered for anyone', async ({ page }) => {
    const html = await viewSource(page.request, '/mina-sidor/overview/');
    expect(visibleText(html)).not.toContain('Hej Anna');
  });
});

test.describe('the server answers a page that is not for this visitor with a redirect', () => {
  /** Where the server sends a request for `path`, without following it. */
  async function redirectOf(page: Page, path: string): Promise<string | undefined> {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(302);
    return answer.headers()['location'];
  }

  test('a signed-in member asking for the login or a reset link goes to the overview', async ({
    page,
    signIn,
  }) => {
    await signIn();
    expect(await redirectOf(page, '/logga-in/')).toBe('/mina-sidor/overview/');
    expect(await redirectOf(page, '/en/login/')).toBe('/en/mina-sidor/overview/');
    expect(await redirectOf(page, '/reset-password/?token=abc')).toBe('/mina-sidor/overview/');
  });

  test('a reset page without its token goes to the start page', async ({ page }) => {
    expect(await redirectOf(page, '/reset-password/')).toBe('/');
    expect(await redirectOf(page, '/en/reset-password/')).toBe('/en/');
    // With a token, a visitor gets the form.
    const answer = await page.request.get('/reset-password/?token=abc', { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
  });
});

test.describe('headers', () => {
  test('every page has a fresh nonce, and every script carries it', async ({ page }) => {
    const nonces = new Set<string>();
    for (const path of ['/', '/booking/', '/logga-in/', '/does-not-exist/']) {
      const answer = await page.request.get(path);
      const csp = answer.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, `${path} nonce`).toBeTruthy();
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      nonces.add(nonce!);
      const html = await answer.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
      expect(answer.headers()['referrer-policy']).toBeTruthy();
      expect(answer.headers()['permissions-policy']).toBeTruthy();
    }
    expect(nonces.size).toBe(4);
  });

  test.describe('a kept page (the page cache a facility runs, decision 067)', () => {
    let server: AppServer | undefined;
    // The suite's server keeps no pages (each test sets up its own answers): this one does.
    test.beforeAll(async () => {
      server = await startAppServer(Number(APP_PORT) + 2, { PAGE_CACHE_SECONDS: '60' });
    });
    test.afterAll(async () => server?.stop());

    test('reaches the browser gzipped and whole, each time with its own nonce', async ({
      page,
    }) => {
      const nonces = new Set<string>();
      for (const expected of ['miss', 'hit', 'hit']) {
        const answer = (await page.goto(`${server!.url}/`))!;
        const headers = await answer.allHeaders();
        expect(headers['x-page-cache']).toBe(expected);
        if (expected === 'hit') expect(headers['content-encoding']).toBe('gzip');
        const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
        nonces.add(nonce!);
        // Chromium took the joined stream as one page: every script under this answer's nonce,
        // and the page itself, taken over without a hydration error (support/fixtures.ts).
        const html = await answer.text();
        expect(html.trimEnd()).toMatch(/<\/html>$/);
        const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
        expect(scripts.length).toBeGreaterThan(0);
        for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
        await expect(page.getByText('Välkommen till badet').first()).toBeVisible();
        await expect(page.getByText('Massage 50 min').first()).toBeVisible();
      }
      expect(nonces.size).toBe(3);
    });
  });

  test('hashed assets are cached for a year, member pages never', async ({ page, signIn }) => {
    const html = await viewSource(page.request, '/');
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    const cached = await page.request.get(asset!);
    expect(cached.headers()['cache-control']).toContain('immutable');
    await signIn();
    const member = await page.request.get('/mina-sidor/overview/');
    expect(member.headers()['cache-control']).toBe('private, no-store');
  });
});

test.describe("the page's texts", () => {
  // The browser loads the page's texts before it takes the page over: the HTML names their chunks
  // beside the page's code (server/text-chunks.ts), so they do not wait for that code to run.
  const languages = [
    { path: '/booking/', own: 'Bli medlem', errors: 'Det gick inte att ladda detaljerna' },
    { path: '/en/booking/', own: 'Become a member', errors: 'Error loading details' },
  ];

  test('are fetched beside the code, in the page language', async ({ page }) => {
    for (const [index, { path, own, errors }] of languages.entries()) {
      // The page adds its preloads once it is painted (src/lib/code-after-paint.server.ts).
      await page.goto(path);
      // The namespaces the page's components asked for (react-i18next's reportNamespaces, which
      // src/entry.server.tsx relies on): the class booking's own among them.
      const used = JSON.parse(
        (await page.locator('#page-texts').textContent()) ?? '[]',
      ) as string[];
      expect(used, path).toContain('classes');
      const preloads = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      const code = (
        await Promise.all(preloads.map(async (href) => (await page.request.get(href)).text()))
      ).join('\n');
      // Only the page's language. (Said as yes or no: the code is too long to print.)
      const other = languages[1 - index]!;
      const holds = (text: string) => code.includes(text);
      expect(
        { own: holds(own), errors: holds(errors), other: holds(other.own) || holds(other.errors) },
        path,
      ).toEqual({ own: true, errors: true, other: false });
    }
    // The build's manifest, which the server reads them from, is not served.
    expect((await page.request.get('/.vite/manifest.json')).status()).toBe(404);
  });
});

test.describe('the session', () => {
  async function logIn(page: Page) {
    await page.goto('/logga-in/');
    await page.getByLabel('E-postadress').fill('anna.lindqvist@example.se');
    await page.getByLabel(/^Lösenord/).fill('Simma2026!');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page).toHaveURL(/\/mina-sidor\/overview\/$/);
  }

  test('no script can read the token; it survives a reload and a new tab, and ends on logout everywhere', async ({
    page,
    context,
  }) => {
    const answers: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/auth/login')) answers.push(await response.text());
    });
    await logIn(page);
    const readable = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      cookie: document.cookie,
    }));
    for (const place of Object.values(readable)) {
      expect(place).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
      expect(place).not.toContain('access');
    }
    expect(answers.join('')).not.toMatch(/access_token|refresh_token/);
    const [cookie] = (await context.cookies()).filter(({ name }) => name === 'shop_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hej Anna!' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/mina-sidor/bookings/');
    await expect(other.getByTestId('header-account')).toHaveText('Hej Anna');

    await page.getByRole('button', { name: 'Logga ut' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/logga-in\/$/);
    expect((await context.cookies()).some(({ name }) => name === 'shop_session')).toBe(false);
    await other.reload();
    await expect(other).toHaveURL(/\/logga-in\/\?returnTo=/);
  });
});

test.describe('the gateway', () => {
  test('refuses a change sent from another site', async ({ page, signIn, baseURL }) => {
    await signIn();
    const refused = await page.request.post('/brponline/api/ver3/auth/validate', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(refused.status()).toBe(403);
    const allowed = await page.request.post('/brponline/api/ver3/auth/validate', {
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(allowed.status()).not.toBe(403);
  });

  test("never hands the content site's credential to the browser", async ({ page, signIn }) => {
    const credential = E2E_CONTENT_API_AUTH;
    const encoded = Buffer.from(credential).toString('base64');
    const seen: string[] = [];
    page.on('response', async (response) => {
      const headers = JSON.stringify(await response.allHeaders());
      const body = await response.text().catch(() => '');
      seen.push(headers, body);
    });
    await page.goto('/logga-in/');
    // Signed in, so that the offers page asks the content site through the gateway itself.
    await signIn();
    await page.goto('/mina-sidor/offers/');
    await expect(page).toHaveURL(/\/mina-sidor\/offers\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const direct = await page.request.get('/wp-json/wp/v2/pages?search=Erbjudanden');
    seen.push(JSON.stringify(direct.headers()), await direct.text());
    const everything = seen.join('\n');
    expect(everything).not.toContain(credential.split(':')[1]);
    expect(everything).not.toContain(encoded);
  });
});
