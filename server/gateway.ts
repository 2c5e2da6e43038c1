// The gateway: the browser talks to this site only. /brponline/api/ver3/* goes to the tenant's
// BRP with the session's bearer token, /wp-json/* to WordPress with the site's credential; the
// generated clients keep their paths. The login is answered here: BRP's tokens go into the sealed
// cookie, and the browser gets the answer without them.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware, responseInterceptor } from 'http-proxy-middleware';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { login as login_ } from '../generated/booking/endpoints/auth/auth';
import { getCustomer } from '../generated/booking/endpoints/customers/customers';
import type { AuthLoginToken, LoginRequest } from '../generated/booking/model';
import { toApiError } from '../src/lib/api/api-error';
import { reportError } from '../src/lib/errors/report-error';
import type { ApiName } from '../src/lib/api/server-transport';
import { BOOKING_API_PATH, CONTENT_API_PATH } from '../src/lib/env';
import {
  checkAnswer,
  invalidAnswerBody,
  isCheckedStatus,
  parseBody,
  reportInvalidAnswer,
} from './answer-check';
import type { ServerConfig } from './config';
import { refuseCrossOrigin } from './origin-check';
import { endSession, storeSession, type SessionLocals } from './request-session';
import { sessionFromTokens } from './session';
import { basicAuthHeader, UPSTREAM_TIMEOUT_MS } from './upstream';

/** What the login call sends to choose a cookie that outlives the browser session. */
export const SESSION_PERSISTENCE_HEADER = 'x-session-persistence';

interface GatewayOptions {
  secret: string;
  secure: boolean;
  now?: () => number;
}

const locals = (response: ServerResponse) =>
  (response as Response).locals as SessionLocals & { sentBearer?: boolean };

/**
 * A forwarded call that got no answer at all (refused, reset, timed out): the facility's log is
 * the only place that says which call and why. The path's numbers (customer and order ids) go.
 */
function reportUnreachable(api: ApiName, request: IncomingMessage, error: Error): void {
  const path = (request.url ?? '').split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/{id}');
  reportError({
    source: 'upstream',
    error,
    details: {
      api,
      call: `${request.method ?? ''} ${path}`,
      code: (error as NodeJS.ErrnoException).code ?? '',
    },
  });
}

function unavailable(response: ServerResponse): void {
  if (response.headersSent) return void response.end();
  response.statusCode = 502;
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify({ errorCode: 'UPSTREAM_UNAVAILABLE', message: 'Bad gateway' }));
}

/**
 * Removes what the browser must never see of an upstream answer: its cookies, and its CORS
 * headers (the browser asks its own origin; another site must not be let in by BRP's rules).
 */
function scrubAnswer(proxyResponse: IncomingMessage): void {
  for (const name of Object.keys(proxyResponse.headers))
    if (name === 'set-cookie' || name.startsWith('access-control-'))
      delete proxyResponse.headers[name];
}

/**
 * The answer the browser gets: as the API sent it when it matches the contract, else the
 * gateway's own 502 INVALID_RESPONSE (server/answer-check.ts).
 */
function checkedAnswer(api: ApiName) {
  return responseInterceptor<IncomingMessage, ServerResponse>(
    async (body, proxyResponse, request, response) => {
      const status = proxyResponse.statusCode;
      if (!isCheckedStatus(status)) return body;
      const problem = checkAnswer(
        api,
        request.method ?? 'GET',
        request.url ?? '',
        status,
        parseBody(body.toString('utf8')),
      );
      if (!problem) return body;
      reportInvalidAnswer(problem);
      response.statusCode = 502;
      response.statusMessage = 'Bad Gateway';
      for (const name of response.getHeaderNames())
        if (name.startsWith('content-') || name === 'etag' || name === 'last-modified')
          response.removeHeader(name);
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('Cache-Control', 'no-store');
      return invalidAnswerBody();
    },
  );
}

function bookingProxy(config: ServerConfig, options: GatewayOptions) {
  const checkBooking = checkedAnswer('booking');
  return createProxyMiddleware<Request, Response>({
    target: config.bookingApiUrl,
    changeOrigin: true,
    proxyTimeout: UPSTREAM_TIMEOUT_MS * 2,
    selfHandleResponse: true,
    on: {
      proxyReq(proxyRequest, request, response) {
        proxyRequest.removeHeader('cookie');
        const token = locals(response).session?.accessToken;
        // A caller's own Authorization (the password-reset link's token) is kept.
        if (!request.headers.authorization && token) {
          proxyRequest.setHeader('Authorization', `Bearer ${token}`);
          locals(response).sentBearer = true;
        }
      },
      proxyRes(proxyResponse, request, response) {
        scrubAnswer(proxyResponse);
        // An answer to a call with credentials is the member's own: no cache on the way (a
        // proxy, a CDN) may keep it, whatever BRP says.
        if (locals(response).sentBearer || request.headers.authorization)
          proxyResponse.headers['cache-control'] = 'private, no-store';
        // BRP refused the session's token: the session is over, here and in the browser.
        if (proxyResponse.statusCode === 401 && locals(response).sentBearer)
          endSession(response, options);
        return checkBooking(proxyResponse, request, response);
      },
      error(error, request, response) {
        reportUnreachable('booking', request, error);
        unavailable(response as ServerResponse);
      },
    },
  });
}

function contentProxy(config: ServerConfig) {
  const checkContent = checkedAnswer('content');
  const auth = config.contentApiAuth ? basicAuthHeader(config.contentApiAuth) : null;
  return createProxyMiddleware<Request, Response>({
    target: config.contentApiUrl,
    changeOrigin: true,
    proxyTimeout: UPSTREAM_TIMEOUT_MS * 2,
    selfHandleResponse: true,
    on: {
      proxyReq(proxyRequest) {
        proxyRequest.removeHeader('cookie');
        proxyRequest.removeHeader('authorization');
        if (auth) proxyRequest.setHeader('Authorization', auth);
      },
      proxyRes(proxyResponse, request, response) {
        scrubAnswer(proxyResponse);
        return checkContent(proxyResponse, request, response);
      },
      error(error, request, response) {
        reportUnreachable('content', request, error);
        unavailable(response as ServerResponse);
      },
    },
  });
}

/** The customer's first name for the header, with the new token (no name: the header says so). */
async function firstNameOf(customerId: number, token: string): Promise<string | null> {
  try {
    const customer = await getCustomer(customerId, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return typeof customer.firstName === 'string' ? customer.firstName : null;
  } catch {
    return null;
  }
}

/**
 * POST …/auth/login: BRP's answer (through the generated call, on the server's own transport),
 * with its tokens kept in the cookie instead of the body. A refusal passes on as BRP gave it.
 */
function login(options: GatewayOptions) {
  const now = options.now ?? Date.now;
  return async (request: Request, response: Response): Promise<void> => {
    let answer: AuthLoginToken;
    try {
      answer = await login_(request.body as LoginRequest);
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 0) return unavailable(response);
      response.status(failure.status).json(failure.body ?? { message: failure.message });
      return;
    }
    const persistent = request.get(SESSION_PERSISTENCE_HEADER) !== 'browser';
    const session = sessionFromTokens(answer, null, { persistent, now: now() });
    if (!session) {
      response.status(502).json({ errorCode: 'UPSTREAM_UNUSABLE', message: 'Bad gateway' });
      return;
    }
    session.firstName = await firstNameOf(session.customerId, session.accessToken);
    await storeSession(response, session, options);
    const { access_token: _access, refresh_token: _refresh, ...rest } = answer;
    response.set('Cache-Control', 'private, no-store').status(200).json(rest);
  };
}

/**
 * A path with a '.' or '..' segment, also encoded ('%2e%2e', '..%2f'): the upstream server would
 * resolve it to a path outside the API's root and get it with the session's token or the site's
 * credential. Browsers resolve such segments before sending; only a hand-made request has them.
 */
function refuseOutsideRoot(request: Request, response: Response, next: NextFunction): void {
  const path = request.url.split('?', 1)[0] ?? '';
  let decoded: string | null;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = null;
  }
  // Empty segments and ';' (a matrix parameter to BRP's Java server) are refused too: they would
  // let `…//auth/login` or `…/auth/login;x` past the login route and its token scrubbing.
  const segments = decoded?.split(/[/\\]/).slice(1) ?? [];
  const ambiguous = segments.some(
    (part, index) =>
      part === '.' ||
      part === '..' ||
      part.includes(';') ||
      (part === '' && index < segments.length - 1),
  );
  if (decoded !== null && !ambiguous) return next();
  response.status(404).json({ errorCode: 'NOT_FOUND', message: 'Not found' });
}

/** The shop only reads from WordPress: the site's credential never writes for anyone. */
function readOnly(request: Request, response: Response, next: NextFunction): void {
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  response
    .status(405)
    .set('Allow', 'GET, HEAD')
    .json({ errorCode: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });
}

export function gateway(config: ServerConfig, options: GatewayOptions): Router {
  const router = Router();
  router.use([BOOKING_API_PATH, CONTENT_API_PATH], refuseCrossOrigin, refuseOutsideRoot);
  router.use(CONTENT_API_PATH, readOnly);
  router.post(`${BOOKING_API_PATH}/auth/login`, express.json({ limit: '16kb' }), login(options));
  router.use(BOOKING_API_PATH, bookingProxy(config, options));
  router.use(CONTENT_API_PATH, contentProxy(config));
  return router;
}
