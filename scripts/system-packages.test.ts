import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemPackagesInstalled } from './system-packages';

const statusFile = () => join(mkdtempSync(join(tmpdir(), 'ci-packages-')), 'status');
/** As .ci/run writes it: the whole status into a part file, then renamed into place. */
const finish = (file: string, status: number) => {
  writeFileSync(`${file}.part`, `${status}\n`);
  renameSync(`${file}.part`, file);
};

describe("waiting for CI's install of Debian's packages", () => {
  it('does not wait where nothing is being installed', async () => {
    await expect(systemPackagesInstalled({ statusFile: undefined, packages: '' })).resolves.toBe(0);
  });

  it('waits until the install has ended, then goes on', async () => {
    const file = statusFile();
    let ended = false;
    const waiting = systemPackagesInstalled({
      statusFile: file,
      packages: 'redis-server',
      pollMs: 5,
    }).then(() => ended);
    // The wait resolves only after the status appears, never before.
    await new Promise((resolve) => setTimeout(resolve, 30));
    ended = true;
    finish(file, 0);
    await expect(waiting).resolves.toBe(true);
  });

  it("fails with apt's own output when the install failed", async () => {
    const file = statusFile();
    writeFileSync(`${file}.log`, 'E: Unable to locate package chromium-headless-shell\n');
    finish(file, 100);
    await expect(
      systemPackagesInstalled({ statusFile: file, packages: 'chromium-headless-shell' }),
    ).rejects.toThrow(
      'installing chromium-headless-shell failed (exit 100):\nE: Unable to locate package chromium-headless-shell',
    );
  });

  it('gives up on an install that never ends', async () => {
    await expect(
      systemPackagesInstalled({
        statusFile: statusFile(),
        packages: 'nginx',
        timeoutMs: 20,
        pollMs: 5,
      }),
    ).rejects.toThrow('installing nginx took over 0 s');
  });
});
