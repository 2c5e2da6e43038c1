import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Contract tests: the real generated clients against the real Prism mock over HTTP, in Node, through
// the server's transport (tests/contract/transport.ts) with absolute URLs to the mock.
const MOCK_PORT = process.env.CONTRACT_MOCK_PORT ?? '4020';

export default defineConfig({
  resolve: {
    alias: {
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/contract/**/*.test.ts'],
    globalSetup: ['tests/contract/start-mock.ts'],
    setupFiles: ['tests/contract/setup.ts'],
    testTimeout: 15_000,
    hookTimeout: 60_000,
    env: {
      CONTRACT_MOCK_PORT: MOCK_PORT,
    },
  },
});
