// What server/main.ts refuses before anything else reads a request: a method the shop never
// serves (TRACE, CONNECT, WebDAV's…), which React Router's Fetch Request cannot even hold, and a
// Host that no URL can be built from (the pages' request URL and their absolute links are).
import type { NextFunction, Request, Response } from 'express';
import { sendError } from './error-handler';

export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export function refuseUnknownMethods(request: Request, response: Response, next: NextFunction) {
  if (SERVED_METHODS.includes(request.method)) return next();
  response.set('Allow', SERVED_METHODS.join(', '));
  sendError(request, response, 405);
}

/** A host name or an address, with an optional port: what a browser sends. */
const HOST = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The Host (X-Forwarded-Host from a trusted proxy: what `request.hostname` reads) must be one a
 * URL can be built from; none at all (HTTP/1.0) is refused too.
 */
export function isUsableHost(request: Request): boolean {
  const host = request.headers.host;
  const hostname = request.hostname;
  if (!host || !hostname || !HOST.test(host)) return false;
  return (
    HOST.test(hostname) && URL.canParse(`http://${hostname}/`) && URL.canParse(`http://${host}/`)
  );
}

export function refuseBadHost(request: Request, response: Response, next: NextFunction) {
  if (isUsableHost(request)) return next();
  sendError(request, response, 400);
}
