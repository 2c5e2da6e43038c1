// Freezing a membership (issue 44), every state of its dialogs in Swedish and English: what the
// rule allows and the freezes so far, the reason the rule asks for, BRP's preview and the freeze,
// the card frozen and unfrozen, the rules that forbid (this year's freezes used), BRP's refusals
// with their §8 texts, failures with retry, and the request with its doctor's note. The mock plays
// each change (mocks/subscription-changes.ts); expected dates come from its own answers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingAxios } from '@/lib/api/booking-client';
import { holdCalls, recordCalls } from './support/calls';
import { openMemberPage } from './support/member-area';
import { expectAccessible, scenario } from './support/render-app';

const GYM = 'Gym & Bad 12 mån';
const SWIM = 'Simkort 6 mån';
const BASE = '/customers/4711/subscriptions';

interface Subscription {
  id: number;
  boundUntil: string;
  debitedUntil: string;
}

type User = ReturnType<typeof userEvent.setup>;

async function openMenuItem(user: User, card: string, item: string, more = 'Fler val för') {
  await user.click(await screen.findByRole('button', { name: `${more} ${card}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

async function chooseOption(
  user: User,
  dialog: HTMLElement,
  label: string,
  option: string | RegExp,
) {
  await user.click(await within(dialog).findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The freeze dialog's period by default: from tomorrow, a month (the rule's shortest). */
async function defaultPeriod(): Promise<{ start: string; end: string }> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(
    new Date(Date.now()),
  );
  const next = (day: string, days: number) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const start = next(today, 1);
  const month = new Date(`${start}T00:00:00Z`);
  month.setUTCMonth(month.getUTCMonth() + 1);
  return { start, end: next(month.toISOString().slice(0, 10), -1) };
}

const textsOf = (container: HTMLElement, tag: string) =>
  [...container.querySelectorAll(tag)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());

test('shows the rule, previews the freeze, freezes, and the card unfreezes it', async () => {
  const rulesHeld = holdCalls('GET', /\/subscriptions\/30211\/freezerules$/);
  const calls = recordCalls();
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  await openMenuItem(user, GYM, 'Frys medlemskapet');
  const dialog = await screen.findByRole('dialog', { name: `Frys ${GYM}` });
  // Loading: the rules are asked for and held.
  expect(within(dialog).getByRole('status')).toHaveTextContent('Hämtar reglerna för frysning …');
  rulesHeld.release();

  await within(dialog).findByRole('heading', { name: 'Det här gäller' });
  expect(dialog).toHaveTextContent('högst två gånger per kalenderår');
  expect(textsOf(dialog, 'dt')).toEqual(['Kortast', 'Längst', 'Per kalenderår', 'Avgift']);
  expect(textsOf(dialog, 'dd')).toEqual([
    '1 månad',
    '3 månader',
    'Högst 2 – använt i år: 0',
    'Sjukdom eller skada: ingen avgiftFöräldraledighet: ingen avgiftResa eller arbete på annan ort: 100 krAnnat: 100 kr',
  ]);
  expect(within(dialog).getByRole('heading', { name: 'Dina frysningar' })).toBeVisible();
  expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  await expectAccessible();

  // The rule lists reasons: none chosen is a field error, and nothing is asked of BRP.
  await user.click(within(dialog).getByRole('button', { name: 'Visa vad som händer' }));
  expect(await within(dialog).findByText('Välj en orsak.')).toBeVisible();
  expect(calls.some((call) => call.url.includes('/freeze?'))).toBe(false);

  const period = await defaultPeriod();
  const previewHeld = holdCalls('GET', /\/subscriptions\/30211\/freeze\?/);
  await chooseOption(user, dialog, 'Orsak', /^Resa eller arbete på annan ort \(100\skr\)$/);
  expect(within(dialog).getByRole('combobox', { name: 'Hur länge' })).toHaveTextContent('1 månad');
  expect(dialog).toHaveTextContent(`Till och med ${period.end}.`);
  await user.click(within(dialog).getByRole('button', { name: 'Visa vad som händer' }));
  expect(await within(dialog).findByText('Räknar ut vad frysningen innebär …')).toBeVisible();
  previewHeld.release();

  // BRP's preview: the dates it moves and the fee, before anything is saved.
  const { data: expected } = await bookingAxios.get<{
    actionData: { mainSubscription: Subscription };
  }>(`${BASE}/30211/freeze`, {
    params: { freezeReason: 3, 'freezePeriod.start': period.start, 'freezePeriod.end': period.end },
  });
  await within(dialog).findByRole('heading', { name: 'Så här blir det' });
  const after = expected.actionData.mainSubscription;
  expect(textsOf(dialog, 'dd')).toEqual([
    `${period.start} – ${period.end}`,
    after.boundUntil,
    after.debitedUntil,
    '100 kr',
  ]);
  expect(dialog).toHaveTextContent('Avgiften betalar du i efterhand');
  await expectAccessible();

  await user.click(within(dialog).getByRole('button', { name: 'Frys medlemskapet' }));
  await within(dialog).findByRole('heading', { name: 'Medlemskapet är fryst' });
  const sent = calls.find((call) => call.method === 'POST' && call.url.endsWith('/30211/freeze'));
  expect(sent?.body).toEqual({
    freezePeriod: period,
    freezeReason: 3,
    paymentRequiredBeforeFreeze: false,
  });
  await user.click(within(dialog).getAllByRole('button', { name: 'Stäng' }).at(-1)!);

  // The card says so, with the dates BRP moved, and ends the planned freeze.
  const card = await screen.findByRole('article', { name: GYM });
  await within(card).findByText(`Frysning planerad ${period.start} – ${period.end}`);
  expect(textsOf(card, 'dd')[1]).toBe(after.boundUntil);
  await user.click(within(card).getByRole('button', { name: `Häv frysningen av ${GYM}` }));
  const unfreeze = await screen.findByRole('dialog', { name: 'Häva frysningen?' });
  expect(unfreeze).toHaveTextContent(
    `Den planerade frysningen ${period.start} – ${period.end} tas bort.`,
  );
  await user.click(within(unfreeze).getByRole('button', { name: 'Häv frysningen' }));
  await waitFor(() => expect(within(card).queryByText(/Frysning planerad/)).toBeNull());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test("this year's freezes used: the rule forbids before anything is chosen", async () => {
  scenario('GET', `${BASE}/30211/freezes`, 'example=yearlyFreezesUsed');
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  await openMenuItem(user, GYM, 'Frys medlemskapet');
  const dialog = await screen.findByRole('dialog', { name: `Frys ${GYM}` });
  expect(
    await within(dialog).findByText(
      'Du har redan använt årets frysningar – reglerna tillåter 2 per kalenderår.',
    ),
  ).toBeVisible();
  expect(within(dialog).queryByRole('button', { name: 'Visa vad som händer' })).toBeNull();
  expect(dialog).toHaveTextContent('Högst 2 – använt i år: 2');
});

test("BRP's refusals of the preview, each with its own §8 text, and a change of period", async () => {
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  await openMenuItem(user, GYM, 'Frys medlemskapet');
  const dialog = await screen.findByRole('dialog', { name: `Frys ${GYM}` });
  await chooseOption(user, dialog, 'Orsak', 'Sjukdom eller skada (ingen avgift)');
  const refusals: [string, string][] = [
    ['code=403, example=duringCampaign', 'Medlemskapet kan inte frysas under en kampanjperiod.'],
    [
      'code=403, example=duringFreePeriod',
      'Medlemskapet kan inte frysas under en avgiftsfri period.',
    ],
    [
      'code=403, example=existingFreeze',
      'Medlemskapet har redan en pågående eller planerad frysning.',
    ],
    ['code=422, example=tooLong', 'Frysperiod: Perioden måste vara kortare än 3 månader.'],
  ];
  for (const [prefer, text] of refusals) {
    scenario('GET', `${BASE}/30211/freeze`, prefer);
    await user.click(await within(dialog).findByRole('button', { name: 'Visa vad som händer' }));
    expect(await within(dialog).findByText(text)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Frys medlemskapet' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ändra' }));
  }
  // Back at the form, the reason is still chosen.
  expect(within(dialog).getByRole('combobox', { name: 'Orsak' })).toHaveTextContent(
    'Sjukdom eller skada',
  );
});

test("a product without a freeze rule: the company's reasons, and BRP's own checks", async () => {
  scenario('GET', `${BASE}/30211/freezerules`, 'example=none');
  scenario('GET', `${BASE}/30211/freeze`, 'code=422, example=startInThePast');
  const calls = recordCalls();
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  await openMenuItem(user, GYM, 'Frys medlemskapet');
  const dialog = await screen.findByRole('dialog', { name: `Frys ${GYM}` });
  await within(dialog).findByText(/Medlemskapet har inga egna regler för frysning/);
  expect(
    calls.some((call) => call.url.endsWith('/freezereasons') && call.query.company === '1'),
  ).toBe(true);
  await chooseOption(user, dialog, 'Orsak', 'Föräldraledighet (ingen avgift)');
  await user.click(within(dialog).getByRole('button', { name: 'Visa vad som händer' }));
  expect(await within(dialog).findByText(/^Frysperiod: Datumet måste vara efter /)).toBeVisible();
});

test('a failed rules load and a failed preview are tried again', async () => {
  scenario('GET', `${BASE}/30211/freezerules`, 'code=500');
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  await openMenuItem(user, GYM, 'Frys medlemskapet');
  const dialog = await screen.findByRole('dialog', { name: `Frys ${GYM}` });
  await within(dialog).findByText('Det gick inte att hämta reglerna för frysning.');
  scenario('GET', `${BASE}/30211/freezerules`, 'example=gymAndBath');
  scenario('GET', `${BASE}/30211/freeze`, 'code=503');
  await user.click(within(dialog).getByRole('button', { name: 'Försök igen' }));
  await chooseOption(user, dialog, 'Orsak', /^Annat \(100\skr\)$/);
  await user.click(within(dialog).getByRole('button', { name: 'Visa vad som händer' }));
  await within(dialog).findByText(
    'Bokningssystemet går inte att nå just nu. Försök igen om en stund.',
  );
  scenario('GET', `${BASE}/30211/freeze`, 'example=oneMonth');
  await user.click(within(dialog).getByRole('button', { name: 'Försök igen' }));
  await within(dialog).findByRole('heading', { name: 'Så här blir det' });
});

test('a freeze that has begun cannot end before the shortest freeze: BRP says when it can', async () => {
  scenario('GET', BASE, 'example=frozen');
  scenario('POST', `${BASE}/30211/unfreeze`, 'code=403, example=tooEarlyToUnfreeze');
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: GYM });
  const { data } =
    await bookingAxios.get<
      (Subscription & { freeze: { period: { start: string; end: string } } })[]
    >(BASE);
  const { start, end } = data[0]!.freeze.period;
  expect(within(card).getByText(`Fryst ${start} – ${end}`)).toBeVisible();
  await user.click(within(card).getByRole('button', { name: `Häv frysningen av ${GYM}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Häva frysningen?' });
  expect(dialog).toHaveTextContent(
    `Frysningen ${start} – ${end} slutar i dag, och medlemskapet gäller och dras som vanligt igen.`,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Häv frysningen' }));
  expect(
    await within(dialog).findByText(/^Frysningen kan hävas tidigast \d{4}-\d{2}-\d{2}\.$/),
  ).toBeVisible();
  // The freeze is still there, and the member keeps it.
  await user.click(within(dialog).getByRole('button', { name: 'Behåll frysningen' }));
  expect(within(card).getByText(`Fryst ${start} – ${end}`)).toBeVisible();
  // A frozen membership offers no second freeze.
  await user.click(within(card).getByRole('button', { name: `Fler val för ${GYM}` }));
  expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
    'Skapa betalningsintyg',
    'Säg upp medlemskapet',
  ]);
});

test('a freeze the facility approves: the document is required, checked, and sent after the request', async () => {
  const calls = recordCalls();
  scenario('POST', `${BASE}/30877/freezerequests/*/files`, 'code=500');
  await openMemberPage('/mina-sidor/membership/', 'Medlemskap');
  // The browser's file dialog offers only the accepted types; a drop or an old browser does not.
  const user = userEvent.setup({ applyAccept: false });
  await openMenuItem(user, SWIM, 'Ansök om frysning');
  const dialog = await screen.findByRole('dialog', { name: `Ansök om frysning av ${SWIM}` });
  await within(dialog).findByText(/Bifoga ett läkarintyg/);
  expect(textsOf(dialog, 'dd').slice(0, 3)).toEqual([
    '2 veckor',
    '3 månader',
    'Högst 1 – använt i år: 0',
  ]);
  await chooseOption(user, dialog, 'Orsak', 'Sjukdom eller skada (ingen avgift)');
  const send = () => user.click(within(dialog).getByRole('button', { name: 'Skicka ansökan' }));
  await send();
  expect(await within(dialog).findByText('Bifoga ett intyg.')).toBeVisible();
  const input = within(dialog).getByLabelText('Intyg (till exempel läkarintyg)');
  await user.upload(input, new File(['x'], 'intyg.exe', { type: 'application/octet-stream' }));
  await send();
  expect(
    await within(dialog).findByText('Filen måste vara PDF, PNG, JPG, Word eller text.'),
  ).toBeVisible();
  await user.upload(
    input,
    new File([new Uint8Array(5_000_001)], 'intyg.pdf', { type: 'application/pdf' }),
  );
  await send();
  expect(await within(dialog).findByText('Filen får vara högst 5 MB.')).toBeVisible();
  expect(calls.filter((call) => call.url.includes('/freezerequests'))).toEqual([]);

  await user.upload(
    input,
    new File(['Vila i åtta veckor.'], 'intyg.pdf', { type: 'application/pdf' }),
  );
  await send();
  // The request went; the document did not: tried again alone.
  await within(dialog).findByText(/Ansökan är skickad, men intyget kom inte fram\./);
  scenario('POST', `${BASE}/30877/freezerequests/*/files`, 'example=stored');
  await user.click(within(dialog).getByRole('button', { name: 'Försök igen' }));
  await within(dialog).findByRole('heading', { name: 'Ansökan är skickad' });
  const posts = calls.map((call) => call.url);
  expect(posts.filter((url) => url.endsWith('/30877/freezerequests'))).toHaveLength(1);
  expect(posts.filter((url) => /\/freezerequests\/\d+\/files$/.test(url))).toHaveLength(2);
  await user.click(within(dialog).getAllByRole('button', { name: 'Stäng' }).at(-1)!);
  const card = await screen.findByRole('article', { name: SWIM });
  await within(card).findByText('Din ansökan om frysning väntar på svar från oss.');
});

describe('in English', () => {
  test('rules, preview, freeze and the frozen card', async () => {
    await openMemberPage('/en/mina-sidor/membership/', 'Membership');
    const user = userEvent.setup();
    await openMenuItem(user, GYM, 'Freeze membership', 'More options for');
    const dialog = await screen.findByRole('dialog', { name: `Freeze ${GYM}` });
    await within(dialog).findByRole('heading', { name: 'The rules' });
    expect(textsOf(dialog, 'dt')).toEqual(['Shortest', 'Longest', 'Per calendar year', 'Fee']);
    await user.click(within(dialog).getByRole('button', { name: 'Show what happens' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeVisible();
    await chooseOption(user, dialog, 'Reason', 'Föräldraledighet (no fee)');
    await user.click(within(dialog).getByRole('button', { name: 'Show what happens' }));
    await within(dialog).findByRole('heading', { name: 'What the freeze does' });
    expect(textsOf(dialog, 'dt')).toEqual([
      'Freeze period',
      'Commitment ends',
      'Paid until',
      'Fee',
    ]);
    expect(dialog).toHaveTextContent('The freeze costs nothing.');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze membership' }));
    await within(dialog).findByRole('heading', { name: 'The membership is frozen' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const card = await screen.findByRole('article', { name: GYM });
    await within(card).findByText(/^Freeze planned \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
  });

  test("this year's freezes used", async () => {
    scenario('GET', `${BASE}/30211/freezes`, 'example=yearlyFreezesUsed');
    await openMemberPage('/en/mina-sidor/membership/', 'Membership');
    const user = userEvent.setup();
    await openMenuItem(user, GYM, 'Freeze membership', 'More options for');
    const dialog = await screen.findByRole('dialog', { name: `Freeze ${GYM}` });
    expect(
      await within(dialog).findByText(
        "You have already used this year's freezes – the rules allow 2 per calendar year.",
      ),
    ).toBeVisible();
    expect(dialog).toHaveTextContent('At most 2 – used this year: 2');
  });

  test('a frozen card, and too early to unfreeze', async () => {
    scenario('GET', BASE, 'example=frozen');
    scenario('POST', `${BASE}/30211/unfreeze`, 'code=403, example=tooEarlyToUnfreeze');
    await openMemberPage('/en/mina-sidor/membership/', 'Membership');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: GYM });
    await within(card).findByText(/^Frozen \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
    await user.click(within(card).getByRole('button', { name: `End the freeze of ${GYM}` }));
    const unfreeze = await screen.findByRole('dialog', { name: 'End the freeze?' });
    await user.click(within(unfreeze).getByRole('button', { name: 'End the freeze' }));
    expect(
      await within(unfreeze).findByText(/^The freeze can be ended on .+ at the earliest\.$/),
    ).toBeVisible();
  });
});
