// The route a request matched, as a pattern for the access log and the metrics: a page's React
// Router pattern, a gateway call's contract path, an Express route's path, or a few fixed names.
// Never the URL itself: it may hold a customer's or an order's id, and a label must stay few.
import type { Request, Response } from 'express';
import { BOOKING_API_PATH, CONTENT_API_PATH } from '../src/lib/env';
import type { RouteRecord } from '../src/lib/server-context';
import { contractLocals } from './gateway-contract';
import { UNMATCHED_ROUTE } from './metrics';

export interface RouteLocals {
  /** Written by React Router's instrumentation (src/lib/server-instrumentation.server.ts). */
  routeRecord?: RouteRecord;
  /** Set where a handler knows its own name (a static file). */
  route?: string;
}

export const routeLocals = (response: Response) => response.locals as RouteLocals;

export function routeOf(request: Request, response: Response): string {
  const locals = routeLocals(response);
  if (locals.routeRecord?.pattern) return locals.routeRecord.pattern;
  if (locals.route) return locals.route;
  const operation = contractLocals(response).operation;
  if (operation) {
    const root = request.originalUrl.startsWith(CONTENT_API_PATH)
      ? CONTENT_API_PATH
      : BOOKING_API_PATH;
    return `${root}${operation.path}`;
  }
  const expressRoute = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof expressRoute === 'string') return expressRoute;
  return UNMATCHED_ROUTE;
}
