// Prometheus's /metrics on a port of its own (METRICS_PORT), at an address of its own
// (METRICS_HOST, this machine only unless set): never on the site's port, which the public
// reaches. Off when METRICS_PORT is unset. Served by the cluster's primary for all its workers,
// or by the one process when there is one. Node runs this file as it is, beside the bundle.
import { createServer, type Server } from 'node:http';
import { isIP } from 'node:net';

type Env = Record<string, string | undefined>;

export interface MetricsSettings {
  port: number;
  host: string;
}

/** This machine only: a scraper elsewhere needs METRICS_HOST set (0.0.0.0 in a container). */
export const DEFAULT_METRICS_HOST = '127.0.0.1';

export function readMetricsSettings(env: Env, problems: string[]): MetricsSettings | null {
  const text = env.METRICS_PORT?.trim() ?? '';
  if (text === '') return null;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535)
    problems.push(`METRICS_PORT must be a whole number from 1 to 65535, got '${text}'`);
  else if (port === Number(env.PORT?.trim() || 3000))
    problems.push('METRICS_PORT must differ from PORT: the metrics are not for the public');
  const host = env.METRICS_HOST?.trim() || DEFAULT_METRICS_HOST;
  if (!isIP(host) && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(host))
    problems.push(`METRICS_HOST must be an IP address or a host name, got '${env.METRICS_HOST}'`);
  return { port, host };
}

export interface MetricsText {
  contentType: string;
  body: string;
}

/** Answers GET /metrics with what `collect` reads; everything else is 404. */
export function serveMetrics(
  { port, host }: MetricsSettings,
  collect: () => Promise<MetricsText>,
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    collect().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' });
        response.end(`Could not collect the metrics: ${(error as Error).message}\n`);
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
