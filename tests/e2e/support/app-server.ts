// Another production server beside the suite's, started the same way with some variables of its
// own: for what a facility configures once per server (its name, BRAND_NAME).
import { spawn } from 'node:child_process';
import { E2E_NOW_MS } from './clock';
import { APP_SERVER_ARGS, appServerEnv } from './server-env';

export interface AppServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the server on `port` and resolves once it answers /healthz; rejects if it exits. */
export async function startAppServer(
  port: number,
  variables: Record<string, string>,
): Promise<AppServer> {
  const child = spawn(process.execPath, APP_SERVER_ARGS, {
    env: { ...process.env, ...appServerEnv(String(port), E2E_NOW_MS), ...variables },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A readiness wait: each look is one request, answered or refused at once.
  while (child.exitCode === null && child.signalCode === null) {
    const answer = await fetch(`${url}/healthz`).catch(() => null);
    if (answer?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.exitCode !== null || child.signalCode !== null)
    throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
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
