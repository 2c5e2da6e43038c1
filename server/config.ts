// The server's whole configuration, from the environment, checked once at start: every bad value
// is one line that names the variable, and the server does not start. One build serves every
// facility; what differs is here.
import { isIP } from 'node:net';
import { linkHref, type SiteInfo } from '../src/lib/site-info/site-info';
import { readWorkerCount } from './cluster';
import type { DatabaseSettings } from './data/database';
import { readDatabaseSettings } from './data/database-settings';
import { readMailSettings, type MailSettings } from './mail/mail-settings';
import { readMetricsSettings } from './metrics-endpoint';
import { readRateLimits, type RateLimitSettings } from './rate-limit-settings';

export interface ServerConfig {
  port: number;
  /** The address to listen on (HOST); null: every interface. */
  host: string | null;
  /**
   * Behind a reverse proxy (TRUST_PROXY): the protocol, host and client address come from its
   * X-Forwarded-* headers.
   */
  trustProxy: boolean;
  /** The site is served over https (HTTPS; false only for plain-http runs on one machine). */
  https: boolean;
  /** BRP API3 of the tenant, e.g. https://<tenant>.brpsystems.com/brponline/api/ver3 */
  bookingApiUrl: string;
  /** The WordPress REST root, e.g. https://www.example.se/wp-json */
  contentApiUrl: string;
  /** `user:password` for the content site, added by the server; never sent to the browser. */
  contentApiAuth: string | null;
  /** Seals the session cookie (at least 32 characters). */
  sessionSecret: string;
  brandName: string;
  /**
   * Request headers passed on to BRP and WordPress with the calls made while rendering a page
   * (tracing headers such as `traceparent`; the e2e tests' scenario header). The browser's own
   * calls through the gateway carry their headers anyway.
   */
  forwardRequestHeaders: string[];
  /** How long a public page for a visitor without a session is kept (server/page-cache.ts). */
  pageCacheSeconds: number;
  /**
   * How long an upstream answer that is the same for every visitor stays fresh
   * (SHARED_CACHE_SECONDS; server/shared-cache.ts); 0: not kept.
   */
  sharedCacheSeconds: number;
  /**
   * A Sentry-compatible DSN (Sentry, GlitchTip…) the server sends its error reports to, or null:
   * then they are only logged (server/error-reporting.ts).
   */
  errorReportingDsn: string | null;
  /**
   * The site's public address (PUBLIC_URL), for the absolute links a page names in its head
   * (canonical, hreflang, Open Graph); null: the address the request came to.
   */
  publicUrl: string | null;
  /** What instances share (REDIS_URL, redis:// or rediss://), or null: each keeps its own. */
  redisUrl: string | null;
  /** Where withdrawals and the mail outbox are kept: PostgreSQL (DATABASE_URL) or SQLite. */
  database: DatabaseSettings;
  /** The facility's SMTP server, the sender and the staff's address (SMTP_URL, MAIL_FROM, FACILITY_EMAIL). */
  mail: MailSettings;
  /** How many logins, resets and gateway calls a client may make (RATE_LIMIT_* variables). */
  rateLimits: RateLimitSettings;
  /** The footer's contact details and links when the content site has none (site-info.ts). */
  siteInfo: SiteInfo;
  /** How many worker processes serve (WEB_CONCURRENCY; server/cluster.ts). */
  workers: number;
  /** Prometheus's /metrics port (METRICS_PORT), or null: no metrics (server/metrics-endpoint.ts). */
  metricsPort: number | null;
  /** The address the metrics listen on (METRICS_HOST; this machine only by default). */
  metricsHost: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** Plain http only to this machine (a local mock): a token must never cross a network in clear. */
function checkUrl(name: string, value: string | undefined, problems: string[]): string {
  if (!value || value.trim() === '') {
    problems.push(`${name} is required (an https URL)`);
    return '';
  }
  const trimmed = value.trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    problems.push(`${name} must be an absolute URL, got '${value}'`);
    return '';
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    problems.push(`${name} must use https (http only to localhost), got '${value}'`);
  else if (url.username || url.password)
    problems.push(`${name} must not hold credentials (use CONTENT_API_AUTH), got '${url.origin}'`);
  // An empty '?' or '#' leaves url.search and url.hash empty but would still end up in every
  // upstream URL built on the value.
  else if (/[?#]/.test(trimmed))
    problems.push(`${name} must not have a query string or fragment, got '${value}'`);
  return trimmed;
}

export const DEFAULT_PORT = 3000;

/** A public page is kept this long by default: a busy page renders once every few seconds. */
export const DEFAULT_PAGE_CACHE_SECONDS = 10;

/** The content site's options, products and business units change rarely; a page asks often. */
export const DEFAULT_SHARED_CACHE_SECONDS = 30;

/** Headers that carry the visitor's credentials or address the wrong host upstream. */
const NEVER_FORWARDED = ['cookie', 'authorization', 'host', 'content-length', 'connection'];

/** A yes-or-no variable: only `true` or `false`, so a typo is refused rather than ignored. */
function readBoolean(name: string, env: Env, fallback: boolean, problems: string[]): boolean {
  const value = env[name]?.trim() ?? '';
  if (value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  problems.push(`${name} must be 'true' or 'false', got '${env[name]}'`);
  return fallback;
}

/** An IP address or a host name of this machine's (localhost, a container's own name). */
function readHost(env: Env, problems: string[]): string | null {
  const host = env.HOST?.trim() || null;
  if (host !== null && !isIP(host) && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(host))
    problems.push(`HOST must be an IP address or a host name, got '${env.HOST}'`);
  return host;
}

/** The password a Redis URL may hold is never repeated in the message. */
function readRedisUrl(env: Env, problems: string[]): string | null {
  const value = env.REDIS_URL?.trim() || null;
  if (value === null) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['redis:', 'rediss:'].includes(url.protocol) || !url.hostname)
    problems.push("REDIS_URL must be a 'redis://' or 'rediss://' URL such as 'redis://redis:6379'");
  return value;
}

export function readConfig(env: Env): ServerConfig {
  const problems: string[] = [];

  const portText = env.PORT?.trim() || String(DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535)
    problems.push(`PORT must be a whole number from 1 to 65535, got '${env.PORT}'`);

  const bookingApiUrl = checkUrl('BOOKING_API_URL', env.BOOKING_API_URL, problems);
  const contentApiUrl = checkUrl('CONTENT_API_URL', env.CONTENT_API_URL, problems);

  const auth = env.CONTENT_API_AUTH?.trim() || null;
  if (auth !== null && !/^[^:\s]+:.+$/.test(auth))
    problems.push("CONTENT_API_AUTH must be 'user:password' (or unset)");

  const sessionSecret = env.SESSION_SECRET ?? '';
  if (sessionSecret.length < 32)
    problems.push(
      `SESSION_SECRET must be at least 32 characters (got ${sessionSecret.length}); e.g. openssl rand -base64 48`,
    );

  const brandName = env.BRAND_NAME?.trim() || 'Stadsbadet';
  if (brandName.length > 80) problems.push('BRAND_NAME must be at most 80 characters');

  const forwardRequestHeaders = (env.FORWARD_REQUEST_HEADERS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of forwardRequestHeaders) {
    if (!/^[a-z0-9-]+$/.test(name) || NEVER_FORWARDED.includes(name))
      problems.push(`FORWARD_REQUEST_HEADERS cannot name '${name}'`);
  }

  const cacheText = env.PAGE_CACHE_SECONDS?.trim() || String(DEFAULT_PAGE_CACHE_SECONDS);
  const pageCacheSeconds = Number(cacheText);
  if (!/^\d+$/.test(cacheText) || pageCacheSeconds > 300)
    problems.push(
      `PAGE_CACHE_SECONDS must be a whole number from 0 (off) to 300, got '${env.PAGE_CACHE_SECONDS}'`,
    );

  const sharedText = env.SHARED_CACHE_SECONDS?.trim() || String(DEFAULT_SHARED_CACHE_SECONDS);
  const sharedCacheSeconds = Number(sharedText);
  if (!/^\d+$/.test(sharedText) || sharedCacheSeconds > 300)
    problems.push(
      `SHARED_CACHE_SECONDS must be a whole number from 0 (off) to 300, got '${env.SHARED_CACHE_SECONDS}'`,
    );

  const errorReportingDsn = env.ERROR_REPORTING_DSN?.trim() || null;
  if (errorReportingDsn !== null) {
    const dsn = URL.canParse(errorReportingDsn) ? new URL(errorReportingDsn) : null;
    const loopback = dsn !== null && ['localhost', '127.0.0.1', '[::1]'].includes(dsn.hostname);
    if (!dsn || !dsn.username || !/^\/\d+$/.test(dsn.pathname.replace(/^.*(\/[^/]+)$/, '$1')))
      problems.push(
        "ERROR_REPORTING_DSN must be a DSN such as 'https://<key>@<host>/<project id>'",
      );
    else if (dsn.protocol !== 'https:' && !(dsn.protocol === 'http:' && loopback))
      problems.push('ERROR_REPORTING_DSN must use https (http only to localhost)');
  }

  const publicUrl = env.PUBLIC_URL?.trim()
    ? checkUrl('PUBLIC_URL', env.PUBLIC_URL, problems)
    : null;
  if (publicUrl && new URL(publicUrl).pathname !== '/')
    problems.push(`PUBLIC_URL must be an origin without a path, got '${env.PUBLIC_URL}'`);
  // In production the site's links and the Origin check must not depend on a request's Host.
  if (publicUrl === null && env.NODE_ENV === 'production')
    problems.push(
      "PUBLIC_URL is required when NODE_ENV is 'production' (e.g. https://boka.example.se)",
    );
  const siteInfo = readSiteInfo(env, problems);

  const host = readHost(env, problems);
  const trustProxy = readBoolean('TRUST_PROXY', env, false, problems);
  const https = readBoolean('HTTPS', env, true, problems);
  const redisUrl = readRedisUrl(env, problems);
  const database = readDatabaseSettings(env, problems);
  const mail = readMailSettings(env, problems);
  const rateLimits = readRateLimits(env, problems);
  const workers = readWorkerCount(env, problems);
  const metrics = readMetricsSettings(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    trustProxy,
    https,
    bookingApiUrl,
    contentApiUrl,
    contentApiAuth: auth,
    sessionSecret,
    brandName,
    forwardRequestHeaders,
    pageCacheSeconds,
    sharedCacheSeconds,
    errorReportingDsn,
    publicUrl,
    redisUrl,
    database,
    mail,
    rateLimits,
    siteInfo,
    workers,
    metricsPort: metrics?.port ?? null,
    metricsHost: metrics?.host ?? null,
  };
}

/** The footer's fallbacks: each optional, each checked so the footer never shows a broken one. */
function readSiteInfo(env: Env, problems: string[]): SiteInfo {
  const text = (name: string) => env[name]?.trim() || null;
  const phone = text('CONTACT_PHONE');
  if (phone !== null && !/^\+?[\d\s()-]{5,30}$/.test(phone))
    problems.push(`CONTACT_PHONE must be a phone number such as '031-123 45 67', got '${phone}'`);
  const email = text('CONTACT_EMAIL');
  if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    problems.push(`CONTACT_EMAIL must be an e-mail address, got '${email}'`);
  const url = (name: string) => {
    const value = text(name);
    if (value !== null && linkHref(value) === undefined)
      problems.push(`${name} must be an http(s) URL or a path starting with '/', got '${value}'`);
    return value === null ? null : (linkHref(value) ?? null);
  };
  return {
    phone,
    email,
    bookingRulesUrl: url('BOOKING_RULES_URL'),
    privacyPolicyUrl: url('PRIVACY_POLICY_URL'),
  };
}
