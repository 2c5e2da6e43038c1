// POST /__errors: where the browser's error reports arrive (src/lib/errors/browser-reporting.ts),
// to go on like the server's own (server/error-reporting.ts). Only this site's pages may send,
// only small, well-formed reports are read, every text in them is scrubbed, and only so many a
// minute: so many from each client address, and so many from all of them together. The endpoint
// is public and must not become a way to flood the log or the reporting service, nor let one
// client use up the quota everyone else's reports need.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo } from 'express-rate-limit';
import * as zod from 'zod';
import { reportError, scrubText } from '../src/lib/errors/report-error';
import { refuseCrossOrigin } from './origin-check';

export const BROWSER_REPORTS_PATH = '/__errors';

const text = (max: number) => zod.string().max(max);

const browserReport = zod.object({
  source: zod.enum(['render', 'uncaught', 'unhandled-rejection']),
  name: text(100),
  message: text(1_000),
  stack: text(4_000).optional(),
  /** The page's path, without its query string. */
  path: text(300).regex(/^\/[^?#]*$/),
});

type BrowserReport = zod.infer<typeof browserReport>;

export interface BrowserReportsOptions {
  /** Reports taken per minute from one client address (request.ip: see TRUST_PROXY). */
  perClientPerMinute?: number;
  /** Reports taken per minute, all clients together; the rest are counted and dropped. */
  perMinute?: number;
}

const MINUTE_MS = 60_000;
const TOO_MANY = { errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests' };
/** Where the shared ceiling's count of this request goes (the client's is `rateLimit`). */
const SHARED_COUNT = 'sharedRateLimit';

/** The report in the body, or null: sendBeacon sends its string as text/plain. */
function readReport(request: Request): BrowserReport | null {
  let body: unknown;
  try {
    body = JSON.parse(typeof request.body === 'string' ? request.body : '');
  } catch {
    return null;
  }
  const parsed = browserReport.safeParse(body);
  return parsed.success ? parsed.data : null;
}

export function browserReports({
  perClientPerMinute = 10,
  perMinute = 60,
}: BrowserReportsOptions = {}) {
  let dropped = 0;
  // An IPv6 client is its /56: one address each would be no limit for anyone holding a prefix.
  const perClient = rateLimit({
    windowMs: MINUTE_MS,
    limit: perClientPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'per-client',
    keyGenerator: (request) => ipKeyGenerator(request.ip ?? ''),
    message: TOO_MANY,
  });
  // The shared ceiling counts only well-formed reports, after each client's own quota.
  const shared = rateLimit({
    windowMs: MINUTE_MS,
    limit: perMinute,
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: () => 'everyone',
    requestPropertyName: SHARED_COUNT,
    handler: (_request, response) => {
      dropped += 1;
      response.status(429).json(TOO_MANY);
    },
  });

  const router = Router();
  router.post(
    BROWSER_REPORTS_PATH,
    (_request: Request, response: Response, next: NextFunction) => {
      response.set('Cache-Control', 'no-store');
      next();
    },
    refuseCrossOrigin,
    perClient,
    // sendBeacon sends a string as text/plain (a JSON type would need a CORS preflight).
    express.text({ type: ['text/plain', 'application/json'], limit: '8kb' }),
    (request: Request, response: Response, next: NextFunction) => {
      const report = readReport(request);
      if (!report) return void response.status(400).end();
      response.locals.browserReport = report;
      next();
    },
    shared,
    (request: Request, response: Response) => {
      // The first report of a new minute says how many the last one dropped.
      const count = (request as Request & { [SHARED_COUNT]?: RateLimitInfo })[SHARED_COUNT];
      if (count?.used === 1 && dropped > 0) {
        reportError({
          source: 'browser',
          error: new Error(`${dropped} browser error reports dropped (over ${perMinute}/min)`),
        });
        dropped = 0;
      }
      const { source, name, message, stack, path } = response.locals.browserReport as BrowserReport;
      const error = Object.assign(new Error(scrubText(message)), {
        name: scrubText(name),
        stack: stack === undefined ? undefined : scrubText(stack),
      });
      reportError({ source: 'browser', error, details: { kind: source, path: scrubText(path) } });
      response.status(204).end();
    },
  );
  return router;
}
