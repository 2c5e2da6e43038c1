// POST /__errors: where the browser's error reports arrive (src/lib/errors/browser-reporting.ts),
// to go on like the server's own (server/error-reporting.ts). Only this site's pages may send,
// only small, well-formed reports are read, and only so many a minute: the endpoint is public and
// must not become a way to flood the log or the reporting service.
import express, { Router, type Request, type Response } from 'express';
import * as zod from 'zod';
import { reportError } from '../src/lib/errors/report-error';
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

export interface BrowserReportsOptions {
  /** Reports taken per minute, all browsers together; the rest are counted and dropped. */
  perMinute?: number;
  now?: () => number;
}

export function browserReports({ perMinute = 60, now = Date.now }: BrowserReportsOptions = {}) {
  let windowStart = now();
  let taken = 0;
  let dropped = 0;
  const router = Router();
  router.post(
    BROWSER_REPORTS_PATH,
    refuseCrossOrigin,
    // sendBeacon sends a string as text/plain (a JSON type would need a CORS preflight).
    express.text({ type: ['text/plain', 'application/json'], limit: '8kb' }),
    (request: Request, response: Response) => {
      response.set('Cache-Control', 'no-store');
      let body: unknown;
      try {
        body = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        body = null;
      }
      const parsed = browserReport.safeParse(body);
      if (!parsed.success) return void response.status(400).end();
      if (now() - windowStart >= 60_000) {
        if (dropped > 0)
          reportError({
            source: 'browser',
            error: new Error(`${dropped} browser error reports dropped (over ${perMinute}/min)`),
          });
        windowStart = now();
        taken = 0;
        dropped = 0;
      }
      if (taken >= perMinute) {
        dropped += 1;
        return void response.status(429).end();
      }
      taken += 1;
      const { source, name, message, stack, path } = parsed.data;
      const error = Object.assign(new Error(message), { name, stack });
      reportError({ source: 'browser', error, details: { kind: source, path } });
      response.status(204).end();
    },
  );
  return router;
}
