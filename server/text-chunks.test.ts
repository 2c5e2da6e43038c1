import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTextChunks } from './text-chunks';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function clientDir(manifest?: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'text-chunks-'));
  dirs.push(dir);
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

describe('readTextChunks', () => {
  it("names each language's namespace chunk by its address, and nothing else", () => {
    const chunks = readTextChunks(
      clientDir({
        'src/locales/sv/classes.json': { file: 'assets/classes-Rpye5n63.js', isDynamicEntry: true },
        'src/locales/en/errors.json': { file: 'assets/errors-CjhErWpE.js', isDynamicEntry: true },
        'src/entry.client.tsx': { file: 'assets/entry.client-DH95-e4r.js', isEntry: true },
        '_Button-BED_uBeK.js': { file: 'assets/Button-BED_uBeK.js' },
      }),
    );
    expect([...chunks]).toEqual([
      ['sv/classes', '/assets/classes-Rpye5n63.js'],
      ['en/errors', '/assets/errors-CjhErWpE.js'],
    ]);
  });

  it('is empty for a build without a manifest (the development server)', () => {
    expect(readTextChunks(clientDir()).size).toBe(0);
  });
});
