import { expect, test, type Page } from './support/fixtures';

// The WCAG 2.2 criteria axe cannot judge, checked as a person would (issue 24): focus never
// hidden behind the sticky header (2.4.11). A login a password manager and a paste can fill
// (3.3.8) and no task needing a drag (2.5.7) are page tests (tests/pages/login.test.tsx,
// faults-public-screens.test.tsx, no-dragging.test.tsx).

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
