// Issue 41: the date fields of the class booking and the treatment booking showed US dates
// (03/25/2026) on Swedish pages: a native date input writes the browser's locale, not the page's.
// They follow the page language now, whatever the browser's: a Swedish page in a US browser
// writes 2026-03-25, an English page in a Swedish browser 03/25/2026. The field takes a date
// typed in that form, and the range under it follows; a day it does not take is a field error.
import { expect, test } from './support/fixtures';

const PAGES = [
  {
    browser: 'en-US',
    pages: [
      { path: '/booking/?site=1', label: 'Från och med', range: 'Visar 26 mars – 8 april' },
      {
        path: '/booking-service/?id=701&site=1',
        label: 'Från datum',
        range: 'Visar 26 mars–1 april',
      },
    ],
    today: '2026-03-25',
    tomorrow: '2026-03-26',
    typed: ['2026', '03', '26'],
    yesterday: ['2026', '03', '24'],
    outOfRange: /^Välj en dag från 2026-03-25 till \d{4}-\d{2}-\d{2}\.$/,
  },
  {
    browser: 'sv-SE',
    pages: [
      { path: '/en/booking/?site=1', label: 'From', range: 'Showing March 26 – April 8' },
      {
        path: '/en/booking-service/?id=701&site=1',
        label: 'From date',
        range: 'Showing March 26–April 1',
      },
    ],
    today: '03/25/2026',
    tomorrow: '03/26/2026',
    typed: ['03', '26', '2026'],
    yesterday: ['03', '24', '2026'],
    outOfRange: /^Choose a day from 03\/25\/2026 to \d{2}\/\d{2}\/\d{4}\.$/,
  },
] as const;

// The class booking's and the treatment's field share a test per browser language: one test's
// start-up for two loads (docs/decisions/063).
for (const { browser, pages, today, tomorrow, typed, yesterday, outOfRange } of PAGES)
  test.describe(`in a browser set to ${browser}`, () => {
    test.use({ locale: browser });
    test(`the date fields write the page's dates (${pages.map(({ path }) => path).join(', ')})`, async ({
      page,
    }) => {
      for (const { path, label, range } of pages) {
        await page.goto(path);
        // The field's sections (year, month, day) as they read, without the marks that keep
        // their direction: there once the picker has taken over the server's read-only field.
        const field = page.getByRole('group', { name: label });
        const shown = () =>
          field
            .locator('.MuiPickersInputBase-sectionsContainer')
            .evaluate((e) => e.textContent!.replace(/[\u2066-\u2069\u200e\u200f]/g, ''));
        // What the page has selected: every section once the field has taken Ctrl+A. Keys typed
        // before the field has taken the click and the Ctrl+A (on a busy machine, a moment
        // later) would go to the section the field then has, not replace the whole day.
        const selected = () =>
          page.evaluate(() =>
            (getSelection()?.toString() ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, ''),
          );
        // A day typed as a person types it: a section's digits, which the section then shows,
        // then the next section's. (Eight keys at once on two busy cores once left only the last
        // section filled.)
        const typeDay = async (sections: readonly string[]) => {
          for (const [index, digits] of sections.entries()) {
            await page.keyboard.type(digits);
            await expect
              .poll(
                () =>
                  field
                    .getByRole('spinbutton')
                    .nth(index)
                    .evaluate((e) => e.textContent!.replace(/[\u2066-\u2069\u200e\u200f]/g, '')),
                { message: path },
              )
              .toBe(digits);
          }
        };
        await expect.poll(shown, { message: path }).toBe(today);
        const firstSection = field.getByRole('spinbutton').first();
        await firstSection.click();
        await expect(firstSection).toBeFocused();
        await page.keyboard.press('ControlOrMeta+a');
        await expect.poll(selected, { message: path }).toBe(today);
        await typeDay(typed);
        await expect.poll(shown, { message: path }).toBe(tomorrow);
        await expect(page.getByText(range)).toBeVisible();
        // A day before today stays in the field, which says which days it takes; the list keeps
        // the last day it took.
        await page.keyboard.press('ControlOrMeta+a');
        await expect.poll(selected, { message: path }).toBe(tomorrow);
        await typeDay(yesterday);
        await expect(page.getByText(outOfRange)).toBeVisible();
        await expect(page.getByText(range)).toBeHidden();
      }
    });
  });
