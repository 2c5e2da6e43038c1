// Vite plugin: source maps are built (the bundle report and error tracking read them) but never
// published. With `sourcemap: 'hidden'` the bundles carry no sourceMappingURL comment, and this
// plugin moves every `.map` out of the served folder into `<outDir>-sourcemaps/`, so serving
// `dist/` as it is exposes no source.
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

export function sourceMapsDir(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;
}

function mapsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return mapsUnder(path);
    return name.endsWith('.map') ? [path] : [];
  });
}

/** Moves the maps of `outDir` into its sibling `-sourcemaps` folder, keeping relative paths. */
export function moveSourceMaps(outDir: string): number {
  const target = sourceMapsDir(outDir);
  const maps = mapsUnder(outDir);
  for (const map of maps) {
    const destination = join(target, relative(outDir, map));
    mkdirSync(dirname(destination), { recursive: true });
    renameSync(map, destination);
  }
  return maps.length;
}

export function privateSourceMaps(outDir: string): Plugin {
  return {
    name: 'private-source-maps',
    apply: 'build',
    closeBundle() {
      moveSourceMaps(outDir);
    },
  };
}
