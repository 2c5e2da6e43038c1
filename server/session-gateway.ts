// The session and the gateway, mounted on the server's app (server/app.ts) and, alone, on the
// page tests' server (tests/pages): the same forwarding for the browser's calls in both.
import express, { type Express } from 'express';
import { LOCALES, languageFromPath } from '../src/lib/language';
import type { ServerConfig } from './config';
import { gateway } from './gateway';
import { LOGIN_PATH, mountRateLimits, RESET_PASSWORD_PATH } from './rate-limits';
import { brpRefresh, readSession, type SessionLocals } from './request-session';
import { refreshAcrossInstances } from './refresh-across-instances';
import { refreshOnce } from './refresh-once';
import { requestIdOf } from './request-id';
import { sessionRevocations } from './session-revocations';
import { sharedRedis, type SharedRedis } from './shared-redis';
import { installServerTransport, withUpstreamScope } from './upstream';

/**
 * The session and the gateway: the site's own API paths, forwarded upstream with the session's
 * token. The page tests (tests/pages) run the browser's side of the app against exactly this.
 */
export function mountGateway(
  app: Express,
  config: ServerConfig,
  secure: boolean,
  processRedis?: SharedRedis | null,
): void {
  installServerTransport(config);
  // With REDIS_URL, what the instances must share goes through Redis; else one machine's memory.
  const redis = processRedis ?? (config.redisUrl ? sharedRedis(config.redisUrl) : null);
  const secret = config.sessionSecret;
  const revocations = sessionRevocations(redis);
  const refresh = redis
    ? refreshAcrossInstances(redis, brpRefresh(), { secret })
    : refreshOnce(brpRefresh());
  app.use(readSession({ secret, secure, refresh, revocations }));
  // The login's body is read before the scope below: a stream's events would run outside it.
  // The limits count the login's username and the reset's e-mail, so both bodies are read first.
  app.post([LOGIN_PATH, RESET_PASSWORD_PATH], express.json({ limit: '16kb' }));
  mountRateLimits(app, config.rateLimits, redis);
  // Every call the server makes upstream for this request (the gateway's login, the pages'
  // loaders) carries the session's token and the passed-on headers.
  app.use((request, response, next) => {
    const { session } = response.locals as SessionLocals;
    // BRP and WordPress learn the visitor's address as this server sees it (the proxy's header
    // only with TRUST_PROXY), never a header the visitor wrote.
    const forwarded: Record<string, string> = { 'x-forwarded-for': request.ip ?? '' };
    for (const name of config.forwardRequestHeaders) {
      const value = request.get(name);
      if (value !== undefined) forwarded[name] = value;
    }
    // The page's calls ask BRP for the page's language (decision 059).
    const locale = LOCALES[languageFromPath(request.path)];
    withUpstreamScope(session?.accessToken ?? null, forwarded, next, requestIdOf(request), locale);
  });
  app.use(gateway(config, { secret: config.sessionSecret, secure }));
}
