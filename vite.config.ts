/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { privateSourceMaps } from './scripts/private-source-maps-plugin.ts';
import { preconnectToApis } from './scripts/preconnect-plugin.ts';
import { prerenderPages } from './scripts/prerender-plugin.ts';
import { startAfterFirstPaint } from './scripts/start-after-first-paint-plugin.ts';
import { DOCUMENT_DATA_PAGES, PRERENDERED_PAGES, ROUTE_MODULES } from './src/app/route-modules.ts';

// In development and the e2e tests both API base paths go to the local mock (mocks/start-mocks.ts),
// which routes them to one Prism process per spec.
const mockOrigin = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;
const proxy = {
  '/brponline/api/ver3': { target: mockOrigin, changeOrigin: true },
  '/wp-json': { target: mockOrigin, changeOrigin: true },
};

// index.html's first paint and title show the brand before any JavaScript runs (%VITE_BRAND_NAME%);
// the same default as src/lib/env.ts.
process.env.VITE_BRAND_NAME ||= 'Stadsbadet';

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

const outDir = process.env.VITE_OUT_DIR ?? 'dist';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    lazyLocaleFormatter,
    preconnectToApis(),
    startAfterFirstPaint(ROUTE_MODULES),
    prerenderPages(PRERENDERED_PAGES, DOCUMENT_DATA_PAGES),
    privateSourceMaps(outDir),
  ],
  resolve: {
    alias: [
      {
        find: /^@generated\//,
        replacement: `${fileURLToPath(new URL('./generated', import.meta.url))}/`,
      },
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
      // react-router's package exports point every bundler at its development build; the
      // production build drops the dev-only checks and warnings (less code to run at start-up).
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  // VITE_OUT_DIR lets parallel test runs build and preview side by side.
  build: {
    outDir,
    // Built for the bundle report, never published: no URL in the bundles, and the maps are
    // moved out of the served folder (scripts/private-source-maps-plugin.ts).
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // MUI's locale packs build a number formatter at module level, which keeps all ~50 of them
      // (and 50 Intl.NumberFormat instances, ~50 ms of start-up on a phone) in the bundle though
      // we use two. Marking the builders pure lets the unused packs drop out.
      treeshake: { manualPureFunctions: ['buildFormatNumber', 'getPickersLocalization'] },
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  test: {
    globals: true,
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    css: false,
    // Every core: Vitest's default leaves one free, which on CI's two cores ran the files one at
    // a time (63 s; 40 s on both). Each file keeps its own module graph (isolation): tests
    // that share module state (the toast queue) fail when run after each other without it.
    maxWorkers: availableParallelism(),
    // Logic tests run in Node: building a jsdom for each file was a third of the run. Component
    // tests (*.test.tsx), and logic tests marked `// @vitest-environment jsdom` (storage, HTML
    // parsing, the data layer), get a DOM.
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] },
      },
    ],
  },
}));
