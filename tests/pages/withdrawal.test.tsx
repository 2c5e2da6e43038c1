// The withdrawal function (issue 44, "Ångra avtalet här"): a visitor's order found by its number
// and e-mail, a member's purchases of the last 14 days, each step's field errors in both
// languages with what was typed kept, an order not found, an e-mail that does not match, nothing
// to withdraw, BRP's and the database's failures with a retry, the acknowledgement, and a
// member's withdrawals with their status. The route's action and loader run here as the server
// runs them (support/render-app.tsx, support/withdrawals.ts); the journey with real e-mails is
// e2e (tests/e2e/withdrawal.spec.ts).
import type { Subscription } from '@generated/booking/model';
import { screen, waitFor, within } from '@testing-library/react';
import { visitor } from './support/auth';
import { bookingAxios } from '@/lib/api/booking-client';
import { clearScenarios, expectAccessible, openPage, scenario } from './support/render-app';
import {
  failWithdrawals,
  markConfirmationSent,
  resetWithdrawals,
  testWithdrawals,
} from './support/withdrawals';

beforeEach(() => resetWithdrawals());

const GIFT_ORDER = '90431';
const GIFT_EMAIL = 'erik.lindqvist@example.se';

const texts = {
  sv: {
    path: '/angra-kop/',
    number: /^Ordernummer/,
    email: /^E-postadress som kvittot/,
    find: 'Hitta köpet',
    next: 'Fortsätt',
    name: /^Namn/,
    confirm: 'Ångra köpet',
  },
  en: {
    path: '/en/withdraw/',
    number: /^Order number/,
    email: /^E-mail address the receipt/,
    find: 'Find the purchase',
    next: 'Continue',
    name: /^Name/,
    confirm: 'Withdraw from the purchase',
  },
};

/** Clicks a step's button once the form has sent the last step: it is disabled while it sends. */
async function press(user: ReturnType<typeof visitor>, name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
  await user.click(screen.getByRole('button', { name }));
}

async function findOrder(language: keyof typeof texts, number: string, email: string) {
  const t = texts[language];
  const user = visitor();
  await user.fill(await screen.findByLabelText(t.number), number);
  await user.fill(screen.getByLabelText(t.email), email);
  await press(user, t.find);
}

test('a visitor withdraws from a gift card, in Swedish: every step, then the acknowledgement', async () => {
  await openPage(texts.sv.path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Ångra avtalet här' })).toBeVisible();
  expect(document.title).toMatch(/^Ångra avtalet här - /);
  await expectAccessible();
  await findOrder('sv', GIFT_ORDER, GIFT_EMAIL);

  const lines = await screen.findByRole('group', { name: /Vad vill du ångra i order 90431/ });
  expect(within(lines).getByRole('checkbox', { name: /^Presentkort, 500\s+kr$/ })).toBeChecked();
  expect(screen.getByText('Ångerfristen löper till och med 2026-04-08.')).toBeVisible();
  await expectAccessible();
  const user = visitor();
  await press(user, 'Fortsätt');

  // The e-mail the receipt went to is offered for the confirmation; the name is asked for.
  expect(await screen.findByLabelText(/^E-postadress för bekräftelsen/)).toHaveValue(GIFT_EMAIL);
  await press(user, 'Fortsätt');
  expect(await screen.findByText('Fyll i fältet.')).toBeVisible();
  expect(screen.getByLabelText(texts.sv.name)).toHaveAttribute('aria-invalid', 'true');
  await user.fill(screen.getByLabelText(texts.sv.name), 'Erik Lindqvist');
  await press(user, 'Fortsätt');

  expect(
    await screen.findByRole('heading', { name: 'Bekräfta att du ångrar köpet' }),
  ).toBeVisible();
  expect(screen.getByText(/^Presentkort, 500\s+kr$/)).toBeVisible();
  await expectAccessible();
  await press(user, 'Ångra köpet');

  const done = await screen.findByTestId('withdrawal-acknowledgement');
  expect(done).toHaveTextContent('Vi har tagit emot att du ångrar ditt köp');
  expect(done).toHaveTextContent('Mottaget Onsdag 25 mars 2026 kl. 10:07');
  expect(done).toHaveTextContent('Order 90431');
  expect(done).toHaveTextContent(/Presentkort, 500\s+kr/);
  expect(done).toHaveTextContent(`En bekräftelse skickas till ${GIFT_EMAIL}.`);
  await expectAccessible();
});

test('a visitor withdraws in English, and Back keeps what was typed', async () => {
  await openPage(texts.en.path);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Withdraw from contract here' }),
  ).toBeVisible();
  await findOrder('en', GIFT_ORDER, GIFT_EMAIL.toUpperCase());
  const user = visitor();
  await press(user, 'Continue');
  await user.fill(await screen.findByLabelText(texts.en.name), 'Erik Lindqvist');
  await press(user, 'Continue');
  expect(await screen.findByRole('heading', { name: 'Confirm your withdrawal' })).toBeVisible();
  await press(user, 'Back');
  expect(await screen.findByLabelText(texts.en.name)).toHaveValue('Erik Lindqvist');
  await press(user, 'Continue');
  await press(user, 'Withdraw from the purchase');
  const done = await screen.findByTestId('withdrawal-acknowledgement');
  expect(done).toHaveTextContent('We have received your withdrawal');
  expect(done).toHaveTextContent('Received Wednesday, March 25, 2026 at 10:07');
  // BRP's product name, as the order names it.
  expect(done).toHaveTextContent('Presentkort');
});

test('names each bad field in both languages and keeps what was typed', async () => {
  const swedish = await openPage(texts.sv.path);
  const user = visitor();
  await user.fill(await screen.findByLabelText(texts.sv.number), '9O431');
  await press(user, texts.sv.find);
  expect(await screen.findByText(/Skriv ordernumret med siffror/)).toBeVisible();
  expect(screen.getByText('Fyll i fältet.')).toBeVisible();
  expect(screen.getByLabelText(texts.sv.number)).toHaveValue('9O431');
  await user.fill(screen.getByLabelText(texts.sv.email), 'erik@');
  await press(user, texts.sv.find);
  expect(await screen.findByText(/Skriv en giltig e-postadress/)).toBeVisible();
  expect(screen.getByLabelText(texts.sv.email)).toHaveValue('erik@');
  await expectAccessible();
  swedish.unmount();

  await openPage(texts.en.path);
  await press(visitor(), texts.en.find);
  expect(await screen.findAllByText('Fill in this field.')).toHaveLength(2);
});

test('says when no order has the number, or the e-mail is not the order’s, in both languages', async () => {
  const swedish = await openPage(texts.sv.path);
  await findOrder('sv', '12345', GIFT_EMAIL);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Vi hittar inget köp med det ordernumret.',
  );
  expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Logga in' })).toBeVisible();
  expect(screen.getByLabelText(texts.sv.number)).toHaveValue('12345');
  await findOrder('sv', GIFT_ORDER, 'someone.else@example.se');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('E-postadressen stämmer inte med köpet.'),
  );
  swedish.unmount();

  await openPage(texts.en.path);
  await findOrder('en', '12345', GIFT_EMAIL);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We found no purchase with that order number.',
  );
  expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Log in' })).toBeVisible();
  await findOrder('en', GIFT_ORDER, 'someone.else@example.se');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The e-mail address does not match the purchase.',
    ),
  );
});

test('says why an order has nothing to withdraw from, in both languages', async () => {
  // The customer's orders as BRP would show them by number: a treatment, and a card too old.
  scenario('GET', '/orders', 'example=customerRecent');
  const swedish = await openPage(texts.sv.path);
  await findOrder('sv', '90434', 'anna.lindqvist@example.se');
  expect(await screen.findByRole('alert')).toHaveTextContent('Det här köpet har ingen ångerrätt');
  await findOrder('sv', '90401', 'anna.lindqvist@example.se');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Ångerfristen på 14 dagar'),
  );
  swedish.unmount();

  await openPage(texts.en.path);
  await findOrder('en', '90434', 'anna.lindqvist@example.se');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This purchase has no right of withdrawal',
  );
  await findOrder('en', '90401', 'anna.lindqvist@example.se');
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('The 14-day withdrawal period'),
  );
});

test('a failure of BRP or of the database is shown, loses nothing, and can be tried again', async () => {
  scenario('GET', '/orders', 'code=500');
  await openPage(texts.sv.path);
  await findOrder('sv', GIFT_ORDER, GIFT_EMAIL);
  const alert = (
    await screen.findByText('Något gick fel och ingenting har ångrats ännu.', { exact: false })
  ).closest('[role="alert"]') as HTMLElement;
  expect(screen.getByLabelText(texts.sv.number)).toHaveValue(GIFT_ORDER);
  clearScenarios();
  const user = visitor();
  await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
  await press(user, 'Fortsätt');
  await user.fill(await screen.findByLabelText(texts.sv.name), 'Erik Lindqvist');
  await press(user, 'Fortsätt');
  const confirm = await screen.findByRole('button', { name: 'Ångra köpet' });
  // The database is down at the last step: nothing is kept, the step stays.
  failWithdrawals(1);
  await user.click(confirm);
  const failed = (
    await screen.findByText('Något gick fel och ingenting har ångrats ännu.', { exact: false })
  ).closest('[role="alert"]') as HTMLElement;
  await user.click(within(failed).getByRole('button', { name: 'Försök igen' }));
  expect(await screen.findByTestId('withdrawal-acknowledgement')).toBeVisible();
});

test('a member withdraws from a purchase of theirs and sees its status', async () => {
  await openPage(texts.sv.path, { signedIn: true });
  const purchases = await screen.findByRole('radiogroup');
  // Only the purchase with the right and within 14 days: not the treatment, not the old card.
  expect(within(purchases).getAllByRole('radio')).toHaveLength(1);
  const user = visitor();
  await user.click(within(purchases).getByRole('radio', { name: /Order 90433/ }));
  await press(user, 'Fortsätt');
  const lines = await screen.findByRole('group', { name: /order 90433/ });
  await user.click(within(lines).getByRole('checkbox', { name: /10-kort bad/ }));
  await press(user, 'Fortsätt');
  expect(await screen.findByLabelText(texts.sv.name)).toHaveValue('Anna Lindqvist');
  await press(user, 'Fortsätt');
  await press(user, 'Ångra köpet');
  expect(await screen.findByTestId('withdrawal-acknowledgement')).toHaveTextContent(
    'Simkort 3 mån',
  );

  // BRP (the mock, in this login's world) shows it ended the day before it would have started.
  const { data: memberships } = await bookingAxios.get<Subscription[]>(
    '/customers/4711/subscriptions',
  );
  const ended = memberships.find((membership) => membership.id === 30240);
  expect(ended?.statuses).toContainEqual({ code: 'TERMINATED', level: 'INFO' });
  expect(ended && ended.expirationDay < ended.start).toBe(true);

  const [kept] = await testWithdrawals().ofCustomer(4711);
  const statusBefore = await openPage(texts.sv.path, { signedIn: true });
  const status = await screen.findByTestId('withdrawal-status');
  expect(status).toHaveTextContent('Order 90433');
  expect(status).toHaveTextContent('Bekräftelsen är inte skickad än');
  expect(status).toHaveTextContent('Under handläggning');
  // The membership had not started: BRP ended it with the member's token (the mock keeps it).
  expect(status).toHaveTextContent('Simkort 3 mån är avslutat och börjar inte');
  // The purchase is still offered, its card only: the membership is withdrawn already.
  await user.click(await screen.findByRole('radio', { name: /Order 90433/ }));
  await press(user, 'Fortsätt');
  expect(await screen.findAllByRole('checkbox')).toHaveLength(1);
  statusBefore.unmount();

  await markConfirmationSent(kept!.id);
  const english = await openPage(texts.en.path, { signedIn: true });
  const englishStatus = await screen.findByTestId('withdrawal-status');
  expect(englishStatus).toHaveTextContent('Confirmation sent');
  expect(englishStatus).toHaveTextContent('Simkort 3 mån has been ended and will not start');
  english.unmount();

  // Mina köp shows them too, above the receipts.
  await openPage('/mina-sidor/purchases/', { signedIn: true });
  const onPurchases = await screen.findByTestId('withdrawal-status');
  expect(onPurchases).toHaveTextContent('Order 90433');
  expect(onPurchases).toHaveTextContent('Bekräftelse skickad');
  await expectAccessible();
});

test('a member whose purchases cannot be loaded is told so and can try again', async () => {
  scenario('GET', '/orders', 'code=500');
  await openPage(texts.sv.path, { signedIn: true });
  const alert = (await screen.findByText('Vi kunde inte hämta dina köp just nu.')).closest(
    '[role="alert"]',
  ) as HTMLElement;
  clearScenarios();
  await visitor().click(within(alert).getByRole('button', { name: 'Försök igen' }));
  expect(await screen.findByRole('radio', { name: /Order 90433/ })).toBeEnabled();
});
