// A request that changes something (POST, PUT, PATCH, DELETE) through the gateway or to a page's
// action must come from this site's own pages: a browser names the page's origin in `Origin` (and
// says `Sec-Fetch-Site`), so a form or script on another site is refused before it reaches BRP
// with the member's cookie. The origin is compared whole, scheme and host: a page on
// http://host is another origin than https://host, and may be anyone's on the network path.
import type { Express, NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What says this site's origin: its public address, or its scheme with the request's Host. */
export interface SiteOrigin {
  https: boolean;
  publicUrl: string | null;
}

/**
 * The app setting that holds the SiteOrigin: a mounted app inherits its parent's settings, so the
 * guard reads it wherever it runs (server/main.ts sets it on the outermost app).
 */
const SITE_ORIGIN_SETTING = 'site origin';

export function setSiteOrigin(app: Express, site: SiteOrigin): void {
  app.set(SITE_ORIGIN_SETTING, site);
}

/**
 * The origin this request's page must have. Without a SiteOrigin (the page tests' bare gateway),
 * the scheme the request came with, as Express reads it (`trust proxy`).
 */
export function expectedOrigin(request: Request): string | null {
  const site = request.app?.get(SITE_ORIGIN_SETTING) as SiteOrigin | undefined;
  if (site?.publicUrl) return new URL(site.publicUrl).origin;
  const scheme = site ? (site.https ? 'https' : 'http') : request.protocol;
  const host = request.headers.host;
  if (!host || !URL.canParse(`${scheme}://${host}`)) return null;
  return new URL(`${scheme}://${host}`).origin;
}

/** Whether the browser says the request comes from `origin`'s own pages (or is no browser's). */
export function isSameSiteRequest(headers: Request['headers'], origin: string | null): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const sent = headers.origin;
  if (sent === undefined) return true;
  if (sent === 'null' || origin === null || !URL.canParse(sent)) return false;
  return new URL(sent).origin === origin;
}

export function refuseCrossOrigin(request: Request, response: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(request.method)) return next();
  if (isSameSiteRequest(request.headers, expectedOrigin(request))) return next();
  response
    .status(403)
    .json({ errorCode: 'CROSS_ORIGIN_REQUEST_REFUSED', message: 'Cross-origin request refused' });
}
