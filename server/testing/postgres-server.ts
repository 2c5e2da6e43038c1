// A real PostgreSQL for the tests that need one (Debian's postgresql package, which .ci/run
// installs): initdb into a temporary folder and its own server on a free port, nothing kept,
// stopped by the test. PostgreSQL refuses to run as root, which CI and the development machines
// are: there the folder is the postgres user's, and initdb and the server run as that user.
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ciPackagesInstalled } from './ci-install';
import { freePort } from './free-port';

/** The folder of initdb and postgres: on the PATH, else Debian's newest version's. */
export function postgresBinaries(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (found.status === 0) return path.dirname(found.stdout.trim());
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Run as the postgres user when this process is root. */
function asUser(): Pick<SpawnOptions, 'uid' | 'gid'> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error('PostgreSQL refuses root, and there is no postgres user to run it as');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startPostgres(): Promise<TestPostgres> {
  await ciPackagesInstalled();
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const user = asUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'test-postgres-'));
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const data = path.join(dir, 'data');
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    { encoding: 'utf8', cwd: dir, ...user },
  );
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      ['-D', data],
      ['-p', String(port)],
      ['-k', dir],
      ['-c', 'listen_addresses=127.0.0.1'],
      // A test's database: nothing needs to survive a crash of the machine.
      ['-c', 'fsync=off'],
      ['-c', 'synchronous_commit=off'],
      ['-c', 'full_page_writes=off'],
    ].flat(),
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], ...user },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('ready to accept connections')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`postgres exited (${code}): ${output}`)));
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        // SIGINT: PostgreSQL's fast shutdown (ends the sessions, no wait for clients).
        child.kill('SIGINT');
      }),
  };
}
