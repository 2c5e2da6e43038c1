// The production server of the bench: the built app (and the floor under /__floor/) as a
// single-page app, compressed as a real host would serve it (gzip), with the API paths proxied
// to the mock. Kept tiny and in-process so both pages meet exactly the same server.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
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
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);
const API_PREFIXES = ['/brponline/api/ver3', '/wp-json'];

export function startServer(root: string, port: number, mockPort: number): Promise<Server> {
  const gzipped = new Map<string, Buffer>();

  function fileFor(pathname: string): string {
    const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidate = join(root, safe);
    if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile())
      return candidate;
    // A prerendered route is a folder with its own index.html, as a static host serves it.
    const index = join(candidate, 'index.html');
    if (candidate.startsWith(root) && safe.endsWith('/') && existsSync(index)) return index;
    // Unknown paths are the single-page apps' routes.
    return pathname.startsWith('/__floor/')
      ? join(root, '__floor', 'index.html')
      : join(root, 'index.html');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
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
      return;
    }
    const file = fileFor(url.pathname);
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not built');
      return;
    }
    const ext = extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (COMPRESSIBLE.has(ext) && acceptsGzip) {
      let body = gzipped.get(file);
      if (!body) {
        body = gzipSync(readFileSync(file), { level: 9 });
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
