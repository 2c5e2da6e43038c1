// BRP's names on English pages (issue 41, decision 059): the app asks BRP for the page's language
// (Accept-Language), and BRP answers with the tenant's translation where it has one. The mock has
// English examples for the consent types and the facial; the rest keeps BRP's Swedish names.
import { expect, test } from './support/fixtures';

const FACIAL = 703;

// The switch keeps the page mounted (the same route module in both trees): its queries must move to
// the English client, or the heading keeps BRP's Swedish name (src/root.tsx keys the provider).
test("a treatment's name is BRP's English on the English page, Swedish on the Swedish, and after the switch", async ({
  page,
}) => {
  await page.goto(`/booking-service/?id=${FACIAL}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ansiktsbehandling Classic');
  // The switch, once the page has settled: the names of the Swedish page are not kept.
  await page.getByRole('banner').getByRole('link', { name: 'In English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/booking-service/\\?id=${FACIAL}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facial Classic');
  await page.goto(`/en/booking-service/?id=${FACIAL}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facial Classic');
});

test('the consents in the profile are in the page’s language', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/en/mina-sidor/profile/');
  await expect(page.getByRole('checkbox', { name: 'News and offers by e-mail' })).toBeVisible();
  await expect(page.getByText('Nyheter och erbjudanden via e-post')).toHaveCount(0);
  await page.goto('/mina-sidor/profile/');
  await expect(
    page.getByRole('checkbox', { name: 'Nyheter och erbjudanden via e-post' }),
  ).toBeVisible();
});
