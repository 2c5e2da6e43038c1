// The footer on every main page, in both languages (its contact details, links and language
// switch; the links come from the content site's options, src/lib/site-info), and a link the
// content site has no address for left out. Hidden on paper: tests/e2e/receipt-print.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { openPage, scenario, type OpenOptions } from './support/render-app';
import { withStoredOrder } from './support/stored-order';

test('the footer hides a link the content site has no address for', async () => {
  scenario('GET', '/mild/v1/acf/options/global/booking_rules_url', 'code=404');
  await openPage('/');
  const footer = await screen.findByRole('contentinfo');
  expect(await within(footer).findByRole('link', { name: 'Integritetspolicy' })).toBeVisible();
  expect(within(footer).queryByRole('link', { name: 'Bokningsregler' })).toBeNull();
});

const MAIN_ROUTES: { name: string; sv: string; en: string; order?: true; member?: true }[] = [
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
// that both languages' texts and every page are seen.
for (const [index, route] of MAIN_ROUTES.entries()) {
  const language = index % 2 === 0 ? 'sv' : 'en';
  test(`the footer on the ${route.name} page (${language})`, async () => {
    const options: OpenOptions = {};
    if (route.order) options.cart = withStoredOrder();
    if (route.member) options.signedIn = true;
    await openPage(route[language], options);
    const texts = FOOTER_TEXTS[language];
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(footer).toHaveTextContent(texts.phone));
    expect(within(footer).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
      'href',
      'mailto:info@example.com',
    );
    for (const name of texts.links)
      expect(await within(footer).findByRole('link', { name })).toBeVisible();
    expect(within(footer).getByRole('link', { name: texts.links[2] })).toHaveAttribute(
      'href',
      texts.accessibility,
    );
    expect(within(footer).getByRole('button', { name: texts.settings })).toBeVisible();
    expect(within(footer).getByRole('link', { name: texts.switchTo })).toBeVisible();
    // The withdrawal function, on every page (issue 44).
    expect(
      within(footer).getByRole('link', {
        name: language === 'sv' ? 'Ångra avtalet här' : 'Withdraw from contract here',
      }),
    ).toHaveAttribute('href', language === 'sv' ? '/angra-kop/' : '/en/withdraw/');
  });
}
