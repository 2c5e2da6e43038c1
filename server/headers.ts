// The security headers of every response (helmet), with a fresh CSP nonce per response: the
// document's scripts and emotion's styles carry it; nothing inline runs without it.
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { isPersonalPath } from '../src/lib/paths';

/** helmet has no Permissions-Policy: the browser features the shop never uses, switched off. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), payment=()';

export function nonce(_request: Request, response: Response, next: NextFunction): void {
  response.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

const withNonce = (_request: unknown, response: unknown) =>
  `'nonce-${(response as Response).locals.cspNonce as string}'`;

export function securityHeaders({ https }: { https: boolean }) {
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [withNonce, "'strict-dynamic'"],
        // Emotion's <style> elements carry the nonce. MUI sets a few style attributes
        // (a progress bar's width, an image's size): attributes cannot carry a nonce.
        'style-src-elem': ["'self'", withNonce],
        'style-src-attr': ["'unsafe-inline'"],
        // Pictures of treatments and pages come from the content site and BRP, on their hosts.
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        // The member card's service worker (/sw.js, decision 036): with 'strict-dynamic' in
        // script-src, a worker needs its own allowance.
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Only where the site is https: a browser ignores it over http, but it would pin a plain
    // local run to https for a year.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  return (request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    policy(request, response, next);
  };
}

/** Member pages, the checkout and a signed-in visitor's pages are never kept by a cache. */
export function htmlCacheControl(pathname: string, signedIn: boolean): string {
  return signedIn || isPersonalPath(pathname) ? 'private, no-store' : 'no-cache';
}
