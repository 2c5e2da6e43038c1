// A member freezes and ends their own membership (issue 44), on a phone, across both languages:
// one test per journey (docs/decisions/063), each with axe (contrast included) on its dialogs.
// What each dialog shows in every state, refusals and failures are page tests
// (tests/pages/account-membership-freeze.test.tsx, account-membership-end.test.tsx).
import { expect, test, type Page } from './support/fixtures';

const GYM = 'Gym & Bad 12 mån';

async function switchLanguage(page: Page, to: 'In English' | 'På svenska', heading: string) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: to, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test.describe('a membership run by its member', () => {
  test.beforeEach(async ({ signIn }) => signIn());

  test('freezes with a preview in Swedish, sees it frozen in English and ends the freeze @mobile', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/mina-sidor/membership/');
    await page.getByRole('button', { name: `Fler val för ${GYM}` }).click();
    await page.getByRole('menuitem', { name: 'Frys medlemskapet' }).click();
    const dialog = page.getByRole('dialog', { name: `Frys ${GYM}` });
    await expect(dialog.getByRole('heading', { name: 'Det här gäller' })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Orsak' }).click();
    await page.getByRole('option', { name: /^Resa eller arbete på annan ort/ }).click();
    // A first day typed before today is the field's error, and no preview is asked for it.
    const firstDay = dialog.getByRole('group', { name: 'Första frysta dagen' });
    await firstDay.getByRole('spinbutton').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('20200101');
    const outOfRange = dialog.getByText('Välj en dag från 2026-03-25 till 2027-03-25.');
    await expect(outOfRange).toBeVisible();
    await dialog.getByRole('button', { name: 'Visa vad som händer' }).click();
    await expect(outOfRange).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Det här gäller' })).toBeVisible();
    await firstDay.getByRole('spinbutton').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('20260326');
    await expect(outOfRange).toBeHidden();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Visa vad som händer' }).click();
    await expect(dialog.getByRole('heading', { name: 'Så här blir det' })).toBeVisible();
    await expect(dialog.getByText('Bindningstiden slutar')).toBeVisible();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Frys medlemskapet' }).click();
    await expect(dialog.getByRole('heading', { name: 'Medlemskapet är fryst' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Stäng' }).last().click();
    const card = page.getByRole('article', { name: GYM });
    await expect(card.getByText(/^Frysning planerad /)).toBeVisible();

    await switchLanguage(page, 'In English', 'Membership');
    await expect(card.getByText(/^Freeze planned /)).toBeVisible();
    await card.getByRole('button', { name: `End the freeze of ${GYM}` }).click();
    const unfreeze = page.getByRole('dialog', { name: 'End the freeze?' });
    await expect(unfreeze.getByText(/^The planned freeze .* is removed\.$/)).toBeVisible();
    await expectAccessible();
    await unfreeze.getByRole('button', { name: 'End the freeze' }).click();
    await expect(unfreeze).toBeHidden();
    await expect(card.getByText(/^Freeze planned /)).toBeHidden();
  });

  test('ends with a preview in English, and undoes it in Swedish @mobile', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/en/mina-sidor/membership/');
    await page.getByRole('button', { name: `More options for ${GYM}` }).click();
    await page.getByRole('menuitem', { name: 'End membership' }).click();
    const dialog = page.getByRole('dialog', { name: `End ${GYM}` });
    await expect(dialog.getByRole('heading', { name: 'If you end it today' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Freeze instead' })).toBeVisible();
    await expectAccessible();
    await dialog.getByRole('combobox', { name: 'Why are you ending it?' }).click();
    await page.getByRole('option', { name: 'Flyttar' }).click();
    await dialog.getByRole('button', { name: 'End membership' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'The membership is cancelled' }),
    ).toBeVisible();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    const card = page.getByRole('article', { name: GYM });
    await expect(card.getByText(/^Ended – the last day is /)).toBeVisible();

    await switchLanguage(page, 'På svenska', 'Medlemskap');
    await expect(card.getByText(/^Uppsagt – sista dagen är /)).toBeVisible();
    await card.getByRole('button', { name: `Ångra uppsägningen av ${GYM}` }).click();
    await expect(card.getByText(/^Uppsagt/)).toBeHidden();
    await expectAccessible();
  });
});
