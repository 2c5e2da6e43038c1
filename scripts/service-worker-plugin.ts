// Vite plugin: after the client build, builds the service worker (src/service-worker/worker.ts,
// Serwist) into `<client>/sw.js` and injects Serwist's precache manifest of the built files
// (docs/decisions/036). The worker is one small classic script at the site root (scope `/`).
import { injectManifest } from '@serwist/build';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

export const SERVICE_WORKER_FILE = 'sw.js';

/** What the worker precaches: the app's hashed files and the "needs a connection" pages. */
export const PRECACHED = ['assets/**/*.{js,css,woff2}', 'offline/*.{html,css}'];

export function serviceWorker(entry: string): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }) {
      if (!dir) return;
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
        globPatterns: PRECACHED,
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
