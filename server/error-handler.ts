// The server's own answer to an error nothing else answered, whatever NODE_ENV says: Express's
// fallback page shows the error's stack, with the server's paths, unless NODE_ENV is
// 'production'. The API paths get the JSON error every screen reads ({errorCode, message}), the
// rest a small page in Swedish and English; neither says more than the status.
import type { NextFunction, Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { BOOKING_API_PATH, CONTENT_API_PATH } from '../src/lib/env';
import { reportError } from '../src/lib/errors/report-error';
import { BROWSER_REPORTS_PATH } from './browser-reports';

/** Where the browser's scripts call, and read JSON errors. */
const JSON_PATHS = [BOOKING_API_PATH, CONTENT_API_PATH, BROWSER_REPORTS_PATH];

const answersJson = (path: string) =>
  JSON_PATHS.some((root) => path === root || path.startsWith(`${root}/`));

/** 'Payload Too Large' → 'PAYLOAD_TOO_LARGE': the status's own name, as BRP names its codes. */
const errorCodeOf = (text: string) => text.toUpperCase().replace(/\W+/g, '_');

/** Headers of what was about to be sent that would misdescribe the error instead. */
const CONTENT_HEADERS = [
  'Content-Disposition',
  'Content-Encoding',
  'Content-Language',
  'Content-Range',
  'ETag',
  'Last-Modified',
];

function errorPage(status: number, text: string): string {
  const [swedish, english] =
    status >= 500
      ? [
          'Något gick fel hos oss. Försök igen om en stund.',
          'Something went wrong on our side. Please try again in a moment.',
        ]
      : ['Servern kunde inte ta emot begäran.', 'The server could not accept the request.'];
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${status} ${text}</title>
</head>
<body>
<h1>${swedish}</h1>
<p lang="en">${english} (${status} ${text})</p>
<p><a href="/">Till startsidan</a> · <a href="/en/" lang="en">To the start page</a></p>
</body>
</html>
`;
}

/** Answers `status` as JSON on the API paths and as the error page elsewhere; never cached. */
export function sendError(request: Request, response: Response, status: number): void {
  const text = STATUS_CODES[status] ?? 'Error';
  for (const name of CONTENT_HEADERS) response.removeHeader(name);
  response.status(status).set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  if (answersJson(request.path))
    return void response.json({ errorCode: errorCodeOf(text), message: text });
  // The app's own policy when it ran; else one that lets the page load nothing at all.
  if (!response.hasHeader('Content-Security-Policy'))
    response.set('Content-Security-Policy', "default-src 'none'");
  response.type('html').send(errorPage(status, text));
}

/** A client error's own status (body-parser's 400, 413, 415…), else 500. */
export function statusOf(error: unknown): number {
  const { status, statusCode } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    statusCode?: unknown;
  };
  const candidate = status ?? statusCode;
  return Number.isInteger(candidate) && (candidate as number) >= 400 && (candidate as number) < 600
    ? (candidate as number)
    : 500;
}

/**
 * The last handler of the server's apps (server/main.ts, server/app.ts). A server error is
 * reported; a client's (a malformed or too large body) is only answered.
 */
export function finalErrorHandler(
  error: unknown,
  request: Request,
  response: Response,
  _next: NextFunction,
): void {
  const status = statusOf(error);
  if (status >= 500)
    reportError({
      source: 'request',
      error,
      details: {
        method: request.method,
        path: request.path.replace(/\/\d+(?=\/|$)/g, '/{id}').slice(0, 300),
      },
    });
  // Part of the answer is on its way: the client can only tell from a connection closed before
  // the answer's end (what was written still goes).
  if (response.headersSent) return void response.socket?.end();
  sendError(request, response, status);
}
