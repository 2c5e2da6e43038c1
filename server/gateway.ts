// The gateway: the browser talks to this site only. /brponline/api/ver3/* goes to the tenant's
// BRP with the session's bearer token, /wp-json/* to WordPress with the site's credential; the
// generated clients keep their paths. The login is answered here: BRP's tokens go into the sealed
// cookie, and the browser gets the answer without them.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { login as login_ } from '../generated/booking/endpoints/auth/auth';
import { getCustomer } from '../generated/booking/endpoints/customers/customers';
import type { AuthLoginToken, LoginRequest } from '../generated/booking/model';
import { toApiError } from '../src/lib/api/api-error';
import { reportError } from '../src/lib/errors/report-error';
import type { ApiName } from '../src/lib/api/server-transport';
import { BOOKING_API_PATH, CONTENT_API_PATH } from '../src/lib/env';
import type { ServerConfig } from './config';
import { isAuthOperation } from './contract-allow-list';
import { contractLocals, contractOnly, gatewayBody, ownCustomerInBody } from './gateway-contract';
import { passAnswer, sendGatewayError, type AnswerContext } from './gateway-answer';
import { observeUpstream } from './metrics';
import { refuseCrossOrigin } from './origin-check';
import { requestIdOf, traceparentFor } from './request-id';
import { endSession, storeSession, type SessionLocals } from './request-session';
import { sessionFromTokens } from './session';
import { basicAuthHeader, keepingTokens, UPSTREAM_TIMEOUT_MS } from './upstream';

/** What the login call sends to choose a cookie that outlives the browser session. */
export const SESSION_PERSISTENCE_HEADER = 'x-session-persistence';

interface GatewayOptions {
  secret: string;
  secure: boolean;
  now?: () => number;
}

const locals = (response: ServerResponse) =>
  (response as Response).locals as SessionLocals & { sentBearer?: boolean; sentAt?: number };

/** The forwarded call's time and outcome by its operation (status 0: no answer came). */
function measure(api: ApiName, response: ServerResponse, status: number): void {
  // An upgrade's error hands over a socket, which has no locals.
  const sentAt = (response as Partial<Response>).locals?.sentAt as number | undefined;
  if (sentAt === undefined) return;
  const operation = contractLocals(response as Response).operation?.operationId ?? 'unknown';
  observeUpstream({ api, operation, via: 'gateway' }, status, (performance.now() - sentAt) / 1000);
}

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
  sendGatewayError(response, 502, 'UPSTREAM_UNAVAILABLE', 'Bad gateway');
}

/**
 * The request headers that go upstream: those the contract documents for the operation, the
 * content negotiation, and the configured pass-through ones (tracing). A browser's cookies, an
 * X-HTTP-Method-Override, its own X-Forwarded-For and anything else stay here. Accept-Language
 * only where the contract names it: BRP translates names by it (decision 059).
 */
const NEGOTIATION_HEADERS = [
  'accept',
  'accept-encoding',
  'content-type',
  'if-none-match',
  'if-modified-since',
];
/** Headers the proxy itself sets for the hop (the upstream's host, the body's length). */
const HOP_HEADERS = ['host', 'content-length', 'connection'];

function passedRequestHeaders(proxyRequest: ClientRequest, keep: readonly string[]): void {
  for (const name of proxyRequest.getHeaderNames())
    if (!HOP_HEADERS.includes(name) && !keep.includes(name)) proxyRequest.removeHeader(name);
}

/**
 * The headers an upstream call carries: those passed on, and the visitor's address as this
 * server sees it (the proxy's header only with TRUST_PROXY).
 */
function forwardHeaders(
  proxyRequest: ClientRequest,
  request: Request,
  config: ServerConfig,
  more: string[] = [],
): void {
  const operation = contractLocals(request.res!).operation;
  passedRequestHeaders(proxyRequest, [
    ...NEGOTIATION_HEADERS,
    ...(operation?.headers ?? []),
    ...config.forwardRequestHeaders,
    ...more,
  ]);
  proxyRequest.setHeader('X-Forwarded-For', request.ip ?? '');
  // The request's id as its trace, unless a traceparent passed on continues the caller's.
  if (!proxyRequest.hasHeader('traceparent'))
    proxyRequest.setHeader('traceparent', traceparentFor(requestIdOf(request)));
  locals(request.res!).sentAt = performance.now();
}

/** The body the gateway read (server/gateway-body.ts), written to the upstream request. */
function writeBody(proxyRequest: ClientRequest, request: Request): void {
  const body: unknown = request.body;
  const bytes = Buffer.isBuffer(body)
    ? body
    : body !== undefined && body !== null && typeof body === 'object'
      ? Buffer.from(JSON.stringify(body))
      : null;
  if (!bytes || bytes.length === 0) return;
  proxyRequest.removeHeader('transfer-encoding');
  proxyRequest.setHeader('Content-Length', bytes.length);
  proxyRequest.write(bytes);
}

function answerContext(api: ApiName, request: Request, response: Response): AnswerContext {
  const operation = contractLocals(response).operation;
  return {
    api,
    method: request.method,
    path: request.url.split('?', 1)[0] ?? '',
    scrubTokens: operation ? isAuthOperation(operation) : true,
  };
}

/**
 * An answer to a call that passed Accept-Language on is in that language (BRP's names): a cache on
 * the way, the browser's own included, must not hand it to a page in the other one.
 */
function varyByLanguage(answer: IncomingMessage, passed: readonly string[]): void {
  if (!passed.includes('accept-language')) return;
  const vary = answer.headers.vary;
  if (vary === '*' || /(^|,)\s*accept-language\s*(,|$)/i.test(vary ?? '')) return;
  answer.headers.vary = vary ? `${vary}, Accept-Language` : 'Accept-Language';
}

function bookingProxy(config: ServerConfig, options: GatewayOptions) {
  return createProxyMiddleware<Request, Response>({
    target: config.bookingApiUrl,
    changeOrigin: true,
    proxyTimeout: UPSTREAM_TIMEOUT_MS * 2,
    selfHandleResponse: true,
    on: {
      proxyReq(proxyRequest, request, response) {
        // A caller's own Authorization (the password-reset link's token) is kept.
        forwardHeaders(proxyRequest, request, config, ['authorization']);
        const token = locals(response).session?.accessToken;
        if (!request.headers.authorization && token) {
          proxyRequest.setHeader('Authorization', `Bearer ${token}`);
          locals(response).sentBearer = true;
        }
        writeBody(proxyRequest, request);
      },
      proxyRes(proxyResponse, request, response) {
        // An answer to a call with credentials is the member's own: no cache on the way (a
        // proxy, a CDN) may keep it, whatever BRP says.
        if (locals(response).sentBearer || request.headers.authorization)
          proxyResponse.headers['cache-control'] = 'private, no-store';
        varyByLanguage(proxyResponse, contractLocals(response).operation?.headers ?? []);
        // BRP refused the session's token: the session is over, here and in the browser.
        if (proxyResponse.statusCode === 401 && locals(response).sentBearer)
          void endSession(response, options);
        measure('booking', response, proxyResponse.statusCode ?? 0);
        void passAnswer(proxyResponse, response, answerContext('booking', request, response));
      },
      error(error, request, response) {
        measure('booking', response as ServerResponse, 0);
        reportUnreachable('booking', request, error);
        unavailable(response as ServerResponse);
      },
    },
  });
}

function contentProxy(config: ServerConfig) {
  const auth = config.contentApiAuth ? basicAuthHeader(config.contentApiAuth) : null;
  return createProxyMiddleware<Request, Response>({
    target: config.contentApiUrl,
    changeOrigin: true,
    proxyTimeout: UPSTREAM_TIMEOUT_MS * 2,
    selfHandleResponse: true,
    on: {
      proxyReq(proxyRequest, request) {
        forwardHeaders(proxyRequest, request, config);
        // The site's credential goes with the contract's read operations only (the allow-list
        // before this proxy lets nothing else through).
        if (auth) proxyRequest.setHeader('Authorization', auth);
      },
      proxyRes(proxyResponse, request, response) {
        measure('content', response, proxyResponse.statusCode ?? 0);
        void passAnswer(proxyResponse, response, answerContext('content', request, response));
      },
      error(error, request, response) {
        measure('content', response as ServerResponse, 0);
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
      answer = await keepingTokens(() => login_(request.body as LoginRequest));
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

export function gateway(config: ServerConfig, options: GatewayOptions): Router {
  const router = Router();
  router.use([BOOKING_API_PATH, CONTENT_API_PATH], refuseCrossOrigin, refuseOutsideRoot);
  router.use(BOOKING_API_PATH, contractOnly('booking'));
  router.use(CONTENT_API_PATH, contractOnly('content'));
  router.use([BOOKING_API_PATH, CONTENT_API_PATH], gatewayBody);
  router.use(BOOKING_API_PATH, ownCustomerInBody);
  router.post(`${BOOKING_API_PATH}/auth/login`, login(options));
  router.use(BOOKING_API_PATH, bookingProxy(config, options));
  router.use(CONTENT_API_PATH, contentProxy(config));
  return router;
}
