// The web app manifest, one per language (/manifest.webmanifest, /en/manifest.webmanifest): the
// facility's name comes from the configuration, so one build serves every facility. Installed,
// the app opens on the member's overview (issue 23: the member's pocket).
import { Router } from 'express';
import { LANGUAGES, type Language } from '../src/lib/language';
import { manifestPath, memberPagePath } from '../src/lib/paths';

const DESCRIPTION: Record<Language, string> = {
  sv: 'Boka pass och behandlingar och se ditt medlemskort.',
  en: 'Book classes and treatments and show your member card.',
};

export function webManifest(language: Language, brandName: string) {
  return {
    id: '/',
    name: brandName,
    short_name: brandName.length <= 12 ? brandName : brandName.slice(0, 12).trim(),
    description: DESCRIPTION[language],
    lang: language,
    dir: 'ltr',
    start_url: memberPagePath('overview', language),
    scope: '/',
    display: 'standalone',
    theme_color: '#005f73',
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

export function webManifests(brandName: string): Router {
  const router = Router();
  for (const language of LANGUAGES) {
    const body = JSON.stringify(webManifest(language, brandName));
    router.get(manifestPath(language), (_request, response) => {
      response
        .type('application/manifest+json')
        .setHeader('Cache-Control', 'public, max-age=3600')
        .send(body);
    });
  }
  return router;
}
