// The server a facility runs (`npm run serve`, the container) and the one `npm start` runs in
// development (NODE_ENV=development: Vite's dev server with hot reload inside it). It checks the
// configuration, serves the built files with their cache rules, answers /healthz, and hands
// everything else to the app (server/app.ts): headers, session, gateway and pages.
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import path from 'node:path';

const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
if (NODE_MAJOR < 24) {
  console.error(`This server needs Node 24 or newer; this is ${process.version}.`);
  process.exit(1);
}

const development = process.env.NODE_ENV === 'development';
const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');

type AppModule = typeof import('./app');

async function appModule(): Promise<{
  load: () => Promise<AppModule>;
  middleware?: RequestHandler;
}> {
  if (!development) {
    const built = (await import(path.join(buildDir, 'server/index.js'))) as AppModule;
    return { load: async () => built };
  }
  const vite = await import('vite');
  const devServer = await vite.createServer({ server: { middlewareMode: true }, root });
  return {
    load: () => devServer.ssrLoadModule('./server/app.ts') as Promise<AppModule>,
    middleware: devServer.middlewares,
  };
}

async function main(): Promise<void> {
  const { load, middleware } = await appModule();
  const first = await load();
  let config;
  try {
    config = first.readConfig(process.env);
  } catch (error) {
    if (error instanceof first.ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // What nothing else caught goes to the app's reporting (log, and the DSN when set).
  process.on('unhandledRejection', (reason) =>
    first.reportError({ source: 'unhandled-rejection', error: reason }),
  );
  // Behind a proxy that ends TLS the site is https; only plain local runs are not.
  const https = process.env.HTTPS !== 'false';

  const server = express();
  server.disable('x-powered-by');
  server.set('trust proxy', process.env.TRUST_PROXY === 'true');
  server.use(compression());
  server.get('/healthz', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  if (middleware) {
    server.use(middleware);
    // The app is made anew only when its code changed (Vite hands back the same module until then).
    let current: { module: AppModule; app: RequestHandler } | null = null;
    server.use(async (request, response, next) => {
      try {
        const module = await load();
        if (current?.module !== module)
          current = { module, app: module.createApp(config, { https }) };
        current.app(request, response, next);
      } catch (error) {
        next(error);
      }
    });
  } else {
    server.use(first.createApp(config, { https, clientDir: path.join(buildDir, 'client') }));
  }

  const listener = server.listen(config.port, (error?: Error) => {
    if (error) {
      console.error(`Could not listen on port ${config.port}: ${error.message}`);
      process.exit(1);
    }
    console.log(
      `Shop server on http://localhost:${config.port} (${development ? 'development' : 'production'})`,
    );
  });
  // Idle connections are for the client (a reverse proxy, a load balancer) to close: Node's
  // default of 5 s is shorter than theirs (60 s for nginx and AWS's load balancers), and a request
  // sent on a connection as the server closes it fails (a 502 at the proxy).
  listener.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  listener.headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000;
  const stop = () => listener.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** How long an idle connection stays open: longer than the proxies in front of it keep theirs. */
const KEEP_ALIVE_SECONDS = 65;

await main();
