// Unit and component tests: Vite's resolution without React Router's plugin (that one builds the
// app; the tests import modules one by one).
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { aliases, reactCompiler } from './vite.config';
import { PAGES_SITE_URL } from './tests/pages/support/mock-env.ts';
import { SameWorkerSequencer } from './tests/setup/sequencer.ts';

export default defineConfig({
  plugins: [react(), reactCompiler()],
  resolve: { alias: aliases },
  test: {
    globals: true,
    css: false,
    // A safety net, not a wait: on a loaded machine (two cores, e2e beside it) the heavier logic
    // tests (the contract check, the time-zone sweep) took 6-9 s against the default 5 s.
    testTimeout: 30_000,
    // Every core: Vitest's default leaves one free, which on CI's two cores ran the files one at
    // a time (63 s; 40 s on both).
    maxWorkers: availableParallelism(),
    // A worker runs file after file in one process (and one document): a fresh process for each
    // file was half of the logic and component tests' time and a quarter of the page tests'.
    // Each file still starts with the project's own modules fresh (the setup files reset them,
    // so module state such as the toast queue starts clean); installed packages stay loaded.
    // Vitest keeps a file's vi.mock to that file, and undoes its stubbed globals and env.
    isolate: false,
    // A worker goes on to a next file only of its own project and environment: the files in
    // that order (tests/setup/sequencer.ts), or a new process starts for almost every file.
    sequence: { sequencer: SameWorkerSequencer },
    unstubGlobals: true,
    unstubEnvs: true,
    // Logic tests run in Node: building a jsdom for each file was a third of the run. Component
    // tests (*.test.tsx), and logic tests marked `// @vitest-environment jsdom` (storage, HTML
    // parsing, the data layer), get a DOM.
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          setupFiles: ['./tests/setup/logic.setup.ts'],
          include: [
            'src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'server/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./tests/setup/vitest.setup.ts'],
        },
      },
      {
        // Whole pages of the app in jsdom, their calls through the site's gateway to the mock:
        // each screen's states (texts, field errors, empty and failed answers) without a browser.
        extends: true,
        test: {
          name: 'pages',
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: `${PAGES_SITE_URL}/` } },
          // A safety net, not a wait: a file's first page loads the app's modules, and with other
          // suites beside them on two cores a long page test took more than a minute.
          testTimeout: 120_000,
          include: ['tests/pages/**/*.test.tsx'],
          setupFiles: ['./tests/setup/vitest.setup.ts', './tests/pages/support/pages.setup.ts'],
          globalSetup: ['./tests/pages/support/global-setup.ts'],
        },
      },
    ],
  },
});
