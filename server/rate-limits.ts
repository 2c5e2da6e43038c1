// Rate limits in front of BRP and WordPress. BRP does not limit logins: a security review sent it
// 150 logins with different names and passwords in 6 s, all of them answered. So the server
// counts, per client address, per username or e-mail, and per signed-in customer, and answers a
// call past its limit itself with 429, before anything reaches BRP. A refusal says when to try
// again and nothing else: it is the same whether or not the username exists.
//
// Counts live in the server's memory (express-rate-limit's MemoryStore), or with REDIS_URL in
// Redis (rate-limit-redis, on the server's one client), so that every instance behind a load
// balancer counts the same calls.
import { createHash } from 'node:crypto';
import { Router, type Express, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { BOOKING_API_PATH, CONTENT_API_PATH } from '../src/lib/env';
import { countRateLimitRefusal } from './metrics';
import type { SessionLocals } from './request-session';
import { redisStore } from './rate-limit-store';
import type { SharedRedis } from './shared-redis';
import {
  DEFAULT_RATE_LIMITS,
  type RateLimitSettings,
  type WindowLimit,
} from './rate-limit-settings';

export { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './rate-limit-settings';

export const LOGIN_PATH = `${BOOKING_API_PATH}/auth/login`;
export const RESET_PASSWORD_PATH = `${BOOKING_API_PATH}/auth/resetpassword`;

type ErrorCode = 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_REQUESTS';

export interface RateLimitAnswer {
  errorCode: ErrorCode;
  message: string;
  retryAfterSeconds: number;
}

const MESSAGES: Record<ErrorCode, string> = {
  TOO_MANY_ATTEMPTS: 'Too many attempts. Try again later.',
  TOO_MANY_REQUESTS: 'Too many requests. Try again later.',
};

/** The client's address; an IPv6 one by its /56, which one customer's line usually holds. */
const addressOf = (request: Request) => ipKeyGenerator(request.ip ?? 'unknown');

/**
 * A username or e-mail as BRP would match it: trimmed, one case, one Unicode form; a number
 * (card, customer or personal number) without its spaces and dashes. Hashed: the server keeps
 * no one's e-mail address in memory for this.
 */
export function accountKey(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let name = value.normalize('NFKC').trim().toLowerCase();
  if (/^[\d\s+-]+$/.test(name)) name = name.replace(/\D/g, '');
  if (name === '') return null;
  return createHash('sha256').update(name).digest('base64url');
}

const bodyField = (request: Request, field: string): unknown =>
  typeof request.body === 'object' && request.body !== null
    ? (request.body as Record<string, unknown>)[field]
    : undefined;

/** Failures are refusals (4xx): a 5xx is no verdict on the password, and BRP may just be down. */
const wasRefused = (response: Response) => response.statusCode >= 400 && response.statusCode < 500;

function refuse(name: string, errorCode: ErrorCode, windowMs: number) {
  return (_request: Request, response: Response): void => {
    countRateLimitRefusal(name);
    // express-rate-limit has set Retry-After from the window's end.
    const told = Number(response.getHeader('Retry-After'));
    const retryAfterSeconds = Math.max(1, Number.isFinite(told) ? told : windowMs / 1000);
    const answer: RateLimitAnswer = { errorCode, message: MESSAGES[errorCode], retryAfterSeconds };
    response
      .status(429)
      .set('Retry-After', String(retryAfterSeconds))
      .set('Cache-Control', 'no-store')
      .json(answer);
  };
}

interface LimitOptions {
  /** Named in the RateLimit headers; also keeps each limit's keys apart. */
  name: string;
  errorCode: ErrorCode;
  /** The key to count the call under; null: this limit does not count it. */
  key: (request: Request, response: Response) => string | null;
  /** Count only the calls that were refused (4xx); a success gives its count back. */
  refusalsOnly?: boolean;
  /** Where the counts live: the instances' Redis, or (null) this server's memory. */
  redis: SharedRedis | null;
  /**
   * When Redis cannot count: let the call through (the gateway's limits: browsing goes on), or
   * answer 500 (the login's and reset's: no guessing passes uncounted). Decision 064.
   */
  passWithoutRedis: boolean;
}

function limiter({ limit, windowMs }: WindowLimit, options: LimitOptions): RequestHandler | null {
  if (limit <= 0) return null;
  return rateLimit({
    ...(options.redis
      ? { store: redisStore(options.redis), passOnStoreError: options.passWithoutRedis }
      : {}),
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: options.name,
    keyGenerator: (request, response) => `${options.name}:${options.key(request, response)}`,
    skip: (request, response) => options.key(request, response) === null,
    skipSuccessfulRequests: options.refusalsOnly ?? false,
    requestWasSuccessful: (_request, response) => !wasRefused(response),
    handler: refuse(options.name, options.errorCode, windowMs),
  });
}

/** The path below the site's root, decoded and in one case, without a trailing slash. */
function plainPath(request: Request): string | null {
  try {
    const path = decodeURIComponent(request.originalUrl.split('?', 1)[0] ?? '');
    return path.replace(/\/+$/, '').toLowerCase();
  } catch {
    return null;
  }
}

/** Runs `handlers` for POSTs to `path` (also spelt in another case or percent-encoded). */
function forPost(path: string, handlers: (RequestHandler | null)[]): RequestHandler | null {
  const active = handlers.filter((handler): handler is RequestHandler => handler !== null);
  if (active.length === 0) return null;
  const router = Router().use(active);
  const target = path.toLowerCase();
  return (request, response, next) => {
    if (request.method === 'POST' && plainPath(request) === target)
      return void router(request, response, next);
    next();
  };
}

/** Runs `handlers` for POSTs to a page below one of `prefixes` (its document or its `.data`). */
function forPostUnder(
  prefixes: string[],
  handlers: (RequestHandler | null)[],
): RequestHandler | null {
  const active = handlers.filter((handler): handler is RequestHandler => handler !== null);
  if (active.length === 0) return null;
  const router = Router().use(active);
  return (request, response, next) => {
    const path = request.method === 'POST' ? plainPath(request) : null;
    if (path !== null && prefixes.some((prefix) => path.startsWith(prefix)))
      return void router(request, response, next);
    next();
  };
}

/** The withdrawal function's pages (src/lib/paths.ts), whose steps are POSTs. */
export const WITHDRAWAL_PATHS = ['/angra-kop', '/en/withdraw'];

/** The limiters, each null when its limit is 0 (off). */
export function rateLimiters(
  settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
  redis: SharedRedis | null = null,
) {
  const attempts = 'TOO_MANY_ATTEMPTS';
  const byAddress = (request: Request) => addressOf(request);
  const failClosed = { redis, passWithoutRedis: false };
  const failOpen = { redis, passWithoutRedis: true };
  return {
    gateway: [
      limiter(settings.gatewayPerAddress, {
        name: 'gateway-per-address',
        errorCode: 'TOO_MANY_REQUESTS',
        key: byAddress,
        ...failOpen,
      }),
      limiter(settings.gatewayPerSession, {
        name: 'gateway-per-session',
        errorCode: 'TOO_MANY_REQUESTS',
        // The customer, not the cookie: a fresh login gives no fresh allowance.
        key: (_request, response) => {
          const { session } = response.locals as SessionLocals;
          return session ? String(session.customerId) : null;
        },
        ...failOpen,
      }),
    ],
    login: forPost(LOGIN_PATH, [
      limiter(settings.loginsPerAddress, {
        name: 'logins-per-address',
        errorCode: attempts,
        key: byAddress,
        ...failClosed,
      }),
      limiter(settings.loginFailuresPerAddress, {
        name: 'login-failures-per-address',
        errorCode: attempts,
        key: byAddress,
        refusalsOnly: true,
        ...failClosed,
      }),
      limiter(settings.loginFailuresPerUsername, {
        name: 'login-failures-per-username',
        errorCode: attempts,
        key: (request) => accountKey(bodyField(request, 'username')),
        refusalsOnly: true,
        ...failClosed,
      }),
    ]),
    withdrawal: forPostUnder(WITHDRAWAL_PATHS, [
      limiter(settings.withdrawalsPerAddress, {
        name: 'withdrawals-per-address',
        errorCode: 'TOO_MANY_REQUESTS',
        key: byAddress,
        ...failClosed,
      }),
    ]),
    // BRP answers a reset the same for every address (201), so every request counts.
    reset: forPost(RESET_PASSWORD_PATH, [
      limiter(settings.resetsPerAddress, {
        name: 'resets-per-address',
        errorCode: attempts,
        key: byAddress,
        ...failClosed,
      }),
      limiter(settings.resetsPerEmail, {
        name: 'resets-per-email',
        errorCode: attempts,
        key: (request) => accountKey(bodyField(request, 'email')),
        ...failClosed,
      }),
    ]),
  };
}

/**
 * Mounts the limits on the site's API paths: after the session is read (the customer's limit)
 * and the login's and reset's bodies are parsed (the username's and e-mail's), before the gateway.
 */
export function mountRateLimits(
  app: Express,
  settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
  redis: SharedRedis | null = null,
): void {
  const { gateway, login, reset, withdrawal } = rateLimiters(settings, redis);
  const gatewayLimits = gateway.filter((handler): handler is RequestHandler => handler !== null);
  if (gatewayLimits.length > 0) app.use([BOOKING_API_PATH, CONTENT_API_PATH], gatewayLimits);
  if (login) app.use(login);
  if (reset) app.use(reset);
  if (withdrawal) app.use(withdrawal);
}
