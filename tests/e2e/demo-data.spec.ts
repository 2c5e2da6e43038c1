// The demo tells the truth (issue 22, §4): what `npm start` shows is what a facility would see.
// Each treatment opens its own product, and the content site's default notices concern
// treatments of the catalogue, so they show where a customer books them.
import { expect, test } from './support/fixtures';

test('each treatment of the start page opens its own product', async ({ page }) => {
  await page.goto('/');
  const treatments = page.getByRole('region', { name: 'Behandlingar' });
  for (const name of ['Massage 25 min', 'Ansiktsbehandling Classic', 'Basturitual']) {
    const href = await treatments
      .getByRole('link', { name: `Välj tid för ${name}` })
      .getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.goto('/');
  }
});

test("a default notice of the content site shows on its treatment's page", async ({ page }) => {
  await page.goto('/booking-service/?id=704&site=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basturitual');
  await expect(page.getByText('Bastun på Haga renoveras.', { exact: false })).toBeVisible();
});
