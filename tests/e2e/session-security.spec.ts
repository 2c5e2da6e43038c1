// What an attacker with a script on the page, or a copy of an old cookie, gets: no token in any
// signed-in page's HTML or in any answer of the gateway, and nothing at all with a cookie that
// was logged out (server/token-scrub.ts, server/session-revocations.ts).
import { MEMBER_PAGES } from '../../src/lib/paths';
import { expect, test } from './support/fixtures';

/** A JWT (BRP's access and refresh tokens are JWTs): its header always starts so. */
const JWT = /eyJ[\w-]{8,}\.[\w-]+\.[\w-]+/;

const SESSION_COOKIE = 'shop_session';

const LANGUAGES = [
  ['sv', ''],
  ['en', '/en'],
] as const;

// Each member page's HTML in both languages, as the server sends it; in the browser each language
// is one load, and the member menu then leads through the other pages as a member moves: each
// page's own calls to the gateway are the browser's then, not answered by the server's render.
// Twenty whole loads became two (docs/decisions/063).
test("no signed-in page's HTML and no gateway answer holds a token (sv, en)", async ({
  page,
  signIn,
}) => {
  test.slow(); // Ten member pages in each language, and twenty server renders.
  await signIn();
  const leaks: string[] = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/(brponline|wp-json)\//.test(pathname)) return;
    const body = await response.text().catch(() => '');
    if (JWT.test(body)) leaks.push(`${response.request().method()} ${pathname}`);
  });
  for (const [, prefix] of LANGUAGES)
    for (const memberPage of MEMBER_PAGES) {
      const address = `${prefix}/mina-sidor/${memberPage}/`;
      const html = await (await page.request.get(address)).text();
      expect(html, `${address}: the member's page`).toContain('Anna');
      expect(html, `${address}: its HTML`).not.toMatch(JWT);
    }
  for (const [lang, prefix] of LANGUAGES) {
    await page.goto(`${prefix}/mina-sidor/${MEMBER_PAGES[0]}/`);
    const menu = page.getByRole('navigation', { name: lang === 'sv' ? 'Mina sidor' : 'My pages' });
    for (const memberPage of MEMBER_PAGES.slice(1)) {
      const address = `${prefix}/mina-sidor/${memberPage}/`;
      await menu.locator(`a[href="${address}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${address}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  }
  // The member area validates its session through the gateway: that answer is in the list.
  const validate = await page.request.post('/brponline/api/ver3/auth/validate', {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(validate.status()).toBe(200);
  expect(await validate.text()).not.toMatch(JWT);
  expect(leaks).toEqual([]);
});

test('a cookie copied before logout works no more after it', async ({ page, context, signIn }) => {
  await signIn();
  await page.goto('/mina-sidor/overview/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');
  const copied = (await context.cookies()).find(({ name }) => name === SESSION_COOKIE);
  expect(copied?.value).toBeTruthy();

  const menu = page.getByRole('navigation', { name: 'Mina sidor' });
  await menu.getByRole('button', { name: 'Logga ut' }).click();
  await page
    .getByRole('dialog', { name: 'Logga ut' })
    .getByRole('button', { name: 'Logga ut' })
    .click();
  await expect(page).toHaveURL(/\/logga-in\/$/);

  // The attacker puts the copy back: the member's data does not come with it.
  await context.addCookies([{ ...copied!, expires: -1 }]);
  const customer = await page.request.get('/brponline/api/ver3/customers/4711');
  expect(customer.status()).not.toBe(200);
  expect(await customer.text()).not.toContain('850312');
  await page.goto('/mina-sidor/overview/');
  await expect(page).toHaveURL(/\/logga-in\/\?returnTo=/);
});
