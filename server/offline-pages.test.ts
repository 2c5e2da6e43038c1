import { readFileSync } from 'node:fs';
import { BRAND_PLACEHOLDER, offlinePage } from './offline-pages';

describe('offlinePage', () => {
  it("writes the facility's name, escaped, into the header of both pages", () => {
    for (const language of ['sv', 'en']) {
      const html = readFileSync(`public/offline/${language}.html`, 'utf8');
      expect(html).toContain(BRAND_PLACEHOLDER);
      const page = offlinePage(html, 'Bad & <Gym>');
      expect(page).not.toContain(BRAND_PLACEHOLDER);
      expect(page).toMatch(
        /<header>\s*<a href="\/(en\/)?">Bad &amp; &lt;Gym&gt;<\/a>\s*<\/header>/,
      );
    }
  });
});
