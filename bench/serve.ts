// The floor's server: the floor page (bench/floor/, a client-rendered one-page app built into
// <out>/__floor/) as a static host serves a single-page app, gzip-compressed at the level the
// production server's compression uses, with the API paths proxied to the mock (its one call).
// The site's root files (favicon.svg, robots.txt) come from the app's client build, as on the
// production server. The app's routes are served by the production server itself (bench.ts).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);
const API_PREFIXES = ['/brponline/api/ver3', '/wp-json'];
const FLOOR = '/__floor/';

export interface FloorServerOptions {
  /** The floor's build (<out>/__floor). */
  floorDir: string;
  /** The app's client build, for the root files. */
  rootDir: string;
  port: number;
  mockPort: number;
}

/** The file inside `root` that `relative` names, or null (outside it, a folder, missing). */
function inside(root: string, relative: string): string | null {
  const candidate = join(root, normalize(`/${relative}`));
  if (!candidate.startsWith(root) || !existsSync(candidate) || !statSync(candidate).isFile())
    return null;
  return candidate;
}

export function startFloorServer(options: FloorServerOptions): Promise<Server> {
  const { floorDir, rootDir, port, mockPort } = options;
  const gzipped = new Map<string, Buffer>();

  function fileFor(pathname: string): string | null {
    const path = decodeURIComponent(pathname);
    if (!path.startsWith(FLOOR)) return inside(rootDir, path);
    // Unknown paths under the floor are the one-page app's own.
    return inside(floorDir, path.slice(FLOOR.length)) ?? join(floorDir, 'index.html');
  }

  function proxy(req: IncomingMessage, res: ServerResponse): void {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: mockPort,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${mockPort}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
      proxy(req, res);
      return;
    }
    const file = fileFor(url.pathname);
    if (!file || !existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const ext = extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith(`${FLOOR}assets/`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (COMPRESSIBLE.has(ext) && acceptsGzip) {
      let body = gzipped.get(file);
      if (!body) {
        body = gzipSync(readFileSync(file));
        gzipped.set(file, body);
      }
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
