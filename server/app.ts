// The server's app, bundled with the pages (vite.config.ts): the headers, the session, the
// gateway and the pages, each request in its own scope. server/main.ts mounts it, with the static
// files and the health check.
import { createRequestHandler } from '@react-router/express';
import { QueryClient } from '@tanstack/react-query';
import express, { type Request, type Response } from 'express';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';
import { RouterContextProvider } from 'react-router';
import * as serverBuild from 'virtual:react-router/server-build';
import { setServerWindow } from '../src/components/sanitized-html/server-dom';
import { setBrandName } from '../src/lib/env';
import { createQueryClient } from '../src/lib/query-client';
import {
  analyticsConsentContext,
  brandContext,
  endSessionContext,
  nonceContext,
  publicOriginContext,
  publicSessionContext,
  requestQueryClientContext,
  routeRecordContext,
  siteInfoContext,
  storedCartContext,
  textChunksContext,
  withdrawalsContext,
} from '../src/lib/server-context';
import type { WithdrawalService } from '../src/lib/withdrawal/withdrawal-service';
import { withdrawalService } from './withdrawal-service';
import { limitWithdrawalBodies } from './withdrawal-guards';
import { storedCartFromCookies } from '../src/lib/cart/stored-cart';
import { consentFromCookies } from '../src/lib/consent/analytics-consent';
import type { ServerConfig } from './config';
import { browserReports } from './browser-reports';
import { finalErrorHandler } from './error-handler';
import { installErrorReporting } from './error-reporting';
import { mountGateway } from './session-gateway';
import { htmlCacheControl, nonce, securityHeaders } from './headers';
import { pageCache } from './page-cache';
import { refuseCrossOrigin } from './origin-check';
import { endSession, type SessionLocals } from './request-session';
import { publicSession } from './session';
import { collectProcessMetrics } from './metrics';
import { routeLocals } from './route-of';
import { readTextChunks } from './text-chunks';
import { offlinePages } from './offline-pages';
import { webManifests } from './web-manifest';
import type { SharedRedis } from './shared-redis';
import type { ShopData } from './shop-data';

export { readConfig, ConfigError, type ServerConfig } from './config';
export * from './for-main';
export { reportError } from '../src/lib/errors/report-error';

export interface AppOptions {
  /** Whether the site is served over https (Secure cookies, HSTS, upgrade-insecure-requests). */
  https: boolean;
  /** The built client files (production), served under the same headers as the pages. */
  clientDir?: string;
  /**
   * The process's client of REDIS_URL (server/main.ts makes one; the development server's apps,
   * made anew on each change, share it). Without it, the app makes its own when REDIS_URL is set.
   */
  redis?: SharedRedis | null;
  /** The process's database and mail outbox (server/shop-data.ts); none in the apps' unit tests. */
  data?: ShopData | null;
}

/** What every request's context shares, known once when the app starts. */
interface Shared {
  secure: boolean;
  /** The built text chunks (server/text-chunks.ts); none on the development server. */
  textChunks: ReadonlyMap<string, string>;
  /** The withdrawal function's server side; null without a database (the apps' unit tests). */
  withdrawals: WithdrawalService | null;
}

function loadContext(request: Request, response: Response, config: ServerConfig, shared: Shared) {
  const { secure, textChunks } = shared;
  const { session } = response.locals as SessionLocals;
  const context = new RouterContextProvider();
  context.set(nonceContext, response.locals.cspNonce as string);
  context.set(textChunksContext, textChunks);
  context.set(brandContext, config.brandName);
  context.set(
    publicOriginContext,
    config.publicUrl ?? `${secure ? 'https' : 'http'}://${request.get('host') ?? 'localhost'}`,
  );
  context.set(publicSessionContext, publicSession(session));
  context.set(storedCartContext, storedCartFromCookies(request.headers.cookie));
  context.set(analyticsConsentContext, consentFromCookies(request.headers.cookie));
  context.set(siteInfoContext, config.siteInfo);
  context.set(withdrawalsContext, shared.withdrawals);
  // React Router's instrumentation writes the matched pattern here, the access log reads it.
  const routeRecord = { pattern: null };
  routeLocals(response).routeRecord = routeRecord;
  context.set(routeRecordContext, routeRecord);
  // No retry on the server: a page that lacks an answer is sent at once, and the browser asks.
  const queryClient: QueryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  context.set(requestQueryClientContext, queryClient);
  // Logout: the cookie is cleared and the session revoked before the answer goes.
  context.set(endSessionContext, async () => {
    await endSession(response, { secure });
    return new Headers();
  });
  response.setHeader('Cache-Control', htmlCacheControl(request.path, session !== null));
  return context;
}

let removeErrorReporting = () => {};

/** The API texts' sanitised HTML and plain text kept on the server, in characters (each memo). */
const TEXT_MEMO_CHARACTERS = 4_000_000;

/** A static file's route name for the access log (one name: the files' paths are not routes). */
const staticRoute = (route: string) => (response: Response) => {
  routeLocals(response).route = route;
};

export function createApp(config: ServerConfig, { https, clientDir, redis, data }: AppOptions) {
  setBrandName(config.brandName);
  removeErrorReporting();
  removeErrorReporting = installErrorReporting(config.errorReportingDsn);
  if (config.metricsPort !== null) collectProcessMetrics();
  // The page renders sanitise API HTML and read its text in a DOM of their own, and remember
  // what they made of each text (bounded by the characters kept).
  const memo = () =>
    new LRUCache<string, string>({
      maxSize: TEXT_MEMO_CHARACTERS,
      sizeCalculation: (output, input) => output.length + input.length || 1,
    });
  setServerWindow(new JSDOM('').window as unknown as Parameters<typeof setServerWindow>[0], {
    sanitized: memo(),
    text: memo(),
  });

  const secure = https;
  const shared: Shared = {
    secure,
    textChunks: clientDir ? readTextChunks(clientDir) : new Map(),
    withdrawals: data
      ? withdrawalService(data, {
          brandName: config.brandName,
          facilityEmail: config.mail.facilityEmail,
        })
      : null,
  };
  const app = express();
  app.disable('x-powered-by');
  app.use(nonce, securityHeaders({ https }));
  if (clientDir) {
    // The service worker is asked for again on every visit: a new build's worker takes over at once.
    app.get('/sw.js', (_request, response, next) =>
      response.sendFile(
        path.join(clientDir, 'sw.js'),
        { cacheControl: false, headers: { 'Cache-Control': 'no-cache' } },
        (error) => error && next(error),
      ),
    );
    // Hashed names change with their content: a year, never revalidated.
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        setHeaders: staticRoute('/assets/*'),
      }),
    );
    // The offline pages carry the facility's name: filled in before the plain files answer.
    app.use(offlinePages(clientDir, config.brandName));
    const rootFiles = express.static(clientDir, {
      maxAge: '1h',
      index: false,
      setHeaders: staticRoute('static'),
    });
    // A page's address ends in a slash and is no file: no look on the disk for every page.
    app.use((request, response, next) =>
      request.path.endsWith('/') ? next() : rootFiles(request, response, next),
    );
  }
  app.use(browserReports());
  app.use(webManifests(config.brandName));
  mountGateway(app, config, secure, redis);
  app.use(refuseCrossOrigin);
  app.use(limitWithdrawalBodies);
  app.use(
    pageCache({
      seconds: config.pageCacheSeconds,
      varyingHeaders: config.forwardRequestHeaders,
    }),
  );
  const pages = createRequestHandler({
    // The built pages as they are, except in development: given a function, React Router calls
    // it and rebuilds its route tables and request handler for every request (hot reload).
    build: import.meta.env.DEV ? () => import('virtual:react-router/server-build') : serverBuild,
    getLoadContext: (request, response) => loadContext(request, response, config, shared),
  });
  app.use(pages);
  app.use(finalErrorHandler);
  return app;
}
