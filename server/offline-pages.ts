// The service worker's "needs a connection" pages (public/offline/, decision 036) carry the site's
// header, whose name is the facility's (BRAND_NAME): one build serves every facility, so the
// server writes the name into them as it serves them, as it does for the web manifest.
import { Router } from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeAttribute } from '../src/lib/head-tags';
import { LANGUAGES } from '../src/lib/language';

export const BRAND_PLACEHOLDER = '%BRAND_NAME%';

/** The page with the facility's name in place of its placeholder, escaped for HTML. */
export function offlinePage(html: string, brandName: string): string {
  return html.replaceAll(BRAND_PLACEHOLDER, escapeAttribute(brandName));
}

export function offlinePages(clientDir: string, brandName: string): Router {
  const router = Router();
  for (const language of LANGUAGES) {
    const file = path.join(clientDir, 'offline', `${language}.html`);
    let body: string;
    try {
      body = offlinePage(readFileSync(file, 'utf8'), brandName);
    } catch {
      continue; // a build without the pages (a test's): the static files answer, or nothing
    }
    router.get(`/offline/${language}.html`, (_request, response) => {
      response.type('html').setHeader('Cache-Control', 'public, max-age=3600').send(body);
    });
  }
  return router;
}
