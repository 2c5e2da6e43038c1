// What the login, password reset and create-account page tests share: a visitor at the keyboard,
// the create-account dialog opened and filled as a visitor does, and the analytics consent cookie.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE } from '@/lib/consent/analytics-consent';
import { openPage, type OpenedPage, type OpenOptions } from './render-app';

/**
 * A visitor at the keyboard and mouse. The keys follow each other without a timer between them:
 * every event of every key is still sent, but a loaded machine does not stretch each gap. `fill`
 * replaces a field's text in one input, as the e2e tests' `fill` (and a paste) does: the form
 * checks itself once, not once per key.
 */
export function visitor() {
  const user = userEvent.setup({ delay: null });
  const fill = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    await user.paste(text);
  };
  return Object.assign(user, { fill });
}

/**
 * The visitor has accepted analytics, as the browser's cookie says (the data layer reads it),
 * and the data layer starts empty (the window outlives a test in jsdom).
 */
export function grantAnalytics(): void {
  document.cookie = `${CONSENT_COOKIE}=granted; Path=/`;
  delete (window as { dataLayer?: unknown[] }).dataLayer;
}

/** The events pushed to the data layer so far. */
export const dataLayer = () => (window as { dataLayer?: unknown[] }).dataLayer ?? [];

/** Opens the login page (Swedish, or English with '/en') and its create-account dialog. */
export async function openCreateAccount(
  prefix: '' | '/en' = '',
  {
    path = prefix ? `${prefix}/login/` : '/logga-in/',
    ...options
  }: { path?: string } & OpenOptions = {},
): Promise<{ dialog: HTMLElement; page: OpenedPage }> {
  const page = await openPage(path, options);
  const name = prefix ? 'Create account' : 'Skapa konto';
  await visitor().click(await screen.findByRole('button', { name }));
  return { dialog: await screen.findByRole('dialog', { name }), page };
}

/** Fills the whole create-account form with the demo customer's details, in either language. */
export async function fillAccount(dialog: HTMLElement): Promise<void> {
  const user = visitor();
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  await user.fill(field(/^(Personnummer|Personal identity number)/), '8503121234');
  await user.fill(
    await within(dialog).findByLabelText(/^(E-postadress|E-mail address)/),
    'anna.lindqvist@example.se',
  );
  await user.fill(field(/^(Mobilnummer|Mobile number)/), '070-123 45 67');
  // The facilities arrive with their own call: the option is there once they have.
  const facility = field(/^(Anläggning|Facility)/);
  await within(facility).findByRole('option', { name: 'Älvstranden' });
  await user.selectOptions(facility, 'Älvstranden');
  await user.fill(field(/^(Lösenord|Password)/), 'Simma2026!');
  await user.fill(field(/^(Bekräfta lösenord|Confirm password)/), 'Simma2026!');
  await user.click(within(dialog).getByRole('checkbox'));
}
