// `npm start`: the local mock API and the shop's server in development (Vite inside it, hot
// reload) with the mock as its BRP and WordPress; Ctrl-C stops both. Ports: PORT (5173) for the
// shop, MOCK_PORT (4010), MOCK_BOOKING_PORT (4011) and MOCK_CONTENT_PORT (4012) for the mock.
import { spawn, type ChildProcess } from 'node:child_process';

const bin = (name: string) => `node_modules/.bin/${name}`;
const children: ChildProcess[] = [];

function run(
  command: string,
  args: string[],
  label: string,
  env: Record<string, string> = {},
): ChildProcess {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${label}] exited with code ${code ?? 'null'}; stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const port = process.env.PORT ?? '5173';
const mockPort = process.env.MOCK_PORT ?? '4010';
const mocks = run(bin('tsx'), ['mocks/start-mocks.ts'], 'mock');
let serverStarted = false;
mocks.stdout?.on('data', (chunk: Buffer) => {
  if (serverStarted || !chunk.toString().includes('Mock API ready')) return;
  serverStarted = true;
  // Node resolves packages as Vite's dev server does (React Router's development build), so the
  // server and the pages share one copy of it.
  const server = run(process.execPath, ['--conditions=development', 'server/main.ts'], 'shop', {
    NODE_ENV: 'development',
    PORT: port,
    HTTPS: 'false',
    BOOKING_API_URL:
      process.env.BOOKING_API_URL ?? `http://127.0.0.1:${mockPort}/brponline/api/ver3`,
    CONTENT_API_URL: process.env.CONTENT_API_URL ?? `http://127.0.0.1:${mockPort}/wp-json`,
    // Development only: a real deployment sets its own (server/config.ts).
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'development-only-secret-not-for-production',
  });
  server.stdout?.on('data', (data: Buffer) => {
    if (!data.toString().includes('Shop server on')) return;
    console.log(
      `\n  The shop runs on the local mock: http://localhost:${port}/  (Ctrl-C stops everything)\n`,
    );
  });
});
