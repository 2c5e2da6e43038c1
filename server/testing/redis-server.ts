// A real Redis for the tests that need one (Debian's redis-server, which .ci/run installs): its
// own process on a free port, nothing saved to disk, stopped by the test.
import { spawn, spawnSync } from 'node:child_process';
import { ciPackagesInstalled } from './ci-install';
import { freePort } from './free-port';

export const redisBinary = (): string | null => {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
};

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/** Starts Redis on `port` (a free one unless given: a test's Redis that comes up late). */
export async function startRedis(port?: number): Promise<TestRedis> {
  await ciPackagesInstalled();
  const binary = redisBinary();
  if (!binary) throw new Error('redis-server is not installed (apt-get install redis-server)');
  port ??= await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
