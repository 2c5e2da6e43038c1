// The generic modal (spec §2 "Generic modal"): full screen on a phone, a centred card on a wide
// screen. Opened here as the forgot-password modal of the login page (its colours on both), and as
// the logout confirmation from the member menu's dropdown on a phone.
import { expect, test, type Page } from './support/fixtures';

// With the motion a visitor sees by default: the rest of the suite asks for less
// (playwright.config.ts), and a dialog's transitions must not get in the way of its focus or size.
test.use({ reducedMotion: 'no-preference' });

async function openModal(page: Page) {
  await page.goto('/logga-in/');
  await page.getByRole('button', { name: 'Glömt lösenord?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Glömt lösenord' });
  await expect(dialog).toBeVisible();
  // The enter animation (300 ms) has ended once nothing is running any more.
  await transitionsEnded(page);
  return dialog;
}

/** Waits for every transition on the page to end (menus and dialogs open with one here). */
async function transitionsEnded(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/**
 * Picks an option of the member menu's dropdown once its menu has opened: while it opens, the
 * list scrolls to the chosen page, and a click in that scroll can press on one option and let go
 * on another, which picks neither.
 */
async function pickFromMemberMenu(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Mina sidor' }).click();
  await expect(page.getByRole('listbox', { name: 'Mina sidor' })).toBeVisible();
  await transitionsEnded(page);
  await page.getByRole('option', { name: option }).click();
}

// The phone's size is the mobile project's (playwright.config.ts).
test.describe('generic modal on a phone', () => {
  test('fills the whole screen, with the close icon and button still there @phone', async ({
    page,
    expectAccessible,
  }) => {
    const dialog = await openModal(page);
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && [box.x, box.y, box.width, box.height].map(Math.round);
      })
      .toEqual([0, 0, viewport.width, viewport.height]);
    await expect(dialog.getByRole('button', { name: 'Stäng' }).first()).toBeVisible();
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('a small confirmation on a phone', () => {
  test('is a card with the page around it, not the full screen, from the menu’s dropdown @phone', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn();
    await page.goto('/mina-sidor/profile/');
    await pickFromMemberMenu(page, 'Logga ut');
    const dialog = page.getByRole('dialog', { name: 'Logga ut' });
    await expect(dialog).toBeVisible();
    await transitionsEnded(page);
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - 12);
    expect(box.height).toBeLessThan(viewport.height / 2);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toBeHidden();
    // The same dropdown, which replaces the side list on narrow screens only, leads on.
    await pickFromMemberMenu(page, 'Värdekort');
    await expect(page).toHaveURL(/\/mina-sidor\/valuecards\/$/);
  });
});

test.describe('generic modal on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is a centred card with room around it, axe-clean', async ({ page, expectAccessible }) => {
    const dialog = await openModal(page);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(600);
    expect(box.x).toBeGreaterThan(100);
    expect(box.y).toBeGreaterThan(0);
    await expect(dialog.getByLabel(/^E-postadress/)).toBeVisible();
    await expectAccessible();
  });
});
