// The demo refuses what BRP refuses (issue 41, spec §4, §6, §8), on the mock `npm start` runs,
// without a scenario chosen: a wrong password at login, a wrong current password in the
// profile, a discount code nobody knows, a treatment id with no product, and a customer's receipt
// to a visitor who is not signed in. The documented demo credentials and code: README "The mock".
import { screen, within } from '@testing-library/react';
import { DEMO_CUSTOMER, openPage } from './support/render-app';
import { visitor } from './support/auth';
import { mockSlots } from './support/booking';
import { expectAlert, loadCheckoutCode, settledCheckout } from './support/checkout';
import { fill, findToast, openMemberPage } from './support/member-area';
import { mockJson } from './support/mock-answers';
import { PAGES_MOCK_PORT } from './support/mock-env';
import { withStoredOrder } from './support/stored-order';
import { MASSAGE } from '../e2e/support/services-data';

beforeAll(loadCheckoutCode, 180_000);

const TEXTS = {
  sv: {
    prefix: '',
    login: '/logga-in/',
    email: /^E-postadress/,
    password: /^Lösenord/,
    logIn: 'Logga in',
    wrongLogin: /^Felaktigt användarnamn eller lösenord\./,
    profile: '/mina-sidor/profile/',
    profileTitle: 'Profil',
    current: /^Nuvarande lösenord/,
    new: /^Nytt lösenord/,
    confirm: /^Bekräfta nytt lösenord/,
    save: 'Spara',
    wrongCurrent: 'Nuvarande lösenord: Det nuvarande lösenordet stämmer inte.',
    checkout: '/kassa/',
    addCode: 'Lägg till rabattkod',
    code: /^Rabattkod/,
    unknownCode: 'Rabattkoden finns inte på din beställning.',
    noTreatment: 'Vi hittar inte den här behandlingen. Välj en behandling på startsidan.',
    receipt: '/kassa/',
    logInForReceipt: 'Du måste logga in för att se kvitto',
  },
  en: {
    prefix: '/en',
    login: '/en/login/',
    email: /^E-mail address/,
    password: /^Password/,
    logIn: 'Log in',
    wrongLogin: /^Incorrect username or password\./,
    profile: '/en/mina-sidor/profile/',
    profileTitle: 'Profile',
    current: /^Current password/,
    new: /^New password/,
    confirm: /^Confirm new password/,
    save: 'Save',
    wrongCurrent: 'Current password: The current password is not correct.',
    checkout: '/en/checkout/',
    addCode: 'Add discount code',
    code: /^Discount code/,
    unknownCode: 'The discount code was not found on your order.',
    noTreatment: 'We cannot find this treatment. Choose a treatment on the start page.',
    receipt: '/en/checkout/',
    logInForReceipt: 'You need to log in to see the receipt',
  },
} as const;

/** A massage time at Haga in a new order of the mock's store, as picking it makes one. */
async function orderWithMassage(customer: number | null): Promise<number> {
  const [slot] = await mockSlots();
  const order = await mockJson<{ id: number }>('/orders', {
    method: 'POST',
    body: { businessUnit: 1, ...(customer ? { customer } : {}) },
  });
  await mockJson(`/orders/${order.id}/items/services`, {
    method: 'POST',
    body: { serviceProduct: MASSAGE, start: slot!.duration.start, quantity: 1 },
  });
  return order.id;
}

/** Pays the order through the mock's payment handler, as the customer's browser does. */
async function pay(order: number): Promise<void> {
  const { url } = await mockJson<{ url: string }>('/services/generatelink/payment', {
    method: 'POST',
    body: { order, returnUrl: 'https://shop.example.se/kassa/', paymentMethod: 1 },
  });
  const handler = `http://127.0.0.1:${PAGES_MOCK_PORT}${new URL(url).pathname}`;
  const back = await fetch(handler, { redirect: 'manual' });
  expect(back.headers.get('location')).toMatch(/[?&]receiptid=\d+/);
}

for (const lang of ['sv', 'en'] as const) {
  const text = TEXTS[lang];

  test(`a wrong password is refused at login (${lang})`, async () => {
    await openPage(text.login);
    const user = visitor();
    await user.fill(await screen.findByLabelText(text.email), DEMO_CUSTOMER.username);
    await user.fill(screen.getByLabelText(text.password), 'Simma2025!');
    await user.click(screen.getByRole('button', { name: text.logIn }));
    expect((await screen.findByTestId('login-error')).textContent).toMatch(text.wrongLogin);
  });

  test(`a wrong current password is refused in the profile (${lang})`, async () => {
    await openMemberPage(text.profile, text.profileTitle);
    const user = visitor();
    await fill(user, await screen.findByLabelText(text.current), 'Simma2025!');
    await fill(user, screen.getByLabelText(text.new), 'Bastu2026!');
    await fill(user, screen.getByLabelText(text.confirm), 'Bastu2026!');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await findToast(text.wrongCurrent)).toBeVisible();
  });

  test(`a discount code nobody knows is not found (${lang})`, async () => {
    const order = await orderWithMassage(null);
    await openPage(text.checkout, {
      signedIn: true,
      cart: withStoredOrder({ id: order, items: 1 }),
    });
    await settledCheckout(1);
    const user = visitor();
    await user.click(screen.getByRole('button', { name: text.addCode }));
    const dialog = await screen.findByRole('dialog', { name: text.addCode });
    await user.type(within(dialog).getByLabelText(text.code), 'SOMMAR25{Enter}');
    await expectAlert(dialog, text.unknownCode);
  });

  test(`a treatment id with no product of its own is not found (${lang})`, async () => {
    await openPage(`${text.prefix}/booking-service/?id=799`);
    expect(await screen.findByText(text.noTreatment)).toBeVisible();
    expect(screen.queryByText('Massage 50 min')).toBeNull();
  });

  test(`a customer's receipt asks a visitor who is not signed in to log in (${lang})`, async () => {
    const order = await orderWithMassage(4711);
    await pay(order);
    await openPage(`${text.receipt}?orderid=${order}`);
    expect(await screen.findByText(text.logInForReceipt, { exact: false })).toBeVisible();
    expect(screen.queryByText('Massage 50 min')).toBeNull();
  });
}
