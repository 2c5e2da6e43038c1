// The member profile's states (spec §2 "Profile", §4): the form prefilled from the customer, its
// checks before any call, what a save sends and says, and a refused save's errors under the fields
// with the input kept, in both languages. The e2e suite keeps the page's axe check with contrast,
// and a refusal only a hand-made answer gives (placeholders, another account holder's name).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, findToast, openMemberPage } from './support/member-area';
import { expectAccessible, scenario } from './support/render-app';
import { recordCalls } from './support/calls';

const helperText = (field: string) => document.getElementById(`profile-${field}-helper-text`);
const field = (label: string | RegExp) => screen.getByLabelText(label);

test('is prefilled from the customer, in Swedish', async () => {
  await openMemberPage('/mina-sidor/profile/', 'Profil');
  await waitFor(() => expect(document.title).toMatch(/^Profil - /));
  const firstName = await screen.findByLabelText(/^Förnamn/);
  expect(firstName).toHaveValue('Anna');
  expect(field(/^Efternamn/)).toHaveValue('Lindqvist');
  expect(field(/^E-post( \*)?$/)).toHaveValue('anna.lindqvist@example.se');
  expect(field(/^Mobilnummer/)).toHaveValue('0701234567');
  expect(field(/^Gatuadress/)).toHaveValue('Haga Nygata 12');
  expect(field(/^Postnummer/)).toHaveValue('41301');
  expect(field(/^Ort/)).toHaveValue('Göteborg');
  expect(field(/^Personnummer/)).toHaveValue('850312-1234');
  expect(field(/^Medlemsnummer/)).toHaveValue('4711');
  // They say so, to the eye and to a screen reader, unlike the fields that can be changed.
  for (const label of [/^Personnummer/, /^Medlemsnummer/]) {
    expect(field(label)).toHaveAttribute('readonly');
    expect(field(label)).toHaveAccessibleDescription('Kan inte ändras här');
  }
  expect(firstName).not.toHaveAccessibleDescription('Kan inte ändras här');
  const terms = screen.getByLabelText('Jag har godkänt bokningsvillkoren');
  expect(terms).toBeChecked();
  expect(terms).toBeDisabled();
  // The consents come with their own call.
  expect(await screen.findByLabelText('Nyheter och erbjudanden via e-post')).toBeChecked();
  expect(screen.getByLabelText('Påminnelser och erbjudanden via SMS')).not.toBeChecked();
  await expectAccessible();
});

test('save waits for a change, and cancel resets', async () => {
  await openMemberPage('/mina-sidor/profile/', 'Profil');
  const firstName = await screen.findByLabelText(/^Förnamn/);
  const user = userEvent.setup();
  const save = screen.getByRole('button', { name: 'Spara' });
  expect(save).toBeDisabled();
  await fill(user, firstName, 'Annika');
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Avbryt' }));
  await waitFor(() => expect(firstName).toHaveValue('Anna'));
  expect(save).toBeDisabled();
});

test('checks the e-mail, and the password rules only once a password field is filled', async () => {
  const calls = recordCalls();
  await openMemberPage('/mina-sidor/profile/', 'Profil');
  const user = userEvent.setup();
  const email = await screen.findByLabelText(/^E-post( \*)?$/);
  await fill(user, email, 'anna@example');
  await user.tab();
  expect(await screen.findByText('Ange en giltig e-postadress.')).toBeVisible();
  await fill(user, email, 'anna@example.se');
  await waitFor(() => expect(screen.queryByText('Ange en giltig e-postadress.')).toBeNull());

  // Nothing about passwords while all three are empty.
  await fill(user, field(/^Förnamn/), 'Annika');
  expect(screen.queryByText('Ange ditt nuvarande lösenord.')).toBeNull();

  const newPassword = field(/^Nytt lösenord/);
  await fill(user, newPassword, 'abc');
  await user.tab();
  expect(await screen.findByText('Lösenordet måste vara minst 6 tecken.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Spara' }));
  expect(await screen.findByText('Ange ditt nuvarande lösenord.')).toBeVisible();
  expect(screen.getByText('Bekräfta lösenordet.')).toBeVisible();

  await fill(user, newPassword, 'abcdef');
  await fill(user, field(/^Nuvarande lösenord/), 'Simma2026!');
  await fill(user, field(/^Bekräfta nytt lösenord/), 'abcdeg');
  expect(await screen.findByText('Lösenorden stämmer inte överens.')).toBeVisible();
  expect(screen.queryByText('Lösenordet måste vara minst 6 tecken.')).toBeNull();

  // Emptying all three drops the rules again.
  await fill(user, newPassword, '');
  await fill(user, field(/^Nuvarande lösenord/), '');
  await fill(user, field(/^Bekräfta nytt lösenord/), '');
  await waitFor(() => expect(screen.queryByText('Lösenorden stämmer inte överens.')).toBeNull());
  expect(screen.queryByText('Ange ditt nuvarande lösenord.')).toBeNull();
  expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
});

test('saves the changes, says so and resets the form', async () => {
  const calls = recordCalls();
  await openMemberPage('/mina-sidor/profile/', 'Profil');
  const user = userEvent.setup();
  const firstName = await screen.findByLabelText(/^Förnamn/);
  await fill(user, firstName, 'Annika');
  await user.click(
    await screen.findByRole('checkbox', { name: 'Påminnelser och erbjudanden via SMS' }),
  );
  await user.click(screen.getByRole('button', { name: 'Spara' }));
  expect(await findToast('Profilen är uppdaterad')).toBeVisible();
  expect(calls.filter((call) => call.method === 'PUT')).toEqual([
    expect.objectContaining({
      url: expect.stringMatching(/\/customers\/4711$/),
      body: {
        ssn: '850312-1234',
        firstName: 'Annika',
        lastName: 'Lindqvist',
        email: 'anna.lindqvist@example.se',
        mobilePhone: { number: '0701234567', countryCode: '46' },
        shippingAddress: {
          street: 'Haga Nygata 12',
          city: 'Göteborg',
          postalCode: 41301,
          country: { name: 'Sverige', id: 205, alpha2: 'SE' },
        },
        acceptedBookingTerms: true,
        consents: { '1': true, '2': true, '3': false },
      },
    }),
  ]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Spara' })).toBeDisabled());
});

test('a refused save shows the error lines, the field error under the e-mail and keeps the input', async () => {
  scenario('PUT', '/customers/*', 'code=422, example=emailExists');
  await openMemberPage('/mina-sidor/profile/', 'Profil');
  const user = userEvent.setup();
  const email = await screen.findByLabelText(/^E-post( \*)?$/);
  await fill(user, email, 'anna@example.com');
  await fill(user, field(/^Ort/), 'Mölndal');
  await user.click(screen.getByRole('button', { name: 'Spara' }));

  expect(
    await findToast('Några uppgifter är inte korrekt ifyllda. Kontrollera och försök igen.'),
  ).toBeVisible();
  expect(await findToast('E-post: E-postadressen används redan av ett annat konto.')).toBeVisible();
  expect(helperText('email')).toHaveTextContent('E-postadressen används redan av ett annat konto.');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveValue('anna@example.com');
  expect(field(/^Ort/)).toHaveValue('Mölndal');
  expect(screen.getByRole('button', { name: 'Spara' })).toBeEnabled();
  // The server's message goes once the customer changes what it was about.
  await fill(user, email, 'anna@example.org');
  await waitFor(() => expect(helperText('email')).toBeNull());
});

test('in English: prefilled', async () => {
  await openMemberPage('/en/mina-sidor/profile/', 'Profile');
  expect(await screen.findByLabelText(/^First name/)).toHaveValue('Anna');
  expect(field(/^Member number/)).toHaveValue('4711');
  await expectAccessible();
});

test('in English: a wrong current password is shown under its field', async () => {
  await openMemberPage('/en/mina-sidor/profile/', 'Profile');
  await screen.findByLabelText(/^Current password/);
  scenario('PUT', '/customers/*', 'code=422, example=wrongOldPassword');
  const calls = recordCalls();
  const user = userEvent.setup();
  await fill(user, field(/^Current password/), 'wrong-one');
  await fill(user, field(/^New password/), 'Bastu2026!');
  await fill(user, field(/^Confirm new password/), 'Bastu2026!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await findToast('Current password: The current password is not correct.')).toBeVisible();
  expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
    oldPassword: 'wrong-one',
    password: 'Bastu2026!',
  });
  expect(helperText('oldPassword')).toHaveTextContent('The current password is not correct.');
  expect(field(/^New password/)).toHaveValue('Bastu2026!');
  await expectAccessible();
});

test('in English: a new password is saved and the password fields are emptied', async () => {
  await openMemberPage('/en/mina-sidor/profile/', 'Profile');
  const user = userEvent.setup();
  await fill(user, await screen.findByLabelText(/^Current password/), 'Simma2026!');
  await fill(user, field(/^New password/), 'Bastu2026!');
  await fill(user, field(/^Confirm new password/), 'Bastu2026!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await findToast('Profile updated')).toBeVisible();
  await waitFor(() => expect(field(/^New password/)).toHaveValue(''));
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});
