import { expect, test } from './support/fixtures';

// The accessibility statement (issue 24) on a phone, with its axe check in Chromium (colour
// contrast). Its sections in both languages, and a facility's own statement replacing ours, are
// page tests (tests/pages/accessibility-statement.test.tsx).

const SECTIONS = [
  'Hur tillgänglig är webbshopen?',
  'Innehåll som inte är tillgängligt',
  'Vad kan du göra om du inte kan använda delar av webbshopen?',
  'Rapportera brister i tillgängligheten',
  'Tillsyn',
  'Hur vi testat webbshopen',
];

test('the statement on a phone, with its title and every section @phone', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/tillganglighet/');
  await expect(page).toHaveTitle(/^Tillgänglighetsredogörelse - /);
  const statement = page.getByRole('article', { name: 'Tillgänglighetsredogörelse' });
  await expect(statement.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  await expectAccessible();
});
