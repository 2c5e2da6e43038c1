// The accessibility statement (issue 24): DIGG's template in both languages, the facility's
// contact from the content site, and a facility's own statement replacing ours. Its axe check
// with colour contrast, on a phone, is in tests/e2e/accessibility-statement.spec.ts.
import { screen, within } from '@testing-library/react';
import { expectAccessible, openPage, scenario } from './support/render-app';

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

const sectionHeadings = (statement: HTMLElement) =>
  within(statement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

test('the statement holds every section of the template, in Swedish', async () => {
  await openPage('/tillganglighet/');
  const statement = await screen.findByRole('article', { name: 'Tillgänglighetsredogörelse' });
  expect(sectionHeadings(statement)).toEqual(SECTIONS.sv);
  // Known problems, each named by what the visitor wants to do.
  const problems = screen.getByRole('region', { name: 'Innehåll som inte är tillgängligt' });
  const items = within(problems).getAllByRole('listitem');
  expect(items).toHaveLength(4);
  expect(items[0]).toHaveTextContent('När du läser om behandlingar, nyheter och erbjudanden');
  // How to report a problem: the facility's own contact, from the content site.
  const report = screen.getByRole('region', { name: 'Rapportera brister i tillgängligheten' });
  expect(await within(report).findByRole('link', { name: '031-123 45 67' })).toHaveAttribute(
    'href',
    'tel:0311234567',
  );
  expect(within(report).getByRole('link', { name: 'info@example.com' })).toHaveAttribute(
    'href',
    'mailto:info@example.com',
  );
  const supervision = screen.getByRole('region', { name: 'Tillsyn' });
  expect(supervision).toHaveTextContent('Post- och telestyrelsen (PTS)');
  expect(supervision).toHaveTextContent('Myndigheten för digital förvaltning (Digg)');
  expect(screen.getByRole('region', { name: 'Hur vi testat webbshopen' })).toHaveTextContent(
    'uppdaterades senast den 26 november 2026',
  );
});

test('the statement in English, at its English address', async () => {
  await openPage('/en/accessibility/');
  const statement = await screen.findByRole('article', { name: 'Accessibility statement' });
  expect(document.title).toMatch(/^Accessibility statement - /);
  expect(sectionHeadings(statement)).toEqual(SECTIONS.en);
  expect(screen.getByRole('region', { name: 'How we tested the web shop' })).toHaveTextContent(
    'last updated on 26 November 2026',
  );
  await expectAccessible();
});

test("a facility's own statement on the content site replaces ours", async () => {
  scenario('GET', '/wp/v2/pages', 'example=accessibility-statement-sv');
  await openPage('/tillganglighet/');
  const statement = await screen.findByRole('article', { name: 'Tillgänglighetsredogörelse' });
  expect(
    await within(statement).findByText(/Vi granskade den senast i oktober 2026/),
  ).toBeVisible();
  expect(sectionHeadings(statement)).toEqual(['Kontakta oss']);
});
