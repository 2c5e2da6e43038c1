// Ending a membership (issue 44), every state of its dialog in Swedish and English: BRP's preview
// (the last day and the day it is paid until), the reason, the confirmation and what it means, the
// card ended with its undo, "freeze instead?", BRP's refusals with their §8 texts (cannot
// terminate, a fixed-term contract, inactive, the direct-debit consent being processed), failures
// with retry, and loading. The mock plays the end and the undo (mocks/subscription-changes.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingAxios } from '@/lib/api/booking-client';
import { holdCalls, recordCalls } from './support/calls';
import { openMemberPage } from './support/member-area';
import { expectAccessible, scenario } from './support/render-app';

const GYM = 'Gym & Bad 12 mån';
const TERMINATE = '/customers/4711/subscriptions/30211/terminate';

type User = ReturnType<typeof userEvent.setup>;

interface Preview {
  actionData: { mainSubscription: { expirationDay: string; boundUntil: string } };
}

async function openEnd(user: User, language: 'sv' | 'en' = 'sv') {
  const [more, item, title] =
    language === 'sv'
      ? ['Fler val för', 'Säg upp medlemskapet', `Säg upp ${GYM}`]
      : ['More options for', 'End membership', `End ${GYM}`];
  await user.click(await screen.findByRole('button', { name: `${more} ${GYM}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return screen.findByRole('dialog', { name: title });
}

const textsOf = (container: HTMLElement, tag: string) =>
  [...container.querySelectorAll(tag)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());

test('previews the end, asks for a reason, ends, and the card undoes it', async () => {
  const held = holdCalls('GET', /\/subscriptions\/30211\/terminate$/);
  const calls = recordCalls();
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  const dialog = await openEnd(user);
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'Hämtar vad en uppsägning innebär …',
  );
  held.release();
  const { data } = await bookingAxios.get<Preview>(TERMINATE);
  const { expirationDay: last, boundUntil: paid } = data.actionData.mainSubscription;
  await within(dialog).findByRole('heading', { name: 'Om du säger upp i dag' });
  expect(textsOf(dialog, 'dt')).toEqual([
    'Sista dagen med medlemskapet',
    'Du betalar till och med',
  ]);
  expect(textsOf(dialog, 'dd')).toEqual([last, paid]);
  expect(dialog).toHaveTextContent(
    `Medlemskapet gäller till och med ${last}. Dragningarna upphör efter det. Du kan ångra uppsägningen fram till dess.`,
  );
  expect(dialog).toHaveTextContent('Behöver du bara en paus? Du kan frysa medlemskapet i stället.');
  await expectAccessible();

  // No reason: a field error, and nothing is ended.
  await user.click(within(dialog).getByRole('button', { name: 'Säg upp medlemskapet' }));
  expect(await within(dialog).findByText('Välj en orsak.')).toBeVisible();
  expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/terminate'))).toBe(
    false,
  );

  await user.click(within(dialog).getByRole('combobox', { name: 'Varför säger du upp?' }));
  await user.click(await screen.findByRole('option', { name: 'Flyttar' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Kommentar (valfri)' }), 'Till Umeå');
  await user.click(within(dialog).getByRole('button', { name: 'Säg upp medlemskapet' }));
  await within(dialog).findByRole('heading', { name: 'Medlemskapet är uppsagt' });
  expect(dialog).toHaveTextContent(
    `Sista dagen med medlemskapet är ${last}. Du betalar till och med ${paid}; därefter dras inget mer.`,
  );
  expect(dialog).toHaveTextContent(
    `Ångrar du dig kan du ta tillbaka uppsägningen på sidan Medlemskap fram till ${last}.`,
  );
  expect(
    calls.find((call) => call.method === 'POST' && call.url.endsWith('/terminate'))?.body,
  ).toEqual({
    terminationReason: 1,
    terminationReasonComment: 'Till Umeå',
  });
  await user.click(within(dialog).getAllByRole('button', { name: 'Stäng' }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  const card = await screen.findByRole('article', { name: GYM });
  await within(card).findByText(`Uppsagt – sista dagen är ${last}`);
  const undoHeld = holdCalls('POST', /\/terminateundo$/);
  await user.click(within(card).getByRole('button', { name: `Ångra uppsägningen av ${GYM}` }));
  expect(
    await within(card).findByRole('button', { name: `Ångra uppsägningen av ${GYM}` }),
  ).toHaveTextContent('Ångrar …');
  undoHeld.release();
  await waitFor(() => expect(within(card).queryByText(/Uppsagt/)).toBeNull());
  // Ended no more: it can be ended again.
  await user.click(within(card).getByRole('button', { name: `Fler val för ${GYM}` }));
  expect(await screen.findByRole('menuitem', { name: 'Säg upp medlemskapet' })).toBeVisible();
});

test("BRP's refusals, each with its §8 text, before anything is chosen", async () => {
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  const refusals: [string, string][] = [
    ['cannotTerminate', 'Medlemskapet kan inte sägas upp här. Kontakta oss så hjälper vi dig.'],
    ['fixedTermContract', 'Medlemskapet har bindningstid och kan inte sägas upp just nu.'],
    ['inactive', 'Medlemskapet är inte aktivt.'],
    [
      'directDebitProcessing',
      'Ditt autogiromedgivande behandlas fortfarande. Försök igen om några dagar.',
    ],
  ];
  for (const [example, text] of refusals) {
    scenario('GET', TERMINATE, `code=403, example=${example}`);
    const dialog = await openEnd(user);
    expect(await within(dialog).findByText(text)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Säg upp medlemskapet' })).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Stäng' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
});

test('a failed preview is tried again; a refused end keeps the form as it was', async () => {
  scenario('GET', TERMINATE, 'code=500');
  scenario('POST', TERMINATE, 'code=403, example=fixedTermContract');
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  const dialog = await openEnd(user);
  await within(dialog).findByText('Det gick inte att hämta vad en uppsägning innebär.');
  scenario('GET', TERMINATE, 'example=endOfBinding');
  await user.click(within(dialog).getByRole('button', { name: 'Försök igen' }));
  await within(dialog).findByRole('heading', { name: 'Om du säger upp i dag' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Varför säger du upp?' }));
  await user.click(await screen.findByRole('option', { name: 'Ekonomiska skäl' }));
  await user.click(within(dialog).getByRole('button', { name: 'Säg upp medlemskapet' }));
  expect(
    await within(dialog).findByText(
      'Medlemskapet har bindningstid och kan inte sägas upp just nu.',
    ),
  ).toBeVisible();
  expect(within(dialog).getByRole('combobox', { name: 'Varför säger du upp?' })).toHaveTextContent(
    'Ekonomiska skäl',
  );
});

test('"freeze instead?" opens the freeze dialog', async () => {
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  const dialog = await openEnd(user);
  await user.click(await within(dialog).findByRole('button', { name: 'Frys i stället' }));
  const freeze = await screen.findByRole('dialog', { name: `Frys ${GYM}` });
  await within(freeze).findByRole('heading', { name: 'Det här gäller' });
  await user.click(within(freeze).getAllByRole('button', { name: 'Stäng' }).at(-1)!);
});

test('a failed undo says so, keeps the end, and is tried again', async () => {
  scenario('GET', '/customers/4711/subscriptions', 'example=terminated');
  scenario('POST', '/customers/4711/subscriptions/30211/terminateundo', 'code=503');
  const calls = recordCalls();
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: GYM });
  await within(card).findByText(/^Uppsagt – sista dagen är \d{4}-\d{2}-\d{2}$/);
  await user.click(within(card).getByRole('button', { name: `Ångra uppsägningen av ${GYM}` }));
  expect(
    await within(card).findByText(
      'Bokningssystemet går inte att nå just nu. Försök igen om en stund.',
    ),
  ).toBeVisible();
  expect(within(card).getByText(/^Uppsagt/)).toBeVisible();
  scenario('POST', '/customers/4711/subscriptions/30211/terminateundo', 'example=restored');
  scenario('GET', '/customers/4711/subscriptions', 'example=active');
  await user.click(within(card).getByRole('button', { name: 'Försök igen' }));
  await waitFor(() => expect(within(card).queryByText(/^Uppsagt/)).toBeNull());
  expect(calls.filter((call) => call.url.endsWith('/terminateundo'))).toHaveLength(2);
});

describe('in English', () => {
  test('the preview, a missing reason, the end and the undo', async () => {
    await openMemberPage('/en/mina-sidor/membership/', 'Membership');
    const user = userEvent.setup();
    const dialog = await openEnd(user, 'en');
    await within(dialog).findByRole('heading', { name: 'If you end it today' });
    expect(textsOf(dialog, 'dt')).toEqual(['Last day of the membership', 'You pay until']);
    await user.click(within(dialog).getByRole('button', { name: 'End membership' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeVisible();
    await user.click(within(dialog).getByRole('combobox', { name: 'Why are you ending it?' }));
    await user.click(await screen.findByRole('option', { name: 'Annat' }));
    await user.click(within(dialog).getByRole('button', { name: 'End membership' }));
    await within(dialog).findByRole('heading', { name: 'The membership is cancelled' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const card = await screen.findByRole('article', { name: GYM });
    await within(card).findByText(/^Ended – the last day is \d{4}-\d{2}-\d{2}$/);
    await user.click(within(card).getByRole('button', { name: `Undo the cancellation of ${GYM}` }));
    await waitFor(() => expect(within(card).queryByText(/^Ended/)).toBeNull());
  });

  test('the direct-debit consent being processed', async () => {
    scenario('GET', TERMINATE, 'code=403, example=directDebitProcessing');
    await openMemberPage('/en/mina-sidor/membership/', 'Membership');
    const user = userEvent.setup();
    const dialog = await openEnd(user, 'en');
    expect(
      await within(dialog).findByText(
        'Your direct debit consent is still being processed. Please try again in a few days.',
      ),
    ).toBeVisible();
  });
});
