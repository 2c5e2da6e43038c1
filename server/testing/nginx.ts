// A real load balancer for the tests of several instances (Debian's nginx, which .ci/run
// installs): its own process in the foreground, its own configuration and temporary directories,
// on a free port, round robin over the given servers, stopped by the test. Each answer names the
// server that gave it (X-Upstream), so a test can show that two calls met two instances.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** nginx on the PATH, or where Debian puts it (/usr/sbin, outside a user's PATH). */
export const nginxBinary = (): string | null => {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
};

export interface TestNginx {
  url: string;
  stop(): Promise<void>;
}

/** The configuration: one worker (its round robin alternates strictly), nothing written outside `dir`. */
const configuration = (dir: string, port: number, servers: string[]) => `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream shop {
${servers.map((server) => `    server ${server};`).join('\n')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_max_temp_file_size 0;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;

/**
 * Starts nginx on `port` in front of `servers` (host:port) and resolves once it forwards a
 * /healthz.
 */
export async function startNginx(servers: string[], port?: number): Promise<TestNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx)');
  port ??= await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-nginx-'));
  // Run as root, nginx's worker is another user: it must reach the temporary directories.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'nginx.conf'), configuration(dir, port, servers));
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${output}`))),
  );
  exited.catch(() => {});
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers through to a server; a wait for that state, bounded, not a sleep.
  const ready = async () => {
    for (const started = performance.now(); performance.now() - started < 15_000;) {
      const answer = await fetch(`${url}/healthz`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx did not forward /healthz within 15 s: ${output}`);
  };
  await Promise.race([ready(), exited]);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        // QUIT: nginx finishes what it is sending, then exits.
        child.kill('SIGQUIT');
      }),
  };
}
