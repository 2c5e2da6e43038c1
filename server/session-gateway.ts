// The session and the gateway, mounted on the server's app (server/app.ts) and, alone, on the
// page tests' server (tests/pages): the same forwarding for the browser's calls in both.
import express, { type Express } from 'express';
import { BOOKING_API_PATH } from '../src/lib/env';
import type { ServerConfig } from './config';
import { gateway } from './gateway';
import { brpRefresh, readSession, type SessionLocals } from './request-session';
import { installServerTransport, withUpstreamScope } from './upstream';

/**
 * The session and the gateway: the site's own API paths, forwarded upstream with the session's
 * token. The page tests (tests/pages) run the browser's side of the app against exactly this.
 */
export function mountGateway(app: Express, config: ServerConfig, secure: boolean): void {
  installServerTransport(config);
  app.use(readSession({ secret: config.sessionSecret, secure, refresh: brpRefresh() }));
  // The login's body is read before the scope below: a stream's events would run outside it.
  app.post(`${BOOKING_API_PATH}/auth/login`, express.json({ limit: '16kb' }));
  // Every call the server makes upstream for this request (the gateway's login, the pages'
  // loaders) carries the session's token and the passed-on headers.
  app.use((request, response, next) => {
    const { session } = response.locals as SessionLocals;
    const forwarded: Record<string, string> = {};
    for (const name of config.forwardRequestHeaders) {
      const value = request.get(name);
      if (value !== undefined) forwarded[name] = value;
    }
    withUpstreamScope(session?.accessToken ?? null, forwarded, next);
  });
  app.use(gateway(config, { secret: config.sessionSecret, secure }));
}
