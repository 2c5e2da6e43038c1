// WCAG 2.3.3: a visitor whose system asks for less motion (prefers-reduced-motion) gets no fades,
// slides or ripples, and a loading spinner still turns (src/app/language-root.tsx). The suite
// runs this way (playwright.config.ts); modal.spec.ts keeps the motion a visitor sees by default.
import { expect, hold, test, type Page } from './support/fixtures';

/** What moves on the page now: 'progress' for an animation inside a progress indicator. */
const moving = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target?.closest('[role="progressbar"]') ? 'progress' : (target?.nodeName ?? '?');
      }),
  );

test.use({ reducedMotion: 'reduce' });

test('a dialog opens without its fade, and a lookup in it still shows a turning spinner', async ({
  page,
}) => {
  await hold(page, /\/services\/personlookup/);
  await page.goto('/logga-in/');
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skapa konto' });
  await expect(dialog).toBeVisible();
  // Without the setting, the dialog's fade and the button's ripple run for a few hundred ms.
  expect(await moving(page)).toEqual([]);

  await dialog.getByLabel(/^Personnummer/).fill('8503121234');
  await expect(dialog.getByRole('status')).toHaveText('Hämtar dina uppgifter…');
  await expect.poll(() => moving(page)).toContain('progress');
  expect(new Set(await moving(page))).toEqual(new Set(['progress']));
});
