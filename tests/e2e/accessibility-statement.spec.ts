import { expect, test } from './support/fixtures';

// The accessibility statement (issue 24), structured as DIGG's template asks, in both languages;
// a facility's own statement on the content site, with the same title, replaces ours.

const SECTIONS = {
  sv: [
    'Hur tillgänglig är webbshopen?',
    'Innehåll som inte är tillgängligt',
    'Vad kan du göra om du inte kan använda delar av webbshopen?',
    'Rapportera brister i tillgängligheten',
    'Tillsyn',
    'Hur vi testat webbshopen',
  ],
  en: [
    'How accessible is the web shop?',
    'Content that is not accessible',
    'What can you do if you cannot use parts of the web shop?',
    'Report accessibility problems',
    'Enforcement',
    'How we tested the web shop',
  ],
};

test('the statement holds every section of the template, in Swedish @mobile', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/tillganglighet/');
  await expect(page).toHaveTitle(/^Tillgänglighetsredogörelse - /);
  const statement = page.getByRole('article', { name: 'Tillgänglighetsredogörelse' });
  await expect(statement.getByRole('heading', { level: 2 })).toHaveText(SECTIONS.sv);
  // Known problems, each named by what the visitor wants to do.
  const problems = page.getByRole('region', { name: 'Innehåll som inte är tillgängligt' });
  await expect(problems.getByRole('listitem')).toHaveCount(4);
  await expect(problems.getByRole('listitem').first()).toContainText(
    'När du läser om behandlingar, nyheter och erbjudanden',
  );
  // How to report a problem: the facility's own contact, from the content site.
  const report = page.getByRole('region', { name: 'Rapportera brister i tillgängligheten' });
  await expect(report.getByRole('link', { name: '031-123 45 67' })).toHaveAttribute(
    'href',
    'tel:0311234567',
  );
  await expect(report.getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
    'href',
    'mailto:info@example.com',
  );
  const supervision = page.getByRole('region', { name: 'Tillsyn' });
  await expect(supervision).toContainText('Post- och telestyrelsen (PTS)');
  await expect(supervision).toContainText('Myndigheten för digital förvaltning (Digg)');
  await expect(page.getByRole('region', { name: 'Hur vi testat webbshopen' })).toContainText(
    'uppdaterades senast den 26 november 2026',
  );
  await expectAccessible();
});

test('the statement in English, at its English address', async ({ page, expectAccessible }) => {
  await page.goto('/en/accessibility/');
  await expect(page).toHaveTitle(/^Accessibility statement - /);
  const statement = page.getByRole('article', { name: 'Accessibility statement' });
  await expect(statement.getByRole('heading', { level: 2 })).toHaveText(SECTIONS.en);
  await expect(page.getByRole('region', { name: 'How we tested the web shop' })).toContainText(
    'last updated on 26 November 2026',
  );
  await expectAccessible();
});

test("a facility's own statement on the content site replaces ours", async ({ page, scenario }) => {
  await scenario('GET', '/wp/v2/pages', 'example=accessibility-statement-sv');
  await page.goto('/tillganglighet/');
  const statement = page.getByRole('article', { name: 'Tillgänglighetsredogörelse' });
  await expect(statement).toContainText('Vi granskade den senast i oktober 2026');
  await expect(statement.getByRole('heading', { level: 2 })).toHaveText(['Kontakta oss']);
});
