// The server a facility runs (`npm run serve`, the container) and the one `npm start` runs in
// development (NODE_ENV=development: Vite's dev server with hot reload inside it). It checks the
// configuration, refuses what it never serves, answers /healthz, and hands everything else to the
// app (server/app.ts): headers, session, gateway and pages; errors that nothing else answered
// get its own answer, never Express's page with a stack. On SIGTERM it stops within seconds.
// With more than one worker (WEB_CONCURRENCY, server/cluster.ts) this process is the primary:
// it forks the workers, each of which runs the server below, and serves their metrics.
import cluster from 'node:cluster';
import type { Express, RequestHandler } from 'express';
import { createServer } from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { EXIT_CANNOT_START, readWorkerCount, runPrimary } from './cluster.ts';
import { readMetricsSettings, serveMetrics, type MetricsSettings } from './metrics-endpoint.ts';
import { SHUTDOWN_GRACE_MS } from './shutdown.ts';

const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
if (NODE_MAJOR < 24) {
  console.error(`This server needs Node 24 or newer; this is ${process.version}.`);
  process.exit(1);
}

const development = process.env.NODE_ENV === 'development';
const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');

type AppModule = typeof import('./app');
type ServerConfig = ReturnType<AppModule['readConfig']>;

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

/** What every app of the server reads from its settings (a mounted app inherits them). */
function applySettings(app: Express, module: AppModule, config: ServerConfig): void {
  // One proxy in front: the client's address is the one the proxy saw, the last entry of
  // X-Forwarded-For, which no client can forge (`true` would take the first, the client's own).
  app.set('trust proxy', config.trustProxy ? 1 : false);
  module.setSiteOrigin(app, { https: config.https, publicUrl: config.publicUrl });
}

/** A bad configuration or a taken port: a worker says so to its primary, which stops. */
const cannotStart = () => process.exit(cluster.isWorker ? EXIT_CANNOT_START : 1);

async function serve(metrics: MetricsSettings | null): Promise<void> {
  // Express and the app load after the tracing, which instruments them as they load.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim())
    await (await import('./telemetry.ts')).startTelemetry();
  const [{ default: express }, { default: compression }] = await Promise.all([
    import('express'),
    import('compression'),
  ]);
  const { load, middleware } = await appModule();
  const first = await load();
  let config: ServerConfig;
  try {
    config = first.readConfig(process.env);
  } catch (error) {
    if (error instanceof first.ConfigError) {
      console.error(error.message);
      cannotStart();
    }
    throw error;
  }
  // What nothing else caught goes to the app's reporting (log, and the DSN when set).
  process.on('unhandledRejection', (reason) =>
    first.reportError({ source: 'unhandled-rejection', error: reason }),
  );
  const { https } = config;

  const server = express();
  // First: every answer has its log line and its X-Request-Id, a refused one too.
  server.use(first.accessLog());
  server.use(first.refuseUnknownMethods);
  server.disable('x-powered-by');
  applySettings(server, first, config);
  server.use(compression({ brotli: { params: BROTLI_PARAMS } }));
  server.get('/healthz', first.nonce, first.securityHeaders({ https }), (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  server.use(first.refuseBadHost);

  // One Redis client for the process, however often the development server makes its app anew.
  const redis = config.redisUrl ? first.sharedRedis(config.redisUrl) : null;
  // Development without SMTP_URL: the server catches its own mails (console and /__mail/).
  // Production requires SMTP_URL (server/config.ts), and never loads the catcher.
  let smtpUrl = config.mail.smtpUrl;
  if (smtpUrl === null && development) {
    const { startMailCatcher } = await import('./mail/catcher.ts');
    const { catcherPage, CATCHER_PAGE_PATH } = await import('./mail/catcher-page.ts');
    const catcher = await startMailCatcher(0, (mail) =>
      console.log(
        `Mail to ${mail.to.join(', ')}: "${mail.subject}" (http://localhost:${config.port}${CATCHER_PAGE_PATH})`,
      ),
    );
    smtpUrl = catcher.url;
    server.use(catcherPage(catcher.mails));
  }
  let data: Awaited<ReturnType<AppModule['openShopData']>>;
  try {
    data = await first.openShopData(config, smtpUrl!);
  } catch (error) {
    console.error(`Could not open the database: ${(error as Error).message}`);
    cannotStart();
    throw error;
  }
  if (middleware) {
    server.use(middleware);
    // The app is made anew only when its code changed (Vite hands back the same module until then).
    let current: { module: AppModule; app: Express } | null = null;
    server.use(async (request, response, next) => {
      try {
        const module = await load();
        if (current?.module !== module) {
          const app = module.createApp(config, { https, redis, data });
          // Called, not mounted: it would not inherit the server's settings.
          applySettings(app, module, config);
          current = { module, app };
        }
        current.app(request, response, next);
      } catch (error) {
        next(error);
      }
    });
  } else {
    server.use(
      first.createApp(config, { https, redis, data, clientDir: path.join(buildDir, 'client') }),
    );
  }
  server.use(first.finalErrorHandler);

  const listener = createServer(
    {
      // A request's headers and body must arrive within seconds: a client that trickles them
      // (a byte every few seconds) gets 408 and its connection closed, instead of holding it.
      requestTimeout: REQUEST_SECONDS * 1000,
      headersTimeout: REQUEST_SECONDS * 1000,
      connectionsCheckingInterval: 1000,
      // Idle connections are for the client (a reverse proxy, a load balancer) to close: Node's
      // default of 5 s is shorter than theirs (60 s for nginx and AWS's load balancers), and a
      // request sent on a connection as the server closes it fails (a 502 at the proxy).
      keepAliveTimeout: KEEP_ALIVE_SECONDS * 1000,
    },
    server,
  );
  const stop = first.gracefulStop(listener);
  listener.once('error', (error) => {
    const address = `${config.host ? `${config.host}, ` : ''}port ${config.port}`;
    console.error(`Could not listen on ${address}: ${error.message}`);
    cannotStart();
  });
  listener.listen(config.port, config.host ?? undefined, () => {
    const worker = cluster.isWorker ? `, worker ${process.env.SHOP_WORKER_SLOT ?? ''}` : '';
    console.log(
      `Shop server on http://${config.host ?? 'localhost'}:${config.port} (${development ? 'development' : 'production'}${worker})`,
    );
  });
  // One process: it serves its own metrics (a worker's are collected by its primary).
  if (metrics && !cluster.isWorker) await listenForMetrics(metrics, first.metricsText);

  // A container is killed 10 s after SIGTERM: the answers in flight go out, the rest is closed.
  const onSignal = (signal: NodeJS.Signals) => {
    console.log(`${signal}: stopping (at most ${first.SHUTDOWN_GRACE_MS / 1000} s)`);
    void stop()
      .then(async (outcome) => {
        if (outcome === 'forced') console.log('Closed the connections still open at the bound');
        await redis?.close().catch(() => {});
        await data.close().catch(() => {});
      })
      .finally(() => process.exit(0));
  };
  // Once: a second Ctrl-C ends the process at once.
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

/**
 * Brotli for a rendered page, at compression's own quality (4) but a 256 kB window instead of
 * 4 MB: a page fits it, and each stream's encoder allocates for its window in native memory. 20
 * pages at once through the default window, freed and allocated again on the thread pool, grew
 * a process's RSS from 45 to 381 MB over 16,000 pages and still growing; with 256 kB it levelled
 * at 150 MB (decision 067).
 */
const BROTLI_PARAMS = {
  [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
  [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
};

/** How long an idle connection stays open: longer than the proxies in front of it keep theirs. */
const KEEP_ALIVE_SECONDS = 65;
/** How long a request's headers and body may take to arrive. */
const REQUEST_SECONDS = 10;

async function listenForMetrics(
  metrics: MetricsSettings,
  collect: Parameters<typeof serveMetrics>[1],
): Promise<void> {
  try {
    await serveMetrics(metrics, collect);
    console.log(`Metrics on http://${metrics.host}:${metrics.port}/metrics`);
  } catch (error) {
    console.error(
      `Could not serve the metrics on port ${metrics.port}: ${(error as Error).message}`,
    );
    cannotStart();
  }
}

/** The primary: forks the workers, restarts one that dies, stops them all on SIGTERM. */
async function primary(workers: number, metrics: MetricsSettings | null): Promise<void> {
  const running = runPrimary({ workers, graceMs: SHUTDOWN_GRACE_MS });
  console.log(`Shop server: ${workers} workers (WEB_CONCURRENCY)`);
  void running.stopped.then((code) => process.exit(code));
  const onSignal = (signal: NodeJS.Signals) => {
    console.log(`${signal}: stopping the workers (at most ${SHUTDOWN_GRACE_MS / 1000} s)`);
    void running.stop();
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  if (metrics) {
    // The workers' metrics, added up (prom-client asks each over the cluster's channel).
    const { AggregatorRegistry } = await import('prom-client');
    const registry = new AggregatorRegistry();
    await listenForMetrics(metrics, async () => ({
      contentType: registry.contentType,
      body: await registry.clusterMetrics(),
    }));
  }
}

const problems: string[] = [];
const workers = readWorkerCount(process.env, problems);
const metrics = readMetricsSettings(process.env, problems);
if (problems.length > 0) {
  console.error(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
if (cluster.isPrimary && workers > 1) await primary(workers, metrics);
else await serve(metrics);
