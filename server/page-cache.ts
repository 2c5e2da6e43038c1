// A short cache of the pages that are the same for every visitor: a public page (not a member
// page, not the checkout) for a visitor without a session, kept for a few seconds
// (PAGE_CACHE_SECONDS) and keyed by its address, the cart the visitor's cookies name (the
// badge, a treatment's facility) and the visitor's answer about analytics (whether the consent
// banner shows). The address counts only the query parameters the page reads
// (server/page-query.ts): `/?bust=1` … `/?bust=100` are one page, not a hundred renders. Rendering a page costs the server far more than sending one, and
// a busy start page is asked for by many visitors at once: one of them renders, the others wait
// for that page (docs/decisions/027-a-short-page-cache.md).
//
// A page carries its response's CSP nonce; a kept page is sent with the new response's nonce in
// its place. No library keeps rendered pages with a per-response nonce, so this is ours; the
// entries themselves live in lru-cache (bounded in number and age).
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { storedCartFromCookies } from '../src/lib/cart/stored-cart';
import { consentFromCookies } from '../src/lib/consent/analytics-consent';
import { isPersonalPath } from '../src/lib/paths';
import { deflateParts, gzipJoined, type GzipPieces } from './gzip-pieces';
import { pageQuery } from './page-query';
import type { SessionLocals } from './request-session';

interface Page {
  /** The page's bytes between the places its nonce stood (sent joined by each response's own). */
  parts: Buffer[];
  contentType: string;
  /** The parts compressed once, made when a browser first takes the page gzipped. */
  gzip?: GzipPieces;
}

export interface PageCacheOptions {
  seconds: number;
  /** Request headers that change what the page shows (passed on upstream): never cached. */
  varyingHeaders?: readonly string[];
  /** Most pages kept at once (each value of a parameter a page reads is a page of its own). */
  maxPages?: number;
  /** The clock the pages' age is read on, in milliseconds (the tests' own). */
  now?: () => number;
}

export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/**
 * The page's own address: its path and the query parameters it reads, or its whole address when
 * server/page-query.ts does not know the page. The request is rendered at that address too, so a
 * kept page never carries one visitor's other parameters (a campaign's, a tracking id) to another.
 */
function pageAddress(request: Request): string {
  const address = request.originalUrl;
  const cut = address.indexOf('?');
  const path = cut < 0 ? address : address.slice(0, cut);
  const search = cut < 0 ? '' : address.slice(cut);
  const query = pageQuery(path, search);
  if (query === null || query === search) return address;
  request.url = request.originalUrl = `${path}${query}`;
  return request.originalUrl;
}

function cacheKey(request: Request, address: string): string {
  const cart = storedCartFromCookies(request.headers.cookie);
  // The host too: a page names its own absolute address in <head> (src/lib/head-tags.ts).
  // The visitor's consent: one visitor's answer must never reach another (the banner is in the
  // page or not).
  const consent = consentFromCookies(request.headers.cookie) ?? '';
  return `${request.get('host') ?? ''}${address} ${cart.orderId ?? ''}/${cart.site ?? ''}/${cart.count} ${consent}`;
}

function cacheable(request: Request, response: Response, varying: readonly string[]): boolean {
  if (request.method !== 'GET') return false;
  if ((response.locals as SessionLocals).session) return false;
  if (isPersonalPath(request.path)) return false;
  return !varying.some((name) => request.get(name) !== undefined);
}

/** The bytes of `whole` between the occurrences of `separator`. */
function splitBytes(whole: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = whole.indexOf(separator); at >= 0; at = whole.indexOf(separator, from)) {
    parts.push(whole.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(whole.subarray(from));
  return parts;
}

function send(request: Request, response: Response, page: Page, hit: 'hit' | 'shared'): void {
  const nonce = Buffer.from(response.locals.cspNonce as string);
  response.setHeader(PAGE_CACHE_HEADER, hit);
  response.vary('Accept-Encoding');
  response.status(200).type(page.contentType);
  // Compressing the page again for every response cost more than rendering it once: a kept page
  // goes gzipped from parts compressed once (server/gzip-pieces.ts), brotli or not offered;
  // the compression middleware leaves an answer that has its encoding alone.
  if (request.acceptsEncodings('gzip', 'identity') === 'gzip') {
    page.gzip ??= deflateParts(page.parts);
    response.setHeader('Content-Encoding', 'gzip');
    response.end(gzipJoined(page.gzip, nonce));
    return;
  }
  const bytes = page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]));
  // Bytes kept as bytes: no string to search and encode again for every copy. Not res.send: its
  // ETag would hash every copy, and no two copies match (their nonces differ).
  response.end(Buffer.concat(bytes));
}

/** Keeps what `response` sends, if it is a whole HTML page; resolves with it or null. */
function record(response: Response): Promise<Page | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string')
        chunks.push(
          Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
        );
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && typeof chunk !== 'function') keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response['end'];
    response.on('finish', () => {
      const contentType = String(response.getHeader('Content-Type') ?? '');
      const whole =
        response.statusCode === 200 &&
        contentType.startsWith('text/html') &&
        response.getHeader('Set-Cookie') === undefined;
      resolve(
        whole
          ? {
              parts: splitBytes(
                Buffer.concat(chunks),
                Buffer.from(response.locals.cspNonce as string),
              ),
              contentType,
            }
          : null,
      );
    });
    response.on('close', () => resolve(null));
  });
}

export function pageCache({
  seconds,
  varyingHeaders = [],
  maxPages = 500,
  now = () => performance.now(),
}: PageCacheOptions) {
  const pages = new LRUCache<string, Page>({
    max: maxPages,
    ttl: Math.max(seconds, 1) * 1000,
    // Read the clock at every look-up: by default lru-cache reuses a reading for 1 ms, kept on a
    // timer, and a page asked for again within it could be served past its time.
    ttlResolution: 0,
    perf: { now },
  });
  const rendering = new Map<string, Promise<Page | null>>();
  return async (request: Request, response: Response, next: NextFunction) => {
    if (seconds <= 0 || !cacheable(request, response, varyingHeaders)) return next();
    const key = cacheKey(request, pageAddress(request));
    const kept = pages.get(key);
    if (kept) return send(request, response, kept, 'hit');
    const inFlight = rendering.get(key);
    if (inFlight) {
      const page = await inFlight;
      if (page) return send(request, response, page, 'shared');
      return next();
    }
    const recorded = record(response);
    rendering.set(key, recorded);
    void recorded.then((page) => {
      rendering.delete(key);
      if (page) pages.set(key, page);
    });
    response.setHeader(PAGE_CACHE_HEADER, 'miss');
    next();
  };
}
