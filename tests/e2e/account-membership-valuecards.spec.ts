// Member area: memberships and value cards (spec §2, §4, §6, §8), what needs a real browser: the
// colours of each page (axe with contrast), and the expired memberships only a hand-made answer
// gives. The pages' states are page tests (tests/pages/account-membership.test.tsx,
// tests/pages/account-valuecards.test.tsx).
import { expect, test } from './support/fixtures';

interface Subscription {
  id: number;
  start: string;
  expirationDay: string;
  businessUnit: { name: string };
  subscriptionProduct: { id: number; name: string; description?: string };
}

test.describe('memberships', () => {
  test.beforeEach(async ({ signIn }) => signIn());

  // Issue 41: on a phone the dialog came with a spinner for a second, preset a period in the
  // future, and put "Skapa" 8 px from the screen's edge. The memberships' states, the menu, the
  // certificate dialog's calendar and period, what it sends and its refusals are page tests
  // (tests/pages/account-membership.test.tsx). Here, in Swedish, also the colours of the calendar's
  // chosen days, in Chromium: the same load as the phone's (docs/decisions/063).
  for (const t of [
    {
      path: '/mina-sidor/membership/',
      menu: 'Fler val för Gym & Bad 12 mån',
      item: 'Skapa betalningsintyg',
      loading: 'Laddar kalendern',
      create: 'Skapa',
      cancel: 'Avbryt',
      period: 'Vald period: onsdag 26 mars 2025 – onsdag 25 mars 2026',
    },
    {
      path: '/en/mina-sidor/membership/',
      menu: 'More options for Gym & Bad 12 mån',
      item: 'Create payment certificate',
      loading: 'Loading the calendar',
      create: 'Create',
      cancel: 'Cancel',
      period: 'Chosen period: Wednesday, March 26, 2025 – Wednesday, March 25, 2026',
    },
  ])
    test(`on a 390 px phone the dialog opens ready, on the last 12 months, its buttons off the edge (${t.path})${t.path.startsWith('/en/') ? '' : ', and passes axe with colour contrast'}`, async ({
      page,
      expectAccessible,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // Whether the calendar's spinner was ever in the page, watched from before the click.
      await page.addInitScript((label) => {
        const seen = window as unknown as { spinnerSeen: boolean };
        seen.spinnerSeen = false;
        new MutationObserver(() => {
          if (document.querySelector(`[aria-label="${label}"]`)) seen.spinnerSeen = true;
        }).observe(document, { childList: true, subtree: true });
      }, t.loading);
      await page.goto(t.path);
      await page.getByRole('button', { name: t.menu }).click();
      await page.getByRole('menuitem', { name: t.item }).click();
      const dialog = page.getByRole('dialog', { name: t.item });
      await expect(dialog.getByRole('grid')).toHaveCount(2);
      expect(
        await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen),
      ).toBe(false);
      // The test clock's today is Wednesday 25 March 2026: a year back to it, nothing ahead.
      await expect(dialog.getByTestId('certificate-period')).toHaveText(t.period);
      for (const name of [t.create, t.cancel]) {
        const box = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(16);
        expect(390 - (box.x + box.width)).toBeGreaterThanOrEqual(16);
      }
      if (t.path.startsWith('/en/')) return;
      // The preset last 12 months up to 25 March 2026: all February and March up to the 25th.
      await expect(dialog.locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(28 + 25);
      await expectAccessible();
    });

  test('an expired membership is listed neither on the overview nor on the memberships page', async ({
    page,
    leaveToBrowser,
    expectAccessible,
  }) => {
    // The booking system also sends ended subscriptions; one that expired long before any clock.
    leaveToBrowser('GET', '/customers/*/subscriptions');
    await page.route('**/brponline/api/ver3/customers/*/subscriptions*', async (route) => {
      const response = await route.fetch();
      const current = (await response.json()) as Subscription[];
      const expired = {
        ...current[0]!,
        id: 29001,
        start: '2019-01-01',
        expirationDay: '2020-12-31',
        subscriptionProduct: { ...current[0]!.subscriptionProduct, name: 'Gym Bas 3 mån' },
      };
      await route.fulfill({ response, json: [...current, expired] });
    });
    await page.goto('/mina-sidor/overview/');
    const summary = page.getByRole('region', { name: 'Medlemskap', exact: true });
    await expect(summary.getByText('Gym & Bad 12 mån')).toBeVisible();
    await expect(summary.getByText('Gym Bas 3 mån')).toHaveCount(0);

    await summary.getByRole('link', { name: 'Alla medlemskap' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Medlemskap' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Gym & Bad 12 mån' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Simkort 6 mån' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Gym Bas 3 mån' })).toHaveCount(0);
    await expect(page.getByText('2020-12-31')).toHaveCount(0);
    await expectAccessible();
  });

  test('with only expired memberships, says there is no active one', async ({
    page,
    leaveToBrowser,
  }) => {
    leaveToBrowser('GET', '/customers/*/subscriptions');
    await page.route('**/brponline/api/ver3/customers/*/subscriptions*', async (route) => {
      const response = await route.fetch();
      const current = (await response.json()) as Subscription[];
      await route.fulfill({
        response,
        json: current.map((subscription) => ({ ...subscription, expirationDay: '2020-12-31' })),
      });
    });
    await page.goto('/mina-sidor/membership/');
    await expect(page.getByText('Du har inget aktivt medlemskap.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});

test.describe('value cards', () => {
  test.beforeEach(async ({ signIn }) => signIn());

  // The cards' states (groups, balances, read more, loading, empty, failed, BRP's document shape)
  // are page tests (tests/pages/account-valuecards.test.tsx); here the colours, in Chromium.
  test('passes axe with colour contrast, both groups shown', async ({ page, expectAccessible }) => {
    await page.goto('/mina-sidor/valuecards/');
    await expect(
      page.getByRole('region', { name: 'Aktiva värdekort', exact: true }).getByRole('article'),
    ).not.toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Inaktiva värdekort', exact: true }).getByRole('article'),
    ).not.toHaveCount(0);
    await expectAccessible();
  });
});
