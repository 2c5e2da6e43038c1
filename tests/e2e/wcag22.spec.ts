import { expect, test, type Page } from './support/fixtures';

// The WCAG 2.2 criteria axe cannot judge, checked as a person would (issue 24): focus never
// hidden behind the sticky header (2.4.11), and a login a password manager and a paste can fill
// (3.3.8, no cognitive test).

/**
 * Focuses every control of the page from the last to the first, as Shift+Tab does, and names the
 * ones that end up entirely under the header (the browser scrolls each into view at the top edge).
 */
function controlsHiddenWhenFocused(page: Page): Promise<{ checked: number; hidden: string[] }> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'main a[href], main button:not([disabled]), main input:not([disabled]), main [tabindex="0"]',
      ),
    ].filter((control) => control.getClientRects().length > 0);
    window.scrollTo(0, document.documentElement.scrollHeight);
    const hidden: string[] = [];
    for (const control of controls.reverse()) {
      control.focus();
      const box = control.getBoundingClientRect();
      const bar = header.getBoundingClientRect();
      if (box.top >= bar.top && box.bottom <= bar.bottom)
        hidden.push(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '');
    }
    return { checked: controls.length, hidden };
  });
}

for (const path of ['/booking/?site=1', '/en/booking-service/?id=701']) {
  test(`${path}: moving focus back up the page never hides it under the header @mobile`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('main').getByRole('button').first()).toBeVisible();
    const { checked, hidden } = await controlsHiddenWhenFocused(page);
    expect(checked).toBeGreaterThan(8);
    expect(hidden, 'controls hidden under the header when focused').toEqual([]);
  });
}

test('the login takes a pasted password and names its fields for password managers', async ({
  page,
}) => {
  await page.goto('/logga-in/');
  const form = page.getByRole('main');
  const email = form.getByLabel('E-postadress');
  const password = form.getByLabel(/^Lösenord/);
  await expect(email).toHaveAttribute('autocomplete', 'username');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  // A paste is not refused: the pasted text arrives in the field.
  await password.focus();
  const refused = await password.evaluate((field) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'Simma2026!');
    const event = new ClipboardEvent('paste', {
      clipboardData: data,
      bubbles: true,
      cancelable: true,
    });
    field.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(refused).toBe(false);
  await page.keyboard.insertText('Simma2026!');
  await expect(password).toHaveValue('Simma2026!');
});

test('no task needs dragging: no draggable element or slider on the booking and buying pages', async ({
  page,
}) => {
  for (const path of ['/booking/?site=1', '/booking-service/?id=701', '/kassa/?orderid=612345']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const draggable = await page.evaluate(
      () =>
        document.querySelectorAll('[draggable="true"], [role="slider"], .MuiSlider-root').length,
    );
    expect(draggable, path).toBe(0);
  }
});
