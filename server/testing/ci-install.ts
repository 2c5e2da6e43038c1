// On CI, Debian's packages (Redis, PostgreSQL, nginx, Chromium) install while `npm test` runs
// (.ci/run, scripts/system-packages.ts). The unit tests do not wait for that install as a whole:
// the few that start a real Redis or PostgreSQL wait here, as they start it, and every other
// file runs meanwhile.
import { systemPackagesInstalled } from '../../scripts/system-packages';

/** How long a test's start may wait for the install: its hook's timeout must allow it. */
export const CI_INSTALL_WAIT_MS = 10 * 60_000;

/** Resolves once CI's install has ended well (at once where none is under way). */
export function ciPackagesInstalled(): Promise<number> {
  return systemPackagesInstalled({
    statusFile: process.env.CI_SYSTEM_PACKAGES_STATUS,
    packages: process.env.CI_SYSTEM_PACKAGES ?? '',
    timeoutMs: CI_INSTALL_WAIT_MS,
  });
}

/** A hook that starts a server from the install: the wait, then the start's own minute. */
export const SERVER_HOOK_TIMEOUT_MS = CI_INSTALL_WAIT_MS + 60_000;
