// CI's install of Debian's packages (.ci/run) goes on while npm test's first stages run. It writes
// its exit status to a file when it ends (written whole, then renamed into place) and its output
// to the `.log` beside it; the steps that need the packages wait here (scripts/test-all.ts).
import { existsSync, readFileSync } from 'node:fs';

export interface InstallWait {
  /** CI_SYSTEM_PACKAGES_STATUS: where the status lands; unset where nothing is being installed. */
  statusFile: string | undefined;
  /** CI_SYSTEM_PACKAGES: what is being installed, for the messages. */
  packages: string;
  /** apt-get has its own network timeouts: this only keeps a hung install from using up CI. */
  timeoutMs?: number;
  pollMs?: number;
}

/**
 * Resolves with the seconds waited once the install has ended well (0 without an install under
 * way); fails with apt's output if it did not.
 */
export async function systemPackagesInstalled({
  statusFile,
  packages,
  timeoutMs = 15 * 60_000,
  pollMs = 500,
}: InstallWait): Promise<number> {
  if (!statusFile) return 0;
  const begun = Date.now();
  while (!existsSync(statusFile)) {
    if (Date.now() - begun > timeoutMs)
      throw new Error(`installing ${packages} took over ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  const status = readFileSync(statusFile, 'utf8').trim();
  if (status !== '0') {
    const log = existsSync(`${statusFile}.log`) ? readFileSync(`${statusFile}.log`, 'utf8') : '';
    throw new Error(`installing ${packages} failed (exit ${status}):\n${log.trim()}`);
  }
  return (Date.now() - begun) / 1000;
}
