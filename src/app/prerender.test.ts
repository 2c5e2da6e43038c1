// The build's prerender (scripts/prerender-plugin.ts) in Node, as the build runs it: the start
// pages render with the app's own components, signed out and before any data.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from './route-modules';
import { renderRoute } from './prerender';

/** The text of the markup, without its inline styles and tags. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the prerendered pages', () => {
  it("are the start page, the class pages, login, a treatment's page, the member overview and the checkout of each language", () => {
    expect(PRERENDERED_PAGES.map((page) => page.path)).toEqual([
      '/',
      '/schema/',
      '/booking/',
      '/logga-in/',
      '/booking-service/',
      '/mina-sidor/overview/',
      '/kassa/',
      '/en/',
      '/en/schema/',
      '/en/booking/',
      '/en/login/',
      '/en/booking-service/',
      '/en/mina-sidor/overview/',
      '/en/checkout/',
    ]);
    expect(PRERENDERED_PAGES.filter((page) => page.storedOrder).map((page) => page.path)).toEqual([
      '/kassa/',
      '/en/checkout/',
    ]);
    expect(PRERENDERED_PAGES.filter((page) => page.signedIn).map((page) => page.path)).toEqual([
      '/mina-sidor/overview/',
      '/en/mina-sidor/overview/',
    ]);
  });

  it('render the member overview as the spinner, and the frame hidden with slots for any member', async () => {
    for (const [path, greeting, titles, membersOnly] of [
      ['/mina-sidor/overview/', 'Hej {{value}}!', ['Medlemskort', 'Kundkort'], 'Erbjudanden'],
      ['/en/mina-sidor/overview/', 'Hi {{value}}!', ['Membership card', 'Customer card'], 'Offers'],
    ] as const) {
      const { html } = await renderRoute(path);
      const area = /<div([^>]*data-document-paint="member-area"[^>]*)>/.exec(html)?.[1] ?? '';
      const attribute = (name: string) =>
        new RegExp(`${name}="([^"]*)"`).exec(area)?.[1]?.replace(/&quot;/g, '"');
      // The keys the document's table lists for the member's requests (document-requests.test.ts).
      expect(attribute('data-document-validate')).toBe('["/auth/validate"]');
      expect(attribute('data-document-customer')).toBe('["/customers/2147480002"]');
      expect(attribute('data-document-subscriptions')).toBe(
        '["/customers/2147480002/subscriptions"]',
      );
      expect(html).toMatch(/data-document-until-painted=""[^>]*>.*role="progressbar"/s);
      expect(html).toMatch(/data-document-painted-only="" data-document-wait="1500"/);
      expect(html).toContain(`data-document-template="${greeting}"`);
      expect(html).toContain(`data-member-card="${titles[0]}" data-customer-card="${titles[1]}"`);
      for (const field of ['card-title', 'card-name', 'card-number', 'card-type', 'initials'])
        expect(html).toContain(`data-document-text="${field}"`);
      // The members-only pages are in the side menu, marked for the paint to remove.
      expect(html).toMatch(
        new RegExp(`data-document-members-only=""[^>]*>.*?${membersOnly}</span>`, 's'),
      );
      // The memberships come with the member's data: the build shows their skeleton, never the
      // 'no membership' text a member with one would read before the app has come.
      expect(textOf(html)).not.toMatch(/inget aktivt medlemskap|no active membership/);
      expect(html).toMatch(
        /role="status" aria-label="(Laddar dina medlemskap|Loading your memberships)"/,
      );
      // No member's data: the build knows none. The number is the sentinel id, which the paint
      // replaces (the frame is hidden until then).
      expect(textOf(html)).not.toMatch(/Anna|undefined/);
      expect(html.match(/2147480002<\//g)).toEqual(['2147480002</']);
      expect(html).toMatch(/data-document-text="card-number"[^>]*>2147480002</);
      expect(html).not.toMatch(/<script|<!--\$\?-->|<div hidden/);
    }
  });

  it("render a treatment's page as its intro, marked for the document to paint for any id", async () => {
    const { html } = await renderRoute('/booking-service/');
    const intro = /<div([^>]*data-document-paint="service-intro"[^>]*)>/.exec(html)?.[1] ?? '';
    const attribute = (name: string) =>
      new RegExp(`${name}="([^"]*)"`).exec(intro)?.[1]?.replace(/&quot;/g, '"');
    // The keys the document's table lists for the product and its content, at the sentinel id.
    expect(attribute('data-document-product')).toBe('["/products/services/2147480001"]');
    expect(attribute('data-document-content')).toBe('["/mild/v1/service-by-id/2147480001"]');
    expect(attribute('data-minutes')).toBe('{{count}} min');
    expect(attribute('data-image-alt')).toBe('Bild på {{name}}');
    expect(html).toMatch(/<h1[^>]*><\/h1>/);
    expect(html).toMatch(/data-testid="service-description"><\/div>/);
    expect(html).toMatch(/<img[^>]*hidden=""/);
    expect(html).toMatch(/data-document-wait="1500"/);
    // No times, no facility: they come with the app, below the intro.
    expect(textOf(html)).not.toMatch(/Laddar|Välj anläggning/);
    expect(html).not.toMatch(/<script|<!--\$\?-->|<div hidden|role="progressbar"/);
  });

  it('render the login page with its form, and its intro as a slot the document fills', async () => {
    for (const [path, heading, label, lang] of [
      ['/logga-in/', 'Logga in', 'E-postadress', 'sv'],
      ['/en/login/', 'Log in', 'E-mail address', 'en'],
    ] as const) {
      const { html } = await renderRoute(path);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(textOf(html)).toContain(label);
      // The intro's element, empty, naming the request whose answer fills it: the document's
      // table lists the same key (src/app/document-requests.test.ts).
      const slot = /<div([^>]*data-document-html="([^"]*)"[^>]*)><\/div>/.exec(html);
      expect(slot?.[1]).toContain('data-testid="login-intro"');
      expect(slot?.[1]).toContain('data-document-field="text"');
      expect(slot?.[2]?.replace(/&quot;/g, '"')).toBe(
        `["/mild/v1/acf/texts/login_component_text",{"lang":"${lang}"}]`,
      );
      // The page waits for it as long as the app's page does; a signed-in member never sees it.
      expect(html).toMatch(/data-document-wait="1500"[^>]*data-signed-out-only=""/);
      expect(html).not.toMatch(/<script|<!--\$\?-->|<div hidden|role="progressbar"/);
    }
  });

  it('render the class booking page without the build day: no date, no day named', async () => {
    const { html, title } = await renderRoute('/booking/');
    expect(title).toBe('Boka pass - Stadsbadet');
    expect(html).toMatch(/<h1[^>]*>Boka pass<\/h1>/);
    expect(textOf(html)).toContain('Inte medlem än?');
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}|data-day=/);
    expect(html).toContain('aria-busy="true"');
  });

  it('render the Swedish start page: texts, header signed out, lists loading', async () => {
    const { language, html, title } = await renderRoute('/');
    expect(language).toBe('sv');
    expect(title).toBe('Start - Stadsbadet');
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Välkommen till badet<\/h1>/);
    expect(text).toContain('Boka simning, gruppträning och spabehandlingar');
    expect(text).toContain('Logga in');
    expect(html).toMatch(/href="\/logga-in\/\?returnTo=%2F"/);
    expect(html).toContain('aria-label="Laddar anläggningar"');
    expect(html).toMatch(/<style data-emotion="css [^"]+">\.css-/);
    // In place, painted with the document: no boundary left for a script to reveal later.
    expect(html).not.toMatch(/<script|<!--\$\?-->|<div hidden/);
  });

  it('render the English start page in English, whatever was rendered before', async () => {
    await renderRoute('/');
    const { language, html } = await renderRoute('/en/');
    expect(language).toBe('en');
    expect(html).toMatch(/<h1[^>]*>Welcome to the baths<\/h1>/);
    expect(textOf(html)).not.toContain('Välkommen');
  });

  it('render the schedule without a date: three week buttons whose labels come with the app', async () => {
    const { language, html, title } = await renderRoute('/schema/');
    expect(language).toBe('sv');
    expect(title).toBe('Schema - Stadsbadet');
    expect(html).toMatch(/<h1[^>]*>Schema<\/h1>/);
    expect(textOf(html)).toContain('Välj anläggning och vecka.');
    expect(textOf(html)).toContain('Välj en anläggning för att se schemat.');
    const weekButtons = html.match(/data-testid="week-button"/g) ?? [];
    expect(weekButtons).toHaveLength(3);
    // No date of the build's day: no week number, no month.
    expect(textOf(html)).not.toMatch(
      /Vecka \d|januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december/,
    );
    expect(html).not.toMatch(/<script|<!--\$\?-->|<div hidden/);
  });
});
