// The shell around every page: the logout with the booking system down, the booking system's
// banner, the header and its menu on a phone.
// The menu's and the cart badge's states are page tests (tests/pages/shell.test.tsx); the logout
// after its confirmation is in session.spec.ts, the member menu's dropdown on a phone in
// modal.spec.ts.
import { startAppServer, type AppServer } from './support/app-server';
import { expect, test, type Page } from './support/fixtures';
import { APP_PORT } from './support/server-env';
import { hasSessionCookie } from './support/session-cookie';

// An expired token's end of the session, the page remembered:
// tests/pages/faults-member-screens.test.tsx ('code=401: the session ends and the login takes
// over', the customer's own call on the profile) and tests/pages/account-bookings.test.tsx (its
// message; docs/decisions/063).
test.describe('member area shell', () => {
  // The logout is the server's action: the page tests have no server to run it.
  test('with the booking system down, the member can still sign out', async ({
    page,
    context,
    signIn,
    serverScenario,
  }) => {
    await signIn();
    serverScenario('GET', '/customers/*', 'code=503');
    await page.route('**/brponline/api/ver3/customers/*', (route) =>
      route.fulfill({ status: 503, json: { errorCode: 'SERVICE_UNAVAILABLE' } }),
    );
    await page.goto('/mina-sidor/overview/');
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/logga-in\/$/);
    expect(await hasSessionCookie(context)).toBe(false);
  });
});

test.describe("the booking system's banner", () => {
  // The profile image's failure is ignored by its screen (spec §7): only the banner says it.
  // Its colours here, in Swedish (the English text: tests/pages/shell.test.tsx).
  test('shows when a call nothing else reports fails with a 5xx: /mina-sidor/overview/', async ({
    page,
    signIn,
    scenario,
    expectAccessible,
  }) => {
    await signIn();
    await scenario('GET', '/customers/*/profileimages/*', 'code=503');
    // The overview's unpaid-invoice check is a booking call too, and its success clears the
    // banner (src/lib/api/api-status.ts): the image's failure goes out after it has answered,
    // as it does on a slow image, so the failure is the last word whatever the order. (fallback,
    // not continue: the fixtures' own route gives the call this test's scenario.)
    const invoicesAnswered = page.waitForResponse((answer) =>
      answer.url().includes('/customers/4711/invoices'),
    );
    await page.route('**/profileimages/**', async (route) => {
      await invoicesAnswered;
      await route.fallback();
    });
    await page.goto('/mina-sidor/overview/');
    await expect(page.getByTestId('api-unavailable')).toHaveText(
      'Bokningssystemet svarar inte just nu. Vissa uppgifter kan saknas – försök igen om en stund.',
    );
    // The page itself is whole.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
    await expectAccessible();
  });
});

/**
 * The header's parts shown at the current width: how far apart their middles are (0 for one row)
 * and how far right the last one ends.
 */
async function headerRow(page: Page, brand: string, switchTo: string) {
  const header = page.getByRole('banner');
  const parts = [
    header.getByRole('button', { name: /^(Öppna menyn|Open the menu)$/ }),
    header.getByRole('link', { name: brand }),
    header.getByRole('link', { name: switchTo }),
    header.getByRole('button', { name: /^(Färgschema|Colour scheme)$/ }),
    header.getByTestId('header-account'),
    header.getByRole('link', { name: /^(Kundvagn|Cart)/ }),
  ];
  // The menu button is there on a phone only (the main menu takes its place).
  const shown = await Promise.all(
    parts.map(async (part) => ((await part.count()) === 1 ? part.boundingBox() : null)),
  );
  const boxes = shown.filter((box) => box !== null);
  expect(boxes.length).toBeGreaterThanOrEqual(parts.length - 1);
  const middles = boxes.map((box) => box.y + box.height / 2);
  return {
    spread: Math.max(...middles) - Math.min(...middles),
    right: Math.max(...boxes.map((box) => box.x + box.width)),
  };
}

/** The phone's menu: its links, closed with Escape (focus back on its button), then followed. */
async function useThePhonesMenu(page: Page) {
  const open = page.getByRole('button', { name: 'Öppna menyn' });
  await open.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Boka pass',
    'Schema',
    'Medlemskap',
    'Behandlingar',
    'Värdekort',
    'Kurser',
    'Entré',
    'Presentkort',
    'Mina sidor',
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await menu.getByRole('menuitem', { name: 'Mina sidor' }).click();
  await expect(page).toHaveURL(/\/logga-in\/\?returnTo=/);
  await expect(page.getByRole('menu')).toBeHidden();
}

test.describe('header', () => {
  // Issue 41: on a phone the account button is its icon alone, and it looked the same signed in
  // and out. Signed in it shows the member's initial in a circle instead of the person icon. The
  // 390 px and 360 px phones share the test's two loads, signed out and in (docs/decisions/063).
  for (const [path, switchTo, logIn, greeting] of [
    ['/', 'In English', 'Logga in', 'Hej Anna'],
    ['/en/', 'På svenska', 'Log in', 'Hi Anna'],
  ] as const)
    test(`is one row on a 360 px phone and shows on a 390 px one whether the visitor is signed in (${path})${path === '/' ? ', and its menu works' : ''}`, async ({
      page,
      signIn,
    }) => {
      const account = page.getByTestId('header-account');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(account).toHaveAccessibleName(logIn);
      await expect(account.locator('svg')).toBeVisible();
      await expect(account.getByTestId('header-avatar')).toHaveCount(0);
      await page.setViewportSize({ width: 360, height: 740 });
      const signedOut = await headerRow(page, 'Stadsbadet', switchTo);
      expect(signedOut.spread).toBeLessThan(4);
      expect(signedOut.right).toBeLessThanOrEqual(360);
      if (path === '/') await useThePhonesMenu(page);
      await signIn();
      await page.goto(path);
      const signedIn = await headerRow(page, 'Stadsbadet', switchTo);
      expect(signedIn.spread).toBeLessThan(4);
      expect(signedIn.right).toBeLessThanOrEqual(360);
      // The account's name stays whole for screen readers, icon only on screen.
      await expect(account).toHaveAccessibleName(greeting);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(account).toHaveAccessibleName(greeting);
      await expect(account.locator('svg')).toHaveCount(0);
      const avatar = account.getByTestId('header-avatar');
      await expect(avatar).toBeVisible();
      expect(await avatar.evaluate((e) => getComputedStyle(e, '::before').content)).toBe('"A"');
    });

  test.describe("a facility's long name (BRAND_NAME)", () => {
    const LONG_NAME = 'Simhallen och Friskvårdsanläggningen i Stora Tuna';
    let server: AppServer | undefined;
    // The suite's server has the default name: this one is a facility's with a long one.
    test.beforeAll(async () => {
      server = await startAppServer(Number(APP_PORT) + 1, { BRAND_NAME: LONG_NAME });
    });
    test.afterAll(async () => server?.stop());

    test('ends in an ellipsis on a phone and keeps the header one row, on screen', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${server!.url}/`);
      const brand = page.getByRole('banner').getByRole('link', { name: LONG_NAME });
      await expect(brand).toHaveText(LONG_NAME);
      const phone = await headerRow(page, LONG_NAME, 'In English');
      expect(phone.spread).toBeLessThan(4);
      expect(phone.right).toBeLessThanOrEqual(360);
      expect(await brand.evaluate((link) => link.scrollWidth > link.clientWidth)).toBe(true);
      // On a small laptop the main menu shares the row, its links whole.
      await page.setViewportSize({ width: 1024, height: 768 });
      const menu = page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link');
      await expect(menu).toHaveCount(5);
      for (const link of await menu.all())
        expect(
          await link.evaluate((element) => element.getBoundingClientRect().height),
        ).toBeLessThan(40);
      const laptop = await headerRow(page, LONG_NAME, 'In English');
      expect(laptop.spread).toBeLessThan(4);
      expect(laptop.right).toBeLessThanOrEqual(1024);
    });
  });
});
