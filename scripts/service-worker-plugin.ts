// Vite plugin: after the client build, builds the service worker (src/service-worker/worker.ts,
// Serwist) into `<client>/sw.js` and injects Serwist's precache manifest (docs/decisions/036, 041).
// The worker is one small classic script at the site root (scope `/`).
import { injectManifest } from '@serwist/build';
import { join, sep } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The modules of the pages a member opens offline (the overview and the card) with every layout
 * above them, relative to src/. The worker precaches their code and everything it imports, at
 * once or later, and no other page's: a member's first visit fetches that much, not the whole app.
 */
export const OFFLINE_MODULES = [
  'entry.client.tsx',
  'root.tsx',
  'app/language-layout.tsx',
  'features/account/shell/route.tsx',
  'features/account/overview/route.tsx',
  'features/account/card/route.tsx',
];

/**
 * Besides that code: React Router's route manifest (written beside the bundle, not part of it),
 * the styles, the fonts and the "needs a connection" pages.
 */
const ALWAYS_PRECACHED = [
  'assets/manifest-*.js',
  'assets/**/*.{css,woff2}',
  'offline/*.{html,css}',
];

/** The built files (relative to the client folder) of `modules` and all they import. */
export function offlineFiles(bundle: Rolldown.OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const wanted = modules.map((module) => `${sep}src${sep}${module.split('/').join(sep)}`);
  const starts = chunks.filter((chunk) => {
    const facade = chunk.facadeModuleId?.split('?')[0];
    return facade !== undefined && wanted.some((module) => facade.endsWith(module));
  });
  const found = starts.map((chunk) => chunk.facadeModuleId?.split('?')[0] ?? '');
  const missing = wanted.filter((module) => !found.some((facade) => facade.endsWith(module)));
  if (missing.length > 0) throw new Error(`service worker: no chunk for ${missing.join(', ')}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = byFile.get(fileName);
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  for (const chunk of starts) visit(chunk.fileName);
  return [...files].sort();
}

export function serviceWorker(entry: string): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const code = offlineFiles(bundle, OFFLINE_MODULES);
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: dir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          sourcemap: false,
          lib: {
            entry,
            formats: ['iife'],
            name: 'serviceWorker',
            fileName: () => SERVICE_WORKER_FILE,
          },
        },
      });
      const worker = join(dir, SERVICE_WORKER_FILE);
      const { count, size, warnings } = await injectManifest({
        swSrc: worker,
        swDest: worker,
        globDirectory: dir,
        globPatterns: [...code, ...ALWAYS_PRECACHED],
        // Hashed names change with their content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      });
      if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
      this.environment.logger.info(
        `service worker: ${SERVICE_WORKER_FILE}, ${count} files precached (${Math.round(size / 1024)} kB)`,
      );
    },
  };
}
