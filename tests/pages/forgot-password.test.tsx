// The login page's forgot-password dialog (spec §2 "Login page", §7 POST auth/resetpassword): its
// checks of the e-mail, the request it sends, the instructions after it, and why it failed. The
// dialog's colour contrast is the e2e suite's (tests/e2e/auth.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { visitor } from './support/auth';
import { expectAccessible, openPage, scenario } from './support/render-app';
import { recordCalls } from './support/calls';

async function openForgotPassword(button: string, name: string): Promise<HTMLElement> {
  await visitor().click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name });
}

test('asks for a valid e-mail before sending anything', async () => {
  await openPage('/logga-in/');
  const dialog = await openForgotPassword('Glömt lösenord?', 'Glömt lösenord');
  const calls = recordCalls();
  const user = visitor();
  await user.click(within(dialog).getByRole('button', { name: 'Återställ lösenord' }));
  expect(await within(dialog).findByText('Ange din e-postadress.')).toBeVisible();
  await user.fill(within(dialog).getByLabelText(/^E-postadress/), 'anna@example');
  expect(await within(dialog).findByText(/^Ange en giltig e-postadress/)).toBeVisible();
  expect(calls.filter((call) => call.path === '/auth/resetpassword')).toEqual([]);
  await expectAccessible();
});

test('sends the reset e-mail and shows the instructions', async () => {
  await openPage('/logga-in/');
  const dialog = await openForgotPassword('Glömt lösenord?', 'Glömt lösenord');
  const calls = recordCalls();
  const user = visitor();
  await user.fill(within(dialog).getByLabelText(/^E-postadress/), 'anna.lindqvist@example.se');
  await user.click(within(dialog).getByRole('button', { name: 'Återställ lösenord' }));
  expect(await within(dialog).findByText(/Öppna länken i mejlet/)).toBeVisible();
  expect(calls.filter((call) => call.path === '/auth/resetpassword')).toEqual([
    expect.objectContaining({ method: 'POST', body: { email: 'anna.lindqvist@example.se' } }),
  ]);
  expect(within(dialog).queryByRole('button', { name: 'Återställ lösenord' })).toBeNull();
  await expectAccessible();
  await user.click(within(dialog).getAllByRole('button', { name: 'Stäng' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('shows why the request failed and keeps the e-mail, in English', async () => {
  scenario('POST', '/auth/resetpassword', 'code=422');
  await openPage('/en/login/');
  const dialog = await openForgotPassword('Forgot your password?', 'Forgot password');
  const user = visitor();
  await user.fill(within(dialog).getByLabelText(/^E-mail address/), 'anna.lindqvist@example.se');
  await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Some details are not filled in',
  );
  expect(within(dialog).getByLabelText(/^E-mail address/)).toHaveValue('anna.lindqvist@example.se');
  await expectAccessible();
});
