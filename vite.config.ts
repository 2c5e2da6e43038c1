import { reactRouter } from '@react-router/dev/vite';
import babel from '@rolldown/plugin-babel';
import { reactCompilerPreset } from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { privateSourceMaps } from './scripts/private-source-maps-plugin';
import { serviceWorker } from './scripts/service-worker-plugin';
import { BROWSER_ENTRY, CODE_LAYERS, SHELL_ROUTES, type CodeLayer } from './src/lib/code-layers.ts';

const lazyFormatNumber = fileURLToPath(
  new URL('./src/lib/theme/lazy-format-number.ts', import.meta.url),
);

/** MUI's locale packs, with their number formatter built on first use (start-up work, see there). */
const lazyLocaleFormatter: Plugin = {
  name: 'lazy-mui-locale-formatter',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source.endsWith('/buildFormatNumber.mjs') && importer?.includes('@mui/material/locale'))
      return lazyFormatNumber;
    return null;
  },
};

/**
 * React Compiler: the app's components and hooks memoised at build time, so an update re-renders
 * what it changes and not the page below it (docs/decisions/048). Only the browser's code: the
 * server renders each page once. Tests compile the same way (vitest.config.ts).
 */
export const reactCompiler = () =>
  babel({ include: /\/src\/.*\.tsx?$/, presets: [reactCompilerPreset()] });

interface ChunkingContext {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
}

// React Router splits a route module into these (the ids of its client build).
const ROUTE_MODULE_PARTS = [
  '',
  '?__react-router-build-client-route',
  '?route-chunk=main',
  '?route-chunk=clientLoader',
];
const absolute = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));

/** The modules every page loads before it runs: the static imports of the shell, all the way down. */
function shellModules(context: ChunkingContext): ReadonlySet<string> {
  const found = new Set<string>();
  const stack = [
    absolute(BROWSER_ENTRY),
    ...SHELL_ROUTES.flatMap((path) => ROUTE_MODULE_PARTS.map((part) => `${absolute(path)}${part}`)),
  ];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (found.has(next)) continue;
    found.add(next);
    stack.push(...(context.getModuleInfo(next)?.importedIds ?? []));
  }
  // The entry stays a chunk of its own: React Router imports it last, and it starts at once.
  found.delete(absolute(BROWSER_ENTRY));
  return found;
}

/** The shell's modules of each build (Rolldown keeps one context for a chunking pass). */
const shellOfBuild = new WeakMap<ChunkingContext, ReadonlySet<string>>();

/** The chunk name of the shell's modules that belong to `layer`. */
function layerOf(layer: CodeLayer) {
  return (id: string, context: ChunkingContext) => {
    let shell = shellOfBuild.get(context);
    if (!shell) shellOfBuild.set(context, (shell = shellModules(context)));
    return shell.has(id) && layer.modules.test(id) ? layer.name : null;
  };
}

export const aliases = [
  {
    find: /^@generated\//,
    replacement: `${fileURLToPath(new URL('./generated', import.meta.url))}/`,
  },
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
];

export default defineConfig({
  // The maps are built for the bundle report, and moved out of the served folder.
  plugins: [
    reactRouter(),
    reactCompiler(),
    lazyLocaleFormatter,
    privateSourceMaps(`${process.env.BUILD_DIR ?? 'build'}/client`),
    serviceWorker(fileURLToPath(new URL('./src/service-worker/worker.ts', import.meta.url))),
  ],
  resolve: { alias: aliases },
  // The server's app (server/app.ts) is built with the pages, so both share one copy of the
  // route contexts (docs/decisions/026-one-server.md).
  environments: {
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
    client: {
      build: {
        rolldownOptions: {
          // The code every page loads first, in layers (src/lib/code-layers.ts): the first group
          // that matches takes a module, so each layer's priority is above the next one's.
          output: {
            codeSplitting: {
              groups: CODE_LAYERS.map((layer, index) => ({
                name: layerOf(layer),
                priority: CODE_LAYERS.length - index,
              })),
            },
          },
        },
      },
    },
  },
  build: {
    // Built for the bundle report, never published: no URL in the bundles.
    sourcemap: 'hidden',
    // Kept in the build: the server reads the text chunks' names from it (server/text-chunks.ts).
    // It is a dotfile folder, which the static files never serve.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // MUI's locale packs build a number formatter at module level, which keeps all ~50 of them
      // in the bundle though we use two. Marking the builders pure lets the unused packs drop out.
      treeshake: { manualPureFunctions: ['buildFormatNumber', 'getPickersLocalization'] },
    },
  },
});
