// `npm start`: the local mock API and the Vite dev server together; Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const bin = (name: string) => `node_modules/.bin/${name}`;
const children: ChildProcess[] = [];

function run(command: string, args: string[], label: string): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
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

const mocks = run(bin('tsx'), ['mocks/start-mocks.ts'], 'mock');
mocks.stdout?.on('data', (chunk: Buffer) => {
  if (!chunk.toString().includes('Mock API ready')) return;
  run(bin('vite'), ['--clearScreen', 'false'], 'vite');
  setTimeout(() => {
    console.log(
      '\n  The shop runs on the local mock: http://localhost:5173/  (Ctrl-C stops everything)\n',
    );
  }, 1500);
});
