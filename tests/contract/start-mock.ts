// Vitest global setup for the contract tests: the same mock `npm start` uses, on its own ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { CONTRACT_NOW } from './clock';

const port = Number(process.env.CONTRACT_MOCK_PORT ?? '4020');

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the mock exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the mock did not answer ${url} within ${timeoutMs} ms`);
}

export default async function setup(): Promise<() => void> {
  const child = spawn('node_modules/.bin/tsx', ['mocks/start-mocks.ts'], {
    env: {
      ...process.env,
      MOCK_PORT: String(port),
      MOCK_BOOKING_PORT: String(port + 1),
      MOCK_CONTENT_PORT: String(port + 2),
      MOCK_QUIET: '1',
      MOCK_NOW: CONTRACT_NOW.toISOString(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A readiness wait, not a sleep: longer than the mock's own wait for its Prisms
  // (MOCK_START_TIMEOUT_MS, 180 s), which on a loaded machine took more than 45 s, so that its
  // own message is the one shown. A mock that never came up is stopped, or it would hold this
  // run's output open (npm test waits for it) and its ports.
  try {
    await waitForHealth(`http://127.0.0.1:${port}/__health`, child, 200_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return () => {
    child.kill('SIGTERM');
  };
}
