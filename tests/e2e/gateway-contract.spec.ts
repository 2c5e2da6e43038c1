// The production server's gateway, tried as an attacker would (issue 40's findings 1, 3 and 6):
// only the contract's operations pass, a signed-in member's cookie opens the member's own data
// only, and a session past its end is over. The unit tests (server/gateway-contract.test.ts)
// also record what reached the upstream; here the real server and mock answer.
import { E2E_NOW_MS } from './support/clock';
import { expect, test } from './support/fixtures';
import { addSession } from './support/session-cookie';

test('the WordPress paths of the review are refused, with and without method overrides', async ({
  page,
}) => {
  for (const path of [
    '/wp-json/wp/v2/users?context=edit',
    '/wp-json/wp/v2/settings',
    '/wp-json/wp/v2/posts?status=draft',
    '/wp-json/wp/v2/posts/1?_method=DELETE&force=true',
    '/wp-json/wp/v2/pages?_method=DELETE',
    '/wp-json/wp/v2/pages?context=edit',
  ]) {
    const answer = await page.request.get(path, {
      headers: { 'X-HTTP-Method-Override': 'DELETE' },
    });
    expect(answer.status(), path).toBe(404);
    expect(await answer.json(), path).toMatchObject({ errorCode: 'NOT_FOUND' });
  }
  // The shop's own read still works, an override header or not.
  const pages = await page.request.get('/wp-json/wp/v2/pages?slug=om-oss', {
    headers: { 'X-HTTP-Method-Override': 'DELETE' },
  });
  expect(pages.status()).toBe(200);
});

test("a member's cookie opens the member's own data, and no other path or method", async ({
  page,
  signIn,
  baseURL,
}) => {
  await signIn();
  const own = await page.request.get('/brponline/api/ver3/customers/4711');
  expect(own.status()).toBe(200);
  for (const [method, path] of [
    ['GET', '/brponline/api/ver3/customers/4712'],
    ['GET', '/brponline/api/ver3/customers/4712/valuecards'],
    ['GET', '/brponline/api/ver3/receipts?customer=4712'],
    ['GET', '/brponline/api/ver3/admin/customers'],
    ['PROPFIND', '/brponline/api/ver3/customers/4711'],
    ['DELETE', '/brponline/api/ver3/customers/4711'],
  ] as const) {
    const answer = await page.request.fetch(path, { method, headers: { Origin: baseURL! } });
    expect([404, 405], `${method} ${path}`).toContain(answer.status());
    expect(await answer.text(), `${method} ${path}`).not.toContain('850312');
  }
});

test('a session past its absolute end is over, though its token is still good', async ({
  page,
  context,
  baseURL,
}) => {
  await addSession(context, baseURL!, { endsAt: E2E_NOW_MS - 1 });
  await page.goto('/mina-sidor/overview/');
  await expect(page).toHaveURL(/\/logga-in\/\?returnTo=/);
  const customer = await page.request.get('/brponline/api/ver3/customers/4711');
  expect(customer.status()).not.toBe(200);
});
