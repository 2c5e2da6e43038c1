// The server's app, bundled with the pages (vite.config.ts): the headers, the session, the
// gateway and the pages, each request in its own scope. server/main.ts mounts it, with the static
// files and the health check.
import { createRequestHandler } from '@react-router/express';
import { QueryClient } from '@tanstack/react-query';
import express, { type Request, type Response } from 'express';
import { JSDOM } from 'jsdom';
import { RouterContextProvider } from 'react-router';
import { setServerWindow } from '../src/components/sanitized-html/server-dom';
import { setBrandName } from '../src/lib/env';
import { createQueryClient } from '../src/lib/query-client';
import {
  brandContext,
  endSessionContext,
  nonceContext,
  publicSessionContext,
  requestQueryClientContext,
} from '../src/lib/server-context';
import type { ServerConfig } from './config';
import { gateway } from './gateway';
import { htmlCacheControl, nonce, securityHeaders } from './headers';
import { refuseCrossOrigin } from './origin-check';
import { brpRefresh, endSession, readSession, type SessionLocals } from './request-session';
import { publicSession } from './session';
import { installServerTransport, withUpstreamScope } from './upstream';

export { readConfig, ConfigError, type ServerConfig } from './config';

export interface AppOptions {
  /** Whether the site is served over https (Secure cookies, HSTS, upgrade-insecure-requests). */
  https: boolean;
}

function loadContext(request: Request, response: Response, config: ServerConfig, secure: boolean) {
  const { session } = response.locals as SessionLocals;
  const context = new RouterContextProvider();
  context.set(nonceContext, response.locals.cspNonce as string);
  context.set(brandContext, config.brandName);
  context.set(publicSessionContext, publicSession(session));
  context.set(requestQueryClientContext, createQueryClient() satisfies QueryClient);
  context.set(endSessionContext, async () => {
    endSession(response, { secure });
    return new Headers();
  });
  response.setHeader('Cache-Control', htmlCacheControl(request.path, session !== null));
  return context;
}

export function createApp(config: ServerConfig, { https }: AppOptions) {
  setBrandName(config.brandName);
  installServerTransport(config);
  // The page renders sanitise API HTML and read its text in a DOM of their own.
  setServerWindow(new JSDOM('').window as unknown as Parameters<typeof setServerWindow>[0]);

  const secure = https;
  const app = express();
  app.disable('x-powered-by');
  app.use(nonce, securityHeaders({ https }));
  app.use(
    readSession({ secret: config.sessionSecret, secure, refresh: brpRefresh(config) }),
  );
  app.use(gateway(config, { secret: config.sessionSecret, secure }));
  app.use(refuseCrossOrigin);
  const pages = createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    getLoadContext: (request, response) => loadContext(request, response, config, secure),
  });
  app.use((request, response, next) => {
    const { session } = response.locals as SessionLocals;
    withUpstreamScope(session?.accessToken ?? null, () => void pages(request, response, next));
  });
  return app;
}
