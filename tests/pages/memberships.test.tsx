// The membership pages (issue 42): a facility's list with prices per period and binding, a
// membership's own page with its facts, additions and terms, and the purchase form's every bad
// input, in both languages; loading, empty, failed with retry, a malformed answer, a product not
// found or not offered at the facility, the age limits (spec §8's texts) and BRP's own refusal.
// Buying it through the checkout and seeing it on Mina sidor is e2e (tests/e2e/membership-purchase.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARRIVAL, preload } from './support/booking';
import { holdCalls, recordCalls } from './support/calls';
import { retryAtOnce } from './support/faults';
import { withStoredOrder } from './support/stored-order';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';

preload(
  () => import('@/features/memberships/list/route'),
  () => import('@/features/memberships/product/route'),
);

// The tests' clock (tests/e2e/support/clock.ts): 2026-03-25 in Stockholm.
const TODAY = '2026-03-25';
const LIST = /\/products\/subscriptions(\?|$)/;
// Prices have a no-break space before 'kr'.
const TOWEL = /^Handduksservice, 59\skr per månad$/;

beforeEach(() => {
  localStorage.clear();
  clearScenarios();
});

const cards = () => screen.queryAllByTestId('membership');
const cardNamed = (name: string) =>
  cards().find((card) => within(card).queryByRole('heading', { name }))!;

test('lists the facility’s memberships with price per period, binding and age', async () => {
  await openPage('/medlemskap/');
  await screen.findByRole('heading', { level: 1, name: 'Medlemskap' }, ARRIVAL);
  await waitFor(() => expect(cards()).toHaveLength(3), ARRIVAL);
  const gym = cardNamed('Gym & bad');
  expect(gym).toHaveTextContent('495 kr/månad');
  expect(gym).toHaveTextContent('Bindningstid: 12 månader');
  expect(gym).toHaveTextContent('Ålder: från 18 år');
  expect(cardNamed('Ungdom 13–19')).toHaveTextContent('Ålder: 13–19 år');
  expect(cardNamed('Simkort 3 mån')).toHaveTextContent('1 195 kr, betalas en gång');
  expect(within(gym).getByRole('link', { name: 'Läs mer och köp Gym & bad' })).toHaveAttribute(
    'href',
    '/medlemskap/134/?site=1',
  );
  await expectAccessible();
});

test('another facility shows its own memberships, in English too', async () => {
  const user = userEvent.setup({ delay: null });
  await openPage('/en/memberships/');
  await waitFor(() => expect(cards()).toHaveLength(3), ARRIVAL);
  const calls = recordCalls();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Facility' }), 'Drottningtorget');
  await waitFor(() => expect(cards()).toHaveLength(1));
  expect(cardNamed('Gym & bad')).toHaveTextContent('495 kr/month');
  expect(cardNamed('Gym & bad')).toHaveTextContent('Binding period: 12 months');
  expect(
    calls.some((c) => c.path === '/products/subscriptions' && c.query.businessUnit === '4128'),
  ).toBe(true);
});

test('says so while the memberships load', async () => {
  const held = holdCalls('GET', LIST);
  await openPage('/medlemskap/');
  expect(await screen.findByText('Laddar medlemskap', {}, ARRIVAL)).toBeVisible();
  held.release();
  await waitFor(() => expect(cards()).toHaveLength(3), ARRIVAL);
});

test('an empty list says there is nothing to buy (English)', async () => {
  scenario('GET', '/products/subscriptions', 'example=empty');
  await openPage('/en/memberships/');
  expect(
    await screen.findByText(
      'There are no memberships to buy at this facility right now.',
      {},
      ARRIVAL,
    ),
  ).toBeVisible();
});

test.each([
  ['a server error', 'code=500'],
  ['a malformed answer', 'fault=malformed'],
])('%s says the list failed, and trying again shows it', async (_name, fault) => {
  retryAtOnce();
  scenario('GET', '/products/subscriptions', fault);
  await openPage('/medlemskap/');
  // The section says what failed (the site's banner may say the booking system is down too).
  const alert = (
    await screen.findByText(/^Medlemskapen kunde inte laddas\./, {}, ARRIVAL)
  ).closest<HTMLElement>('[role="alert"]')!;
  clearScenarios();
  await userEvent
    .setup({ delay: null })
    .click(within(alert).getByRole('button', { name: 'Försök igen' }));
  await waitFor(() => expect(cards()).toHaveLength(3), ARRIVAL);
});

describe('a membership’s page', () => {
  const form = () => screen.getByRole('form', { name: 'Köp medlemskapet' });

  test('shows its price, binding, notice, payment, age, additions and terms', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/medlemskap/134/?site=1');
    await screen.findByRole('heading', { level: 1, name: 'Gym & bad' }, ARRIVAL);
    const facts = document.querySelector('dl')!;
    expect(facts).toHaveTextContent('Pris495 kr/månad');
    expect(facts).toHaveTextContent('Bindningstid12 månader');
    expect(facts).toHaveTextContent('Uppsägningstid1 månad');
    expect(facts).toHaveTextContent('BetalningFörsta perioden nu, sedan autogiro');
    expect(facts).toHaveTextContent('Ålderfrån 18 år');
    expect(screen.getByRole('checkbox', { name: TOWEL })).not.toBeChecked();
    expect(screen.getByLabelText(/^Startdatum/)).toHaveValue(TODAY);
    await user.click(screen.getByRole('button', { name: 'Läs villkoren' }));
    const terms = await screen.findByRole('dialog', { name: 'Villkor för medlemskap' });
    expect(terms).toHaveTextContent('Under bindningstiden kan det inte sägas upp.');
    await expectAccessible();
  });

  test('every field refuses bad input in the user’s language and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/medlemskap/134/?site=1');
    await screen.findByRole('heading', { level: 1, name: 'Gym & bad' }, ARRIVAL);
    const start = screen.getByLabelText(/^Startdatum/);
    await user.clear(start);
    await user.click(screen.getByRole('button', { name: 'Lägg i kundvagnen' }));
    expect(await screen.findByText('Ange födelsedatum.')).toBeVisible();
    expect(screen.getByText('Ange startdatum.')).toBeVisible();
    expect(screen.getByText('Du behöver godkänna villkoren.')).toBeVisible();

    await user.type(screen.getByLabelText(/^Födelsedatum/), '2031-01-01');
    await user.type(start, '2026-03-24');
    await waitFor(() =>
      expect(screen.getByText('Födelsedatumet kan inte ligga i framtiden.')).toBeVisible(),
    );
    expect(screen.getByText('Medlemskapet kan börja tidigast i dag.')).toBeVisible();
    expect(start).toHaveValue('2026-03-24');

    await user.clear(start);
    await user.type(start, '2027-06-01');
    expect(
      await screen.findByText('Medlemskapet kan börja högst ett år fram i tiden.'),
    ).toBeVisible();
    expect(form()).toBeDefined();
  });

  test('says the age limits of a youth membership (spec §8)', async () => {
    const user = userEvent.setup({ delay: null });
    await openPage('/medlemskap/135/?site=1');
    await screen.findByRole('heading', { level: 1, name: 'Ungdom 13–19' }, ARRIVAL);
    expect(document.querySelector('dl')).toHaveTextContent('Ålder13–19 år');
    const birth = screen.getByLabelText(/^Födelsedatum/);
    await user.type(birth, '2013-03-26');
    await user.click(screen.getByRole('button', { name: 'Lägg i kundvagnen' }));
    expect(await screen.findByText('Du måste vara minst 13 år.')).toBeVisible();
    expect(screen.getByText(/Kunden måste vara minst 18 år\./)).toBeVisible();
    await user.clear(birth);
    await user.type(birth, '2006-03-25');
    expect(await screen.findByText('Du måste vara yngre än 20 år.')).toBeVisible();
    await user.clear(birth);
    await user.type(birth, '2013-03-25');
    await waitFor(() => expect(screen.queryByText(/Du måste vara/)).toBeNull());
  });

  test('BRP’s refusal of the birth date shows under the field (English)', async () => {
    const user = userEvent.setup({ delay: null });
    scenario('POST', '/orders/*/items/subscriptions', 'code=422, example=tooYoung');
    await openPage('/en/memberships/135/?site=1');
    await screen.findByRole('heading', { level: 1, name: 'Ungdom 13–19' }, ARRIVAL);
    await user.type(screen.getByLabelText(/^Date of birth/), '2010-01-01');
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the membership terms' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('You must be at least 13 years old.', {}, ARRIVAL),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('2010-01-01');
  });

  test('a membership not offered at the facility says where it is', async () => {
    await openPage('/medlemskap/135/?site=4128');
    expect(
      await screen.findByText(
        /Medlemskapet finns inte på Drottningtorget\. Det finns på:/,
        {},
        ARRIVAL,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Haga' })).toHaveAttribute(
      'href',
      '/medlemskap/135/?site=1',
    );
    expect(screen.queryByRole('button', { name: 'Lägg i kundvagnen' })).toBeNull();
  });

  test.each([
    ['/medlemskap/999/', 'Medlemskapet finns inte eller kan inte köpas längre.'],
    ['/en/memberships/abc/', 'This membership does not exist or can no longer be bought.'],
  ])('%s is not found', async (path, text) => {
    await openPage(path);
    expect(await screen.findByText(text, {}, ARRIVAL)).toBeVisible();
  });

  test('a failed product says so, and trying again shows it', async () => {
    retryAtOnce();
    scenario('GET', '/products/subscriptions/134', 'fault=malformed');
    await openPage('/medlemskap/134/');
    const alert = (
      await screen.findByText(/^Medlemskapet kunde inte laddas\./, {}, ARRIVAL)
    ).closest<HTMLElement>('[role="alert"]')!;
    clearScenarios();
    await userEvent
      .setup({ delay: null })
      .click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gym & bad' }, ARRIVAL),
    ).toBeVisible();
  });

  test('adds the membership and its towel service to the cart, then opens the checkout', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openPage('/medlemskap/134/?site=1');
    await screen.findByRole('heading', { level: 1, name: 'Gym & bad' }, ARRIVAL);
    const calls = recordCalls();
    await user.type(screen.getByLabelText(/^Födelsedatum/), '1985-03-12');
    await user.click(screen.getByRole('checkbox', { name: TOWEL }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Jag har läst och godkänner villkoren för medlemskap' }),
    );
    await user.click(screen.getByRole('button', { name: 'Lägg i kundvagnen' }));
    // Three calls in a row (the order, the membership, its addition): a longer safety net.
    await waitFor(() => expect(router.state.location.pathname).toBe('/kassa/'), {
      timeout: 60_000,
    });
    const added = calls.filter((c) => c.method === 'POST' && /items\/subscriptions$/.test(c.url));
    expect(added.map((c) => c.body)).toEqual([
      { subscriptionProduct: 134, birthDate: '1985-03-12', startDate: TODAY },
      {
        subscriptionProduct: 160,
        birthDate: '1985-03-12',
        startDate: TODAY,
        additionTo: expect.any(Number),
      },
    ]);
    const lines = await screen.findAllByTestId('cart-line', {}, ARRIVAL);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Bindningstid till och med 2027-03-24');
    expect(lines[0]).toHaveTextContent('Därefter 495 kr per månad');
    expect(lines[1]).toHaveTextContent('Tillägg till medlemskapet');
    expect(screen.getByText(/Ett medlemskap är personligt och kräver ett konto\./)).toBeVisible();
    expect(screen.getByRole('link', { name: /^Kundvagn, 2/ })).toBeVisible();
  });

  describe.each([
    {
      page: '/medlemskap/134/?site=3509',
      birth: /^Födelsedatum/,
      terms: 'Jag har läst och godkänner villkoren för medlemskap',
      add: 'Lägg i kundvagnen',
      ask: 'Byta anläggning?',
      text: 'Din kundvagn gäller Haga. Om du byter anläggning töms kundvagnen.',
      keep: 'Avbryt',
      empty: 'Byt och töm kundvagnen',
    },
    {
      page: '/en/memberships/134/?site=3509',
      birth: /^Date of birth/,
      terms: 'I have read and accept the membership terms',
      add: 'Add to cart',
      ask: 'Change facility?',
      text: 'Your cart is for Haga. Changing facility empties the cart.',
      keep: 'Cancel',
      empty: 'Change and empty the cart',
    },
  ])('with a cart at another facility ($page)', (text) => {
    test('adding asks to empty that cart first; keeping it adds nothing', async () => {
      const user = userEvent.setup({ delay: null });
      const stored = withStoredOrder();
      await openPage(text.page, { cart: stored });
      await screen.findByRole('heading', { level: 1, name: 'Gym & bad' }, ARRIVAL);
      const calls = recordCalls();
      await user.type(screen.getByLabelText(text.birth), '1985-03-12');
      await user.click(screen.getByRole('checkbox', { name: text.terms }));
      await user.click(screen.getByRole('button', { name: text.add }));
      const ask = await screen.findByRole('dialog', { name: text.ask });
      expect(ask).toHaveTextContent(text.text);
      await expectAccessible();
      await user.click(within(ask).getByRole('button', { name: text.keep }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
      expect(localStorage.getItem('ORDER_ID')).toBe(String(stored.orderId));

      // Emptying it: a new order at the page's facility gets the membership.
      await user.click(screen.getByRole('button', { name: text.add }));
      const again = await screen.findByRole('dialog', { name: text.ask });
      await user.click(within(again).getByRole('button', { name: text.empty }));
      await waitFor(
        () => expect(calls.some((c) => /items\/subscriptions$/.test(c.url))).toBe(true),
        ARRIVAL,
      );
      const created = calls.find((c) => c.method === 'POST' && c.path === '/orders');
      expect(created?.body).toMatchObject({ businessUnit: 3509 });
      expect(calls.some((c) => c.url.startsWith(`/orders/${stored.orderId}/`))).toBe(false);
    });
  });
});
