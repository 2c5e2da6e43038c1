// A request that changes something (POST, PUT, PATCH, DELETE) through the gateway or to a page's
// action must come from this site's own pages: a browser names the page's origin in `Origin` (and
// says `Sec-Fetch-Site`), so a form or script on another site is refused before it reaches BRP
// with the member's cookie.
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameSiteRequest(headers: Request['headers']): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (origin === 'null') return false;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

export function refuseCrossOrigin(request: Request, response: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(request.method) || isSameSiteRequest(request.headers)) return next();
  response
    .status(403)
    .json({ errorCode: 'CROSS_ORIGIN_REQUEST_REFUSED', message: 'Cross-origin request refused' });
}
