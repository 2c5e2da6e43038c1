import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

// What a page says about itself before any script runs (issue 24, "Meta for each language"): a
// title and description in its own language, the same page in the other language (hreflang),
// Open Graph for a shared link, and the favicon set and web app manifest of an installable site
// (the manifest added once the page is the browser's; that Chromium finds it installable:
// start-page.spec.ts).

interface Head {
  lang: string;
  title: string;
  meta: Record<string, string[]>;
  links: { rel: string; hreflang?: string; href: string }[];
}

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string[]> = {};
  for (const [, key, value] of head.matchAll(
    /<meta (?:name|property)="([^"]+)" content="([^"]*)"/g,
  ))
    (meta[key!] ??= []).push(value!);
  const links = [...head.matchAll(/<link ([^>]+)>/g)].map(([, attributes]) => {
    const read = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes!)?.[1];
    return { rel: read('rel') ?? '', hreflang: read('hreflang'), href: read('href') ?? '' };
  });
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? '',
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '',
    meta,
    links,
  };
}

const alternates = (head: Head) =>
  Object.fromEntries(
    head.links
      .filter((link) => link.rel === 'alternate' && link.hreflang)
      .map((link) => [link.hreflang, new URL(link.href).pathname + new URL(link.href).search]),
  );

const PAGES = [
  { sv: '/', en: '/en/', title: { sv: 'Start', en: 'Home' } },
  { sv: '/booking/', en: '/en/booking/', title: { sv: 'Boka pass', en: 'Book a class' } },
  { sv: '/logga-in/', en: '/en/login/', title: { sv: 'Logga in', en: 'Log in' } },
  {
    sv: '/booking-service/?id=701',
    en: '/en/booking-service/?id=701',
    title: { sv: 'Massage 50 min', en: 'Massage 50 min' },
  },
];

const DESCRIPTION = {
  sv: /^Boka pass och behandlingar, köp värdekort och medlemskap hos Stadsbadet/,
  en: /^Book classes and treatments, buy value cards and memberships at Stadsbadet/,
};

for (const page of PAGES) {
  for (const language of ['sv', 'en'] as const) {
    test(`${page[language]} names itself in ${language} and its twin in the other language`, async ({
      request,
    }) => {
      const head = await headOf(request, page[language]);
      expect(head.lang).toBe(language);
      expect(head.title).toBe(`${page.title[language]} - Stadsbadet`);
      expect(head.meta['og:title']).toEqual([head.title]);
      expect(head.meta['og:locale']).toEqual([language === 'sv' ? 'sv_SE' : 'en_GB']);
      expect(head.meta['description']).toHaveLength(1);
      if (!page.sv.startsWith('/booking-service/'))
        expect(head.meta['description']![0]).toMatch(DESCRIPTION[language]);
      expect(alternates(head)).toEqual({ sv: page.sv, en: page.en, 'x-default': page.sv });
      const canonical = head.links.find((link) => link.rel === 'canonical')?.href ?? '';
      expect(new URL(canonical).pathname + new URL(canonical).search).toBe(page[language]);
      expect(head.meta['robots']).toBeUndefined();
      // The twin names this page back: the pair is whole.
      const twin = await headOf(request, page[language === 'sv' ? 'en' : 'sv']);
      expect(alternates(twin)).toEqual(alternates(head));
    });
  }
}

test('a shared treatment previews its name, text, image and price', async ({ request }) => {
  const head = await headOf(request, '/booking-service/?id=701&utm_source=newsletter');
  expect(head.meta['og:title']).toEqual(['Massage 50 min - Stadsbadet']);
  expect(head.meta['og:type']).toEqual(['product']);
  expect(head.meta['og:description']![0]).toMatch(/^En klassisk massage som löser upp spänningar/);
  expect(head.meta['og:image']![0]).toMatch(/^https:\/\/.+\.jpg$/);
  expect(head.meta['product:price:amount']).toEqual(['695.00']);
  expect(head.meta['product:price:currency']).toEqual(['SEK']);
  // The newsletter's tracking stays out of the address a share names.
  expect(new URL(head.meta['og:url']![0]!).search).toBe('?id=701');
});

test('the checkout and the member area are kept out of search engines', async ({
  request,
  page,
  signIn,
}) => {
  for (const path of ['/kassa/', '/en/checkout/']) {
    const head = await headOf(request, path);
    expect(head.meta['robots'], path).toEqual(['noindex']);
    expect(
      head.links.filter((link) => link.rel === 'canonical'),
      path,
    ).toEqual([]);
  }
  await signIn();
  const answer = await page.request.get('/mina-sidor/overview/');
  expect(await answer.text()).toContain('<meta name="robots" content="noindex">');
});

test('the favicon set and the manifest of each language are there', async ({ page, request }) => {
  for (const language of ['sv', 'en'] as const) {
    const path = language === 'sv' ? '/' : '/en/';
    const head = await headOf(request, path);
    // The SVG icon is in the page itself (no request after the load), the same picture as the
    // file the manifest names.
    const svgIcon = head.links.find((link) => link.rel === 'icon' && link.href.startsWith('data:'));
    expect(svgIcon?.href).toMatch(/^data:image\/svg\+xml,/);
    const file = await request.get('/favicon.svg');
    expect(decodeURIComponent(svgIcon!.href.slice('data:image/svg+xml,'.length))).toBe(
      (await file.text()).trim(),
    );
    for (const rel of ['icon', 'apple-touch-icon'])
      for (const link of head.links.filter((l) => l.rel === rel && !l.href.startsWith('data:')))
        expect((await request.get(link.href)).status(), link.href).toBe(200);
    expect(head.links.map((link) => link.rel)).toEqual(
      expect.arrayContaining(['icon', 'apple-touch-icon']),
    );
    // The manifest comes with the code, once the page is the browser's (decision 092): the
    // server's HTML has none, so Chrome's install check waits until then.
    expect(head.links.filter((link) => link.rel === 'manifest')).toEqual([]);
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const manifestLink = page.locator('head link[rel="manifest"]');
    await expect(manifestLink).toHaveAttribute('crossorigin', 'use-credentials');
    const href = await manifestLink.getAttribute('href');
    expect(href).toBe(language === 'sv' ? '/manifest.webmanifest' : '/en/manifest.webmanifest');
    const answer = await request.get(href!);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Stadsbadet',
      lang: language,
      start_url: language === 'sv' ? '/mina-sidor/overview/' : '/en/mina-sidor/overview/',
      display: 'standalone',
    });
    for (const icon of manifest.icons) {
      const iconFile = await request.get(icon.src);
      expect(iconFile.status(), icon.src).toBe(200);
      expect(iconFile.headers()['content-type'], icon.src).toContain(icon.type);
      if (icon.type === 'image/png') {
        // A PNG's width and height are at bytes 16–23 of its header.
        const bytes = await iconFile.body();
        const [width, height] = icon.sizes.split('x').map(Number);
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([width, height]);
      }
    }
  }
});
