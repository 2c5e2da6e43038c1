// Typed input survives a failed submit (issue 22): the call behind a form fails as a server error
// or a dropped connection; the form says so in the page's language, shows no raw error text, and
// what was typed is still in its field, ready to send again. A new form is one row of FORMS.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER } from '../e2e/support/checkout-data';
import { open, RAW, shownText } from './support/faults';
import { DEMO_CUSTOMER, scenario } from './support/render-app';

type User = ReturnType<typeof userEvent.setup>;

const SUBMIT_FAULTS = ['code=500', 'fault=network'] as const;

interface Form {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Opens with the mock's preliminary order stored. */
  storedOrder?: boolean;
  /** The submit's call, relative to its API (render-app's scenario). */
  method: string;
  call: string;
  /** Types the value into the form and submits it. */
  submit: (user: User) => Promise<void>;
  field: () => HTMLElement;
  /** The typed value as the field shows it. */
  value: string;
  /** Where the form says the submit failed, and what it says for each fault. */
  message: () => HTMLElement | null;
  says: Record<(typeof SUBMIT_FAULTS)[number], string>;
}

const FORMS: Form[] = [
  {
    name: 'login',
    path: '/logga-in/',
    method: 'POST',
    call: '/auth/login',
    submit: async (user) => {
      await user.click(await screen.findByLabelText(/^E-postadress/));
      await user.paste(DEMO_CUSTOMER.username);
      await user.click(screen.getByLabelText(/^Lösenord/));
      await user.paste(DEMO_CUSTOMER.password);
      await user.click(screen.getByRole('button', { name: 'Logga in' }));
    },
    field: () => screen.getByRole('textbox', { name: /^E-postadress/ }),
    value: DEMO_CUSTOMER.username,
    message: () => screen.queryByTestId('login-error'),
    says: {
      'code=500': 'Något gick fel. Försök igen om en stund.',
      'fault=network': 'Bokningssystemet går inte att nå just nu. Försök igen om en stund.',
    },
  },
  {
    name: 'profile, a saved change (English)',
    path: '/en/mina-sidor/profile/',
    signedIn: true,
    method: 'PUT',
    call: '/customers/*',
    submit: async (user) => {
      const city = await screen.findByLabelText(/^City/);
      await user.clear(city);
      await user.type(city, 'Mölndal');
      await user.click(screen.getByRole('button', { name: 'Save' }));
    },
    field: () => screen.getByLabelText(/^City/),
    value: 'Mölndal',
    message: () => document.querySelector('.app-toasts'),
    // Spec §8: the text of the error code; a server error without one asks to try again.
    says: {
      'code=500': 'Something went wrong. Please try again in a moment.',
      'fault=network':
        'The booking system cannot be reached right now. Please try again in a moment.',
    },
  },
  {
    name: 'checkout, a discount code',
    path: '/kassa/',
    signedIn: true,
    storedOrder: true,
    method: 'POST',
    call: `/orders/${ORDER}/coupons`,
    submit: async (user) => {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Betala' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Lägg till rabattkod' }));
      await user.type(
        within(await discountDialog()).getByLabelText(/^Rabattkod/),
        'SOMMAR25{Enter}',
      );
    },
    field: () => within(screen.getByRole('dialog')).getByLabelText(/^Rabattkod/),
    value: 'SOMMAR25',
    message: () => within(screen.getByRole('dialog')).queryByRole('alert'),
    says: {
      'code=500': 'Något gick fel. Försök igen om en stund.',
      'fault=network': 'Bokningssystemet går inte att nå just nu. Försök igen om en stund.',
    },
  },
  {
    name: 'checkout, the Swish number (English)',
    path: '/en/checkout/',
    signedIn: true,
    storedOrder: true,
    method: 'POST',
    call: '/services/generatelink/payment',
    submit: async (user) => {
      const payment = within(await screen.findByRole('region', { name: 'Payment' }));
      await waitFor(() => expect(payment.getByRole('button', { name: 'Pay' })).toBeEnabled());
      await user.type(payment.getByLabelText(/^Mobile number for Swish/), '0701234567');
      await user.click(payment.getByRole('checkbox', { name: /I accept/ }));
      await user.click(payment.getByRole('button', { name: 'Pay' }));
    },
    field: () => screen.getByLabelText(/^Mobile number for Swish/),
    value: '0701-234567',
    message: () => screen.queryByTestId('pay-error'),
    says: {
      'code=500':
        'The payment could not be started: Something went wrong. Please try again in a moment.',
      'fault=network':
        'The payment could not be started: The booking system cannot be reached right now. Please try again in a moment.',
    },
  },
];

const discountDialog = () => screen.findByRole('dialog', { name: 'Lägg till rabattkod' });

describe.each(FORMS)('$name: typed input survives a failed submit', (form) => {
  test.each(SUBMIT_FAULTS)('%s: says so and keeps the typed value', async (fault) => {
    scenario(form.method, form.call, fault);
    await open(form.path, form);
    await form.submit(userEvent.setup());
    await waitFor(() => expect(form.message()).toHaveTextContent(form.says[fault]));
    expect(shownText(form.message()!)).not.toMatch(RAW);
    expect(form.field()).toHaveValue(form.value);
  });
});
