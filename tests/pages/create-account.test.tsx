// The create-account dialog of the login page (spec §2/§4 "Create account", §8, §9): the personal
// number masked as typed and its lookup, what each lookup answer shows, the form's checks, the
// terms dialog, the server's "already exists" errors under their fields, and what a new account
// sends, reports and where it goes. One journey per language that ends signed in, and the
// dialog's colour contrast, are e2e tests (tests/e2e/auth.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { dataLayer, fillAccount, grantAnalytics, openCreateAccount, visitor } from './support/auth';
import { expectAccessible, scenario } from './support/render-app';
import { recordCalls } from './support/calls';

test('says when the number is not valid', async () => {
  scenario('GET', '/services/personlookup', 'code=403');
  const { dialog } = await openCreateAccount();
  await visitor().fill(within(dialog).getByLabelText(/^Personnummer/), '8503121234');
  expect(await within(dialog).findByText('Personnumret är inte giltigt.')).toBeVisible();
  expect(within(dialog).queryByLabelText(/^E-postadress/)).toBeNull();
});

test('masks the number and reveals the prefilled, read-only details when found', async () => {
  const { dialog } = await openCreateAccount();
  const calls = recordCalls();
  const user = visitor();
  const ssn = within(dialog).getByLabelText(/^Personnummer/);
  await user.type(ssn, '85a03121234');
  expect(ssn).toHaveValue('850312-1234');
  const firstName = await within(dialog).findByLabelText('Förnamn');
  expect(calls.filter((call) => call.path === '/services/personlookup')).toEqual([
    expect.objectContaining({
      query: { businessUnit: '1', maskOutput: 'false', ssn: '850312-1234' },
    }),
  ]);
  expect(firstName).toHaveValue('Anna');
  expect(firstName).toHaveAttribute('readonly');
  expect(within(dialog).getByLabelText('Efternamn')).toHaveValue('Lindqvist');
  expect(within(dialog).getByLabelText('Adress')).toHaveValue('Haga Nygata 12');
  expect(within(dialog).getByLabelText('Ort')).toHaveValue('Göteborg');
  expect(within(dialog).getByLabelText(/^E-postadress/)).toBeVisible();
  await expectAccessible();
  // Another length hides the rest again.
  await user.type(ssn, '{Backspace}');
  expect(ssn).toHaveValue('850312-123');
  expect(within(dialog).queryByLabelText(/^E-postadress/)).toBeNull();
});

test('says when the number is not found', async () => {
  scenario('GET', '/services/personlookup', 'example=notFound');
  const { dialog } = await openCreateAccount();
  await visitor().fill(within(dialog).getByLabelText(/^Personnummer/), '9001011234');
  expect(
    await within(dialog).findByText(/Vi hittade inga uppgifter för personnumret/),
  ).toBeVisible();
  expect(within(dialog).queryByLabelText(/^E-postadress/)).toBeNull();
});

test('offers login when the number already has an account', async () => {
  scenario('GET', '/services/personlookup', 'example=existsInBrp');
  const { dialog, page } = await openCreateAccount();
  const user = visitor();
  await user.fill(within(dialog).getByLabelText(/^Personnummer/), '8503121234');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Det finns redan ett konto med det här personnumret.',
  );
  await user.click(within(dialog).getByRole('link', { name: 'Logga in' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(page.router.state.location.pathname).toBe('/logga-in/');
});

test('checks the form fields', async () => {
  const { dialog } = await openCreateAccount();
  const user = visitor();
  await user.fill(within(dialog).getByLabelText(/^Personnummer/), '8503121234');
  expect(await within(dialog).findByLabelText('Förnamn')).toHaveValue('Anna');
  await user.click(within(dialog).getByRole('button', { name: 'Skapa konto' }));
  for (const text of [
    'Ange din e-postadress.',
    'Ange ditt mobilnummer.',
    'Välj en anläggning.',
    'Ange ett nytt lösenord.',
    'Skriv lösenordet en gång till.',
    'Du behöver godkänna villkoren för att skapa ett konto.',
  ]) {
    expect(await within(dialog).findByText(text)).toBeVisible();
  }
  await user.fill(within(dialog).getByLabelText(/^E-postadress/), 'anna@example');
  await user.fill(within(dialog).getByLabelText(/^Mobilnummer/), '031-123 45 67');
  await user.fill(within(dialog).getByLabelText(/^Lösenord/), 'Simma');
  await user.fill(within(dialog).getByLabelText(/^Bekräfta lösenord/), 'Simma1');
  expect(await within(dialog).findByText(/^Ange en giltig e-postadress/)).toBeVisible();
  expect(within(dialog).getByText(/^Ange ett svenskt mobilnummer/)).toBeVisible();
  expect(within(dialog).getByText('Lösenordet måste vara minst 6 tecken.')).toBeVisible();
  expect(within(dialog).getByText('Lösenorden stämmer inte överens.')).toBeVisible();
});

test("ticks the terms checkbox from the terms dialog, with the chosen facility's terms", async () => {
  const { dialog } = await openCreateAccount();
  const user = visitor();
  await user.fill(within(dialog).getByLabelText(/^Personnummer/), '8503121234');
  const terms = await within(dialog).findByRole('checkbox', { name: 'Jag godkänner villkoren' });
  expect(terms).not.toBeChecked();
  const facility = within(dialog).getByLabelText(/^Anläggning/);
  await within(facility).findByRole('option', { name: 'Älvstranden' });
  await user.selectOptions(facility, 'Älvstranden');
  const calls = recordCalls();
  await user.click(within(dialog).getByRole('button', { name: 'Läs villkoren' }));
  const termsDialog = await screen.findByRole('dialog', { name: 'Medlemsvillkor' });
  expect(await within(termsDialog).findByTestId('terms-body')).toHaveTextContent(
    'Genom att skapa ett konto godkänner du',
  );
  expect(calls.filter((call) => call.path === '/messages/registrationTerms')).toEqual([
    expect.objectContaining({ query: { businessUnit: '3509' } }),
  ]);
  await expectAccessible();
  await user.click(within(termsDialog).getByRole('button', { name: 'Jag godkänner' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Medlemsvillkor' })).toBeNull());
  expect(terms).toBeChecked();
});

test('shows "email exists" under the e-mail field and keeps the input', async () => {
  scenario('POST', '/customers', 'code=422, example=emailExists');
  const { dialog } = await openCreateAccount();
  await fillAccount(dialog);
  await visitor().click(within(dialog).getByRole('button', { name: 'Skapa konto' }));
  const email = within(dialog).getByLabelText(/^E-postadress/);
  await waitFor(() =>
    expect(email).toHaveAccessibleDescription(
      'Det finns redan ett konto med den här e-postadressen. Logga in eller välj Glömt lösenord.',
    ),
  );
  expect(email).toHaveValue('anna.lindqvist@example.se');
  expect(within(dialog).getByLabelText(/^Mobilnummer/)).toHaveValue('070-123 45 67');
  expect(within(dialog).getByRole('button', { name: 'Skapa konto' })).toBeEnabled();
  expect(within(dialog).queryByTestId('create-account-error')).toBeNull();
});

test('shows "mobile exists" under the mobile field, in English', async () => {
  scenario('POST', '/customers', 'code=422, example=mobileExists');
  const { dialog } = await openCreateAccount('/en');
  await fillAccount(dialog);
  await visitor().click(within(dialog).getByRole('button', { name: 'Create account' }));
  await waitFor(() =>
    expect(within(dialog).getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      'An account with this mobile number already exists.',
    ),
  );
});

test('sends the new account, reports the sign-up, logs in and goes to the overview', async () => {
  grantAnalytics();
  const { dialog, page } = await openCreateAccount('', { consent: 'granted' });
  await fillAccount(dialog);
  const calls = recordCalls();
  await visitor().click(within(dialog).getByRole('button', { name: 'Skapa konto' }));
  await waitFor(() => expect(page.router.state.location.pathname).toBe('/mina-sidor/overview/'));
  const created = calls.find((call) => call.method === 'POST' && call.path === '/customers');
  expect(created?.body).toMatchObject({
    customerType: 1,
    businessUnit: 3509,
    firstName: 'Anna',
    lastName: 'Lindqvist',
    ssn: '850312-1234',
    email: 'anna.lindqvist@example.se',
    mobilePhone: { number: '0701234567', countryCode: '46' },
    password: 'Simma2026!',
    acceptedBookingTerms: true,
  });
  expect(calls.find((call) => call.path === '/auth/login')?.body).toEqual({
    username: 'anna.lindqvist@example.se',
    password: 'Simma2026!',
  });
  expect(dataLayer()).toContainEqual({ event: 'sign_up' });
  // Gone once its closing transition has run.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Skapa konto' })).toBeNull());
});
