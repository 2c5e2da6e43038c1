// Another production server beside the suite's, started the same way with some variables of its
// own: for what a facility configures once per server (its name, BRAND_NAME).
import { spawn } from 'node:child_process';
import { E2E_NOW_MS } from './clock';
import { APP_SERVER_ARGS, appServerEnv } from './server-env';

export interface AppServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the server on `port` and resolves once it listens and is healthy; rejects if it exits. */
export async function startAppServer(
  port: number,
  variables: Record<string, string>,
): Promise<AppServer> {
  const child = spawn(process.execPath, APP_SERVER_ARGS, {
    env: { ...process.env, ...appServerEnv(String(port), E2E_NOW_MS), ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Ready once it says it listens (server/main.ts); failed if it exits first.
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Shop server on ')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) =>
      reject(new Error(`The server exited (${code ?? signal}):\n${output}`)),
    );
  });
  const url = `http://127.0.0.1:${port}`;
  const health = await fetch(`${url}/healthz`);
  if (!health.ok) throw new Error(`The server answered /healthz with ${health.status}`);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
