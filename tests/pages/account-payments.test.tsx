// The payment information page's states (spec §2 "Payment info", §3 direct debit consent, §7
// silent failures): card and direct-debit consents with every field as the mock has them, a
// pending consent, the empty and failed groups, the Norwegian and Danish groups, in both
// languages. The e2e suite keeps the page's axe check with contrast.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardConsent, DirectDebitConsent } from '@generated/booking/model';
import { bookingAxios } from '@/lib/api/booking-client';
import { openMemberPage } from './support/member-area';
import { clearScenarios, expectAccessible, scenario } from './support/render-app';

const stockholmDay = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(iso));

/** A group of consents, once it has loaded. */
async function section(name: string) {
  const region = await screen.findByRole('region', { name });
  await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
  return within(region);
}

test('shows card and direct-debit consents with every field, in Swedish', async () => {
  await openMemberPage('/mina-sidor/payments/', 'Betalningsinformation');
  await waitFor(() => expect(document.title).toMatch(/^Betalningsinformation - /));
  const read = async <T,>(list: string) =>
    (await bookingAxios.get<T>(`/customers/4711/consents/${list}`)).data;
  const consents = await read<CardConsent[]>('cards');
  const debitConsents = await read<DirectDebitConsent[]>('sedirectdebits');

  const cards = await section('Betalkort');
  const [expiryYear, expiryMonth] = consents[0]!.expirationDay!.split('-');
  expect(await cards.findByRole('heading', { name: 'VISA slutar på 4821' })).toBeVisible();
  expect(cards.getByText('475012......4821')).toBeVisible();
  expect(cards.getByText(`${expiryMonth}/${expiryYear}`)).toBeVisible();
  expect(cards.getByText('Haga')).toBeVisible();

  const debits = await section('Autogiro');
  expect(await debits.findByRole('heading', { name: 'Swedbank' })).toBeVisible();
  for (const text of [
    '8327',
    '9412345678',
    stockholmDay(debitConsents[0]!.created),
    'Registrerat hos Bankgirot',
    'Ja',
    'Clearingnummer',
    'Kontonummer',
    'Skapat',
    'Status',
    'Signerat avtal',
  ])
    expect(debits.getByText(text)).toBeVisible();
  // Norwegian and Danish consents are empty by default, so their groups are not shown.
  expect(screen.queryByRole('heading', { name: /AvtaleGiro|Betalingsservice/ })).toBeNull();
  await expectAccessible();
});

test('shows a pending consent with its first status and an unsigned contract', async () => {
  scenario('GET', '/customers/*/consents/sedirectdebits', 'example=pending');
  await openMemberPage('/mina-sidor/payments/', 'Betalningsinformation');
  const debits = await section('Autogiro');
  expect(await debits.findByRole('heading', { name: 'Handelsbanken' })).toBeVisible();
  expect(debits.getByText('Behandlas hos Bankgirot')).toBeVisible();
  expect(debits.queryByText('Avtalet är inte signerat')).toBeNull();
  expect(debits.getByText('Nej')).toBeVisible();
});

test('shows the consents in English, Yes included', async () => {
  await openMemberPage('/en/mina-sidor/payments/', 'Payment information');
  await waitFor(() => expect(document.title).toMatch(/^Payment information - /));
  const cards = await section('Payment cards');
  expect(await cards.findByRole('heading', { name: 'VISA ending in 4821' })).toBeVisible();
  const debits = await section('Direct debit (Autogiro)');
  expect(await debits.findByText('Registered with Bankgirot')).toBeVisible();
  expect(debits.getByText('Signed contract')).toBeVisible();
  expect(debits.getByText('Yes')).toBeVisible();
  await expectAccessible();
});

test('shows a pending consent in English, No included', async () => {
  scenario('GET', '/customers/*/consents/sedirectdebits', 'example=pending');
  await openMemberPage('/en/mina-sidor/payments/', 'Payment information');
  const debits = await section('Direct debit (Autogiro)');
  expect(await debits.findByText('Being processed by Bankgirot')).toBeVisible();
  expect(debits.getByText('No')).toBeVisible();
});

test('says so per group when there are no consents', async () => {
  scenario('GET', '/customers/*/consents/cards', 'example=empty');
  scenario('GET', '/customers/*/consents/sedirectdebits', 'example=empty');
  await openMemberPage('/mina-sidor/payments/', 'Betalningsinformation');
  expect(
    await (await section('Betalkort')).findByText('Du har inga sparade betalkort.'),
  ).toBeVisible();
  expect(
    await (await section('Autogiro')).findByText('Du har inga autogiromedgivanden.'),
  ).toBeVisible();
  await expectAccessible();
});

test('stops loading and says a group could not be loaded instead of faking an empty one', async () => {
  scenario('GET', '/customers/*/consents/cards', 'code=403');
  await openMemberPage('/en/mina-sidor/payments/', 'Payment information');
  const cards = within(await screen.findByRole('region', { name: 'Payment cards' }));
  expect(await cards.findByText('Your payment cards could not be loaded right now.')).toBeVisible();
  expect(cards.queryByText('You have no saved payment cards.')).toBeNull();
  // The other group is unaffected.
  const debits = within(screen.getByRole('region', { name: 'Direct debit (Autogiro)' }));
  expect((await debits.findAllByText('Swedbank'))[0]).toBeVisible();
  expect(screen.queryByRole('status')).toBeNull();
  await expectAccessible();
  clearScenarios();
  await userEvent.setup().click(cards.getByRole('button', { name: 'Try again' }));
  expect(await cards.findByRole('heading', { name: 'VISA ending in 4821' })).toBeVisible();
});

test('shows Norwegian and Danish consents when the customer has some', async () => {
  scenario('GET', '/customers/*/consents/nodirectdebits', 'example=avtaleGiro');
  scenario('GET', '/customers/*/consents/dkdirectdebits', 'example=betalingsservice');
  await openMemberPage('/mina-sidor/payments/', 'Betalningsinformation');
  const norway = await section('AvtaleGiro (Norge)');
  expect(await norway.findByText('000471100000012')).toBeVisible();
  expect(norway.getByText('12345678903')).toBeVisible();
  expect(norway.getByText('Aktivt')).toBeVisible();
  const denmark = await section('Betalingsservice (Danmark)');
  expect(await denmark.findByRole('heading', { name: 'Medgivande 31' })).toBeVisible();
});
