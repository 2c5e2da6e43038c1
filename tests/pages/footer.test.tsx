// The footer's links come from the content site's options (src/lib/site-info): a link the content
// site has no address for is left out. The footer on each page, and not on paper, is in
// tests/e2e/consent-footer.spec.ts.
import { screen, within } from '@testing-library/react';
import { openPage, scenario } from './support/render-app';

test('the footer hides a link the content site has no address for', async () => {
  scenario('GET', '/mild/v1/acf/options/global/booking_rules_url', 'code=404');
  await openPage('/');
  const footer = await screen.findByRole('contentinfo');
  expect(await within(footer).findByRole('link', { name: 'Integritetspolicy' })).toBeVisible();
  expect(within(footer).queryByRole('link', { name: 'Bokningsregler' })).toBeNull();
});
